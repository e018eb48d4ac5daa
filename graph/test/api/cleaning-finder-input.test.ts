// The cleaning finder refuses bad criteria and paging with words a caller can act on (a
// ValidationError, never a 5xx), answers an unknown city as LocationNotFoundError, and reads
// the spec's values in any case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api?.close());

const FINDER = `query Finder($criteria: CleaningFinderInput!, $first: Int, $after: String) {
  cleaningFinder(criteria: $criteria, first: $first, after: $after) {
    totalCount
    location { __typename ... on LocationNotFoundError { message } }
    pageInfo { hasNextPage endCursor }
    edges { node { databaseId } }
  }
}`;

const base = { propertyType: "house", cleaningType: "regular", budget: "standard" } as const;

async function ask(criteria: Record<string, unknown>, page: Record<string, unknown> = {}) {
  return api.graphql(FINDER, { criteria, ...page });
}

/** Every match's id, page by page. */
async function findAll(criteria: Record<string, unknown>) {
  const ids: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const { data, errors } = await ask(criteria, { first: 5, after });
    expect(errors).toBeUndefined();
    ids.push(...data!.cleaningFinder.edges.map((edge: any) => edge.node.databaseId));
    if (!data!.cleaningFinder.pageInfo.hasNextPage) return ids;
    after = data!.cleaningFinder.pageInfo.endCursor;
  }
  throw new Error("more than 100 pages");
}

describe("cleaning finder: bad criteria", () => {
  async function refusal(criteria: Record<string, unknown>, page: Record<string, unknown> = {}) {
    const { errors, response } = await ask(criteria, page);
    expect(response.status).toBeLessThan(500);
    expect(errors).toHaveLength(1);
    return errors![0] as { message: string; extensions?: { code?: string } };
  }

  it("asks for the three required choices", async () => {
    expect((await refusal({})).message).toBe("Please select a property type");
    expect((await refusal({ propertyType: "house" })).message).toBe("Please select a cleaning type");
    expect((await refusal({ propertyType: "house", cleaningType: "deep", budget: " " })).message).toBe(
      "Please select your budget range",
    );
    expect((await refusal({ propertyType: "house", cleaningType: "deep" })).extensions?.code).toBe("ValidationError");
  });

  it("names the choices when a value is not one of them", async () => {
    expect((await refusal({ ...base, propertyType: "castle" })).message).toBe(
      "Choose a property type from: apartment, house, office, commercial.",
    );
    expect((await refusal({ ...base, budget: "cheap" })).message).toBe(
      "Choose a budget range from: budget, standard, premium, luxury.",
    );
    expect((await refusal({ ...base, propertySize: "huge" })).message).toMatch(/^Choose a property size from: studio/);
    expect((await refusal({ ...base, frequency: "daily" })).message).toMatch(/^Choose a frequency from: one-time/);
    expect((await refusal({ ...base, urgency: "yesterday" })).message).toMatch(/^Choose a timeframe from: flexible/);
    expect((await refusal({ ...base, specialRequirements: ["butler"] })).message).toMatch(
      /^Choose a special requirement from: eco-friendly, pet-safe/,
    );
  });

  it("bounds the list, the location and the page", async () => {
    expect((await refusal({ ...base, specialRequirements: Array(9).fill("pet-safe") })).message).toBe(
      "Choose at most 8 special requirements.",
    );
    expect((await refusal({ ...base, location: "x".repeat(121) })).message).toBe("Must be at most 120 characters");
    expect((await refusal({ ...base, location: "Toronto\u0000" })).message).toBe("Must not contain control characters");
    expect((await refusal(base, { first: 101 })).message).toBe("first must be a whole number from 0 to 100.");
    expect((await refusal(base, { first: -1 })).message).toBe("first must be a whole number from 0 to 100.");
    expect((await refusal(base, { after: "not-a-cursor" })).message).toMatch(/cursor is not valid/);
  });

  it("answers an empty page for first: 0, still counting the matches", async () => {
    const { data, errors } = await ask(base, { first: 0 });
    expect(errors).toBeUndefined();
    expect(data!.cleaningFinder.edges).toEqual([]);
    expect(data!.cleaningFinder.totalCount).toBeGreaterThan(0);
    expect(data!.cleaningFinder.pageInfo.hasNextPage).toBe(true);
  });

  it("pages forward only, so it does not take last or before at all", async () => {
    const { errors } = await api.graphql(
      `{ cleaningFinder(criteria: { propertyType: "house" }, last: 5) { totalCount } }`,
    );
    expect(errors?.[0]?.message).toBe('Unknown argument "last" on field "Query.cleaningFinder".');
  });

  it("refuses a cursor from a search with a location in one without, and the other way round", async () => {
    const { data } = await ask({ ...base, location: "toronto-ontario" }, { first: 1 });
    const cursor = data!.cleaningFinder.pageInfo.endCursor;
    expect((await refusal(base, { first: 1, after: cursor })).message).toMatch(/belongs to another search/);
  });

  it("answers a location that names no city with LocationNotFoundError and no providers", async () => {
    const { data, errors } = await ask({ ...base, location: "Atlantis" });
    expect(errors).toBeUndefined();
    expect(data!.cleaningFinder.totalCount).toBe(0);
    expect(data!.cleaningFinder.location.__typename).toBe("LocationNotFoundError");
    expect(data!.cleaningFinder.location.message).toMatch(/Atlantis/);
  });

  it("takes any case and a repeated requirement once", async () => {
    const loud = await findAll({
      propertyType: "HOUSE",
      cleaningType: " Regular ",
      budget: "Standard",
      location: "toronto-ontario",
      specialRequirements: ["pet-safe", "PET-SAFE"],
    });
    const plain = await findAll({ ...base, location: "toronto-ontario", specialRequirements: ["pet-safe"] });
    expect(plain.length).toBeGreaterThan(0);
    expect(loud).toEqual(plain);
  });
});
