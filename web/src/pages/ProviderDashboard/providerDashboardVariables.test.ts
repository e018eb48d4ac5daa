import { describe, expect, it } from "vitest";
import { providerDashboardVariables } from "./providerDashboardVariables";

const params = (search: string) => new URLSearchParams(search);

describe("providerDashboardVariables", () => {
  it("asks for a provider account's own dashboard, whatever the URL says", () => {
    expect(providerDashboardVariables("PROVIDER", params(""))).toEqual({ providerId: null });
    expect(providerDashboardVariables("PROVIDER", params("?provider=12"))).toEqual({ providerId: null });
  });

  it("asks for the provider staff picked, and for none before a valid pick", () => {
    expect(providerDashboardVariables("ADMIN", params("?provider=012"))).toEqual({ providerId: "12" });
    expect(providerDashboardVariables("ADMIN", params(""))).toBeNull();
    expect(providerDashboardVariables("ADMIN", params("?provider=abc"))).toBeNull();
  });

  it("asks for nothing for anyone else", () => {
    expect(providerDashboardVariables("CUSTOMER", params("?provider=12"))).toBeNull();
    expect(providerDashboardVariables(null, params(""))).toBeNull();
  });
});
