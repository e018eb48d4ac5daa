import type * as ReactRelay from "react-relay/hooks";
import type { RouteObject } from "react-router-dom";
import type { Environment } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import { WEB_ROUTES } from "../../../shared/web-routes.ts";
import { createRoutes } from "../../../web/src/routes.tsx";
import { type FindCity, type FindProvider, formatMessage, routeMetaFor, withRouteMeta } from "./route-meta.ts";

// The web's modules hold graphql`` tags that its build compiles away; the route table needs none.
vi.mock("react-relay/hooks", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRelay>()),
  graphql: () => ({}),
}));

const findCity: FindCity = async (slug) =>
  slug === "toronto-ontario" ? { name: "Toronto", province: "Ontario" } : null;

const SPARKLE = {
  name: "Sparkle & Shine",
  description: `Eco-friendly deep cleans </script><script>alert(1)</script> for condos. ${"Thorough and careful. ".repeat(12)}`,
  imageUrl: "https://images.example.test/sparkle.jpg",
  address: "1 Queen St W",
  phone: "(416) 555-0142",
  serviceArea: "Toronto and the GTA",
  rating: 4.666666,
  reviewCount: 3,
  startingPrice: 9_500,
  city: { name: "Toronto", province: "Ontario" },
};

/** Provider 12 is approved; any other number names none a visitor may read. */
const findProvider: FindProvider = async (id) => (id === 12 ? SPARKLE : null);

const toronto = { findCity, findProvider };

const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <title>Canada Local Services | Canada's Service Marketplace</title>
    <meta
      name="description"
      content="The build's own words."
    />
    <meta name="theme-color" content="#b3131b" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("routeMetaFor", () => {
  it("gives the home the title its PageHeader sets, and the site's description", async () => {
    expect(await routeMetaFor("/", toronto)).toEqual({
      status: 200,
      title: "Canada's Service Marketplace | Canada Local Services",
      pageTitle: "Canada's Service Marketplace",
      description: formatMessage("app.brand.description"),
      siteName: "Canada Local Services",
    });
  });

  it("names a known city and its province", async () => {
    const meta = await routeMetaFor("/city/toronto-ontario", toronto);
    expect(meta.status).toBe(200);
    expect(meta.title).toBe("Local services in Toronto | Canada Local Services");
    expect(meta.description).toContain("Toronto, Ontario");
  });

  it("answers 404 for an unknown city, in the words of 'City Not Found'", async () => {
    const meta = await routeMetaFor("/city/no-such-city", toronto);
    expect(meta).toMatchObject({ status: 404, title: "City Not Found | Canada Local Services" });
    expect(meta.description).toBe("We couldn't find a city at this address.");
  });

  it("does not call a city missing when the lookup cannot tell", async () => {
    const meta = await routeMetaFor("/city/toronto-ontario", { ...toronto, findCity: async () => undefined });
    expect(meta).toMatchObject({ status: 200, title: "All Canadian cities | Canada Local Services" });
  });

  it("answers 404 for a path with no screen, with the 404 page's words", async () => {
    const meta = await routeMetaFor("/no/such/page", toronto);
    expect(meta).toMatchObject({ status: 404, title: "Page Not Found | Canada Local Services" });
  });

  it("has words for every route of the table", async () => {
    for (const route of WEB_ROUTES) {
      const meta = await routeMetaFor(
        route.replace(":citySlug", "toronto-ontario").replace(":providerSlug", "12-sparkle-shine"),
        toronto,
      );
      expect(meta.status, route).toBe(200);
      expect(meta.title, route).toMatch(/ \| Canada Local Services$/);
      expect(meta.description.length, route).toBeGreaterThan(20);
    }
  });
});

describe("a provider's profile", () => {
  it("has the provider's name, city and words, and its LocalBusiness for search engines", async () => {
    const meta = await routeMetaFor("/providers/12-sparkle-shine", toronto);
    expect(meta).toMatchObject({ status: 200, title: "Sparkle & Shine in Toronto | Canada Local Services" });
    expect(meta.description).toMatch(/^Sparkle & Shine, Toronto, Ontario: Eco-friendly deep cleans/);
    expect(meta.description.length).toBeLessThan(220);
    expect(meta.description).toMatch(/…$/);
    expect(meta.structuredData).toMatchObject({
      "@type": "LocalBusiness",
      name: "Sparkle & Shine",
      address: { addressLocality: "Toronto", addressRegion: "Ontario", addressCountry: "CA" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3, bestRating: 5 },
    });
  });

  it("has no rating to claim before its first review", async () => {
    const meta = await routeMetaFor("/providers/12", {
      ...toronto,
      findProvider: async () => ({ ...SPARKLE, rating: 0, reviewCount: 0 }),
    });
    expect(meta.structuredData).not.toHaveProperty("aggregateRating");
  });

  it.each(["/providers/99-gone", "/providers/sparkle-shine", "/providers/0"])("is 404 for %s", async (path) => {
    const meta = await routeMetaFor(path, toronto);
    expect(meta).toMatchObject({ status: 404, title: "Provider Not Found | Canada Local Services" });
    expect(meta.structuredData).toBeUndefined();
  });

  it("is given the benefit of the doubt when it cannot be looked up", async () => {
    const meta = await routeMetaFor("/providers/12", { ...toronto, findProvider: async () => undefined });
    expect(meta).toMatchObject({ status: 200 });
    expect(meta.structuredData).toBeUndefined();
  });

  it("writes its structured data once, as JSON that no description can end early", async () => {
    const html = withRouteMeta(INDEX_HTML, await routeMetaFor("/providers/12-sparkle-shine", toronto));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    expect(JSON.parse(scripts[0]![1]!)).toMatchObject({ name: "Sparkle & Shine", description: SPARKLE.description });
    // Written again for another route, it goes.
    expect(withRouteMeta(html, await routeMetaFor("/", toronto))).not.toContain("application/ld+json");
  });
});

describe("the route table shared with the web", () => {
  it("lists exactly the paths of web/src/routes.tsx", () => {
    const join = (...parts: string[]) => `/${parts.join("/").split("/").filter(Boolean).join("/")}`;
    const paths = (routes: RouteObject[], parent = "/"): string[] =>
      routes.flatMap((route) => {
        const own = join(parent, route.path ?? "");
        if (route.children) return paths(route.children, own);
        // "*" is the 404 page: by definition no route of the table.
        return route.path === "*" ? [] : [own];
      });
    const routes = createRoutes({} as Environment);
    expect(paths(routes).sort()).toEqual([...WEB_ROUTES].sort());
  });
});

describe("formatMessage", () => {
  it("fills {name} arguments and refuses what it cannot format", () => {
    expect(formatMessage("cityPage.documentTitle", { city: "Québec" })).toBe("Local services in Québec");
    expect(() => formatMessage("cityPage.documentTitle")).toThrow(/cannot fill \{city\}/);
    expect(() => formatMessage("providerCard.reviews", { count: "2" })).toThrow();
  });
});

describe("withRouteMeta", () => {
  it("writes the title, the description and Open Graph tags, once each", async () => {
    const html = withRouteMeta(INDEX_HTML, await routeMetaFor("/city/toronto-ontario", toronto));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Local services in Toronto | Canada Local Services</title>");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The build's own words.");
    expect(html).toContain('<meta property="og:title" content="Local services in Toronto" />');
    expect(html).toMatch(/<meta property="og:description" content="[^"]*Toronto, Ontario/);
    expect(html).toContain('<meta name="theme-color" content="#b3131b" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // Written again (a second pass), it stays one set of tags.
    const twice = withRouteMeta(html, await routeMetaFor("/", toronto));
    expect(twice.match(/og:title/g)).toHaveLength(1);
  });

  it("escapes what it writes", () => {
    const html = withRouteMeta(INDEX_HTML, {
      status: 200,
      title: `</title><script>alert("x")</script> & $& more`,
      pageTitle: `L'Île "Perrot"`,
      description: `a "quoted" <b>description</b>`,
      siteName: "Canada Local Services",
    });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert("x")&lt;/script&gt; &amp; $&amp; more</title>');
    expect(html).toContain('content="L&#39;Île &quot;Perrot&quot;"');
    expect(html).toContain('content="a &quot;quoted&quot; &lt;b&gt;description&lt;/b&gt;"');
    expect(html).not.toContain("<script>alert");
  });
});
