// The discovery screens' rough edges, in the browser: the signed-in header's
// fit and role badge, one rule for choosing a city or a service, 'Go Back' on 'City Not
// Found' without history, the city page's fallback when its search fails, counts in one
// style with their plurals, and /sign-in for someone already signed in.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";
import { enterSecondFactor } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const PHONE_320 = { width: 320, height: 640 };

const header = (page: Page) => page.getByRole("banner");
const adminLink = (page: Page) => header(page).getByRole("link", { name: "Admin", exact: true });
const bookingsLink = (page: Page) => header(page).getByRole("link", { name: "My bookings" });
const main = (page: Page) => page.getByRole("main");
const bell = (page: Page) => header(page).getByRole("button", { name: /^Notifications/ });
const cards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const countStatus = (page: Page) => page.getByRole("status").filter({ hasText: /providers? found/ });

/** The home, signed in as `email` (by a stored session: these journeys are not about the form). */
async function signIn(email: string, viewport = DESKTOP): Promise<Page> {
  const page = await signedInPage(browser, email, { viewport, path: "/" });
  await bell(page).waitFor();
  return page;
}

/**
 * Opens a screen by following the app's own links from another page, so its query goes over
 * /graphql (where a test intercepts it) even if a first load ever comes with its data inline.
 */
async function openHomeInApp(page: Page) {
  await page.goto("/help");
  await header(page).getByRole("link", { name: "Browse Services", exact: true }).filter({ visible: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
async function openTorontoInApp(page: Page) {
  await page.goto("/help");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /^Toronto/ })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith("/city/toronto"));
}

async function totalCount(search: Record<string, unknown> | null): Promise<number> {
  const { data, errors } = await graphql(
    app.url,
    "query ($search: ProviderSearchInput) { providers(search: $search, first: 1) { totalCount } }",
    { search },
  );
  expect(errors).toBeUndefined();
  return data.providers.totalCount;
}

/** The header's row, measured in the page: its content box and where each visible item ends. */
async function measureHeaderRow(page: Page) {
  return header(page)
    .locator(":scope > div")
    .first()
    .evaluate((bar) => {
      const style = getComputedStyle(bar);
      const box = bar.getBoundingClientRect();
      const contentLeft = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const contentRight = box.left + bar.clientWidth - parseFloat(style.paddingRight);
      const items = [...bar.children]
        .map((child) => ({ child, rect: child.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0)
        .map(({ child, rect }) => ({
          name: child.tagName.toLowerCase(),
          left: rect.left,
          right: rect.right,
          // Nothing inside an item pokes out of the bar (a badge may overhang its button, within the padding).
          overflows: [...child.querySelectorAll("*")].some((inner) => {
            const innerBox = inner.getBoundingClientRect();
            return innerBox.width > 0 && (innerBox.right > box.right + 0.5 || innerBox.left < box.left - 0.5);
          }),
        }));
      return {
        contentWidth: contentRight - contentLeft,
        contentLeft,
        contentRight,
        barOverflows: bar.scrollWidth > bar.clientWidth,
        pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
        items,
      };
    });
}

async function expectHeaderFits(page: Page, width: number) {
  const row = await measureHeaderRow(page);
  expect(row.contentWidth, `content box at ${width} px`).toBeLessThanOrEqual(1216);
  expect(row.barOverflows, `row overflows at ${width} px`).toBe(false);
  expect(row.pageOverflows, `page scrolls sideways at ${width} px`).toBe(false);
  for (const item of row.items) {
    expect(item.left, `${item.name} starts inside the row at ${width} px`).toBeGreaterThanOrEqual(
      row.contentLeft - 0.5,
    );
    expect(item.right, `${item.name} ends inside the row at ${width} px`).toBeLessThanOrEqual(row.contentRight + 0.5);
    expect(item.overflows, `${item.name} overflows at ${width} px`).toBe(false);
  }
}

/** WCAG relative luminance of a computed `rgb(...)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** Red dominates: the danger and error tone (tokens' red700 and red50 are rgb(179, 19, 27) and rgb(253, 242, 242)). */
const looksRed = (color: string) => {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  return r - Math.max(g, b) > 8;
};

describe("header when signed in", () => {
  it.each([
    ["admin@demo.test", "Alex Admin", "Admin", adminLink],
    ["customer@demo.test", "Casey Customer", "Customer", bookingsLink],
  ] as const)(
    "fits %s's row in the content width at 1280 px and wider (and at 1024 and 768), the name whole",
    async (email, name, role, own) => {
      const page = await signIn(email);
      for (const width of [1280, 1366, 1440, 1920, 1024, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await header(page).getByRole("button", { name: "Sign out" }).waitFor();
        const shownName = header(page).getByText(name, { exact: true }).filter({ visible: true });
        const inTheRow = [
          bell(page),
          shownName,
          header(page).getByText(role, { exact: true }).filter({ visible: true }).and(page.locator(":not(a)")),
          header(page).getByRole("button", { name: "Sign out" }),
          header(page).getByRole("link", { name: "My data" }),
        ];
        // The navigation joins the row from 1024 px (below, it is in the menu).
        if (width >= 1024) inTheRow.push(own(page), header(page).getByRole("link", { name: "Get Instant Quote" }));
        for (const item of inTheRow) expect(await item.isVisible(), `visible at ${width} px`).toBe(true);
        await expectHeaderFits(page, width);
        // From 1280 px up there is room for the demo accounts' whole names (below, a long one gives way).
        if (width >= 1280)
          expect(await shownName.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} at ${width} px`).toBe(
            true,
          );
      }
    },
  );

  it("shortens a long name rather than overflowing, with the whole name in its title", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const name = "Maximiliana Alexandrovna Featherstonehaugh-Worthington";
    await page.goto("/sign-up");
    await main(page).getByLabel("Name").fill(name);
    await main(page).getByLabel("Email").fill(`long.name.${Date.now()}@example.test`);
    await main(page).getByLabel("Password").fill("a-long-enough-password-42");
    await main(page).getByRole("button", { name: "Create account" }).click();
    await bell(page).waitFor();

    const shown = header(page).getByText(name, { exact: true }).filter({ visible: true });
    expect(await shown.getAttribute("title")).toBe(name);
    // A customer's row also holds the way to their bookings.
    expect(await header(page).getByRole("link", { name: "My bookings" }).isVisible()).toBe(true);
    for (const width of [1280, 1440, 1024, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await header(page).getByRole("button", { name: "Sign out" }).waitFor();
      await expectHeaderFits(page, width);
    }
  });

  it("shows the role in a neutral badge, not in the red of errors, and readable", async () => {
    const page = await signIn("admin@demo.test");
    const badge = header(page)
      .getByText("Admin", { exact: true })
      .filter({ visible: true })
      .and(page.locator(":not(a)"));
    await badge.waitFor();
    const colors = await badge.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor, border: style.borderTopColor };
    });
    expect(looksRed(colors.color), colors.color).toBe(false);
    expect(looksRed(colors.background), colors.background).toBe(false);
    expect(looksRed(colors.border), colors.border).toBe(false);
    expect(contrast(colors.color, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the menu button (and the bell) a 44 px target at 320 px wide, nothing overflowing", async () => {
    const page = await signIn("admin@demo.test", PHONE_320);
    const menu = header(page).getByRole("button", { name: "Open menu" });
    for (const target of [menu, bell(page)]) {
      const box = await target.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expectHeaderFits(page, 320);

    // The menu still opens from it, with the viewer inside.
    await menu.click();
    await header(page).getByRole("button", { name: "Close menu" }).waitFor();
    expect(await header(page).getByRole("button", { name: "Sign out" }).filter({ visible: true }).count()).toBe(1);
  });
});

describe("choosing a city or a service: one rule", () => {
  it("searches at once when the service type changes, as when a city is picked, each keeping the other", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await countStatus(page).waitFor();

    // The service first: no 'Find Services' needed.
    await page.getByLabel("Service type").selectOption("moving");
    await page.waitForURL((url) => url.searchParams.get("service") === "moving");
    await countStatus(page)
      .filter({ hasText: `${(await totalCount({ serviceType: "moving" })).toLocaleString("en-CA")} ` })
      .waitFor();

    // Then a city: the service stays.
    await page.getByRole("button", { name: /^City\b/ }).click();
    await page.getByRole("combobox", { name: "Search cities" }).fill("toronto");
    await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
    await page
      .getByRole("option", { name: /^Toronto/ })
      .first()
      .click();
    await page.waitForURL(
      (url) => url.searchParams.get("location") === "Toronto, Ontario" && url.searchParams.get("service") === "moving",
    );

    // Then the service again: the city stays.
    await page.getByLabel("Service type").selectOption("handyman");
    await page.waitForURL(
      (url) =>
        url.searchParams.get("location") === "Toronto, Ontario" && url.searchParams.get("service") === "handyman",
    );
    const nearToronto = await totalCount({ location: "Toronto, Ontario", serviceType: "handyman" });
    await countStatus(page).filter({ hasText: "near Toronto, Ontario" }).waitFor();
    await expect
      .poll(async () => Number(/([\d,]+) providers? found/.exec((await countStatus(page).textContent()) ?? "")?.[1]))
      .toBe(nearToronto);
  });

  it("keeps the city when a 'Popular Services' link picks the service, as the service type does", async () => {
    const page = await browser.newPage();
    await page.goto(`/?${new URLSearchParams({ location: "Toronto, Ontario", verified: "1" })}`);
    await countStatus(page).waitFor();
    const sidebar = page.getByRole("complementary");
    const popular = sidebar.getByRole("region", { name: "Popular Services" });
    const link = popular.getByRole("link").first();
    const href = new URL((await link.getAttribute("href"))!, app.url);
    const service = href.searchParams.get("service");
    expect(service).toBeTruthy();
    expect(href.searchParams.get("location")).toBe("Toronto, Ontario");
    expect(href.searchParams.get("verified")).toBe("1");

    await link.click();
    await page.waitForURL((url) => url.searchParams.get("service") === service);
    expect(new URL(page.url()).searchParams.get("location")).toBe("Toronto, Ontario");
    await expect.poll(() => page.getByLabel("Service type").inputValue()).toBe(service);
  });
});

describe("'Go Back' on City Not Found", () => {
  it("stays on the site when the page was opened with no history before it", async () => {
    const page = await browser.newPage();
    // A new tab's first page: nothing of the app's before it to go back to.
    await page.goto("/city/atlantis-ontario");
    await page.getByRole("heading", { level: 1, name: "City Not Found" }).waitFor();

    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL((url) => url.pathname === "/cities-directory");
    expect(new URL(page.url()).origin).toBe(new URL(app.url).origin);
    await page.getByRole("heading", { level: 1, name: "Cities" }).waitFor();
  });

  it("goes back to the previous page of the app when there is one", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await countStatus(page).waitFor();
    // An in-app move to an address that names no city (as a stale link in the app would).
    await page.evaluate(() => {
      history.pushState({ usr: null, key: "stale-city-link", idx: 1 }, "", "/city/atlantis-ontario");
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    await page.getByRole("heading", { level: 1, name: "City Not Found" }).waitFor();

    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await countStatus(page).waitFor();
  });
});

describe("city page when its provider search fails", () => {
  /** Fails the city page's query while it searches near the city; lets everything else through. */
  const failTheSearch = (body: string, contentType: string) => async (route: Route) => {
    const request = route.request();
    const payload = request.postDataJSON() as { operationName?: string; variables?: { search?: unknown } } | null;
    if (payload?.operationName === "CityPageQuery" && payload.variables?.search) {
      await route.fulfill({ status: 500, contentType, body });
      return;
    }
    await route.continue();
  };

  it.each([
    ["a 500 with no GraphQL in it", "Internal Server Error", "text/plain"],
    ["a 500 with GraphQL errors", JSON.stringify({ errors: [{ message: "Unexpected error." }] }), "application/json"],
  ])("shows all providers, with a note, after %s", async (_, body, contentType) => {
    const page = await browser.newPage();
    await page.route("**/graphql", failTheSearch(body, contentType));
    await openTorontoInApp(page);

    await page.getByRole("heading", { level: 1, name: /Toronto/ }).waitFor();
    await page.getByRole("heading", { level: 2, name: "All providers" }).waitFor();
    await page
      .getByText("We couldn't search near Toronto just now, so these are providers from across Canada.")
      .waitFor();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await page.getByText("Service Temporarily Unavailable").count()).toBe(0);
    // Everything is in the list, not only what is near the city.
    await countStatus(page)
      .filter({ hasText: `${(await totalCount(null)).toLocaleString("en-CA")} providers found` })
      .waitFor();
  });
});

describe("counts in one style, with their plurals", () => {
  type Json = Record<string, unknown>;
  /** Rewrites each connection with a count in the answer (the providers', the city page's `local`). */
  const rewriteConnections = (change: (connection: Json) => void) => async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    const visit = (value: unknown) => {
      if (!value || typeof value !== "object") return;
      const object = value as Json;
      if (("totalCount" in object || "foundCount" in object) && Array.isArray(object.edges)) change(object);
      Object.values(object).forEach(visit);
    };
    visit(body.data);
    await route.fulfill({ response, json: body });
  };
  /** A connection's count as the server would give it: `foundCount` stops at 1,000 ("1,000+"). */
  const setCount = (connection: Json, count: number) => {
    if ("totalCount" in connection) connection.totalCount = count;
    if ("foundCount" in connection)
      connection.foundCount = { count: Math.min(count, 1000), isLowerBound: count > 1000 };
  };
  const pageQueries = (operation: string, change: (connection: Json) => void) => async (route: Route) => {
    const payload = route.request().postDataJSON() as { operationName?: string } | null;
    if (payload?.operationName === operation) return rewriteConnections(change)(route);
    return route.continue();
  };

  it("groups thousands: '1,000 providers found' and 'Showing 12 of 1,000'", async () => {
    const page = await browser.newPage();
    await page.route(
      "**/graphql",
      pageQueries("HomePageQuery", (connection) => setCount(connection, 1000)),
    );
    await openHomeInApp(page);
    await countStatus(page)
      .filter({ hasText: /^1,000 providers found/ })
      .waitFor();
    await page.getByText("Showing 12 of 1,000", { exact: true }).waitFor();
  });

  it("says '1,000+ providers found' and 'Showing 12 of 1,000+' when more match", async () => {
    const page = await browser.newPage();
    await page.route(
      "**/graphql",
      pageQueries("HomePageQuery", (connection) => setCount(connection, 2000)),
    );
    await openHomeInApp(page);
    await countStatus(page)
      .filter({ hasText: /^1,000\+ providers found/ })
      .waitFor();
    await page.getByText("Showing 12 of 1,000+", { exact: true }).waitFor();
  });

  it("says '1 provider found', 'Showing 1 of 1' and '(1 review)' for one", async () => {
    const page = await browser.newPage();
    await page.route(
      "**/graphql",
      pageQueries("HomePageQuery", (connection) => {
        if (!("location" in connection)) return;
        const edges = connection.edges as Array<{ node: Json }>;
        connection.edges = edges.slice(0, 1).map((edge) => ({ ...edge, node: { ...edge.node, reviewCount: 1 } }));
        setCount(connection, 1);
        connection.pageInfo = { ...(connection.pageInfo as Json), hasNextPage: false };
      }),
    );
    await openHomeInApp(page);
    await countStatus(page)
      .filter({ hasText: /^1 provider found$/ })
      .waitFor();
    await page.getByText("Showing 1 of 1", { exact: true }).waitFor();
    await cards(page).first().getByText("(1 review)", { exact: true }).waitFor();
  });

  it("groups the city page's count of local providers the same way", async () => {
    const page = await browser.newPage();
    await page.route(
      "**/graphql",
      pageQueries("CityPageQuery", (connection) => setCount(connection, 2345)),
    );
    await openTorontoInApp(page);
    await page.getByRole("heading", { level: 1, name: /Toronto/ }).waitFor();
    // The facts count every local provider; the list's "providers found" stops at 1,000.
    await expect.poll(() => page.getByTestId("local-provider-count").textContent()).toBe("2,345");
    await countStatus(page).filter({ hasText: "1,000+ providers found" }).waitFor();
    await page.getByText("Showing 12 of 1,000+", { exact: true }).waitFor();
  });
});

describe("/sign-in when already signed in", () => {
  it("says who is signed in, with the ways on and a way to switch accounts", async () => {
    const page = await signIn("customer@demo.test");
    await page.goto("/sign-in");
    await page.getByRole("heading", { level: 1, name: "You're signed in" }).waitFor();
    await main(page).getByText("Casey Customer").waitFor();
    expect(await main(page).getByLabel("Email").count()).toBe(0);
    expect(await main(page).getByRole("link", { name: "Browse Services" }).getAttribute("href")).toBe("/");
    expect(await main(page).getByRole("link", { name: "My bookings" }).getAttribute("href")).toBe("/bookings");

    // Switching accounts: sign out here, and the form is back.
    await main(page).getByRole("button", { name: "Sign out" }).click();
    await main(page).getByLabel("Email").waitFor();
    await header(page).getByRole("link", { name: "Sign in" }).waitFor();
    await main(page).getByLabel("Email").fill("admin@demo.test");
    await main(page).getByLabel("Password").fill("demo-password");
    await main(page).getByRole("button", { name: "Sign in" }).click();
    await enterSecondFactor(page, "admin@demo.test");
    await page.waitForURL((url) => url.pathname === "/");
    await header(page).getByText("Alex Admin", { exact: true }).filter({ visible: true }).waitFor();
  });

  it("continues to where the visitor was going", async () => {
    const page = await signIn("admin@demo.test");
    await page.goto("/sign-in?next=/cities-directory");
    await page.getByRole("heading", { level: 1, name: "You're signed in" }).waitFor();
    await main(page).getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/cities-directory");
    expect(await page.getByRole("link", { name: "Admin", exact: true }).first().getAttribute("href")).toBe("/admin");
  });
});
