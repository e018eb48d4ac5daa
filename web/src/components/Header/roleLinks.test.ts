import { describe, expect, it } from "vitest";
import { WEB_ROUTES, matchWebRoute } from "../../../../shared/web-routes";
import sourceMessages from "../../i18n/en-CA.json";
import { isCurrentRoleLink, PAYOUTS_ANCHOR, roleLinksFor, STAFF_LINKS } from "./roleLinks";

const paths = (role: string | null) => roleLinksFor(role).map((link) => link.to);

describe("roleLinksFor", () => {
  it("gives a provider the dashboard, availability, the dashboard's payouts and its listing", () => {
    expect(paths("PROVIDER")).toEqual([
      "/provider-dashboard",
      "/availability-test",
      `/provider-dashboard#${PAYOUTS_ANCHOR}`,
      "/provider/listing",
    ]);
  });

  it("gives a customer their bookings, recurring schedules and saved providers", () => {
    expect(paths("CUSTOMER")).toEqual(["/bookings", "/recurring-bookings", "/saved"]);
  });

  it("gives staff the staff screens, the platform's earnings among them", () => {
    expect(paths("ADMIN")).toEqual([
      "/admin",
      "/admin/approvals",
      "/admin/partners",
      "/admin/messages",
      "/admin/reviews",
      "/admin/listing-changes",
      "/admin/no-shows",
      "/admin/audit",
      "/platform-earnings",
    ]);
    expect(roleLinksFor("ADMIN")).toBe(STAFF_LINKS);
  });

  it("gives a visitor, and a role the app does not know, nothing", () => {
    expect(roleLinksFor(null)).toEqual([]);
    expect(roleLinksFor(undefined)).toEqual([]);
    expect(roleLinksFor("PARTNER")).toEqual([]);
  });

  it("goes only to routes the server serves, with words in the catalog, no two alike", () => {
    for (const role of ["CUSTOMER", "PROVIDER", "ADMIN"]) {
      const links = roleLinksFor(role);
      expect(links.length, role).toBeGreaterThan(0);
      for (const link of links) {
        const path = link.to.split("#")[0]!;
        expect(matchWebRoute(path)?.route, link.to).toBe(path);
        expect(WEB_ROUTES).toContain(path);
        expect(Object.keys(sourceMessages), link.labelId).toContain(link.labelId);
      }
      expect(new Set(links.map((link) => link.to)).size, role).toBe(links.length);
      expect(new Set(links.map((link) => link.labelId)).size, role).toBe(links.length);
    }
  });
});

describe("isCurrentRoleLink", () => {
  const provider = roleLinksFor("PROVIDER");
  const [dashboard, availability, payouts] = provider as [
    (typeof provider)[number],
    (typeof provider)[number],
    (typeof provider)[number],
  ];
  const current = (pathname: string, hash = "") =>
    provider.filter((link) => isCurrentRoleLink(link, { pathname, hash }, provider)).map((link) => link.to);

  it("marks the dashboard on the dashboard, and only Payouts at its card", () => {
    expect(current("/provider-dashboard")).toEqual([dashboard.to]);
    expect(current("/provider-dashboard", `#${PAYOUTS_ANCHOR}`)).toEqual([payouts.to]);
    expect(current("/provider-dashboard", "#somewhere-else")).toEqual([dashboard.to]);
    expect(current("/Provider-Dashboard/")).toEqual([dashboard.to]);
    expect(current("/availability-test")).toEqual([availability.to]);
    expect(current("/")).toEqual([]);
  });

  it("marks an end link on its own path only, others on the paths below them too", () => {
    const [registrations, approvals] = STAFF_LINKS as [(typeof STAFF_LINKS)[number], (typeof STAFF_LINKS)[number]];
    expect(isCurrentRoleLink(registrations, { pathname: "/admin", hash: "" })).toBe(true);
    expect(isCurrentRoleLink(registrations, { pathname: "/admin/approvals", hash: "" })).toBe(false);
    expect(isCurrentRoleLink(approvals, { pathname: "/admin/approvals", hash: "" })).toBe(true);
    expect(isCurrentRoleLink(approvals, { pathname: "/admin/approvals-old", hash: "" })).toBe(false);
  });
});
