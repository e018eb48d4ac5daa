// axe-core on every screen of the SPA's route table (web/src/routes.tsx), at 1280×800 and
// 390×844, once the screen's data has loaded: 0 violations. The signed-in screens are seen as
// the demo account that may use them, and the home also with its city picker open.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./support/axe.ts";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { type RequestTracker, trackRequests } from "./support/quiet-network.ts";
import { signInCookie } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

type Account = "customer" | "provider" | "admin";

interface Screen {
  path: string;
  as?: Account;
  /** What shows once the screen's own data is in, beyond the generic signs (see `settled`). */
  ready?: (page: Page) => Promise<unknown>;
}

const firstCard = (page: Page) =>
  page
    .getByRole("list", { name: "Service providers" })
    .getByRole("article")
    .first()
    .getByRole("heading", { level: 3 })
    .waitFor();

const SCREENS: Screen[] = [
  { path: "/", ready: firstCard },
  {
    path: "/cities",
    ready: (page) =>
      page
        .getByRole("main")
        .getByRole("link", { name: /Toronto/ })
        .first()
        .waitFor(),
  },
  { path: "/city/toronto-ontario", ready: firstCard },
  {
    path: "/providers/1-maple-leaf-cleaning-co",
    ready: (page) =>
      page
        .getByRole("region", { name: /^Reviews/ })
        .getByRole("article")
        .first()
        .waitFor(),
  },
  { path: "/providers/1-maple-leaf-cleaning-co", as: "provider" },
  { path: "/register-business" },
  { path: "/cleaning-finder" },
  { path: "/help" },
  { path: "/contact" },
  { path: "/privacy" },
  { path: "/terms" },
  { path: "/fees" },
  { path: "/sign-in" },
  { path: "/sign-up" },
  { path: "/forgot-password" },
  { path: "/reset-password/a-link-token" },
  { path: "/verify-email/a-link-token" },
  { path: "/saved" },
  { path: "/simple-test" },
  { path: "/no-such-page" },
  { path: "/bookings", as: "customer" },
  { path: "/recurring-bookings", as: "customer" },
  { path: "/account", as: "customer" },
  { path: "/account", as: "provider" },
  { path: "/account/data", as: "customer" },
  { path: "/provider-dashboard", as: "provider" },
  { path: "/availability-test", as: "provider" },
  { path: "/provider/listing", as: "provider" },
  { path: "/admin", as: "admin" },
  { path: "/admin/approvals", as: "admin" },
  { path: "/admin/partners", as: "admin" },
  { path: "/admin/messages", as: "admin" },
  { path: "/admin/reviews", as: "admin" },
  { path: "/admin/listing-changes", as: "admin" },
  { path: "/admin/no-shows", as: "admin" },
  { path: "/admin/audit", as: "admin" },
  { path: "/platform-earnings", as: "admin" },
  { path: "/firebase-test", as: "admin" },
];

const sessionCookies = new Map<Account, string>();

/** The demo account's session cookie, signed in once per test file through the API. */
async function sessionCookie(account: Account): Promise<string> {
  const known = sessionCookies.get(account);
  if (known) return known;
  // Staff with the code too, so the staff screens show themselves rather than ask for it.
  const cookie = await signInCookie(app.url, `${account}@demo.test`);
  sessionCookies.set(account, cookie);
  return cookie;
}

const browsingPages = new Map<string, Promise<Page>>();
const requestTrackers = new WeakMap<Page, RequestTracker>();

/**
 * One page for each viewport and account, kept from screen to screen as a visitor's browser
 * is: axe judges the screen, not how it loaded (layout-shift.test.ts loads each one cold).
 */
function browsingPage(viewport: { width: number; height: number }, account: Account | undefined): Promise<Page> {
  const key = `${viewport.width}×${viewport.height} ${account ?? "visitor"}`;
  let page = browsingPages.get(key);
  if (!page) {
    page = (async () => {
      const opened = await browser.newLastingPage({ viewport });
      requestTrackers.set(opened, trackRequests(opened));
      if (account) {
        const [name, value] = (await sessionCookie(account)).split(/=(.*)/s) as [string, string];
        await opened.context().addCookies([{ name, value, url: app.url }]);
      }
      return opened;
    })();
    browsingPages.set(key, page);
  }
  return page;
}

async function openScreen(screen: Screen, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browsingPage(viewport, screen.as);
  await page.goto(screen.path);
  await screen.ready?.(page);
  await settled(page);
  return page;
}

/**
 * The generic signs that a screen's data is in: a main landmark with a level-1 heading, no
 * request under way for a moment (data, a later part of the code or the catalog), no loading
 * state left (LoadingState marks itself with data-loading-variant) and nothing busy.
 */
async function settled(page: Page) {
  await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
  await requestTrackers.get(page)!.quiet();
  await expect
    .poll(() => page.locator('[data-loading-variant], [aria-busy="true"]').count(), { timeout: 15_000 })
    .toBe(0);
}

async function expectNoViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  if (violations.length) console.log(`axe on ${what}:\n${describeViolations(violations)}`);
  expect(violations, `axe violations on ${what}:\n${describeViolations(violations)}`).toEqual([]);
}

for (const [viewportName, viewport] of [
  ["1280×800", DESKTOP],
  ["390×844", MOBILE],
] as const) {
  describe(`axe at ${viewportName}`, () => {
    for (const screen of SCREENS) {
      it(`${screen.path}${screen.as ? ` as ${screen.as}@demo.test` : ""} has no violations`, async () => {
        const page = await openScreen(screen, viewport);
        await expectNoViolations(page, `${screen.path} at ${viewportName}`);
      });
    }

    it("/ with the city picker open has no violations", async () => {
      const page = await openScreen(SCREENS[0]!, viewport);
      await page.getByRole("button", { name: /^City\b/ }).click();
      await page.getByRole("combobox", { name: "Search cities" }).waitFor();
      await page.locator('[role="listbox"][aria-busy="false"]').getByRole("option").first().waitFor();
      await expectNoViolations(page, `/ with the city picker open at ${viewportName}`);
    });

    // Not a screen of the SPA: the server's page describing /api for developers.
    it("/api/docs (the REST reference) has no violations", async () => {
      const page = await browsingPage(viewport, undefined);
      await page.goto("/api/docs");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectNoViolations(page, `/api/docs at ${viewportName}`);
    });
  });
}
