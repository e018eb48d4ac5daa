// Nothing on a screen moves while it loads (CLS measured by the
// browser's own PerformanceObserver, on a cold load of each route, on a phone and a laptop),
// and the home's first screen loads only what it shows: the dialogs come when first opened.
import type { Page, Request } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import {
  CONDITIONS,
  cumulativeLayoutShift,
  emulateConditions,
  describeShifts,
  layoutShifts,
  recordLayoutShifts,
  waitUntilSettled,
} from "./support/layout-shift.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/** Chrome's "good" CLS is 0.1; the budget is half of it. */
const CLS_BUDGET = 0.05;

const main = (page: Page) => page.getByRole("main");
const providerCards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const finderCards = (page: Page) => page.getByRole("list", { name: "Cleaners" }).getByRole("article");
const FINDER_CRITERIA = new URLSearchParams({
  location: "Toronto, Ontario",
  propertyType: "apartment",
  cleaningType: "regular",
  budget: "standard",
});

interface RouteCase {
  /** The route, or how to make it (the quiz's matches need a quiz answered first). */
  path: string | (() => Promise<string>);
  /** A demo account to sign in as first. */
  account?: "customer@demo.test" | "provider@demo.test";
  /** Resolves once the route's data is on screen. */
  shown: (page: Page) => Promise<unknown>;
}

const ROUTES: RouteCase[] = [
  {
    path: "/",
    shown: (page) =>
      Promise.all([
        providerCards(page).first().waitFor(),
        main(page).getByRole("heading", { name: "Major cities" }).waitFor(),
      ]),
  },
  {
    // The home with a search in the URL, as a shared link or a reload opens it.
    path: `/?${new URLSearchParams({ location: "Toronto, Ontario", service: "house-cleaning" })}`,
    shown: (page) => providerCards(page).first().waitFor(),
  },
  {
    // The home's list in quiz mode: the matches load after the page, in place of the list.
    path: async () => `/?quiz=${await answeredQuiz()}`,
    shown: (page) => page.getByRole("list", { name: "Quiz matches" }).getByRole("article").first().waitFor(),
  },
  {
    path: "/cities",
    shown: (page) =>
      main(page)
        .getByRole("heading", { name: /^All Cities \(\d/ })
        .waitFor(),
  },
  {
    path: "/city/toronto-ontario",
    shown: (page) =>
      Promise.all([
        main(page).getByRole("heading", { level: 1, name: "Toronto, Ontario" }).waitFor(),
        providerCards(page).first().waitFor(),
      ]),
  },
  { path: "/cleaning-finder", shown: (page) => main(page).getByRole("heading", { name: "Cleaning Finder" }).waitFor() },
  {
    // The finder's results: they load after the page, below the criteria.
    path: `/cleaning-finder?${FINDER_CRITERIA}`,
    shown: (page) => finderCards(page).first().waitFor(),
  },
  { path: "/help", shown: (page) => main(page).getByRole("heading", { name: "Help Centre" }).waitFor() },
  { path: "/sign-in", shown: (page) => main(page).getByLabel("Email").waitFor() },
  {
    path: "/no-such-page",
    shown: (page) => main(page).getByRole("heading", { name: "Page Not Found" }).waitFor(),
  },
  {
    path: "/bookings",
    account: "customer@demo.test",
    shown: (page) => main(page).getByRole("list").first().getByRole("listitem").first().waitFor(),
  },
  {
    path: "/provider-dashboard",
    account: "provider@demo.test",
    shown: (page) =>
      Promise.all([
        main(page).getByRole("heading", { name: "Stats" }).waitFor(),
        main(page).getByRole("heading", { level: 1, name: "Provider Dashboard" }).waitFor(),
      ]),
  },
];

/** The session cookie of a demo account, signed in over GraphQL as the sign-in form does. */
async function sessionCookie(email: string) {
  const { response } = await graphql(
    app.url,
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          __typename
        }
      }
    `,
    { input: { email, password: "demo-password" } },
  );
  const [name, ...value] = response.headers.get("set-cookie")!.split(";")[0]!.split("=");
  return { name: name!, value: value.join("="), url: app.url };
}

/** A quiz answered over GraphQL, as the quiz dialog sends it; its session id. */
async function answeredQuiz(): Promise<string> {
  const sessionId = `layout-shift-${crypto.randomUUID()}`;
  const { data, errors } = await graphql(
    app.url,
    `
      mutation ($input: SubmitQuizInput!) {
        submitQuiz(input: $input) {
          __typename
        }
      }
    `,
    {
      input: {
        sessionId,
        serviceType: "house_cleaning",
        budget: "no_preference",
        urgency: "flexible",
        location: "Toronto, Ontario",
        mobilePreference: "either",
        certificationImportance: "not_important",
      },
    },
  );
  expect(errors).toBeUndefined();
  expect(data.submitQuiz.__typename).toBe("SubmitQuizPayload");
  return sessionId;
}

const measured: string[] = [];
afterAll(() => {
  if (measured.length) console.log(`Cumulative layout shift, cold load:\n${measured.join("\n")}`);
});

describe.each([
  ["phone", MOBILE],
  ["laptop", DESKTOP],
] as const)("layout shift on a %s", (name, viewport) => {
  it.each(ROUTES.map((route) => ({ ...route, label: typeof route.path === "string" ? route.path : "/?quiz=…" })))(
    `$label stays at most ${CLS_BUDGET}`,
    async ({ path: route, account, shown }) => {
      const path = typeof route === "string" ? route : await route();
      const page = await browser.newPage({ viewport });
      // Slowed down, the first load takes seconds (as on a phone); the waits below allow for it.
      page.setDefaultTimeout(40_000);
      // A browser that signed in through the form holds its session and the header's hint
      // that it is signed in (web/src/components/Header/signedInHint.ts), which keeps the
      // room of the account's row of tools while the header's query loads.
      if (account) {
        await page
          .context()
          .addCookies([await sessionCookie(account), { name: "signed_in_hint", value: "1", url: app.url }]);
      }
      await emulateConditions(page, CONDITIONS[name]);
      await recordLayoutShifts(page);

      // Not waiting for the load event: what counts is the page's data on screen, then quiet.
      await page.goto(path, { waitUntil: "commit" });
      await shown(page);
      await waitUntilSettled(page);
      const shifts = await layoutShifts(page);
      const cls = cumulativeLayoutShift(shifts);
      measured.push(`  ${name.padEnd(6)} ${cls.toFixed(4)}  ${path}`);
      expect(
        cls,
        `CLS of ${path} at ${viewport.width}×${viewport.height}; the biggest shifts:\n${describeShifts(shifts)}`,
      ).toBeLessThanOrEqual(CLS_BUDGET);
    },
  );
});

/** Holds every GraphQL request naming `operation` until the returned function is called. */
async function holdQuery(page: Page, operation: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes(operation)) await released;
    await route.continue();
  });
  return release;
}

describe("loading states", () => {
  it.each([
    ["phone", MOBILE],
    ["laptop", DESKTOP],
  ] as const)("keep the footer below the screen while a page loads, on a %s", async (_, viewport) => {
    const page = await browser.newPage({ viewport });
    const release = await holdQuery(page, "HomePageQuery");
    await page.goto("/", { waitUntil: "commit" });
    await main(page).getByRole("status").filter({ hasText: "Loading..." }).waitFor();
    const footer = page.getByRole("contentinfo");
    expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(viewport.height);

    release();
    await providerCards(page).first().waitFor();
    expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(viewport.height);
  });

  it.each([
    ["phone", MOBILE],
    ["laptop", DESKTOP],
  ] as const)(
    "sketch the result cards where, and about as big as, the real ones come, on a %s",
    async (_, viewport) => {
      const page = await browser.newPage({ viewport });
      const release = await holdQuery(page, "CleaningFinderPageQuery");
      await page.goto(`/cleaning-finder?${FINDER_CRITERIA}`, { waitUntil: "commit" });
      const sketch = page.locator('[data-skeleton="provider-card"]').first();
      await sketch.waitFor();
      const sketched = (await sketch.boundingBox())!;

      release();
      await finderCards(page).first().waitFor();
      const card = (await finderCards(page).first().boundingBox())!;
      expect(card.x).toBe(sketched.x);
      expect(card.width).toBe(sketched.width);
      // A real card's height depends on its words (a long name, a fourth tag); a sketch is a typical card's.
      expect(Math.abs(card.y - sketched.y)).toBeLessThanOrEqual(8);
      expect(Math.abs(card.height - sketched.height) / card.height).toBeLessThanOrEqual(0.12);
    },
  );
});

/** Script chunks a page fetched, by the module they are named after (Vite names chunks so). */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request: Request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match && request.resourceType() === "script") names.push(match[1]!);
  });
  return names;
}

const DIALOG_CHUNKS = /^(BookingDialog|ComparisonTray|ComparisonDialog|QuizModal|QuickStartWizard|ScheduleDialog)$/;

describe("the home's first load", () => {
  it("fetches no dialog's code until one is opened, and then opens it", async () => {
    const page = await browser.newPage();
    const scripts = scriptsOf(page);
    await page.goto("/");
    await providerCards(page).first().waitFor();
    await waitUntilSettled(page);
    expect(scripts.filter((chunk) => DIALOG_CHUNKS.test(chunk))).toEqual([]);

    await providerCards(page).first().getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("dialog", { name: "Book Service" }).waitFor();
    expect(scripts).toContain("BookingDialog");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Book Service" }).waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Take Full Assessment" }).click();
    await page.getByRole("dialog").waitFor();
    expect(scripts).toContain("QuizModal");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.getByRole("button", { name: /Quick Match/ }).click();
    await page.getByRole("dialog").waitFor();
    expect(scripts).toContain("QuickStartWizard");
  });

  it("lets the first provider picture load first, and sizes every picture before it arrives", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto("/");
    await providerCards(page).first().waitFor();
    const first = providerCards(page).first().locator("img");
    expect(await first.getAttribute("fetchpriority")).toBe("high");
    expect(await first.getAttribute("loading")).not.toBe("lazy");
    expect(await providerCards(page).nth(1).locator("img").getAttribute("loading")).toBe("lazy");
    const unsized = await page.evaluate(() =>
      [...document.images]
        .filter((image) => !image.getAttribute("width") || !image.getAttribute("height"))
        .map((image) => image.src),
    );
    expect(unsized).toEqual([]);
  });
});
