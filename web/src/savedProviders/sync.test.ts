import { describe, expect, it } from "vitest";
import { accountStep } from "./sync";

describe("the device's list and the account's", () => {
  it("leaves a visitor's hearts on the device", () => {
    expect(accountStep(null, null)).toBe("none");
  });

  it("forgets the account's hearts when its owner signs out", () => {
    expect(accountStep(null, "VXNlcjox")).toBe("forget");
  });

  it("merges the device's hearts in at the first sign-in", () => {
    expect(accountStep("VXNlcjox", null)).toBe("merge");
  });

  it("reads the account's list again when the device already mirrors it", () => {
    expect(accountStep("VXNlcjox", "VXNlcjox")).toBe("refresh");
  });

  it("does not give one account's hearts to another", () => {
    expect(accountStep("VXNlcjoy", "VXNlcjox")).toBe("replace");
  });
});
