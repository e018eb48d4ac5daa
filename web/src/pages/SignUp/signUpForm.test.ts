import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, NAME_MESSAGE, PASSWORD_LENGTH_MESSAGE } from "../../../../shared/accounts/sign-up";
import { checkSignUp, signUpNextPath } from "./signUpForm";

describe("checkSignUp", () => {
  it("gives each wrong field the server's message", () => {
    expect(checkSignUp({ email: "not an address", name: "  ", password: "short" })).toEqual({
      ok: false,
      errors: { email: EMAIL_MESSAGE, name: NAME_MESSAGE, password: PASSWORD_LENGTH_MESSAGE },
    });
  });

  it("sends the address trimmed and lower-cased, the name trimmed", () => {
    expect(checkSignUp({ email: " Sam@Example.CA ", name: " Sam Lee ", password: "twelve chars!" })).toEqual({
      ok: true,
      input: { email: "sam@example.ca", name: "Sam Lee", password: "twelve chars!" },
    });
  });
});

describe("signUpNextPath", () => {
  it("goes where signing in would", () => {
    expect(signUpNextPath("/register-business")).toBe("/register-business");
    expect(signUpNextPath("https://evil.example/")).toBe("/");
    expect(signUpNextPath(null)).toBe("/");
  });

  it("does not come back to the sign-up or sign-in form", () => {
    expect(signUpNextPath("/sign-up?next=/admin")).toBe("/");
    expect(signUpNextPath("/sign-in")).toBe("/");
  });
});
