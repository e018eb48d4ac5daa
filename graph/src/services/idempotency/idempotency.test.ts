import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { IDEMPOTENCY_KEY_MESSAGE, parseIdempotencyKey } from "./idempotency.ts";

describe("parseIdempotencyKey", () => {
  it("accepts 1 to 255 visible ASCII characters, UUIDs and Stripe-style keys among them", () => {
    for (const key of ["a", "8e03978e-40d5-43e8-bc93-6894a57f9324", '"quoted"', "k".repeat(255), "!~"]) {
      expect(parseIdempotencyKey(key)).toBe(key);
    }
  });

  it("refuses empty, too long, spaced, control and non-ASCII keys with one clear message", () => {
    for (const key of ["", "k".repeat(256), " padded", "two words", "nul\u0000", "line\nbreak", "clé", "🔑"]) {
      const error = (() => {
        try {
          parseIdempotencyKey(key);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, JSON.stringify(key)).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        status: 400,
        message: IDEMPOTENCY_KEY_MESSAGE,
        fieldErrors: [{ path: ["idempotencyKey"] }],
      });
    }
  });
});
