// The search's two ways of loading a page's providers answer alike: a card's data in the
// page's own statement, or any other selection through Prisma afterwards. And the entries a
// search by service type reads follow every change to the providers and their categories.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 120 });
});
afterAll(() => api?.close());

const CARD_FIELDS = `databaseId name description address serviceArea phone email imageUrl rating reviewCount
  startingPrice services specialties availability isMobileService isCertified submittedAt status city { id name province slug }`;

/** The same search, selecting the card's fields, and more when `extra` asks for it. */
async function searchNodes(search: Record<string, unknown>, extra = "") {
  const { data, errors } = await api.graphql(
    `query ($search: ProviderSearchInput, $first: Int) {
      providers(search: $search, first: $first) { totalCount edges { distanceKm node { ${CARD_FIELDS} ${extra} } } }
    }`,
    { search, first: 40 },
  );
  expect(errors).toBeUndefined();
  return data!.providers as { totalCount: number; edges: { distanceKm: number | null; node: any }[] };
}

describe("provider search: a card's data from the page's own statement", () => {
  it.each([
    ["near a city, counted", { location: "Toronto, Ontario", serviceType: "house-cleaning", maxDistance: 100 }],
    ["nationwide, best rated first", { serviceType: "house-cleaning" }],
    ["with every filter", { location: "Toronto, Ontario", maxDistance: 200, minRating: 3, maxPrice: 200 }],
  ])("answers %s exactly as Prisma's loading does", async (_name, search) => {
    // `registration` is no card field, so that search loads its providers through Prisma.
    const [cards, prisma] = await Promise.all([searchNodes(search), searchNodes(search, "registration { id }")]);
    expect(cards.edges.length).toBeGreaterThan(0);
    expect(cards.totalCount).toBe(prisma.totalCount);
    expect(cards.edges).toEqual(
      prisma.edges.map(({ distanceKm, node: { registration: _registration, ...node } }) => ({ distanceKm, node })),
    );
    // Dates and lists survive the raw statement as the schema's types.
    const first = cards.edges[0]!.node;
    expect(first.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(first.services.length).toBeGreaterThan(0);
  });
});

describe("provider search: a card of public columns", () => {
  // The SPA's card: public fields only, some through fragments, so the card carries the
  // public columns alone; `submittedAt` (a staff-facing column) brings the whole row back.
  const PUBLIC_FIELDS = `id databaseId name ...on Provider { description imageUrl } ...Contact rating reviewCount
    startingPrice services specialties availability isMobileService isCertified`;
  const search = { location: "Toronto, Ontario", serviceType: "house-cleaning", maxDistance: 100 };

  async function nodes(fields: string) {
    const { data, errors } = await api.graphql(
      `query ($search: ProviderSearchInput) {
        providers(search: $search, first: 30) { edges { node { ${fields} } } }
      }
      fragment Contact on Provider { phone email serviceArea address }`,
      { search },
    );
    expect(errors).toBeUndefined();
    return (data!.providers as { edges: { node: Record<string, unknown> }[] }).edges.map((edge) => edge.node);
  }

  it("answers as Prisma's loading does, and any other field still gets its value", async () => {
    const [cards, prisma, withStaffField] = await Promise.all([
      nodes(PUBLIC_FIELDS),
      nodes(`${PUBLIC_FIELDS} registration { id }`),
      nodes(`${PUBLIC_FIELDS} submittedAt`),
    ]);
    expect(cards.length).toBeGreaterThan(5);
    expect(cards).toEqual(prisma.map(({ registration: _registration, ...node }) => node));
    expect(cards[0]).toMatchObject({ phone: expect.any(String), description: expect.any(String) });
    expect(withStaffField.map(({ submittedAt: _submittedAt, ...node }) => node)).toEqual(cards);
    for (const node of withStaffField) expect(node.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe("the search's entries: each provider's categories, with a copy of its searched columns", () => {
  const entriesOf = (providerId: number) =>
    api.db.prisma.providerSearchEntry.findMany({ where: { providerId }, orderBy: { categoryId: "asc" } });
  const category = (slug: string) => api.db.prisma.category.findUniqueOrThrow({ where: { slug } });

  it("follow categories added, changed and removed, the provider's own changes, and its deletion", async () => {
    const [cleaning, moving, detailing] = [
      await category("house-cleaning"),
      await category("moving"),
      await category("car-detailing"),
    ];
    const toronto = await api.db.prisma.city.findUniqueOrThrow({ where: { slug: "toronto-ontario" } });
    const provider = await api.db.prisma.provider.create({
      data: {
        name: "Search Entry Cleaners",
        description: "",
        address: "1 Test St",
        serviceArea: "Toronto",
        phone: "(555) 555-0100",
        email: "entries@example.test",
        startingPrice: 9_000,
        status: "PENDING",
        latitude: toronto.latitude,
        longitude: toronto.longitude,
        cityId: toronto.id,
        categories: {
          create: [
            { categoryId: moving.id, priceCents: 9_000 },
            { categoryId: cleaning.id, priceCents: 9_000 },
          ],
        },
      },
    });
    const found = async (serviceType: string, filters: Record<string, unknown> = {}) => {
      const { edges } = await searchNodes({ location: "Toronto, Ontario", serviceType, maxDistance: 5, ...filters });
      return edges.some((edge) => edge.node.databaseId === provider.id);
    };
    try {
      expect((await entriesOf(provider.id)).map((entry) => entry.categoryId)).toEqual(
        [cleaning.id, moving.id].sort((a, b) => a - b),
      );
      // Pending: not found until approved.
      expect(await found("moving")).toBe(false);
      await api.db.prisma.provider.update({ where: { id: provider.id }, data: { status: "ACTIVE" } });
      expect(await found("moving")).toBe(true);

      // A new price and rating reach the entries (and so the filters).
      expect(await found("moving", { maxPrice: 80 })).toBe(false);
      await api.db.prisma.provider.update({ where: { id: provider.id }, data: { startingPrice: 7_500, rating: 4.9 } });
      expect(await found("moving", { maxPrice: 80, minRating: 4.8 })).toBe(true);
      for (const entry of await entriesOf(provider.id)) {
        expect(entry).toMatchObject({ status: "ACTIVE", startingPrice: 7_500, rating: 4.9 });
      }

      await api.db.prisma.providerCategory.update({
        where: { providerId_categoryId: { providerId: provider.id, categoryId: moving.id } },
        data: { categoryId: detailing.id },
      });
      expect((await entriesOf(provider.id)).map((entry) => entry.categoryId)).toEqual(
        [cleaning.id, detailing.id].sort((a, b) => a - b),
      );
      expect(await found("moving")).toBe(false);
      expect(await found("car-detailing")).toBe(true);

      await api.db.prisma.providerCategory.deleteMany({ where: { providerId: provider.id, categoryId: cleaning.id } });
      expect(await found("house-cleaning")).toBe(false);
      expect(await entriesOf(provider.id)).toHaveLength(1);
    } finally {
      await api.db.prisma.provider.delete({ where: { id: provider.id } });
    }
    expect(await entriesOf(provider.id)).toEqual([]);
  });

  it("match ProviderCategory and the providers' columns for every seeded provider", async () => {
    const mismatched = await api.db.prisma.$queryRaw<{ providerId: number }[]>`
      SELECT coalesce(pc."providerId", e."providerId") AS "providerId"
      FROM "ProviderCategory" pc
      JOIN "Provider" p ON p.id = pc."providerId"
      FULL JOIN "ProviderSearchEntry" e ON e."providerId" = pc."providerId" AND e."categoryId" = pc."categoryId"
      WHERE pc."providerId" IS NULL OR e."providerId" IS NULL
         OR (e.status, e.latitude, e.longitude, e.rating, e."startingPrice", e."isMobileService", e."isCertified")
            IS DISTINCT FROM
            (p.status, p.latitude, p.longitude, p.rating, p."startingPrice", p."isMobileService", p."isCertified")`;
    expect(await api.db.prisma.providerSearchEntry.count()).toBeGreaterThan(120);
    expect(mismatched).toEqual([]);
  });
});
