// The cleaning finder through GraphQL on a seeded database: its answers against a plain
// reference over every provider, and hand-made providers at known places and prices for
// the edges (band bounds, radius, order, specialties). Bad criteria: cleaning-finder-input.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUDGETS,
  CLEANING_TYPE_CATEGORIES,
  FINDER_BUDGET_BANDS,
  FINDER_RADIUS_KM,
  type FinderCriteria,
  meetsRequirement,
} from "../../../shared/matching/finder-criteria.ts";
import { compareFinderPositions } from "../../src/services/matching/cleaning-finder-order.ts";
import { haversineKm, KM_PER_DEGREE } from "../../src/services/providers/geo.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 300 });
});
afterAll(() => api?.close());

const FINDER = `query Finder($criteria: CleaningFinderInput!, $first: Int, $after: String) {
  cleaningFinder(criteria: $criteria, first: $first, after: $after) {
    totalCount
    location { __typename ... on City { name } ... on LocationNotFoundError { message } }
    pageInfo { hasNextPage endCursor }
    edges { distanceKm node { databaseId name isCertified rating startingPrice specialties services } }
  }
}`;

type Criteria = Partial<Record<keyof FinderCriteria, unknown>>;
const base = { propertyType: "house", cleaningType: "regular", budget: "standard" } as const;

async function ask(criteria: Criteria, page: Record<string, unknown> = {}) {
  return api.graphql(FINDER, { criteria, ...page });
}

/** Every match, page by page, in the order the finder gives them. */
async function findAll(criteria: Criteria, pageSize = 7) {
  const ids: number[] = [];
  const distances: (number | null)[] = [];
  let after: string | null = null;
  let totalCount = 0;
  for (let pages = 0; pages < 100; pages++) {
    const { data, errors } = await ask(criteria, { first: pageSize, after });
    expect(errors).toBeUndefined();
    const connection = data!.cleaningFinder;
    totalCount = connection.totalCount;
    for (const edge of connection.edges) {
      ids.push(edge.node.databaseId);
      distances.push(edge.distanceKm);
    }
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return { ids, distances, totalCount };
}

/** The spec's rules over every stored provider, in plain code: what the finder must answer. */
async function expected(criteria: FinderCriteria) {
  const city = criteria.location
    ? await api.db.prisma.city.findUniqueOrThrow({ where: { slug: criteria.location } })
    : null;
  const band = FINDER_BUDGET_BANDS[criteria.budget];
  const categories = CLEANING_TYPE_CATEGORIES[criteria.cleaningType];
  const providers = await api.db.prisma.provider.findMany({
    where: { status: "ACTIVE" },
    include: { categories: { include: { category: true } } },
  });
  return providers
    .map((provider) => ({ provider, distanceKm: city ? haversineKm(city, provider) : null }))
    .filter(
      ({ provider, distanceKm }) =>
        (distanceKm === null || distanceKm <= FINDER_RADIUS_KM) &&
        provider.startingPrice >= band.minCents &&
        provider.startingPrice <= band.maxCents &&
        provider.categories.some((link) => (categories as readonly string[]).includes(link.category.slug)) &&
        criteria.specialRequirements.every((requirement) => meetsRequirement(provider, requirement)),
    )
    .map(({ provider, distanceKm }) => ({ ...provider, distanceKm }))
    .sort(compareFinderPositions)
    .map((provider) => provider.id);
}

const criteriaOf = (criteria: Partial<FinderCriteria>): FinderCriteria => ({
  ...base,
  specialRequirements: [],
  ...criteria,
});

describe("cleaning finder: the seeded providers", () => {
  const cases: Array<Partial<FinderCriteria>> = [
    { location: "toronto-ontario" },
    { location: "toronto-ontario", specialRequirements: ["eco-friendly"] },
    { location: "toronto-ontario", specialRequirements: ["pet-safe"] },
    { location: "toronto-ontario", specialRequirements: ["insurance"] },
    { location: "toronto-ontario", specialRequirements: ["eco-friendly", "pet-safe", "insurance"] },
    { location: "toronto-ontario", cleaningType: "carpet", budget: "premium", specialRequirements: ["pet-safe"] },
    { location: "montreal-quebec", cleaningType: "deep", budget: "premium" },
    { location: "vancouver-british-columbia", cleaningType: "move", budget: "budget" },
    // No location: the whole country, certified first then best rated.
    { cleaningType: "window", budget: "luxury" },
    { budget: "budget", specialRequirements: ["insurance", "allergies", "weekend"] },
  ];
  it.each(cases)("answers what the rules say, in their order, page after page: %j", async (criteria) => {
    const full = criteriaOf(criteria);
    const found = await findAll(full);
    const want = await expected(full);
    expect(found.ids).toEqual(want);
    expect(found.totalCount).toBe(want.length);
  });

  it("finds something in Toronto for each filter, and each filter narrows the list", async () => {
    const all = await findAll(criteriaOf({ location: "toronto-ontario" }));
    expect(all.totalCount).toBeGreaterThan(3);
    for (const requirement of ["eco-friendly", "pet-safe", "insurance"] as const) {
      const narrowed = await findAll(criteriaOf({ location: "toronto-ontario", specialRequirements: [requirement] }));
      expect(narrowed.totalCount, requirement).toBeGreaterThan(0);
      expect(narrowed.totalCount, requirement).toBeLessThan(all.totalCount);
      expect(all.ids).toEqual(expect.arrayContaining(narrowed.ids));
    }
  });

  it("keeps wishes the records cannot show from narrowing the list", async () => {
    const plain = await findAll(criteriaOf({ location: "toronto-ontario" }));
    const wishes = await findAll(
      criteriaOf({
        location: "toronto-ontario",
        specialRequirements: ["allergies", "background-check", "own-supplies", "recurring", "weekend"],
      }),
    );
    expect(wishes.ids).toEqual(plain.ids);
  });

  it("says where it looked, and gives each match its distance from there", async () => {
    const { data } = await ask({ ...base, location: "Toronto, Ontario" }, { first: 100 });
    expect(data!.cleaningFinder.location).toEqual({ __typename: "City", name: "Toronto" });
    const toronto = await api.db.prisma.city.findUniqueOrThrow({ where: { slug: "toronto-ontario" } });
    const ids = data!.cleaningFinder.edges.map((edge: any) => edge.node.databaseId);
    const rows = await api.db.prisma.provider.findMany({ where: { id: { in: ids } } });
    for (const edge of data!.cleaningFinder.edges) {
      const row = rows.find((provider) => provider.id === edge.node.databaseId)!;
      expect(edge.distanceKm).toBeCloseTo(haversineKm(toronto, row), 6);
    }
  });
});

describe("cleaning finder: hand-made providers in Yellowknife", () => {
  // Far from any other seeded city, so only the providers made here are within 50 km.
  const YELLOWKNIFE = "yellowknife-northwest-territories";
  let city: { id: number; latitude: number; longitude: number };
  const made: Record<string, number> = {};

  async function make(
    key: string,
    fields: { price?: number; rating?: number; certified?: boolean; specialties?: string[]; categories?: string[] },
    at: { northKm?: number; status?: "ACTIVE" | "PENDING" } = {},
  ) {
    const categories = await api.db.prisma.category.findMany({
      where: { slug: { in: fields.categories ?? ["house-cleaning"] } },
    });
    const provider = await api.db.prisma.provider.create({
      data: {
        name: `Finder ${key}`,
        description: "Made by the cleaning finder tests.",
        address: "1 Test St, Yellowknife, NT",
        serviceArea: "Yellowknife",
        phone: "(867) 555-0100",
        email: `${key}@finder.test`,
        rating: fields.rating ?? 4,
        startingPrice: fields.price ?? 15_000,
        isCertified: fields.certified ?? false,
        specialties: fields.specialties ?? [],
        status: at.status ?? "ACTIVE",
        latitude: city.latitude + (at.northKm ?? 1) / KM_PER_DEGREE,
        longitude: city.longitude,
        cityId: city.id,
        categories: {
          create: categories.map((category) => ({ categoryId: category.id, priceCents: fields.price ?? 15_000 })),
        },
      },
    });
    made[key] = provider.id;
  }

  beforeAll(async () => {
    city = await api.db.prisma.city.findUniqueOrThrow({ where: { slug: YELLOWKNIFE } });
    const nearby = (await api.db.prisma.provider.findMany()).filter((p) => haversineKm(city, p) <= 100);
    expect(nearby).toEqual([]);
    await make("at-4999", { price: 4_999 });
    await make("at-5000", { price: 5_000 });
    await make("at-10000", { price: 10_000 });
    await make("at-10001", { price: 10_001 });
    await make("at-20000", { price: 20_000, categories: ["deep-cleaning"] });
    await make("certified-low", { price: 15_000, rating: 4.2, certified: true, specialties: ["Green cleaning"] });
    await make("certified-high", { price: 15_000, rating: 4.8, certified: true, specialties: ["Carpet Cleaning"] });
    await make("top-near", { price: 15_000, rating: 4.9, specialties: ["Pet-safe"] }, { northKm: 2 });
    await make("top-far", { price: 15_000, rating: 4.9, specialties: ["Eco-friendly products"] }, { northKm: 49 });
    await make("outside", { price: 15_000, rating: 5, certified: true }, { northKm: 51 });
    await make("handyman", { price: 15_000, rating: 5, certified: true, categories: ["handyman"] });
    await make("detailer", {
      price: 15_000,
      rating: 5,
      specialties: ["Pet hair removal", "Eco-friendly waterless wash"],
      categories: ["car-detailing"],
    });
    await make("pending", { price: 15_000, rating: 5, certified: true }, { status: "PENDING" });
    await make("carpets", {
      price: 15_000,
      rating: 4.5,
      specialties: ["Pet Odor Treatment"],
      categories: ["carpet-cleaning"],
    });
    await make("evergreen", { price: 15_000, rating: 3.9, specialties: ["Evergreen Supplies", "Carpets"] });
  });

  const named = async (criteria: Criteria) => {
    const { ids } = await findAll({ ...base, location: YELLOWKNIFE, ...criteria }, 2);
    const byId = Object.fromEntries(Object.entries(made).map(([key, id]) => [id, key]));
    return ids.map((id) => byId[id] ?? `seeded ${id}`);
  };

  it("includes both bounds of a budget band, and nothing outside it", async () => {
    expect((await named({ budget: "budget" })).sort()).toEqual(["at-10000", "at-5000"]);
    const standard = await named({ budget: "standard" });
    expect(standard).toContain("at-10000");
    expect(standard).toContain("at-10001");
    expect(standard).not.toContain("at-4999");
    expect(standard).not.toContain("at-20000"); // deep cleaning only: not regular cleaning's category
    expect(await named({ budget: "premium", cleaningType: "deep" })).toEqual(["at-20000"]);
    expect(BUDGETS).toHaveLength(4);
  });

  it("puts certified providers first, then the best rated, then the nearest", async () => {
    expect(await named({ budget: "standard" })).toEqual([
      "certified-high",
      "certified-low",
      "top-near",
      "top-far",
      "at-10000",
      "at-10001",
      "evergreen",
    ]);
  });

  it("looks 50 km around the city, and not past it", async () => {
    const found = await findAll({ ...base, location: YELLOWKNIFE }, 50);
    const far = found.ids.indexOf(made["top-far"]!);
    expect(found.distances[far]).toBeCloseTo(49, 0);
    expect(found.ids).not.toContain(made.outside);
  });

  it("leaves out providers who do not clean, and those not approved", async () => {
    const all = [
      ...(await named({ budget: "standard" })),
      ...(await named({ budget: "standard", cleaningType: "carpet" })),
      ...(await named({ budget: "standard", cleaningType: "deep" })),
    ];
    expect(all).not.toContain("handyman");
    expect(all).not.toContain("detailer");
    expect(all).not.toContain("pending");
  });

  it("looks for carpet cleaners for carpets, and deep or house cleaners for a deep clean", async () => {
    expect(await named({ cleaningType: "carpet" })).toEqual(["carpets"]);
    expect(await named({ cleaningType: "deep" })).toContain("evergreen");
    expect(await named({ cleaningType: "window" })).not.toContain("carpets");
  });

  it("keeps certified providers for insurance, and specialties with a word for eco-friendly and pet-safe", async () => {
    expect(await named({ specialRequirements: ["insurance"] })).toEqual(["certified-high", "certified-low"]);
    // "Green cleaning" and "Eco-friendly products"; "Evergreen Supplies" has green only inside a word.
    expect(await named({ specialRequirements: ["eco-friendly"] })).toEqual(["certified-low", "top-far"]);
    // "Pet-safe"; "Carpet Cleaning" and "Carpets" have pet only inside a word.
    expect(await named({ specialRequirements: ["pet-safe"] })).toEqual(["top-near"]);
    expect(await named({ cleaningType: "carpet", specialRequirements: ["pet-safe"] })).toEqual(["carpets"]);
    expect(await named({ specialRequirements: ["pet-safe", "eco-friendly"] })).toEqual([]);
  });

  it("answers an empty page with a count of 0 where nothing matches", async () => {
    const { data, errors } = await ask({ ...base, location: YELLOWKNIFE, budget: "luxury" });
    expect(errors).toBeUndefined();
    expect(data!.cleaningFinder).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });
});
