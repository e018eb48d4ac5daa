// The public answers over HTTP: a public answer to an anonymous GET, from /graphql or /api, carries an
// ETag and `public, no-cache`, and a browser or CDN revalidating it gets 304 with no body until
// the data changes; /api's public reads are kept in memory like GraphQL's. Anything else is
// `private, no-store`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../support/app.ts";
import { type CountedApps, startCountedApps, VERSION_READ } from "../support/counted-apps.ts";

let apps: CountedApps;
let app: ReturnType<CountedApps["open"]>;

beforeAll(async () => {
  apps = await startCountedApps({ clock: fixedClock });
  app = apps.open();
});
afterAll(() => apps?.close());

const CATEGORIES = `{ categories { name description } }`;

describe("GET /graphql", () => {
  it("tags a visitor's public answer and answers a matching If-None-Match with 304 and no body", async () => {
    const first = await app.get(CATEGORIES);
    const etag = first.headers.get("ETag");
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(first.headers.get("Last-Modified")).toBeNull();

    const revalidated = await apps.counting(() => app.get(CATEGORIES, {}, { "if-none-match": etag! }));
    expect(revalidated.value.status).toBe(304);
    expect(await revalidated.value.text()).toBe("");
    expect(revalidated.value.headers.get("ETag")).toBe(etag);
    expect(revalidated.operations).toEqual([VERSION_READ]);
  });

  it("answers 200 with a new tag once the data changed", async () => {
    const first = await app.get(CATEGORIES);
    await apps.db.prisma.category.updateMany({
      where: { slug: "house-cleaning" },
      data: { description: "Fresh words" },
    });
    const after = await app.get(CATEGORIES, {}, { "if-none-match": first.headers.get("ETag")! });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    expect(await after.text()).toContain("Fresh words");
  });

  it("revalidates a compressed copy by its weak tag", async () => {
    const query = `{ providers(first: 20) { edges { node { name description } } } }`;
    const gzipped = await app.get(query, {}, { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    const etag = gzipped.headers.get("ETag")!;
    expect(etag).toMatch(/^W\//);
    expect((await app.get(query, {}, { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(304);
  });

  it("does not tag an answer with errors, nor a POST", async () => {
    const failing = await app.get(`{ providers(first: 1) { edges { node { approvedBy } } } }`);
    expect(failing.headers.get("ETag")).toBeNull();
    expect(failing.headers.get("Cache-Control")).toBe("private, no-store");
    // Kept in memory all the same; over POST, no HTTP cache would keep it.
    await app.post(CATEGORIES);
    const posted = await app.post(CATEGORIES);
    expect(posted.response.headers.get("ETag")).toBeNull();
    expect(posted.response.headers.get("Last-Modified")).toBeNull();
  });
});

describe("the public GETs of /api", () => {
  it("are kept in memory and tagged: the Link to the next page too", async () => {
    const path = "/api/providers/search?location=Toronto%2C%20Ontario&limit=2";
    const first = await apps.counting(() => app.request(path));
    const second = await apps.counting(() => app.request(path));
    expect(first.operations.length).toBeGreaterThan(1);
    expect(second.operations).toEqual([VERSION_READ]);
    expect(second.value.headers.get("Link")).toBe(first.value.headers.get("Link"));
    expect(second.value.headers.get("Link")).toContain("rel=");
    expect(await second.value.text()).toBe(await first.value.text());
    expect(second.value.headers.get("ETag")).toBe(first.value.headers.get("ETag"));
    expect(second.value.headers.get("Cache-Control")).toBe("public, no-cache");

    const revalidated = await app.request(path, { headers: { "if-none-match": first.value.headers.get("ETag")! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("show a write on the next read", async () => {
    const before = await app.request("/api/categories");
    await apps.db.prisma.category.updateMany({
      where: { slug: "house-cleaning" },
      data: { name: "House Cleaning Plus" },
    });
    const after = await app.request("/api/categories", { headers: { "if-none-match": before.headers.get("ETag")! } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("House Cleaning Plus");
  });

  it("are neither kept nor shared for a signed-in viewer", async () => {
    const cookie = await apps.signedIn(app, "casey@http-cache.test", "CUSTOMER");
    await app.request("/api/categories");
    const answer = await apps.counting(() => app.request("/api/categories", { headers: { cookie } }));
    expect(answer.operations).not.toContain(VERSION_READ);
    expect(answer.value.status).toBe(200);
    expect(answer.value.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.value.headers.get("ETag")).toBeNull();
  });

  it("keep no error, and leave other reads private", async () => {
    const bad = "/api/reviews/recent?limit=lots";
    expect((await app.request(bad)).status).toBe(400);
    const again = await app.request(bad);
    expect(again.status).toBe(400);
    expect(again.headers.get("Cache-Control")).toBe("private, no-store");
    expect(again.headers.get("ETag")).toBeNull();

    const slots = await app.request("/api/providers/1/availability?start=2026-11-21&end=2026-11-22");
    expect(slots.status).toBe(200);
    expect(slots.headers.get("Cache-Control")).toBe("private, no-store");
    expect(slots.headers.get("ETag")).toBeNull();
  });
});
