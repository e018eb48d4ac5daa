import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 20 });
});
afterAll(() => api?.close());

const CITIES = /* GraphQL */ `
  query Cities($search: String, $province: String, $tier: Int, $first: Int) {
    cities(search: $search, province: $province, tier: $tier, first: $first) {
      totalCount
      edges {
        node {
          id
          name
          province
          provinceCode
          population
          tier
          tierLabel
          slug
          displayName
          timeZone
        }
      }
    }
  }
`;

const names = (data: any) => data.cities.edges.map((edge: any) => edge.node.name);

describe("cities", () => {
  it("has the 10 largest places as tier 1 'Major', largest first", async () => {
    const { data, errors } = await api.graphql(CITIES, { tier: 1, first: 20 });
    expect(errors).toBeUndefined();
    expect(data!.cities.totalCount).toBe(10);
    const nodes = data!.cities.edges.map((edge: any) => edge.node);
    expect(nodes[0]).toMatchObject({
      name: "Toronto",
      province: "Ontario",
      tierLabel: "Major",
      slug: "toronto-ontario",
    });
    expect(names(data)).toEqual(expect.arrayContaining(["Montréal", "Vancouver", "Calgary", "Ottawa"]));
    const populations = nodes.map((node: any) => node.population);
    expect([...populations].sort((a, b) => b - a)).toEqual(populations);
  });

  it("covers all 13 provinces and territories", async () => {
    const rows = await api.db.prisma.city.findMany({ distinct: ["provinceCode"], select: { provinceCode: true } });
    expect(rows).toHaveLength(13);
  });

  it("finds cities by name without accents, and by province", async () => {
    const montreal = await api.graphql(CITIES, { search: "montreal", first: 5 });
    expect(names(montreal.data)).toContain("Montréal");
    const quebec = await api.graphql(CITIES, { search: "Quebec", first: 100 });
    expect(quebec.data!.cities.edges.every((edge: any) => /qu[eé]bec/i.test(edge.node.displayName))).toBe(true);
    expect(quebec.data!.cities.totalCount).toBeGreaterThan(20);
  });

  it("filters by province code or name", async () => {
    const byCode = await api.graphql(CITIES, { province: "BC", first: 100 });
    const byName = await api.graphql(CITIES, { province: "british columbia", first: 100 });
    expect(byCode.data!.cities.totalCount).toBeGreaterThan(10);
    expect(byName.data!.cities.totalCount).toBe(byCode.data!.cities.totalCount);
    expect(byCode.data!.cities.edges.every((edge: any) => edge.node.timeZone.startsWith("America/"))).toBe(true);
  });

  it("rejects a tier outside 1-4 with a clear error", async () => {
    const { errors } = await api.graphql(CITIES, { tier: 5 });
    expect(errors?.[0]?.message).toBe("Tier must be 1 to 4");
  });

  it("looks a city up by slug, accents folded", async () => {
    const { data } = await api.graphql(`{ city(slug: "trois-rivieres-quebec") { name province tier } }`);
    expect(data!.city).toMatchObject({ name: "Trois-Rivières", province: "Quebec" });
    const unknown = await api.graphql(`{ city(slug: "atlantis-ontario") { name } }`);
    expect(unknown.data!.city).toBeNull();
  });

  it("refetches a city through node(id:) with its opaque global id", async () => {
    const { data } = await api.graphql(CITIES, { tier: 1, first: 1 });
    const id = data!.cities.edges[0].node.id;
    expect(id).not.toMatch(/^\d+$/);
    const refetched = await api.graphql(`query($id: ID!) { node(id: $id) { __typename ... on City { name } } }`, {
      id,
    });
    expect(refetched.data!.node).toEqual({ __typename: "City", name: "Toronto" });
  });
});

describe("footer city links", () => {
  it.each([
    ["toronto", "Toronto"],
    ["vancouver", "Vancouver"],
    ["montreal", "Montréal"],
    ["calgary", "Calgary"],
    ["ottawa", "Ottawa"],
  ])("/city/%s resolves to %s", async (slug, name) => {
    const { data } = await api.graphql(`query($slug: String!) { city(slug: $slug) { name slug } }`, { slug });
    expect(data!.city.name).toBe(name);
    expect(data!.city.slug).toMatch(new RegExp(`^${slug}-`));
  });

  it("does not take a city whose name only starts with the slug", async () => {
    const { data } = await api.graphql(`{ city(slug: "saint") { name } }`);
    expect(data!.city).toBeNull();
  });
});

describe("provinces and tier lists", () => {
  it("lists the 13 provinces and territories west to east with their city counts", async () => {
    const { data } = await api.graphql(`{ provinces { code name cityCount } }`);
    expect(data!.provinces).toHaveLength(13);
    expect(data!.provinces[0]).toMatchObject({ code: "BC", name: "British Columbia" });
    const total = data!.provinces.reduce((sum: number, province: any) => sum + province.cityCount, 0);
    const all = await api.graphql(`{ cities(first: 1) { totalCount } }`);
    expect(total).toBe(all.data!.cities.totalCount);
  });

  it("takes several tiers at once, as the city picker's default list does", async () => {
    const { data } = await api.graphql(
      CITIES.replace("$tier: Int,", "$tier: Int, $tiers: [Int!],").replace(
        "tier: $tier,",
        "tier: $tier, tiers: $tiers,",
      ),
      {
        tiers: [1, 2],
        first: 100,
      },
    );
    const tiers = new Set(data!.cities.edges.map((edge: any) => edge.node.tier));
    expect([...tiers].sort()).toEqual([1, 2]);
    expect(data!.cities.totalCount).toBe(47);
  });
});
