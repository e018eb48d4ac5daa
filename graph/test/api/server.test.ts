import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { printedSchema } from "../../src/schema/print.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
});
afterAll(() => api?.close());

describe("health", () => {
  it("answers 200 once ready, alive and ready", async () => {
    const alive = await api.request("/healthz");
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await api.request("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("is alive but not ready while the database is being prepared, and the APIs answer 503", async () => {
    const starting = createApp({ db: api.db.prisma, isReady: () => false });
    expect((await starting.fetch(new Request("http://x/healthz"))).status).toBe(200);
    const readiness = await starting.fetch(new Request("http://x/readyz"));
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: "starting" });
    const rest = await starting.fetch(new Request("http://x/api/categories"));
    expect(rest.status).toBe(503);
    expect(await rest.json()).toEqual({ message: expect.stringContaining("starting") });
  });

  it("is not ready once it has begun to stop", async () => {
    const stopping = createApp({ db: api.db.prisma, isStopping: () => true });
    const readiness = await stopping.fetch(new Request("http://x/readyz"));
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: "stopping" });
    expect((await stopping.fetch(new Request("http://x/healthz"))).status).toBe(200);
  });
});

describe("GraphQL endpoint", () => {
  it("serves GraphiQL to a browser, bundled rather than from a CDN", async () => {
    const response = await api.request("/graphql", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("GraphiQL");
    expect(html).not.toMatch(/unpkg\.com|jsdelivr/);
  });

  it("masks unexpected errors but keeps expected ones", async () => {
    // Expected: the caller's own mistake keeps its words.
    const expected = await api.graphql(`{ recentReviews(first: 500) { id } }`);
    expect(expected.errors?.[0]?.message).toMatch(/less than or equal to 50|too big/i);

    // Unexpected: the database fails mid-request with details no caller should see.
    const logged: unknown[] = [];
    const failing = createApp({
      db: failingDatabase(api.db.prisma),
      logError: (_message, error) => logged.push(error),
    });
    const post = (query: string) =>
      failing.fetch(
        new Request("http://x/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query }),
        }),
      );
    await post(`{ recentReviews(first: 500) { id } }`);
    expect(logged, "an expected error is not ours to log").toEqual([]);

    const graphql = await post("{ categories { name } }");
    const body = (await graphql.json()) as { errors: { message: string; extensions?: unknown }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.message).toBe("Unexpected error.");
    expect(JSON.stringify(body)).not.toContain(SECRET);
    // The answer names its request, for a report that quotes it: the id of the header too.
    expect((body as { extensions?: unknown }).extensions).toEqual({ requestId: graphql.headers.get("x-request-id") });

    const rest = await failing.fetch(new Request("http://x/api/categories"));
    expect(rest.status).toBe(500);
    const restBody = await rest.text();
    expect(JSON.parse(restBody)).toEqual({
      message: "Something went wrong on our side. Please try again.",
      requestId: rest.headers.get("x-request-id"),
    });
    expect(restBody).not.toContain(SECRET);

    // Both were logged for us, with the details.
    expect(logged.map((error) => String(error))).toEqual([
      expect.stringContaining(SECRET),
      expect.stringContaining(SECRET),
    ]);
  });
});

const SECRET = "password=hunter2 host=10.0.0.7";

/** The real client, except that reading categories fails as a lost connection would. */
function failingDatabase(prisma: TestApp["db"]["prisma"]): TestApp["db"]["prisma"] {
  const category = new Proxy(prisma.category, {
    get: (target, property, receiver) =>
      property === "findMany"
        ? () => Promise.reject(new Error(`connection terminated unexpectedly (${SECRET})`))
        : Reflect.get(target, property, receiver),
  });
  return new Proxy(prisma, {
    get: (target, property, receiver) => (property === "category" ? category : Reflect.get(target, property, receiver)),
  });
}

describe("generated files", () => {
  it("schema.graphql is the schema the server serves (run npm run schema:print)", () => {
    expect(readFileSync("schema.graphql", "utf8")).toBe(printedSchema());
  });

  it("typed test documents match graph/test/operations (run npm run codegen)", () => {
    expect(() =>
      execFileSync("node_modules/.bin/graphql-codegen", ["--config", "codegen.ts", "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });

  it("Relay artifacts match the queries in web/src (run npm run relay)", () => {
    // --validate exits non-zero, writing nothing, when an artifact is stale or missing.
    expect(() => execFileSync("node_modules/.bin/relay-compiler", ["--validate"], { stdio: "pipe" })).not.toThrow();
  });
});
