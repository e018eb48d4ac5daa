import { describe, expect, it } from "vitest";
import { matchWebRoute } from "./web-routes.ts";

describe("matchWebRoute", () => {
  it("matches the route table's paths, a trailing slash and letter case aside", () => {
    expect(matchWebRoute("/")).toEqual({ route: "/", params: {} });
    expect(matchWebRoute("/cities")?.route).toBe("/cities");
    expect(matchWebRoute("/cities/")?.route).toBe("/cities");
    expect(matchWebRoute("/Admin/Approvals")?.route).toBe("/admin/approvals");
    expect(matchWebRoute("/payouts/test-onboarding")?.route).toBe("/payouts/test-onboarding");
  });

  it("hands a city slug over decoded", () => {
    expect(matchWebRoute("/city/toronto-ontario")).toEqual({
      route: "/city/:citySlug",
      params: { citySlug: "toronto-ontario" },
    });
    expect(matchWebRoute("/city/montr%C3%A9al")?.params).toEqual({ citySlug: "montréal" });
  });

  it("matches nothing else: the 404 page", () => {
    for (const path of ["/nope", "/city", "/city/", "/city/a/b", "/cities/x", "/admin/nope", "/city/%E0"]) {
      expect(matchWebRoute(path), path).toBeNull();
    }
  });
});
