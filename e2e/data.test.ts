// Pages showing what the server holds: the home page's cities, a city page, and GraphiQL.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

describe("cities from GraphQL", () => {
  it("lists major cities on the home page and opens Toronto's page", async () => {
    const page = await browser.newPage();
    await page.goto("/");

    const main = page.getByRole("main");
    const toronto = main.getByRole("link", { name: /Toronto/ }).first();
    await toronto.waitFor();
    for (const name of [/Montr[eé]al/, /Vancouver/, /Calgary/]) {
      expect(await main.getByRole("link", { name }).count(), String(name)).toBeGreaterThan(0);
    }
    expect(await main.locator('a[href="/city/toronto-ontario"]').count()).toBeGreaterThan(0);

    await main.locator('a[href="/city/toronto-ontario"]').first().click();
    await page.waitForURL((url) => url.pathname === "/city/toronto-ontario");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "Toronto" }).waitFor();
  });

  it("shows a city's page on a direct visit, with what the server knows about it", async () => {
    const { data } = await graphql(
      app.url,
      `
        {
          city(slug: "vancouver-british-columbia") {
            name
            province
          }
        }
      `,
    );
    expect(data.city).toEqual({ name: "Vancouver", province: "British Columbia" });

    const page = await browser.newPage();
    await page.goto("/city/vancouver-british-columbia");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "Vancouver" }).waitFor();
    await page.getByRole("main").getByText("British Columbia").first().waitFor();
  });

  it("says City Not Found for a city that does not exist", async () => {
    const page = await browser.newPage();
    await page.goto("/city/atlantis-ontario");
    await page.getByText("City Not Found").first().waitFor();
    expect(await page.getByRole("heading", { name: /Atlantis/ }).count()).toBe(0);
  });
});

describe("GraphiQL", () => {
  it("opens at /graphql in a browser, served entirely by the app (no CDN)", async () => {
    const page = await browser.newPage();
    // On load GraphiQL asks the server for its schema.
    const introspection = page.waitForResponse(
      (response) => response.url().endsWith("/graphql") && response.request().method() === "POST",
    );
    const response = await page.goto("/graphql");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toMatch(/text\/html/);

    // The editor itself, rendered by scripts the app served.
    await page.locator(".graphiql-container").first().waitFor();
    const title = await page.title();
    const text = await page.locator("body").innerText();
    expect(`${title}\n${text}`).toMatch(/GraphiQL/i);
    const schema = (await (await introspection).json()) as { data?: { __schema?: unknown } };
    expect(schema.data?.__schema).toBeTruthy();
    expect(browser.foreignRequests()).toEqual([]);
  });
});
