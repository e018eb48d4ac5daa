// The seed gives the cleaning finder something real to find. On 2,000
// providers (the size `npm start` seeds), each filter (eco-friendly, pet-safe, insurance)
// has matches in Toronto, Montréal and Vancouver within some budget band, and a small
// town far from them is a clear empty state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETS, CLEANING_TYPES } from "../../../shared/matching/finder-criteria.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 2000 });
});
afterAll(() => api?.close());

async function count(criteria: Record<string, unknown>): Promise<number> {
  const { data, errors } = await api.graphql(
    `query ($criteria: CleaningFinderInput!) { cleaningFinder(criteria: $criteria, first: 1) { totalCount } }`,
    { criteria: { propertyType: "house", ...criteria } },
  );
  expect(errors).toBeUndefined();
  return data!.cleaningFinder.totalCount;
}

describe("cleaning finder on the seeded marketplace", () => {
  const cities = ["Toronto, Ontario", "Montréal, Quebec", "Vancouver, British Columbia"];
  const filters = ["eco-friendly", "pet-safe", "insurance"];

  it.each(cities.flatMap((location) => filters.map((filter) => [location, filter])))(
    "finds %s cleaners who are %s, in some budget band, for regular, deep and carpet cleaning",
    async (location, filter) => {
      for (const cleaningType of ["regular", "deep", "carpet"]) {
        const found = await Promise.all(
          BUDGETS.map((budget) => count({ location, cleaningType, budget, specialRequirements: [filter] })),
        );
        expect(Math.max(...found), `${cleaningType} ${JSON.stringify(found)}`).toBeGreaterThan(0);
      }
    },
  );

  it("finds no cleaner at all in Whitehorse, far from the big cities", async () => {
    for (const cleaningType of CLEANING_TYPES) {
      for (const budget of BUDGETS)
        expect(await count({ location: "Whitehorse, Yukon", cleaningType, budget })).toBe(0);
    }
  });
});
