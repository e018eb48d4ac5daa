// Every input is checked at its edge against what its column can hold,
// and answers a 400 or a typed GraphQL error, never a 500 or "Unexpected error.". The fuzz
// suite (graph/test/fuzz) generates many more; these pin the classes the probe found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { encodeSearchCursor } from "../../src/services/providers/search-cursor.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";

let api: TestApp;
/** A provider that offers house cleaning, so a valid booking is valid. */
let cleanerId: number;
beforeAll(async () => {
  api = await startTestApp({ providers: 8 });
  const offer = await api.db.prisma.providerCategory.findFirstOrThrow({
    where: { category: { slug: "house-cleaning" }, provider: { status: "ACTIVE" } },
  });
  cleanerId = offer.providerId;
});
afterAll(() => api?.close());

const NUL = "a\u0000b";
const TOO_BIG = 2_147_483_648;
const INVALID_CURSOR = "That page cursor is not valid: start again from the first page.";

function expectNoUnexpectedError(body: unknown) {
  expect(String(JSON.stringify(body))).not.toContain("Unexpected error.");
}

function booking(overrides: Record<string, unknown> = {}) {
  return {
    providerId: cleanerId,
    serviceType: "house-cleaning",
    preferredDate: "2026-12-01",
    preferredTime: "09:00",
    customerName: "Casey Customer",
    customerPhone: "416-555-0100",
    customerEmail: "casey@example.com",
    // GraphQL requires it; REST takes it too.
    address: TEST_SERVICE_ADDRESS,
    ...overrides,
  };
}

async function postBooking(body: unknown) {
  const response = await api.request("/api/bookings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe("the NUL character", () => {
  it.each([
    ["cities(search:)", `{ cities(search: "${"a\\u0000b"}") { totalCount } }`],
    ["cities(province:)", `{ cities(province: "${"a\\u0000b"}") { totalCount } }`],
    ["providers location", `{ providers(search: { location: "${"a\\u0000b"}" }) { totalCount } }`],
    ["providers serviceType", `{ providers(search: { serviceType: "${"a\\u0000b"}" }) { totalCount } }`],
    ["city(slug:)", `{ city(slug: "${"toronto\\u0000"}") { id } }`],
  ])("in %s is a clear validation error", async (_field, query) => {
    const { data, errors, response } = await api.graphql(query);
    expect(response.status).toBeLessThan(500);
    expectNoUnexpectedError({ data, errors });
    // Refused, not quietly answered: the field has no value, and the error says why.
    for (const value of Object.values(data ?? {})) expect(value).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        message: "Must not contain control characters",
        extensions: expect.objectContaining({ code: "ValidationError" }),
      }),
    ]);
  });

  it.each([
    "/api/providers/search?location=a%00b",
    "/api/providers/search?serviceType=a%00b",
    "/api/providers/search?location%5Bcity%5D=a%00b&location%5Bprovince%5D=Ontario",
  ])("in %s is a 400", async (path) => {
    const { status, body } = await api.getJson(path);
    expect(status).toBe(400);
    expect(body.message).toBe("Must not contain control characters");
  });

  it.each(["customerName", "customerPhone", "customerEmail", "serviceDetails", "specialInstructions", "serviceType"])(
    "in a booking's %s is refused and stores nothing",
    async (field) => {
      const before = await api.db.prisma.booking.count();
      const rest = await postBooking(booking({ [field]: NUL }));
      expect(rest.status).toBe(400);
      const graph = await api.graphql(
        `mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on Error { message } } }`,
        { input: booking({ [field]: NUL }) },
      );
      expect(graph.data!.createBooking.__typename).toBe("ValidationError");
      expect(await api.db.prisma.booking.count()).toBe(before);
    },
  );
});

it("a NUL escaped inside a JSON location names no city (the text itself holds none)", async () => {
  const { status } = await api.getJson('/api/providers/search?location={"city":"a\\u0000b"}');
  expect([400, 404]).toContain(status);
});

describe("ids outside the integer column", () => {
  it.each([TOO_BIG, String(TOO_BIG), -1, 0, 1.5, "1e3", 2 ** 53 + 2, "99999999999999999999999"])(
    "providerId %s is refused on both doors",
    async (providerId) => {
      const rest = await postBooking(booking({ providerId }));
      expect([400, 404]).toContain(rest.status);
      const graph = await api.graphql(
        `mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename } }`,
        { input: booking({ providerId: String(providerId) }) },
      );
      expectNoUnexpectedError(graph);
      expect(graph.data?.createBooking.__typename).toMatch(/ValidationError|ProviderUnavailableError/);
    },
  );

  it.each([String(TOO_BIG), "-5", "1.5", "abc", "9".repeat(40)])("GET /api/bookings/%s is a 4xx", async (id) => {
    const { status } = await api.getJson(`/api/bookings/${id}`);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});

describe("booking dates", () => {
  it.each(["9999-12-31", "2027-11-21"])("refuses %s: more than 12 months ahead", async (preferredDate) => {
    const rest = await postBooking(booking({ preferredDate }));
    expect(rest).toMatchObject({ status: 400, body: { message: "Please choose a date within the next 12 months." } });
  });

  it.each(["0000-01-01", "2026-02-30", "+02026-12-01", "2026-13-01"])("refuses %s", async (preferredDate) => {
    const rest = await postBooking(booking({ preferredDate }));
    expect(rest.status).toBe(400);
  });

  it("accepts the last day of the window", async () => {
    // The test clock is 2026-11-20 15:00 UTC: Toronto's today is the 20th.
    const rest = await postBooking(booking({ preferredDate: "2027-11-20" }));
    expect(rest.status).toBe(201);
  });
});

describe("page cursors", () => {
  const outOfRange = [
    encodeSearchCursor({ distanceKm: null, rating: 5, id: TOO_BIG }),
    encodeSearchCursor({ distanceKm: 3, rating: 4.5, id: -1 }),
    Buffer.from('ps1:[null,5,"1"]').toString("base64url"),
    Buffer.from("ps1:[null,1e400,3]").toString("base64url"),
    "!!!",
    "",
  ];

  it.each(outOfRange)("REST refuses after=%s on both provider paths", async (after) => {
    for (const path of ["/api/providers", "/api/providers/search"]) {
      const { status, body } = await api.getJson(`${path}?after=${encodeURIComponent(after)}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/cursor is not valid|Too small|at least/i);
    }
  });

  it.each(outOfRange)("GraphQL refuses after=%s and before=%s on providers", async (cursor) => {
    for (const arg of ["after", "before"]) {
      const { errors, response } = await api.graphql(`query($c: String) { providers(${arg}: $c) { totalCount } }`, {
        c: cursor,
      });
      expect(response.status).toBeLessThan(500);
      expectNoUnexpectedError(errors);
      if (cursor !== "") expect(errors?.[0]?.message).toBe(INVALID_CURSOR);
    }
  });

  it.each([
    Buffer.from(`GPC:N:${TOO_BIG}`).toString("base64"),
    Buffer.from("GPC:N:-3").toString("base64"),
    Buffer.from("GPC:S:abc").toString("base64"),
    Buffer.from("nonsense").toString("base64"),
    "%%%",
  ])("GraphQL refuses the cities cursor %s", async (cursor) => {
    for (const page of ["after: $c, first: 5", "before: $c, last: 5"]) {
      const { errors } = await api.graphql(`query($c: String) { cities(${page}) { edges { node { id } } } }`, {
        c: cursor,
      });
      expectNoUnexpectedError(errors);
      expect(errors?.[0]?.message).toBe(INVALID_CURSOR);
    }
  });

  it("refuses a negative or huge page size clearly", async () => {
    for (const first of [-1, 2_147_483_647]) {
      const { errors } = await api.graphql(`query($n: Int) { cities(first: $n) { totalCount } }`, { n: first });
      expectNoUnexpectedError(errors);
      expect(errors?.length ?? 0).toBeGreaterThanOrEqual(first < 0 ? 1 : 0);
    }
  });
});

describe("a value that reaches the database unchecked", () => {
  it("is the caller's 400, and logged once as an edge to fix, without the value", async () => {
    const logged: { message: string; error: unknown }[] = [];
    const prisma = api.db.prisma;
    // A client whose city search skips the edge check: the database itself refuses the NUL.
    const unchecked = new Proxy(prisma, {
      get: (target, property, receiver) =>
        property === "city"
          ? { ...prisma.city, findMany: () => prisma.$queryRawUnsafe("SELECT 1 WHERE 'x' = $1", "secret\u0000value") }
          : Reflect.get(target, property, receiver),
    });
    const app = createApp({ db: unchecked, logError: (message, error) => logged.push({ message, error }) });
    const response = await app.fetch(
      new Request("http://marketplace.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ cities(first: 3) { edges { node { id } } } }" }),
      }),
    );
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe("UnstorableValueError");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toMatch(/SQLSTATE 22021/);
    expect(JSON.stringify(logged)).not.toContain("secret");
  });
});
