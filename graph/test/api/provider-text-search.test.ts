// Free-text search: the words of a search box found in a provider's name, specialties,
// services and description, whatever their accents, in English or French forms, beside the
// other filters and in the search's own order; the words the database keeps follow every
// change to those columns and to the provider's services, whoever makes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "../../src/services/providers/geo.ts";
import { MAX_SEARCH_TEXT_LENGTH } from "../../src/services/providers/search-input.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
const KM_PER_DEGREE = 111.2;
const WHITEHORSE = "whitehorse-yukon";
const made: Record<string, number> = {};

const SEARCH = /* GraphQL */ `
  query TextSearch($search: ProviderSearchInput) {
    providers(search: $search, first: 50) {
      totalCount
      edges {
        node {
          name
        }
      }
    }
  }
`;

async function namesFound(search: Record<string, unknown>): Promise<string[]> {
  const { data, errors } = await api.graphql(SEARCH, { search: { location: WHITEHORSE, ...search } });
  expect(errors).toBeUndefined();
  const names = data!.providers.edges.map((edge: { node: { name: string } }) => edge.node.name);
  expect(data!.providers.totalCount).toBe(names.length);
  return names;
}

beforeAll(async () => {
  api = await startTestApp({ providers: 4 });
  const city = await api.db.prisma.city.findUniqueOrThrow({ where: { slug: WHITEHORSE } });
  const nearby = (await api.db.prisma.provider.findMany()).filter((p) => haversineKm(city, p) <= 100);
  expect(nearby).toEqual([]);
  const make = async (
    name: string,
    fields: { description?: string; specialties?: string[]; categories?: string[]; rating?: number; northKm?: number },
  ) => {
    const categories = await api.db.prisma.category.findMany({
      where: { slug: { in: fields.categories ?? ["house-cleaning"] } },
    });
    const provider = await api.db.prisma.provider.create({
      data: {
        name,
        description: fields.description ?? "Made by the text search tests.",
        address: "1 Test St, Whitehorse, YT",
        serviceArea: "Whitehorse",
        phone: "(867) 555-0100",
        email: `${name.toLowerCase().replace(/\W+/g, "-")}@text-search.test`,
        rating: fields.rating ?? 4,
        startingPrice: 15_000,
        specialties: fields.specialties ?? [],
        status: "ACTIVE",
        latitude: city.latitude + (fields.northKm ?? 1) / KM_PER_DEGREE,
        longitude: city.longitude,
        cityId: city.id,
        categories: { create: categories.map((category) => ({ categoryId: category.id, priceCents: 15_000 })) },
      },
    });
    made[name] = provider.id;
  };
  await make("Green Broom", { specialties: ["Eco-friendly products"], northKm: 3 });
  await make("Yukon Shine", { description: "Move-out and move-in cleaning, deposits back.", rating: 4.9, northKm: 2 });
  await make("Électro Auto", {
    description: "Détailing pour Tesla et autres véhicules électriques.",
    categories: ["car-detailing"],
    northKm: 1,
  });
  await make("Nettoyage Boréal", { description: "Nettoyage écologique des bureaux.", northKm: 4 });
  await make("Fixit North", { categories: ["handyman"], northKm: 5 });
});
afterAll(() => api?.close());

describe("free-text search", () => {
  it("finds words in specialties, descriptions, names and services", async () => {
    expect(await namesFound({ text: "eco" })).toEqual(["Green Broom"]);
    expect(await namesFound({ text: "Tesla" })).toEqual(["Électro Auto"]);
    expect(await namesFound({ text: "move-out" })).toEqual(["Yukon Shine"]);
    expect(await namesFound({ text: "fixit" })).toEqual(["Fixit North"]);
    // A service's name: the handyman's category.
    expect(await namesFound({ text: "handyman" })).toEqual(["Fixit North"]);
  });

  it("ignores accents and finds English and French forms of a word", async () => {
    expect(await namesFound({ text: "electro" })).toEqual(["Électro Auto"]);
    expect(await namesFound({ text: "vehicule electrique" })).toEqual(["Électro Auto"]);
    // French plural against the singular written; English "cleans" against "cleaning".
    expect(await namesFound({ text: "nettoyages ecologiques" })).toEqual(["Nettoyage Boréal"]);
    // English plural against the singular: "deposits" written, "deposit" asked.
    expect(await namesFound({ text: "deposit" })).toEqual(["Yukon Shine"]);
  });

  it("reads the words as a search box does: all of them, a quoted phrase, or, and -word", async () => {
    expect(await namesFound({ text: "move-out tesla" })).toEqual([]);
    expect(await namesFound({ text: "move-out or tesla" })).toEqual(["Électro Auto", "Yukon Shine"]);
    expect(await namesFound({ text: '"deposits back"' })).toEqual(["Yukon Shine"]);
    expect(await namesFound({ text: "nettoyage -bureaux" })).toEqual([]);
  });

  it("keeps the search's order and narrows with the other filters", async () => {
    // Nearest first, as without words: "cleaning" is every house cleaner's service.
    expect(await namesFound({ text: "cleaning or tesla" })).toEqual([
      "Électro Auto",
      "Yukon Shine",
      "Green Broom",
      "Nettoyage Boréal",
    ]);
    expect(await namesFound({ text: "cleaning or tesla", serviceType: "house-cleaning" })).toEqual([
      "Yukon Shine",
      "Green Broom",
      "Nettoyage Boréal",
    ]);
    expect(await namesFound({ text: "cleaning", minRating: 4.5 })).toEqual(["Yukon Shine"]);
  });

  it("filters nothing on blank words or signs alone, and matches nothing on unknown words", async () => {
    const all = await namesFound({});
    expect(all).toHaveLength(5);
    expect(await namesFound({ text: "   " })).toEqual(all);
    expect(await namesFound({ text: "zzyzx" })).toEqual([]);
    expect(await namesFound({ text: "!!! & | :*" })).toEqual(all);
  });

  it("refuses words longer than a search box's, and control characters, changing nothing", async () => {
    const long = await api.graphql(SEARCH, { search: { text: "a".repeat(MAX_SEARCH_TEXT_LENGTH + 1) } });
    expect(long.data?.providers ?? null).toBeNull();
    expect(long.errors?.[0]?.message).toMatch(/100/);
    const control = await api.graphql(SEARCH, { search: { text: "eco\u0000" } });
    expect(control.errors?.[0]?.message).toBe("Must not contain control characters");
  });

  it("takes the words as q on the REST search", async () => {
    const response = await api.request(`/api/providers/search?location=${WHITEHORSE}&q=${encodeURIComponent("Tésla")}`);
    expect(response.status).toBe(200);
    expect((await response.json()).map((provider: { name: string }) => provider.name)).toEqual(["Électro Auto"]);
  });
});

describe("the words the database keeps", () => {
  it("follow a provider's description, specialties and name, and its services, whoever writes them", async () => {
    const id = made["Fixit North"]!;
    await api.db.prisma.provider.update({ where: { id }, data: { description: "Drywall and deck repairs." } });
    expect(await namesFound({ text: "drywall" })).toEqual(["Fixit North"]);
    await api.db.prisma.provider.update({ where: { id }, data: { specialties: ["Snow removal"] } });
    expect(await namesFound({ text: "snow" })).toEqual(["Fixit North"]);
    await api.db.prisma.provider.update({ where: { id }, data: { name: "Arctic Hammer" } });
    expect(await namesFound({ text: "fixit" })).toEqual([]);
    expect(await namesFound({ text: "arctic" })).toEqual(["Arctic Hammer"]);

    const landscaping = await api.db.prisma.category.findUniqueOrThrow({ where: { slug: "landscaping" } });
    await api.db.prisma.providerCategory.create({
      data: { providerId: id, categoryId: landscaping.id, priceCents: 15_000 },
    });
    expect(await namesFound({ text: landscaping.name })).toEqual(["Arctic Hammer"]);
    await api.db.prisma.providerCategory.deleteMany({ where: { providerId: id, categoryId: landscaping.id } });
    expect(await namesFound({ text: landscaping.name })).toEqual([]);
  });

  it("follow a service renamed", async () => {
    const handyman = await api.db.prisma.category.findUniqueOrThrow({ where: { slug: "handyman" } });
    await api.db.prisma.category.update({ where: { id: handyman.id }, data: { name: "Home Repairs" } });
    try {
      expect(await namesFound({ text: "repairs" })).toContain("Arctic Hammer");
    } finally {
      await api.db.prisma.category.update({ where: { id: handyman.id }, data: { name: handyman.name } });
    }
  });
});
