import { describe, expect, it } from "vitest";
import { availabilityVariables } from "./availabilityVariables";

// Wednesday 18 November 2026: its week starts on Sunday the 15th.
const TODAY = "2026-11-18";
const WEEKS = { start: "2026-11-08", end: "2026-11-28" };

describe("availabilityVariables", () => {
  it("shows the provider the URL names, to anyone", () => {
    const provider = { role: "PROVIDER", provider: { databaseId: 9 } };
    expect(availabilityVariables(4, provider, TODAY)).toEqual({
      providerId: "4",
      providerNodeId: btoa("Provider:4"),
      ...WEEKS,
    });
  });

  it("shows a provider account its own without one, and a visitor the demo's", () => {
    expect(availabilityVariables(null, { role: "PROVIDER", provider: { databaseId: 9 } }, TODAY).providerId).toBe("9");
    expect(availabilityVariables(null, null, TODAY).providerId).toBe("1");
    expect(availabilityVariables(null, { role: "CUSTOMER", provider: null }, TODAY).providerId).toBe("1");
  });
});
