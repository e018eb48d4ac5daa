// The built SPA as the server answers it: pre-compressed files
// chosen by Accept-Encoding, immutable assets, index.html revalidated by ETag, real 404s
// for unknown paths and city slugs with each route's title, and the JSON of /graphql and
// /api/* compressed on the way out while the Stripe webhook still reads its raw bytes.
// A small build of our own in a temporary folder stands in for dist/web.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { createApp } from "../../src/app.ts";
import type { Database } from "../../src/db/client.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { fixedClock, TEST_NOW, TEST_WEBHOOK_SECRET } from "../support/app.ts";
import { createTestDatabase } from "../support/database.ts";
import {
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
} from "../support/stripe-events.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Canada Local Services | Canada's Service Marketplace</title>
    <meta
      name="description"
      content="The build's own description, replaced per route."
    />
    <meta name="theme-color" content="#b3131b" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/app-Bx12abcd.js"></script>
${Array.from({ length: 8 }, (_, i) => `    <link rel="modulepreload" crossorigin href="/assets/chunk-${i}-C0ffee${i}.js">`).join("\n")}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const APP_JS = `export const providers = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `Provider ${i}`))};\n`;
const APP_BR = brotliCompressSync(APP_JS);
const APP_GZ = gzipSync(APP_JS);
const IMMUTABLE = "public, max-age=31536000, immutable";

let staticDir: string;
let db: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), "spa-serving-"));
  await mkdir(path.join(staticDir, "assets"));
  await writeFile(path.join(staticDir, "index.html"), INDEX_HTML);
  await writeFile(path.join(staticDir, "assets/app-Bx12abcd.js"), APP_JS);
  await writeFile(path.join(staticDir, "assets/app-Bx12abcd.js.br"), APP_BR);
  await writeFile(path.join(staticDir, "assets/app-Bx12abcd.js.gz"), APP_GZ);
  await writeFile(path.join(staticDir, "assets/tiny-D1.js"), "export {};\n");
  await writeFile(path.join(staticDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  db = await createTestDatabase();
  await seedDatabase(db.prisma, { providers: 5, seed: 7, now: TEST_NOW });
  app = createApp({
    db: db.prisma,
    clock: fixedClock,
    staticDir,
    payments: (gateway) => createTestModeGateway({ ...gateway, webhookSecret: TEST_WEBHOOK_SECRET }),
    logError: () => {},
  });
});

afterAll(async () => {
  await db?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

const request = (urlPath: string, init: RequestInit = {}) =>
  app.fetch(new Request(`http://marketplace.test${urlPath}`, init));
const get = (urlPath: string, headers: Record<string, string> = {}) => request(urlPath, { headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The HTML of an SPA answer, decoded from whatever coding it came in. */
async function htmlOf(response: Response): Promise<string> {
  const body = await bytesOf(response);
  const coding = response.headers.get("Content-Encoding");
  if (coding === "br") return brotliDecompressSync(body).toString("utf8");
  if (coding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe("pre-compressed assets", () => {
  it("sends the .br sibling to a browser that takes brotli, with the original's type", async () => {
    const response = await get("/assets/app-Bx12abcd.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(response.headers.get("Content-Length")).toBe(String(APP_BR.byteLength));
    expect(await bytesOf(response)).toEqual(APP_BR);
  });

  it("sends gzip when brotli is refused or not offered, and the file itself when neither is", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=0.9, br;q=0.5"]) {
      const response = await get("/assets/app-Bx12abcd.js", { "Accept-Encoding": accept });
      expect(response.headers.get("Content-Encoding"), accept).toBe("gzip");
      expect(response.headers.get("Content-Length"), accept).toBe(String(APP_GZ.byteLength));
      expect(gunzipSync(await bytesOf(response)).toString("utf8"), accept).toBe(APP_JS);
    }
    const plainRequests: Record<string, string>[] = [
      {},
      { "Accept-Encoding": "identity" },
      { "Accept-Encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of plainRequests) {
      const response = await get("/assets/app-Bx12abcd.js", headers);
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(APP_JS)));
      expect(await response.text()).toBe(APP_JS);
    }
  });

  it("answers HEAD with the chosen body's length and no body", async () => {
    const response = await request("/assets/app-Bx12abcd.js", { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Length")).toBe(String(APP_BR.byteLength));
    expect((await bytesOf(response)).byteLength).toBe(0);
  });

  it("revalidates by ETag, one per coding", async () => {
    const br = await get("/assets/app-Bx12abcd.js", { "Accept-Encoding": "br" });
    const plain = await get("/assets/app-Bx12abcd.js");
    const etag = br.headers.get("ETag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers.get("ETag")).not.toBe(etag);
    const again = await get("/assets/app-Bx12abcd.js", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(await again.text()).toBe("");
    const otherCoding = await get("/assets/app-Bx12abcd.js", { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(otherCoding.status).toBe(200);
  });

  it("sends a file without siblings as it is, without Vary", async () => {
    const response = await get("/assets/tiny-D1.js", { "Accept-Encoding": "br, gzip" });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(await response.text()).toBe("export {};\n");
  });

  it("caches the public files, whose names do not change, for an hour", async () => {
    const response = await get("/favicon.svg");
    expect(response.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(response.headers.get("ETag")).toBeTruthy();
  });
});

describe("the SPA's pages", () => {
  it("answers the home with its title, no-cache and an ETag that revalidates to 304", async () => {
    const response = await get("/", { "Accept-Encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    const html = await htmlOf(response);
    expect(titleOf(html)).toBe("Canada's Service Marketplace | Canada Local Services");
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-Bx12abcd.js"></script>');

    const etag = response.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await get("/", { "Accept-Encoding": "br, gzip", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe("no-cache");
    expect(again.headers.get("Vary")).toBe("Accept-Encoding");
    // The uncompressed copy is the same page: its ETag matches too.
    expect((await get("/", { "If-None-Match": etag })).status).toBe(304);
  });

  it("gives each route its own title and description", async () => {
    const cities = await htmlOf(await get("/cities"));
    expect(titleOf(cities)).toBe("All Canadian cities | Canada Local Services");
    expect(descriptionOf(cities)).toBe(
      "Find local service providers in cities across Canada: search by name, province and size.",
    );
    const signIn = await htmlOf(await get("/sign-in"));
    expect(titleOf(signIn)).toBe("Sign in | Canada Local Services");
    expect(descriptionOf(signIn)).not.toBe(descriptionOf(cities));
  });

  it("names a known city and its province, by full slug or by name alone", async () => {
    for (const slug of ["toronto-ontario", "toronto", "TORONTO-ONTARIO"]) {
      const response = await get(`/city/${slug}`);
      expect(response.status, slug).toBe(200);
      const html = await htmlOf(response);
      expect(titleOf(html), slug).toBe("Local services in Toronto | Canada Local Services");
      expect(descriptionOf(html), slug).toContain("in Toronto, Ontario.");
      expect(html).toContain('<meta property="og:title" content="Local services in Toronto" />');
    }
    const montreal = await htmlOf(await get("/city/montreal-quebec"));
    expect(titleOf(montreal)).toBe("Local services in Montréal | Canada Local Services");
  });

  it("answers 404 with the SPA for an unknown city slug", async () => {
    const response = await get("/city/no-such-city");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("ETag")).toBeNull();
    const html = await htmlOf(response);
    expect(titleOf(html)).toBe("City Not Found | Canada Local Services");
    expect(html).toContain('<div id="root"></div>');
  });

  it("answers 404 with the SPA for unknown paths, even when asked if it changed", async () => {
    for (const urlPath of ["/no-such-page", "/cities/extra", "/assets/gone-Aa1.js", "/index.html", "/city/"]) {
      const response = await get(urlPath, { "If-None-Match": "*" });
      expect(response.status, urlPath).toBe(404);
      expect(response.headers.get("Content-Type"), urlPath).toMatch(/^text\/html/);
      expect(titleOf(await htmlOf(response)), urlPath).toBe("Page Not Found | Canada Local Services");
    }
  });

  it("leaves /api's own 404 as JSON", async () => {
    const response = await get("/api/no-such-route");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "No API route for GET /api/no-such-route",
      requestId: response.headers.get("x-request-id"),
    });
  });
});

describe("compressed JSON of /graphql and /api", () => {
  const citiesQuery = JSON.stringify({ query: "{ cities(first: 50) { edges { node { name province slug } } } }" });
  const postGraphql = (body: string, headers: Record<string, string>) =>
    request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body,
    });

  it("compresses a large GraphQL answer with brotli or gzip as asked", async () => {
    const br = await postGraphql(citiesQuery, { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const brBody = await bytesOf(br);
    expect(br.headers.get("Content-Length")).toBe(String(brBody.byteLength));
    expect(JSON.parse(brotliDecompressSync(brBody).toString("utf8")).data.cities.edges).toHaveLength(50);

    const gzip = await postGraphql(citiesQuery, { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(await bytesOf(gzip)).toString("utf8")).data.cities.edges).toHaveLength(50);

    const plain = await postGraphql(citiesQuery, {});
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect((await plain.json()).data.cities.edges).toHaveLength(50);
  });

  it("leaves a small answer and an event stream uncompressed", async () => {
    const small = await postGraphql(JSON.stringify({ query: "{ __typename }" }), { "Accept-Encoding": "br" });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: "Query" } });

    const stream = await request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", "Accept-Encoding": "br, gzip" },
      body: citiesQuery,
    });
    expect(stream.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    // Yoga marks its streams "none" so that no proxy buffers them to compress either.
    expect(stream.headers.get("Content-Encoding") ?? "none").toBe("none");
    expect(await stream.text()).toContain("event: next");
  });

  it("compresses /api's JSON", async () => {
    const response = await get("/api/providers", { "Accept-Encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(await bytesOf(response)).toString("utf8"))).toBeTruthy();
  });

  it("still hands the Stripe webhook the exact bytes Stripe signed", async () => {
    const event = {
      id: "evt_spa_serving_raw_body",
      object: "event",
      type: "customer.created",
      created: unixSeconds(TEST_NOW),
      livemode: false,
      data: { object: { id: "cus_raw_body", object: "customer", description: "é ".repeat(600) } },
    };
    const { payload, signature } = signDelivery({
      secret: TEST_WEBHOOK_SECRET,
      timestamp: unixSeconds(TEST_NOW),
      event,
    });
    const init = webhookRequestInit(payload, signature);
    const answer = await readWebhookAnswer(
      await request(STRIPE_WEBHOOK_PATH, { ...init, headers: { ...init.headers, "Accept-Encoding": "br, gzip" } }),
    );
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
  });
});
