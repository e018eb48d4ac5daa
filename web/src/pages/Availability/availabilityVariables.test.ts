import { describe, expect, it } from "vitest";
import { availabilityVariables, requestedProvider } from "./availabilityVariables";

// Wednesday 18 November 2026 (the tests run with TZ=UTC): its week starts on Sunday the 15th.
const NOW = new Date("2026-11-18T12:00:00Z");
const WEEKS = { start: "2026-11-08", end: "2026-11-28" };

describe("requestedProvider", () => {
  it("reads ?provider= as a provider's number", () => {
    expect(requestedProvider(new URLSearchParams("?provider=4"))).toBe(4);
    expect(requestedProvider(new URLSearchParams("?provider=x"))).toBeNull();
    expect(requestedProvider(new URLSearchParams(""))).toBeNull();
  });
});

describe("availabilityVariables", () => {
  it("shows the provider the URL names, to anyone", () => {
    const provider = { role: "PROVIDER", provider: { databaseId: 9 } };
    expect(availabilityVariables(4, provider, NOW)).toEqual({
      providerId: "4",
      providerNodeId: btoa("Provider:4"),
      ...WEEKS,
    });
  });

  it("shows a provider account its own without one, and a visitor the demo's", () => {
    expect(availabilityVariables(null, { role: "PROVIDER", provider: { databaseId: 9 } }, NOW).providerId).toBe("9");
    expect(availabilityVariables(null, null, NOW).providerId).toBe("1");
    expect(availabilityVariables(null, { role: "CUSTOMER", provider: null }, NOW).providerId).toBe("1");
  });
});
