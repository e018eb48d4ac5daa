import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "../../src/services/providers/geo.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 300 });
});
afterAll(() => api?.close());

const SEARCH = `query Search($search: ProviderSearchInput, $first: Int, $after: String) {
  providers(search: $search, first: $first, after: $after) {
    totalCount
    location {
      __typename
      ... on City { name province }
      ... on LocationNotFoundError { message }
    }
    pageInfo { hasNextPage endCursor }
    edges { cursor distanceKm node { databaseId name rating startingPrice isMobileService isCertified services city { name } } }
  }
}`;

interface Found {
  ids: number[];
  distances: (number | null)[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
  nodes: any[];
}

async function search(filters: Record<string, unknown>, first = 100, after?: string): Promise<Found> {
  const { data, errors } = await api.graphql(SEARCH, { search: filters, first, after });
  expect(errors).toBeUndefined();
  const connection = data!.providers;
  return {
    ids: connection.edges.map((edge: any) => edge.node.databaseId),
    distances: connection.edges.map((edge: any) => edge.distanceKm),
    totalCount: connection.totalCount,
    endCursor: connection.pageInfo.endCursor,
    hasNextPage: connection.pageInfo.hasNextPage,
    nodes: connection.edges.map((edge: any) => edge.node),
  };
}

const query = (params: Record<string, string>) => `/api/providers/search?${new URLSearchParams(params)}`;

async function city(slug: string) {
  return api.db.prisma.city.findUniqueOrThrow({ where: { slug } });
}

let inserted = 0;
/** An approved provider of our own at known coordinates, offering house cleaning. */
async function insertProvider(
  at: { latitude: number; longitude: number; cityId: number },
  fields: Record<string, unknown> = {},
) {
  inserted += 1;
  const cleaning = await api.db.prisma.category.findUniqueOrThrow({ where: { slug: "house-cleaning" } });
  return api.db.prisma.provider.create({
    data: {
      name: `Test Provider ${inserted}`,
      description: "Inserted by the search tests.",
      address: "1 Test St",
      serviceArea: "Test area",
      phone: "(555) 555-0100",
      email: `test${inserted}@example.test`,
      rating: 4,
      startingPrice: 12_000,
      status: "ACTIVE",
      latitude: at.latitude,
      longitude: at.longitude,
      cityId: at.cityId,
      categories: {
        create: [{ categoryId: cleaning.id, priceCents: (fields.startingPrice as number | undefined) ?? 12_000 }],
      },
      ...fields,
    },
  });
}

describe("provider search: location and distance", () => {
  it("measures the great-circle distance in km: Toronto to Mississauga is 23.7 km", async () => {
    const mississauga = await city("mississauga-ontario");
    const provider = await insertProvider({ ...mississauga, cityId: mississauga.id });
    try {
      const found = await search({ location: "Toronto, Ontario" }, 100);
      const all = [...found.ids];
      let { endCursor, hasNextPage } = found;
      const distances = [...found.distances];
      while (hasNextPage) {
        const next = await search({ location: "Toronto, Ontario" }, 100, endCursor!);
        all.push(...next.ids);
        distances.push(...next.distances);
        ({ endCursor, hasNextPage } = next);
      }
      const distance = distances[all.indexOf(provider.id)]!;
      // 0.1212° of latitude (13.48 km) and 0.242° of longitude at 43.64° N (19.47 km).
      expect(distance).toBeCloseTo(23.7, 1);
    } finally {
      await api.db.prisma.provider.delete({ where: { id: provider.id } });
    }
  });

  it("gives every provider its haversine distance from the city, all within the radius, nearest first", async () => {
    const toronto = await city("toronto-ontario");
    const found = await search({ location: "toronto-ontario", maxDistance: 30 });
    expect(found.ids.length).toBeGreaterThan(5);
    const rows = await api.db.prisma.provider.findMany({ where: { id: { in: found.ids } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    found.ids.forEach((id, index) => {
      const expected = haversineKm(toronto, byId.get(id)!);
      expect(found.distances[index]).toBeCloseTo(expected, 6);
      expect(found.distances[index]).toBeLessThanOrEqual(30);
    });
    expect([...found.distances].sort((a, b) => a! - b!)).toEqual(found.distances);
    // Nothing within 30 km was left out.
    const approved = await api.db.prisma.provider.findMany({ where: { status: "ACTIVE" } });
    const inside = approved.filter((provider) => haversineKm(toronto, provider) <= 30).map((p) => p.id);
    expect(found.totalCount).toBe(inside.length);
    expect([...found.ids].sort((a, b) => a - b)).toEqual(inside.sort((a, b) => a - b));
  });

  it("finds the city however it is named, and says which city it searched", async () => {
    const reference = await search({ location: "Montréal, Quebec" });
    expect(reference.totalCount).toBeGreaterThan(0);
    const montreal = await city("montreal-quebec");
    for (const location of [
      "montreal, quebec",
      "Montreal, Quebec",
      "montreal-quebec",
      "Montreal",
      String(montreal.id),
    ]) {
      expect((await search({ location })).ids).toEqual(reference.ids);
    }
    const { data } = await api.graphql(SEARCH, { search: { location: "montreal" } });
    expect(data!.providers.location).toEqual({ __typename: "City", name: "Montréal", province: "Quebec" });
  });

  it("answers an unknown location as data on GraphQL and as 404 on REST, not a crash", async () => {
    const { data, errors } = await api.graphql(SEARCH, { search: { location: "Atlantis, Ontario" } });
    expect(errors).toBeUndefined();
    const message = `We couldn't find "Atlantis, Ontario". Try a city name such as Toronto or "Toronto, Ontario".`;
    expect(data!.providers).toMatchObject({
      totalCount: 0,
      edges: [],
      location: { __typename: "LocationNotFoundError", message },
    });

    const rest = await api.getJson(query({ location: "Atlantis, Ontario" }));
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ message });
  });

  it("answers a search without a location with no location", async () => {
    const { data } = await api.graphql(SEARCH, { search: {} });
    expect(data!.providers.location).toBeNull();
    expect(data!.providers.totalCount).toBeGreaterThan(0);
  });
});

describe("provider search: filters", () => {
  const home = { location: "Toronto, Ontario", maxDistance: 100 };

  it("treats serviceType 'all' as no filter, and a category as a narrower one", async () => {
    const everything = await search(home);
    expect((await search({ ...home, serviceType: "all" })).ids).toEqual(everything.ids);
    const cleaning = await search({ ...home, serviceType: "house-cleaning" });
    expect(cleaning.totalCount).toBeGreaterThan(0);
    expect(cleaning.totalCount).toBeLessThan(everything.totalCount);
    for (const node of cleaning.nodes) expect(node.services).toContain("House Cleaning");
    // The quiz spells it with an underscore.
    expect((await search({ ...home, serviceType: "house_cleaning" })).ids).toEqual(cleaning.ids);
  });

  it("refuses an unknown service type with the list of known ones", async () => {
    const { errors } = await api.graphql(SEARCH, { search: { ...home, serviceType: "dog-walking" } });
    expect(errors![0]!.message).toMatch(
      /^There is no service type "dog-walking"\. Use "all" or one of: house-cleaning, /,
    );
    const rest = await api.getJson(query({ location: "Toronto", serviceType: "dog-walking" }));
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(errors![0]!.message);
  });

  it("keeps maxPrice 100 to starting prices of at most 10,000 cents", async () => {
    const toronto = await city("toronto-ontario");
    const atLimit = await insertProvider({ ...toronto, cityId: toronto.id }, { startingPrice: 10_000 });
    const overLimit = await insertProvider({ ...toronto, cityId: toronto.id }, { startingPrice: 10_001 });
    try {
      const found = await search({ ...home, maxPrice: 100 });
      expect(found.ids).toContain(atLimit.id);
      expect(found.ids).not.toContain(overLimit.id);
      for (const node of found.nodes) expect(node.startingPrice).toBeLessThanOrEqual(10_000);
      expect(found.totalCount).toBeLessThan((await search(home)).totalCount);
    } finally {
      await api.db.prisma.provider.deleteMany({ where: { id: { in: [atLimit.id, overLimit.id] } } });
    }
  });

  it("narrows by minimum rating, mobile service and certification", async () => {
    const everything = await search(home);
    const rated = await search({ ...home, minRating: 4.5 });
    const mobile = await search({ ...home, mobileOnly: true });
    const certified = await search({ ...home, certifiedOnly: true });
    for (const [found, check] of [
      [rated, (node: any) => node.rating >= 4.5],
      [mobile, (node: any) => node.isMobileService],
      [certified, (node: any) => node.isCertified],
    ] as const) {
      expect(found.totalCount).toBeGreaterThan(0);
      expect(found.totalCount).toBeLessThan(everything.totalCount);
      expect(found.nodes.every(check)).toBe(true);
    }
    const all = await search({ ...home, minRating: 4.5, mobileOnly: true, certifiedOnly: true, maxPrice: 200 });
    expect(all.totalCount).toBeLessThanOrEqual(Math.min(rated.totalCount, mobile.totalCount, certified.totalCount));
    expect((await search({ ...home, mobileOnly: false })).ids).toEqual(everything.ids);
  });

  it("refuses bad numbers with clear messages", async () => {
    const { errors } = await api.graphql(SEARCH, { search: { ...home, minRating: 7 } });
    expect(errors![0]!.message).toBe("minRating must be a rating from 0 to 5");
    const rest = await api.getJson(query({ location: "Toronto", maxDistance: "far" }));
    expect(rest).toMatchObject({
      status: 400,
      body: { message: "maxDistance must be a distance in km from 1 to 1000" },
    });
    expect((await api.getJson(query({ location: "Toronto", limit: "500" }))).status).toBe(400);
    expect((await api.getJson(query({ location: "Toronto", after: "garbage" }))).status).toBe(400);
  });

  it("without a location lists every approved provider, best rated first, as before", async () => {
    const found = await search({ serviceType: "all" });
    const plain = await api.graphql(
      `{ providers(first: 100) { totalCount edges { distanceKm node { databaseId } } } }`,
    );
    expect(found.totalCount).toBe(300);
    expect(found.ids).toEqual(plain.data!.providers.edges.map((edge: any) => edge.node.databaseId));
    expect(plain.data!.providers.edges.every((edge: any) => edge.distanceKm === null)).toBe(true);
  });
});

describe("provider search: paging", () => {
  it("returns every match exactly once in the stable order, ties on distance and rating included", async () => {
    const iqaluit = await city("iqaluit-nunavut");
    // Six providers at the same spot with the same rating: only the id separates them.
    const twins = [];
    for (let i = 0; i < 6; i += 1)
      twins.push(await insertProvider({ ...iqaluit, cityId: iqaluit.id }, { rating: 4.2 }));
    const nearby = await insertProvider({
      latitude: iqaluit.latitude + 0.05,
      longitude: iqaluit.longitude,
      cityId: iqaluit.id,
    });
    const higher = await insertProvider({ ...iqaluit, cityId: iqaluit.id }, { rating: 4.9 });
    try {
      const whole = await search({ location: "Iqaluit, Nunavut" }, 100);
      const ours = [higher.id, ...twins.map((t) => t.id), nearby.id];
      expect(whole.ids.filter((id) => ours.includes(id))).toEqual(ours);

      for (const size of [1, 2, 3]) {
        const seen: number[] = [];
        let after: string | undefined;
        for (;;) {
          const page = await search({ location: "Iqaluit, Nunavut" }, size, after);
          expect(page.totalCount).toBe(whole.totalCount);
          seen.push(...page.ids);
          if (!page.hasNextPage) break;
          after = page.endCursor!;
        }
        expect(seen).toEqual(whole.ids);
      }
    } finally {
      await api.db.prisma.provider.deleteMany({ where: { id: { in: [...twins, nearby, higher].map((p) => p.id) } } });
    }
  });

  it("pages REST and GraphQL alike, the Link header carrying the filters", async () => {
    const filters = { location: "Toronto, Ontario", serviceType: "house-cleaning", maxDistance: "200" };
    const first = await api.getJson(query({ ...filters, limit: "3" }));
    const link = first.response.headers.get("link")!.match(/<([^>]+)>; rel="next"/)![1]!;
    expect(link).toContain("serviceType=house-cleaning");
    const second = await api.getJson(link);
    const graph = await search({ ...filters, maxDistance: 200 }, 6);
    expect([...first.body, ...second.body].map((provider: any) => provider.id)).toEqual(graph.ids);
  });
});

describe("GET /api/providers/search", () => {
  it("takes the home page's filters and agrees with GraphQL", async () => {
    const rest = await api.getJson(
      query({
        location: "Toronto, Ontario",
        serviceType: "house-cleaning",
        maxDistance: "150",
        minRating: "3",
        maxPrice: "250",
        mobileOnly: "true",
      }),
    );
    expect(rest.status).toBe(200);
    const graph = await search({
      location: "Toronto, Ontario",
      serviceType: "house-cleaning",
      maxDistance: 150,
      minRating: 3,
      maxPrice: 250,
      mobileOnly: true,
    });
    expect(rest.body.length).toBeGreaterThan(0);
    expect(rest.body.map((provider: any) => provider.id)).toEqual(graph.ids);
    expect(rest.body.map((provider: any) => provider.distance)).toEqual(graph.distances);
    expect(rest.body[0]).toMatchObject({
      name: expect.any(String),
      startingPrice: expect.any(Number),
      services: expect.any(Array),
    });
  });

  it("takes the city page's {city, province} as JSON text or bracket parameters", async () => {
    const graph = await search({ location: "Toronto, Ontario", maxDistance: 50 });
    expect(graph.hasNextPage).toBe(false);
    const json = await api.getJson(
      query({ location: JSON.stringify({ city: "Toronto", province: "Ontario" }), maxDistance: "50", limit: "100" }),
    );
    const brackets = await api.getJson(
      "/api/providers/search?location%5Bcity%5D=Toronto&location%5Bprovince%5D=Ontario&maxDistance=50&limit=100",
    );
    const code = await api.getJson(
      query({ location: JSON.stringify({ city: "Toronto", province: "ON" }), maxDistance: "50", limit: "100" }),
    );
    for (const response of [json, brackets, code]) {
      expect(response.status).toBe(200);
      expect(response.body.map((provider: any) => provider.id)).toEqual(graph.ids);
    }
  });

  it("omits distance without a location", async () => {
    const { status, body } = await api.getJson("/api/providers/search?limit=5");
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body.every((provider: any) => provider.distance === null)).toBe(true);
  });
});
