import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProvidersPageDocument as PROVIDERS_PAGE } from "../__generated__/graphql.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api?.close());

describe("GET /api/categories", () => {
  it("lists the service categories with their price ranges", async () => {
    const { status, body } = await api.getJson("/api/categories");
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    const cleaning = body.find((category: any) => category.slug === "house-cleaning");
    expect(cleaning).toMatchObject({ name: "House Cleaning" });
    expect(cleaning.priceRange).toMatch(/^\$\d[\d,]* - \$\d[\d,]*$/);
  });

  it("agrees with GraphQL", async () => {
    const { body } = await api.getJson("/api/categories");
    const { data } = await api.graphql(`{ categories { name priceRange } }`);
    expect(data!.categories).toEqual(body.map(({ name, priceRange }: any) => ({ name, priceRange })));
  });
});

describe("GET /api/reviews/recent", () => {
  it("returns the 3 newest reviews by default, newest first", async () => {
    const { status, body } = await api.getJson("/api/reviews/recent");
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    const times = body.map((review: any) => Date.parse(review.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(body[0])).toEqual(
      expect.arrayContaining(["id", "customerName", "rating", "comment", "createdAt"]),
    );
  });

  it("takes a limit, and refuses a bad one with a JSON message", async () => {
    expect((await api.getJson("/api/reviews/recent?limit=5")).body).toHaveLength(5);
    const bad = await api.getJson("/api/reviews/recent?limit=0");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.any(String) });
  });
});

describe("GET /api/providers", () => {
  it("returns the same providers, in the same order, as the GraphQL connection", async () => {
    const rest = await api.getJson("/api/providers?limit=25");
    const { data } = await api.graphql(PROVIDERS_PAGE, { first: 25 });
    expect(rest.status).toBe(200);
    expect(rest.body.map((provider: any) => provider.id)).toEqual(
      data!.providers.edges.map((edge) => edge.node.databaseId),
    );
    expect(data!.providers.totalCount).toBe(60);
  });

  it("pages the same way: the Link header's next page is the connection's next page", async () => {
    const first = await api.getJson("/api/providers?limit=10");
    const next = first.response.headers.get("link")!.match(/<([^>]+)>; rel="next"/)![1]!;
    const second = await api.getJson(next);

    const page1 = await api.graphql(PROVIDERS_PAGE, { first: 10 });
    const page2 = await api.graphql(PROVIDERS_PAGE, { first: 10, after: page1.data!.providers.pageInfo.endCursor });
    expect(second.body.map((provider: any) => provider.id)).toEqual(
      page2.data!.providers.edges.map((edge) => edge.node.databaseId),
    );
    const ids = [...first.body, ...second.body].map((provider: any) => provider.id);
    expect(new Set(ids).size).toBe(20);
  });

  it("gives each provider the spec's fields, prices in cents", async () => {
    const { body } = await api.getJson("/api/providers?limit=1");
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      rating: expect.any(Number),
      reviewCount: expect.any(Number),
      startingPrice: expect.any(Number),
      services: expect.arrayContaining([expect.any(String)]),
      specialties: expect.any(Array),
      isMobileService: expect.any(Boolean),
      isCertified: expect.any(Boolean),
    });
    expect(Number.isInteger(body[0].startingPrice)).toBe(true);
  });

  it("never lists a provider staff have not approved", async () => {
    const city = await api.db.prisma.city.findFirstOrThrow({ where: { slug: "toronto-ontario" } });
    const pending = await api.db.prisma.provider.create({
      data: {
        name: "Pending Pro Cleaning",
        description: "Waiting for staff approval before appearing anywhere.",
        address: "1 Test St",
        serviceArea: "Toronto",
        phone: "(416) 555-0100",
        email: "pending@example.test",
        rating: 5,
        startingPrice: 100,
        latitude: city.latitude,
        longitude: city.longitude,
        cityId: city.id,
        status: "PENDING",
      },
    });
    const { body } = await api.getJson("/api/providers?limit=100");
    expect(body.map((provider: any) => provider.id)).not.toContain(pending.id);
    const { data } = await api.graphql(`{ providers(first: 1) { totalCount } }`);
    expect(data!.providers.totalCount).toBe(60);
    await api.db.prisma.provider.delete({ where: { id: pending.id } });
  });

  it("refuses a bad page size with a JSON message", async () => {
    const { status, body } = await api.getJson("/api/providers?limit=1000");
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe("REST conventions", () => {
  it("answers an unknown /api path with 404 and a JSON message", async () => {
    const { status, body } = await api.getJson("/api/no-such-thing");
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.stringContaining("/api/no-such-thing") });
  });
});
