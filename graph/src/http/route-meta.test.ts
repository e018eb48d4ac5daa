import type * as ReactRelay from "react-relay/hooks";
import type { RouteObject } from "react-router-dom";
import type { Environment } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import { WEB_ROUTES } from "../../../shared/web-routes.ts";
import { createRoutes } from "../../../web/src/routes.tsx";
import { type FindCity, formatMessage, routeMetaFor, withRouteMeta } from "./route-meta.ts";

// The web's modules hold graphql`` tags that its build compiles away; the route table needs none.
vi.mock("react-relay/hooks", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRelay>()),
  graphql: () => ({}),
}));

const toronto: FindCity = async (slug) =>
  slug === "toronto-ontario" ? { name: "Toronto", province: "Ontario" } : null;

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
    const meta = await routeMetaFor("/city/toronto-ontario", async () => undefined);
    expect(meta).toMatchObject({ status: 200, title: "All Canadian cities | Canada Local Services" });
  });

  it("answers 404 for a path with no screen, with the 404 page's words", async () => {
    const meta = await routeMetaFor("/no/such/page", toronto);
    expect(meta).toMatchObject({ status: 404, title: "Page Not Found | Canada Local Services" });
  });

  it("has words for every route of the table", async () => {
    for (const route of WEB_ROUTES) {
      const meta = await routeMetaFor(route.replace(":citySlug", "toronto-ontario"), toronto);
      expect(meta.status, route).toBe(200);
      expect(meta.title, route).toMatch(/ \| Canada Local Services$/);
      expect(meta.description.length, route).toBeGreaterThan(20);
    }
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
