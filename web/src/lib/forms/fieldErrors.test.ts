import { describe, expect, it } from "vitest";
import { fieldErrorsOf, firstInvalidField } from "./fieldErrors";

const FIELDS = ["email", "services", "password"] as const;

describe("fieldErrorsOf", () => {
  it("keeps the first message for each field, by the first step of its path", () => {
    expect(
      fieldErrorsOf(
        [
          { path: ["email"], message: "Please enter a valid email address" },
          { path: ["email"], message: "Must be at most 254 characters" },
          { path: ["services", 0], message: "Choose services offered for this business type" },
        ],
        FIELDS,
      ),
    ).toEqual({
      email: "Please enter a valid email address",
      services: "Choose services offered for this business type",
    });
  });

  it("reads the server's string paths the same way", () => {
    expect(fieldErrorsOf([{ path: ["services", "1"], message: "Too many" }], FIELDS)).toEqual({ services: "Too many" });
  });

  it("leaves out messages about fields the form does not have, and pathless ones", () => {
    expect(
      fieldErrorsOf(
        [
          { path: ["idempotencyKey"], message: "Too long" },
          { path: [], message: "Invalid input" },
        ],
        FIELDS,
      ),
    ).toEqual({});
  });
});

describe("firstInvalidField", () => {
  it("is the first field in the form's order that has a message", () => {
    expect(firstInvalidField({ password: "Short", email: "Bad" }, FIELDS)).toBe("email");
    expect(firstInvalidField({ password: "Short" }, FIELDS)).toBe("password");
    expect(firstInvalidField({}, FIELDS)).toBeUndefined();
  });
});
