// node(id:) and nodes(ids:) answer null for any id a caller may
// not read, the same whether it names nothing, something hidden, or is not an id at all;
// and an unapproved provider is private to its owner and staff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startTestApp, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";

let api: TestApp;
const logged: string[] = [];
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  api = await startTestApp({ providers: 6 });
});
afterAll(() => api?.close());

async function cookieOf(email: string) {
  const result = await api.graphql(
    `mutation($email: String!, $code: String) {
      signIn(input: { email: $email, password: "demo-password", code: $code }) { __typename }
    }`,
    { email, code: TEST_STAFF_CODE },
  );
  return cookieFrom(result.response);
}

const PROVIDER_FIELDS = `... on Provider { databaseId name email phone address }`;

describe("node(id:) and nodes(ids:)", () => {
  it("finds what exists", async () => {
    const { data, errors } = await api.graphql(`{ node(id: "${globalId("Provider", 2)}") { id ${PROVIDER_FIELDS} } }`);
    expect(errors).toBeUndefined();
    expect(data!.node).toMatchObject({ databaseId: 2 });
  });

  it.each([
    ["a missing row", globalId("Provider", 999_999)],
    ["an id past the integer column", globalId("Provider", 2_147_483_648)],
    ["a negative id", globalId("Provider", -1)],
    ["an unknown type", globalId("Spaceship", 1)],
    ["a type that is not a node", globalId("Query", 1)],
    ["a non-numeric id", globalId("Provider", "abc")],
    ["not base64 at all", "%%%not-an-id%%%"],
    ["an empty id", ""],
    ["a very long id", "A".repeat(10_000)],
  ])("answers null without an error for %s", async (_case, id) => {
    const { data, errors } = await api.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ node: null });
  });

  it("answers a booking id the same to a visitor whether or not the booking exists", async () => {
    const booking = await api.db.prisma.booking.create({
      data: {
        providerId: 1,
        customerName: "Casey",
        customerPhone: "416-555-0100",
        customerEmail: "c@example.com",
        serviceType: "house-cleaning",
        serviceDetails: "",
        specialInstructions: "",
        preferredDate: new Date("2026-12-01"),
        preferredTime: "09:00",
      },
    });
    const existing = await api.graphql(`{ node(id: "${globalId("Booking", booking.id)}") { id } }`);
    const missing = await api.graphql(`{ node(id: "${globalId("Booking", booking.id + 1000)}") { id } }`);
    expect(existing).toMatchObject({ data: { node: null } });
    expect(existing.errors).toBeUndefined();
    expect(missing.errors).toBeUndefined();
    expect(existing.data).toEqual(missing.data);
  });

  it("keeps the other nodes when one id is missing, in order", async () => {
    const ids = [globalId("Provider", 1), globalId("Provider", 999_999), "garbage", globalId("Provider", 3)];
    const { data, errors } = await api.graphql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Provider { databaseId } } }`,
      {
        ids,
      },
    );
    expect(errors).toBeUndefined();
    expect(data!.nodes).toEqual([{ databaseId: 1 }, null, null, { databaseId: 3 }]);
  });

  it("refuses more than 100 ids at once, quickly and clearly", async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => globalId("Provider", i + 1));
    const { data, errors } = await api.graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    expect(data).toBeNull();
    expect(errors![0]!.message).toBe("Ask for at most 100 ids at a time.");
  });

  it("does not log misses as failures", async () => {
    const { createApp } = await import("../../src/app.ts");
    const app = createApp({ db: api.db.prisma, logError: (message) => logged.push(message) });
    await app.fetch(
      new Request("http://marketplace.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ node(id: "${globalId("Provider", 999_999)}") { id } }` }),
      }),
    );
    expect(logged).toEqual([]);
  });
});

describe("an unapproved provider", () => {
  beforeAll(async () => {
    await api.db.prisma.provider.update({ where: { id: 1 }, data: { status: "PENDING" } });
  });
  afterAll(async () => {
    await api.db.prisma.provider.update({ where: { id: 1 }, data: { status: "ACTIVE" } });
  });

  const read = (cookie?: string) =>
    api.graphql(
      `query($ids: [ID!]!) { node(id: "${globalId("Provider", 1)}") { ${PROVIDER_FIELDS} } nodes(ids: $ids) { ${PROVIDER_FIELDS} } }`,
      { ids: [globalId("Provider", 1)] },
      cookie ? { cookie } : {},
    );

  it("is invisible to a visitor and to a customer, through node and nodes", async () => {
    for (const cookie of [undefined, await cookieOf("customer@demo.test")]) {
      const { data, errors } = await read(cookie);
      expect(errors).toBeUndefined();
      expect(data).toEqual({ node: null, nodes: [null] });
    }
  });

  it("is visible to the account that acts for it, and to staff", async () => {
    for (const email of ["provider@demo.test", "admin@demo.test"]) {
      const { data, errors } = await read(await cookieOf(email));
      expect(errors).toBeUndefined();
      expect(data!.node).toMatchObject({ databaseId: 1, email: expect.any(String) });
      expect(data!.nodes).toEqual([data!.node]);
    }
  });

  it("is refused where another type's field hands it out, even to a customer who booked it", async () => {
    const customer = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } });
    const booking = await api.db.prisma.booking.create({
      data: {
        providerId: 1,
        customerId: customer.id,
        customerName: "Casey",
        customerPhone: "416-555-0100",
        customerEmail: customer.email,
        serviceType: "house-cleaning",
        serviceDetails: "",
        specialInstructions: "",
        preferredDate: new Date("2026-12-02"),
        preferredTime: "10:00",
      },
    });
    const query = `{ node(id: "${globalId("Booking", booking.id)}") { ... on Booking { preferredTime provider { name } } } }`;
    const cookie = await cookieOf("customer@demo.test");
    // Booking.provider is non-null, so the booking goes with it; the error says why.
    expect(await api.graphql(query, {}, { cookie })).toMatchObject({
      data: { node: null },
      errors: [{ message: "You do not have permission to do that.", path: ["node", "provider"] }],
    });
    const staff = await api.graphql(query, {}, { cookie: await cookieOf("admin@demo.test") });
    expect(staff.errors).toBeUndefined();
    expect(staff.data).toMatchObject({ node: { preferredTime: "10:00", provider: { name: expect.any(String) } } });
    await api.db.prisma.booking.delete({ where: { id: booking.id } });
  });

  it("is not in search results", async () => {
    const { data } = await api.graphql(`{ providers(first: 100) { edges { node { databaseId } } } }`);
    const ids = data!.providers.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
    expect(ids).not.toContain(1);
  });
});
