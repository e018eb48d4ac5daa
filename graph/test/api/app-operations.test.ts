// The limits must never refuse the app itself: every operation the SPA sends (the trusted
// documents relay-compiler lists) passes every guard, in development and in production.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import manifest from "../../../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { createApp } from "../../src/app.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
});
afterAll(() => api?.close());

// The SPA sends them by id, which skips validation and so the limits: they are checked here.
const operations = Object.values(manifest).map((text) => [/^\w+ (\w+)/.exec(text)![1]!, text] as const);

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
