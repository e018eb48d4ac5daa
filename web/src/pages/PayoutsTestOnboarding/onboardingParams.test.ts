import { describe, expect, it } from "vitest";
import { accountIdOf, returnPathOf } from "./onboardingParams";

describe("accountIdOf", () => {
  it("takes a connected account's id", () => {
    expect(accountIdOf("acct_test_1a2B3c")).toBe("acct_test_1a2B3c");
  });

  it("refuses anything else", () => {
    for (const param of [null, "", "acct_", "cus_123", "acct_test_<b>", "acct_test 1", `acct_${"a".repeat(251)}`]) {
      expect(accountIdOf(param), String(param)).toBeNull();
    }
  });
});

describe("returnPathOf", () => {
  it("goes back to the path the server gave, marked as a return", () => {
    expect(returnPathOf("/provider-dashboard?payouts=return")).toBe("/provider-dashboard?payouts=return");
    expect(returnPathOf("/provider-dashboard")).toBe("/provider-dashboard?payouts=return");
    expect(returnPathOf("/provider-dashboard?payouts=refresh&tab=today")).toBe(
      "/provider-dashboard?payouts=return&tab=today",
    );
  });

  it("defaults to the dashboard", () => {
    expect(returnPathOf(null)).toBe("/provider-dashboard?payouts=return");
    expect(returnPathOf("")).toBe("/provider-dashboard?payouts=return");
  });

  it("never leaves the site", () => {
    for (const param of [
      "https://evil.example/provider-dashboard",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "http:/evil.example",
    ]) {
      expect(returnPathOf(param), param).toBe("/provider-dashboard?payouts=return");
    }
  });
});
