// Real HTTP statuses and per-route titles for the SPA, and its files sent compressed
// in Chromium against the real build and `npm start`.
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/** The title and description as the server wrote them, before any script ran. */
async function servedHead(response: Response | null) {
  const html = (await response?.text()) ?? "";
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

describe("HTTP statuses of the SPA's routes", () => {
  it("answers an unknown path with 404 and the SPA's 404 page", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expect((await servedHead(response)).title).toBe("Page Not Found | Canada Local Services");
    await heading(page, "Page Not Found").waitFor();
    await page.getByRole("link", { name: "Browse Services" }).first().waitFor();
    expect(await page.title()).toBe("Page Not Found | Canada Local Services");
  });

  it("answers an unknown city with 404 and 'City Not Found'", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/city/no-such-city");
    expect(response?.status()).toBe(404);
    expect((await servedHead(response)).title).toBe("City Not Found | Canada Local Services");
    await heading(page, "City Not Found").waitFor();
    expect(await page.title()).toBe("City Not Found | Canada Local Services");
  });

  it("answers a known city with 200 and its own title and description, which the page keeps", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/city/toronto-ontario");
    expect(response?.status()).toBe(200);
    const served = await servedHead(response);
    expect(served.title).toBe("Local services in Toronto | Canada Local Services");
    expect(served.description).toContain("in Toronto, Ontario.");
    await heading(page, "Toronto, Ontario").waitFor();
    expect(await page.title()).toBe(served.title);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("Local services in Toronto");
  });

  it("answers the home and the footer's name-only city links with 200", async () => {
    const page = await browser.newPage();
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    expect((await servedHead(home)).title).toBe("Canada's Service Marketplace | Canada Local Services");
    const city = await page.goto("/city/vancouver");
    expect(city?.status()).toBe(200);
    await heading(page, "Vancouver, British Columbia").waitFor();
  });
});

describe("compressed files", () => {
  it("sends the scripts brotli-compressed to the browser, which decodes them, and caches them for good", async () => {
    const page = await browser.newPage();
    // Read each answer's headers as it arrives: Chromium does not keep them for later.
    const scripts: Promise<{ url: string; headers: Record<string, string> }>[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (!new URL(url).pathname.startsWith("/assets/") || !url.endsWith(".js")) return;
      scripts.push(response.allHeaders().then((headers) => ({ url, headers })));
    });
    await page.goto("/");
    await heading(page, "Canada's Service Marketplace").waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url, headers } of await Promise.all(scripts)) {
      expect(headers["content-encoding"], url).toBe("br");
      expect(headers["content-type"], url).toMatch(/^text\/javascript/);
      expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    // What went over the wire is smaller than what ran: the browser asked for brotli and decoded it.
    const entry = await page.evaluate(() => {
      const src = document.querySelector<HTMLScriptElement>("script[type=module][src]")!.src;
      const [timing] = performance.getEntriesByName(src) as PerformanceResourceTiming[];
      return { encoded: timing!.encodedBodySize, decoded: timing!.decodedBodySize };
    });
    expect(entry.encoded).toBeGreaterThan(0);
    expect(entry.encoded).toBeLessThan(entry.decoded / 2);
  });
});
