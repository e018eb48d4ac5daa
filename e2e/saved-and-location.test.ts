// The sidebar's 'Enable Location' (the browser's position becomes the nearest city's search,
// a refusal explains itself) and the bottom navigation's 'Saved' (the hearts on this device,
// and in the account once signed in, seen from another browser too).
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./support/axe.ts";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

// Toronto City Hall.
const TORONTO = { latitude: 43.6534, longitude: -79.3839 };
// Paris: far from every Canadian city.
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

/** The account's calls and the next query run one after another: give them a while. */
const EVENTUALLY = { timeout: 15_000 };

const sidebar = (page: Page) => page.getByRole("complementary", { name: "More to explore" });
const enableLocation = (page: Page) => sidebar(page).getByRole("button", { name: /Enable Location|Finding/ });
const nearYouStatus = (page: Page) => sidebar(page).getByRole("status");

const homeCards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const savedCards = (page: Page) => page.getByRole("list", { name: "Saved providers" }).getByRole("article");
const namesOf = (cards: ReturnType<typeof homeCards>) => cards.getByRole("heading", { level: 3 }).allTextContents();
const bottomNav = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

async function openHome(page: Page) {
  await page.goto("/");
  await homeCards(page).first().waitFor();
  await enableLocation(page).waitFor();
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A page whose browser shares the given position once asked (the permission granted). */
async function pageAt(position: { latitude: number; longitude: number } | null) {
  const page = await browser.newPage({ viewport: DESKTOP });
  const context: BrowserContext = page.context();
  if (position) {
    await context.grantPermissions(["geolocation"], { origin: new URL(app.url).origin });
    await context.setGeolocation(position);
  } else {
    await context.clearPermissions();
  }
  return page;
}

/** Holds the page's first GraphQL request naming `operation` until released, so the waiting can be seen. */
async function holdRequest(page: Page, operation: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const seen = new Promise<void>((resolve) => (held = resolve));
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes(operation)) {
      held();
      await released;
    }
    await route.continue();
  });
  return { seen, release };
}

describe("Enable Location", () => {
  it("finds the city nearest the browser's position and searches there, showing that it is working", async () => {
    const page = await pageAt(TORONTO);
    await openHome(page);
    const hold = await holdRequest(page, "NearbyLocationQuery");

    await enableLocation(page).click();
    await hold.seen;
    // Waiting: the button says so, and is busy.
    const button = enableLocation(page);
    await expect.poll(() => button.textContent(), EVENTUALLY).toBe("Finding the nearest city...");
    expect(await button.getAttribute("aria-busy")).toBe("true");
    expect(new URL(page.url()).searchParams.get("location")).toBeNull();

    hold.release();
    await nearYouStatus(page)
      .getByText(/^Nearest to you: Toronto, Ontario, [\d.]+ km away\./)
      .waitFor();
    expect(new URL(page.url()).searchParams.get("location")).toBe("Toronto, Ontario");
    // As a city picked in the hero: the picker shows it and the list is Toronto's.
    await page.getByRole("button", { name: /^City\b.*Toronto, Ontario/ }).waitFor();
    const { data } = await graphql(
      app.url,
      `
        {
          providers(search: { location: "Toronto, Ontario" }, first: 1) {
            totalCount
          }
        }
      `,
    );
    await page
      .getByRole("status")
      .filter({ hasText: new RegExp(`^${data.providers.totalCount.toLocaleString("en-CA")} providers? found`) })
      .waitFor();
    expect(await enableLocation(page).textContent()).toBe("Enable Location");
    expect(await enableLocation(page).getAttribute("aria-busy")).toBeNull();
  });

  it("explains a refusal in words, and leaves the search as it was", async () => {
    const page = await pageAt(null);
    await openHome(page);

    await enableLocation(page).click();

    await nearYouStatus(page)
      .getByText(
        "Location is blocked for this site. Allow it in your browser's settings and try again, or choose your city above.",
      )
      .waitFor();
    expect(new URL(page.url()).searchParams.get("location")).toBeNull();
    expect(await enableLocation(page).getAttribute("aria-busy")).toBeNull();
    await expectNoAxeViolations(page);
  });

  it("says so when no city of the list is near", async () => {
    const page = await pageAt(PARIS);
    await openHome(page);

    await enableLocation(page).click();

    await nearYouStatus(page).getByText("None of the cities we list is near you yet. Choose a city above.").waitFor();
    expect(new URL(page.url()).searchParams.get("location")).toBeNull();
  });
});

/** Hearts the first `count` cards on home, returning their names in the order hearted. */
async function heartFirst(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = homeCards(page).nth(i);
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
    await card.getByRole("button", { name: `Save ${name}` }).click();
    await card.getByRole("button", { name: `Remove ${name} from saved` }).waitFor();
    names.push(name);
  }
  return names;
}

async function openSavedFromNav(page: Page) {
  await bottomNav(page).getByRole("link", { name: "Saved" }).click();
  await page.waitForURL((url) => url.pathname === "/saved");
  await page.getByRole("heading", { level: 1, name: "Saved Providers" }).waitFor();
}

async function unheart(page: Page, name: string) {
  await savedCards(page)
    .filter({ has: page.getByRole("heading", { level: 3, name }) })
    .getByRole("button", { name: `Remove ${name} from saved` })
    .click();
}

/** A new customer account, made over the API: its email and password. */
async function newAccount(label: string) {
  const email = `${label}-${Date.now()}@saved.test`;
  const password = "hearts kept in the account 14";
  const { data } = await graphql(
    app.url,
    `
      mutation ($input: SignUpInput!) {
        signUp(input: $input) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { email, name: "Sam Saver", password } },
  );
  expect(data.signUp.__typename).toBe("SignInPayload");
  return { email, password };
}

async function signIn(page: Page, account: { email: string; password: string }, next: string) {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** The account's saved providers as the server has them (the page's own session). */
async function accountSavedCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ viewer { savedProviderIds } }" }),
    });
    const body = (await response.json()) as { data: { viewer: { savedProviderIds: string[] } } };
    return body.data.viewer.savedProviderIds.length;
  });
}

describe("Saved", () => {
  it("lists the hearted providers from the bottom navigation, newest first; unhearting removes them", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await openHome(page);
    const [first, second] = await heartFirst(page, 2);
    // The heart's count shows on the bottom navigation's 'Saved'.
    await bottomNav(page).getByRole("link", { name: "Saved" }).getByText("2", { exact: true }).waitFor();

    await openSavedFromNav(page);
    await expect.poll(() => namesOf(savedCards(page)), EVENTUALLY).toEqual([second, first]);
    await page.getByRole("heading", { level: 2, name: "2 saved providers" }).waitFor();
    await page.getByText("Kept on this device.").waitFor();
    expect(await bottomNav(page).getByRole("link", { name: "Saved" }).getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolations(page);

    // Each one can be booked from here.
    await savedCards(page).first().getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book Service" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await unheart(page, second!);
    await expect.poll(() => namesOf(savedCards(page)), EVENTUALLY).toEqual([first]);
    await page.getByRole("heading", { level: 2, name: "1 saved provider" }).waitFor();
    await page.reload();
    await expect.poll(() => namesOf(savedCards(page)), EVENTUALLY).toEqual([first]);

    await unheart(page, first!);
    await page.getByRole("heading", { name: "No saved providers yet" }).waitFor();
    expect(await page.getByRole("link", { name: "Browse Services" }).last().getAttribute("href")).toBe("/");
    await expectNoAxeViolations(page);
  });

  it("keeps the hearts in the account once signed in, where another browser sees and changes them", async () => {
    const account = await newAccount("two-browsers");

    // A visitor hearts two, then signs in: the device's hearts join the account's.
    const phone = await browser.newPage({ viewport: MOBILE });
    await openHome(phone);
    const [first, second] = await heartFirst(phone, 2);
    await signIn(phone, account, "/saved");
    await expect.poll(() => namesOf(savedCards(phone)), EVENTUALLY).toEqual([second, first]);
    await phone.getByText("Kept in your account: they are here on every device you sign in on.").waitFor();
    await expect.poll(() => accountSavedCount(phone), EVENTUALLY).toBe(2);

    // Another browser, signed in as the same account, has them too.
    const laptop = await browser.newPage({ viewport: DESKTOP });
    const merge = await holdRequest(laptop, "syncMergeSavedProvidersMutation");
    await signIn(laptop, account, "/saved");
    // While the account's list is on its way, an empty device is not "no saved providers".
    await merge.seen;
    await laptop.getByRole("main").getByRole("status").getByText("Loading...").waitFor();
    expect(await laptop.getByRole("heading", { name: "No saved providers yet" }).count()).toBe(0);
    merge.release();
    await expect.poll(() => namesOf(savedCards(laptop)), EVENTUALLY).toEqual([second, first]);

    // A heart turned off there is off in the account, and so on the phone after a reload.
    await unheart(laptop, second!);
    await expect.poll(() => namesOf(savedCards(laptop)), EVENTUALLY).toEqual([first]);
    await expect.poll(() => accountSavedCount(laptop), EVENTUALLY).toBe(1);
    await phone.reload();
    await expect.poll(() => namesOf(savedCards(phone)), EVENTUALLY).toEqual([first]);

    // Signing out leaves no hearts of the account on the device.
    await openHome(phone);
    const header = phone.getByRole("banner");
    await header.getByRole("button", { name: "Open menu" }).click();
    await header.getByRole("button", { name: "Sign out" }).filter({ visible: true }).click();
    await bottomNav(phone).getByRole("link", { name: "Profile" }).waitFor();
    await openSavedFromNav(phone);
    await phone.getByRole("heading", { name: "No saved providers yet" }).waitFor();
  });
});
