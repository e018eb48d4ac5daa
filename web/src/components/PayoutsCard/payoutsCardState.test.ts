import { describe, expect, it } from "vitest";
import { payoutsReturnOf, payoutsStatus, setupDestination } from "./payoutsCardState";

describe("payoutsStatus", () => {
  it("is not set up until an account exists, in progress until it can be paid, then set up", () => {
    expect(payoutsStatus({ hasAccount: false, payoutsEnabled: false })).toBe("not-set-up");
    expect(payoutsStatus({ hasAccount: true, payoutsEnabled: false })).toBe("in-progress");
    expect(payoutsStatus({ hasAccount: true, payoutsEnabled: true })).toBe("set-up");
  });
});

describe("payoutsReturnOf", () => {
  it("knows the gateway's two ways back and ignores anything else", () => {
    expect(payoutsReturnOf("return")).toBe("return");
    expect(payoutsReturnOf("refresh")).toBe("refresh");
    expect(payoutsReturnOf(null)).toBeNull();
    expect(payoutsReturnOf("RETURN")).toBeNull();
    expect(payoutsReturnOf("<script>")).toBeNull();
  });
});

describe("setupDestination", () => {
  const origin = "https://market.example";

  it("moves inside the app for test mode's path", () => {
    expect(
      setupDestination("/payouts/test-onboarding?account=acct_test_1&return=%2Fprovider-dashboard", origin),
    ).toEqual({ kind: "route", path: "/payouts/test-onboarding?account=acct_test_1&return=%2Fprovider-dashboard" });
  });

  it("moves inside the app for an absolute address of this site", () => {
    expect(setupDestination("https://market.example/payouts/test-onboarding?account=a", origin)).toEqual({
      kind: "route",
      path: "/payouts/test-onboarding?account=a",
    });
  });

  it("loads the gateway's onboarding page in full", () => {
    expect(setupDestination("https://connect.stripe.com/setup/e/acct_1/abc", origin)).toEqual({
      kind: "page",
      href: "https://connect.stripe.com/setup/e/acct_1/abc",
    });
  });

  it("follows nothing that is not a path or an http(s) address", () => {
    expect(setupDestination("javascript:alert(1)", origin)).toBeNull();
    expect(setupDestination("data:text/html,hi", origin)).toBeNull();
    expect(setupDestination("not a url", origin)).toBeNull();
    expect(setupDestination("", origin)).toBeNull();
  });

  it("takes a protocol-relative or backslashed path for another site, not ours", () => {
    expect(setupDestination("//evil.example/x", origin)).toBeNull();
    expect(setupDestination("/\\evil.example", origin)).toBeNull();
  });
});
