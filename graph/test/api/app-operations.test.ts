// The limits must never refuse the app itself: every operation the SPA sends (its Relay
// artifacts) passes every guard, in development and in production.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
});
afterAll(() => api?.close());

const operations = (readdirSync("web/src", { recursive: true }) as string[])
  .filter((file) => file.endsWith(".graphql.ts"))
  .flatMap((file) => {
    const source = readFileSync(`web/src/${file}`, "utf8");
    const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
    return text ? [[file.split("/").pop()!, JSON.parse(text) as string] as const] : [];
  });

describe("the SPA's operations", () => {
  it("are all found", () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
  });

  it.each(operations)("%s passes every request limit", async (_name, query) => {
    for (const production of [false, true]) {
      const app = createApp({ db: api.db.prisma, production, logError: () => {} });
      const response = await app.fetch(
        new Request("http://marketplace.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          // Variables are omitted: a missing one fails after the limits have passed.
          body: JSON.stringify({ query }),
        }),
      );
      const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
      const refusals = (body.errors ?? []).filter((error) =>
        /too large|too deeply|too many|too costly|allowed per request/i.test(error.message),
      );
      expect(refusals).toEqual([]);
    }
  });
});
