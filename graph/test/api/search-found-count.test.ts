// "Providers found" past FOUND_COUNT_CAP: the count stops at the cap, and the page comes
// from widening circles around the city (search-circles.ts, nearestPage). Its pages must be
// exactly the ones the whole radius gives, which the exact count's path still computes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOUND_COUNT_CAP } from "../../src/services/providers/search-input.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
/** Our providers within 50 km of Iqaluit, where the seed puts none. */
let inside = 0;
const CROWD = FOUND_COUNT_CAP + 150;

beforeAll(async () => {
  api = await startTestApp({ providers: 60 });
  const iqaluit = await api.db.prisma.city.findUniqueOrThrow({ where: { slug: "iqaluit-nunavut" } });
  const [cleaning, moving] = await Promise.all(
    ["house-cleaning", "moving"].map((slug) => api.db.prisma.category.findUniqueOrThrow({ where: { slug } })),
  );
  // A crowd around the city: a quarter within 5 km, most from 30 to 45 km (so the circles
  // must widen past an empty band), some just outside the 50 km circle, ten at one spot with
  // one rating (only the id orders them), ratings repeating so ties are common.
  const rows = Array.from({ length: CROWD }, (_, i) => {
    const kmAway =
      i < 10 ? 3 : i % 25 === 0 ? 52 + (i % 7) : i % 4 === 0 ? ((i * 37) % 50) / 10 : 30 + ((i * 37) % 150) / 10;
    const bearing = i < 10 ? 1 : (i * 2.399) % (2 * Math.PI);
    if (kmAway <= 50) inside += 1;
    return {
      name: `Crowd Provider ${i}`,
      description: "Inserted by the found-count tests.",
      address: `${i} Crowd St`,
      serviceArea: "Iqaluit",
      phone: "(555) 555-0100",
      email: `crowd${i}@example.test`,
      rating: i < 10 ? 4.5 : 3 + (i % 5) / 2,
      startingPrice: 10_000,
      status: "ACTIVE" as const,
      latitude: iqaluit.latitude + (kmAway / 111.2) * Math.cos(bearing),
      longitude:
        iqaluit.longitude + (kmAway / (111.2 * Math.cos((iqaluit.latitude * Math.PI) / 180))) * Math.sin(bearing),
      cityId: iqaluit.id,
    };
  });
  const created = await api.db.prisma.provider.createManyAndReturn({ data: rows, select: { id: true } });
  await api.db.prisma.providerCategory.createMany({
    data: created.flatMap(({ id }, i) => [
      { providerId: id, categoryId: cleaning!.id, priceCents: 10_000 },
      ...(i % 3 === 0 ? [{ providerId: id, categoryId: moving!.id, priceCents: 10_000 }] : []),
    ]),
  });
}, 120_000);
afterAll(() => api?.close());

const search = (count: "totalCount" | "foundCount { count isLowerBound }") => `
  query Crowd($search: ProviderSearchInput, $first: Int, $after: String, $last: Int, $before: String) {
    providers(search: $search, first: $first, after: $after, last: $last, before: $before) {
      ${count}
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { distanceKm node { databaseId } }
    }
  }`;
const EXACT = search("totalCount");
const FOUND = search("foundCount { count isLowerBound }");

async function page(document: string, variables: Record<string, unknown>) {
  const { data, errors } = await api.graphql(document, variables);
  expect(errors).toBeUndefined();
  const connection = data!.providers;
  return {
    ...connection,
    ids: connection.edges.map((edge: any) => edge.node.databaseId) as number[],
    distances: connection.edges.map((edge: any) => edge.distanceKm) as number[],
  };
}

/** Every page of a search, first to last. */
async function allPages(document: string, search: Record<string, unknown>, size: number) {
  const pages = [];
  let after: string | undefined;
  for (;;) {
    const next = await page(document, { search, first: size, after });
    pages.push(next);
    if (!next.pageInfo.hasNextPage) return pages;
    after = next.pageInfo.endCursor;
  }
}

const NEAR_IQALUIT = { location: "Iqaluit, Nunavut", serviceType: "house-cleaning" };

describe("providers found, past the cap", () => {
  it(`stops counting at ${FOUND_COUNT_CAP} and says more match, while totalCount stays exact`, async () => {
    const [found, exact] = await Promise.all([
      page(FOUND, { search: NEAR_IQALUIT, first: 20 }),
      page(EXACT, { search: NEAR_IQALUIT, first: 20 }),
    ]);
    expect(inside).toBeGreaterThan(FOUND_COUNT_CAP);
    expect(found.foundCount).toEqual({ count: FOUND_COUNT_CAP, isLowerBound: true });
    expect(exact.totalCount).toBe(inside);
  });

  it.each([20, 100])("gives the whole radius's pages, nearest first, %i at a time", async (size) => {
    const [found, exact] = await Promise.all([
      allPages(FOUND, NEAR_IQALUIT, size),
      allPages(EXACT, NEAR_IQALUIT, size),
    ]);
    expect(found.map((p) => p.ids)).toEqual(exact.map((p) => p.ids));
    expect(found.map((p) => p.distances)).toEqual(exact.map((p) => p.distances));
    const ids = found.flatMap((p) => p.ids);
    expect(new Set(ids).size).toBe(inside);
    const distances = found.flatMap((p) => p.distances);
    expect(distances.every((km, i) => km <= 50 && (i === 0 || km >= distances[i - 1]!))).toBe(true);
    for (const each of found) expect(each.foundCount).toEqual({ count: FOUND_COUNT_CAP, isLowerBound: true });
  });

  it("pages backwards from a cursor the same way", async () => {
    const forwards = await allPages(EXACT, NEAR_IQALUIT, 100);
    const before = forwards[4]!.pageInfo.startCursor;
    const [found, exact] = await Promise.all([
      page(FOUND, { search: NEAR_IQALUIT, last: 30, before }),
      page(EXACT, { search: NEAR_IQALUIT, last: 30, before }),
    ]);
    expect(found.ids).toEqual(exact.ids);
    expect(found.ids).toEqual(forwards[3]!.ids.slice(-30));
    expect(found.pageInfo.hasPreviousPage).toBe(true);
  });

  it("pages every service the same way, from the providers rather than one category's entries", async () => {
    const everyService = { location: "Iqaluit, Nunavut" };
    const [found, exact] = await Promise.all([allPages(FOUND, everyService, 100), allPages(EXACT, everyService, 100)]);
    expect(found.map((p) => p.ids)).toEqual(exact.map((p) => p.ids));
    expect(found[0]!.foundCount.isLowerBound).toBe(true);
  });

  it("counts a search under the cap exactly, as totalCount does", async () => {
    for (const filters of [
      { location: "Iqaluit, Nunavut", serviceType: "moving" },
      { location: "Toronto, Ontario", maxDistance: 200 },
      { serviceType: "house-cleaning", minRating: 4.9 },
    ]) {
      const [found, exact] = await Promise.all([
        page(FOUND, { search: filters, first: 5 }),
        page(EXACT, { search: filters, first: 5 }),
      ]);
      expect(exact.totalCount).toBeLessThanOrEqual(FOUND_COUNT_CAP);
      expect(found.foundCount).toEqual({ count: exact.totalCount, isLowerBound: false });
      expect(found.ids).toEqual(exact.ids);
    }
  });

  it("counts past the cap without a location too, without a page of its own", async () => {
    const found = await page(FOUND, { search: { serviceType: "house-cleaning" }, first: 3 });
    expect(found.foundCount).toEqual({ count: FOUND_COUNT_CAP, isLowerBound: true });
    expect(found.ids).toHaveLength(3);
  });
});
