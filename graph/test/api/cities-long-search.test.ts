// A city search longer than any city or province name is no error, just no
// cities, so the city picker says 'No cities found.' however long the text typed or pasted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CITY_SEARCH_LENGTH } from "../../src/services/cities/cities.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 4 });
});
afterAll(() => api?.close());

const CITIES = /* GraphQL */ `
  query Cities($search: String) {
    cities(search: $search, first: 20) {
      totalCount
      edges {
        node {
          name
        }
      }
    }
  }
`;

describe("a long city search", () => {
  it("matches no city once it is longer than any name could be, without an error", async () => {
    for (const search of ["Toronto".padEnd(MAX_CITY_SEARCH_LENGTH + 1, "x"), "a".repeat(5_000)]) {
      const { data, errors } = await api.graphql(CITIES, { search });
      expect(errors).toBeUndefined();
      expect(data!.cities).toEqual({ totalCount: 0, edges: [] });
    }
  });

  it("still searches up to the limit, measured after trimming", async () => {
    const atLimit = await api.graphql(CITIES, { search: "x".repeat(MAX_CITY_SEARCH_LENGTH) });
    expect(atLimit.errors).toBeUndefined();
    expect(atLimit.data!.cities.totalCount).toBe(0);

    const padded = await api.graphql(CITIES, { search: ` ${"Toronto"} `.padStart(MAX_CITY_SEARCH_LENGTH + 50, " ") });
    expect(padded.errors).toBeUndefined();
    expect(padded.data!.cities.edges.map((edge: { node: { name: string } }) => edge.node.name)).toContain("Toronto");
  });

  it("still refuses the NUL character, which no column can hold", async () => {
    const { data, errors } = await api.graphql(CITIES, { search: `To\u0000ronto` });
    expect(data?.cities ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe("Must not contain control characters");
  });
});
