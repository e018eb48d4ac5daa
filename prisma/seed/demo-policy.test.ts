import { describe, expect, it } from "vitest";
import { demoDataAtStart } from "./demo-policy.ts";

const seeds = (embedded: boolean, env: { NODE_ENV?: string; SEED_DEMO_DATA?: string }) =>
  demoDataAtStart({ embedded, env }).seed;

describe("demo data at start-up", () => {
  it("goes into the embedded database, as the README's npm start promises", () => {
    expect(seeds(true, {})).toBe(true);
    expect(seeds(true, { SEED_DEMO_DATA: "false" })).toBe(false);
  });

  it("goes into PostgreSQL only when asked, or in development", () => {
    expect(seeds(false, {})).toBe(false);
    expect(seeds(false, { NODE_ENV: "test" })).toBe(false);
    expect(seeds(false, { SEED_DEMO_DATA: "true" })).toBe(true);
    expect(seeds(false, { SEED_DEMO_DATA: "1" })).toBe(true);
    expect(seeds(false, { NODE_ENV: "development" })).toBe(true);
  });

  it("never goes into a production database at start-up, even when asked", () => {
    expect(seeds(false, { NODE_ENV: "production" })).toBe(false);
    expect(seeds(false, { NODE_ENV: "production", SEED_DEMO_DATA: "true" })).toBe(false);
    expect(seeds(true, { NODE_ENV: "production", SEED_DEMO_DATA: "true" })).toBe(false);
    expect(demoDataAtStart({ embedded: false, env: { NODE_ENV: "production" } }).reason).toMatch(/npm run db:seed/);
  });
});
