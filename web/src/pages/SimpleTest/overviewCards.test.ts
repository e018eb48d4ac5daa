import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import { safeNextPath } from "../../lib/safeNextPath";
import type { Role } from "./__generated__/SimpleTestPageQuery.graphql";
import { accessNote } from "./accessNote";
import { cardAccess, cardHref, OVERVIEW_CARDS, type OverviewViewer } from "./overviewCards";

const as = (role: Role): OverviewViewer => ({ role });
const PROVIDER_ONLY_PAGE = ["PROVIDER", "ADMIN"] as const;

/** Each card's path with what this viewer gets: "open", or the note the card shows. */
function overviewFor(viewer: OverviewViewer): Record<string, string> {
  return Object.fromEntries(
    OVERVIEW_CARDS.map((card) => [card.path, accessNote(sourceIntl, cardAccess(card.requires, viewer)) ?? "open"]),
  );
}

describe("cardAccess", () => {
  it("opens a public screen to everyone, whether or not the viewer is known", () => {
    for (const viewer of ["signed-out", "unknown", as("CUSTOMER"), as("PROVIDER"), as("ADMIN")] as const) {
      expect(cardAccess("anyone", viewer)).toEqual({ kind: "open" });
    }
  });

  it("asks a visitor to sign in, naming the roles when only some will do", () => {
    expect(cardAccess("signed-in", "signed-out")).toEqual({ kind: "sign-in", roles: null });
    expect(cardAccess(PROVIDER_ONLY_PAGE, "signed-out")).toEqual({ kind: "sign-in", roles: PROVIDER_ONLY_PAGE });
  });

  it("opens a screen to an allowed role and names the needed roles to any other", () => {
    expect(cardAccess(PROVIDER_ONLY_PAGE, as("PROVIDER"))).toEqual({ kind: "open" });
    expect(cardAccess(PROVIDER_ONLY_PAGE, as("ADMIN"))).toEqual({ kind: "open" });
    expect(cardAccess(PROVIDER_ONLY_PAGE, as("CUSTOMER"))).toEqual({ kind: "forbidden", roles: PROVIDER_ONLY_PAGE });
    expect(cardAccess("signed-in", as("CUSTOMER"))).toEqual({ kind: "open" });
  });

  it("turns away a role this build does not know, like the page's guard", () => {
    expect(cardAccess(["ADMIN"], as("%future added value"))).toEqual({ kind: "forbidden", roles: ["ADMIN"] });
  });

  it("leaves the deciding to the page when the viewer could not be loaded", () => {
    expect(cardAccess(["ADMIN"], "unknown")).toEqual({ kind: "unknown", roles: ["ADMIN"] });
    expect(cardAccess("signed-in", "unknown")).toEqual({ kind: "unknown", roles: null });
  });
});

describe("cardHref", () => {
  it("sends a visitor to sign in, to come back to the screen", () => {
    const href = cardHref("/admin/approvals", { kind: "sign-in", roles: ["ADMIN"] });
    expect(href).toBe("/sign-in?next=%2Fadmin%2Fapprovals");
    expect(safeNextPath(new URL(href!, "http://app.test").searchParams.get("next"))).toBe("/admin/approvals");
  });

  it("leads nowhere for a role the screen would turn away, and to the screen otherwise", () => {
    expect(cardHref("/admin", { kind: "forbidden", roles: ["ADMIN"] })).toBeNull();
    expect(cardHref("/admin", { kind: "open" })).toBe("/admin");
    expect(cardHref("/admin", { kind: "unknown", roles: ["ADMIN"] })).toBe("/admin");
  });
});

describe("accessNote", () => {
  it("says nothing on a card the viewer can open", () => {
    expect(accessNote(sourceIntl, { kind: "open" })).toBeNull();
  });

  it("tells a visitor what to sign in as, with the right article", () => {
    expect(accessNote(sourceIntl, { kind: "sign-in", roles: null })).toBe("Sign in to open this");
    expect(accessNote(sourceIntl, { kind: "sign-in", roles: ["ADMIN"] })).toBe("Sign in as an admin to open this");
    expect(accessNote(sourceIntl, { kind: "sign-in", roles: PROVIDER_ONLY_PAGE })).toBe(
      "Sign in as a provider or admin to open this",
    );
  });

  it("tells another role which account the screen needs", () => {
    expect(accessNote(sourceIntl, { kind: "forbidden", roles: ["ADMIN"] })).toBe("Needs an admin account");
    expect(accessNote(sourceIntl, { kind: "forbidden", roles: ["CUSTOMER", "ADMIN"] })).toBe(
      "Needs a customer or admin account",
    );
  });

  it("says who a screen is for when the viewer is unknown", () => {
    expect(accessNote(sourceIntl, { kind: "unknown", roles: null })).toBe("For signed-in accounts");
    expect(accessNote(sourceIntl, { kind: "unknown", roles: PROVIDER_ONLY_PAGE })).toBe(
      "For provider or admin accounts",
    );
  });
});

describe("the overview's cards", () => {
  it("link to each demo screen, once", () => {
    expect(OVERVIEW_CARDS.map((card) => card.path).sort()).toEqual(
      [
        "/admin",
        "/admin/approvals",
        "/admin/partners",
        "/availability-test",
        "/checkout",
        "/cleaning-finder",
        "/firebase-test",
        "/platform-earnings",
        "/provider-dashboard",
        "/recurring-bookings",
      ].sort(),
    );
  });

  it("show a visitor which screens need signing in, and as what", () => {
    expect(overviewFor("signed-out")).toEqual({
      "/availability-test": "open",
      "/cleaning-finder": "open",
      "/provider-dashboard": "Sign in as a provider or admin to open this",
      "/recurring-bookings": "Sign in as a customer or admin to open this",
      "/checkout": "Sign in to open this",
      "/platform-earnings": "Sign in as an admin to open this",
      "/admin": "Sign in as an admin to open this",
      "/admin/approvals": "Sign in as an admin to open this",
      "/admin/partners": "Sign in as an admin to open this",
      "/firebase-test": "Sign in as an admin to open this",
    });
  });

  it("open a provider's own screens to a provider and name the account the others need", () => {
    expect(overviewFor(as("PROVIDER"))).toEqual({
      "/availability-test": "open",
      "/cleaning-finder": "open",
      "/provider-dashboard": "open",
      "/recurring-bookings": "Needs a customer or admin account",
      "/checkout": "open",
      "/platform-earnings": "Needs an admin account",
      "/admin": "Needs an admin account",
      "/admin/approvals": "Needs an admin account",
      "/admin/partners": "Needs an admin account",
      "/firebase-test": "Needs an admin account",
    });
  });

  it("open everything to staff, and all but the staff screens and the dashboard to a customer", () => {
    expect(Object.values(overviewFor(as("ADMIN")))).toEqual(OVERVIEW_CARDS.map(() => "open"));
    const customer = overviewFor(as("CUSTOMER"));
    expect(Object.keys(customer).filter((path) => customer[path] !== "open")).toEqual([
      "/provider-dashboard",
      "/platform-earnings",
      "/admin",
      "/admin/approvals",
      "/admin/partners",
      "/firebase-test",
    ]);
  });
});
