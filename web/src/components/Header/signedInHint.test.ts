import { describe, expect, it } from "vitest";
import { readSignedInHint } from "./signedInHint";

describe("the signed-in hint", () => {
  it("is read only from its own cookie set to 1", () => {
    expect(readSignedInHint("sid=abc; signed_in_hint=1")).toBe(true);
    expect(readSignedInHint("signed_in_hint=1")).toBe(true);
    expect(readSignedInHint("signed_in_hint=")).toBe(false);
    expect(readSignedInHint("not_signed_in_hint=1")).toBe(false);
    expect(readSignedInHint("")).toBe(false);
  });
});
