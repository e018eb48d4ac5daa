import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, PASSWORD_LENGTH_MESSAGE } from "../../../shared/accounts/sign-up";
import { cameFromPasswordReset, checkNewPassword, checkResetRequest } from "./passwordReset";

describe("the Forgot password? forms' first checks", () => {
  it("takes an address in any case and around spaces, and names a bad one in the server's words", () => {
    expect(checkResetRequest({ email: "  Casey@Example.CA " })).toEqual({
      ok: true,
      input: { email: "casey@example.ca" },
    });
    expect(checkResetRequest({ email: "casey" })).toEqual({ ok: false, errors: { email: EMAIL_MESSAGE } });
  });

  it("holds a new password to the sign-up length, in the server's words", () => {
    expect(checkNewPassword({ password: "short" })).toEqual({
      ok: false,
      errors: { password: PASSWORD_LENGTH_MESSAGE },
    });
    expect(checkNewPassword({ password: "a long enough passphrase" })).toEqual({
      ok: true,
      input: { password: "a long enough passphrase" },
    });
  });

  it("recognises the sign-in page's state after a reset, and nothing else", () => {
    expect(cameFromPasswordReset({ passwordReset: true })).toBe(true);
    expect(cameFromPasswordReset({ from: "/" })).toBe(false);
    expect(cameFromPasswordReset(null)).toBe(false);
  });
});
