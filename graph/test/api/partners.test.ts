// Partner access: a staff-issued API token reads the public marketplace through /graphql
// (POST, or GET as GraphiQL sends it) and /api, and nothing else: no bookings, accounts or
// pending providers, no writes, no staff rights even beside a staff cookie. A revoked token
// stops at once, each token has a rate, and only the token's hash is stored.
import { createHash } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import type { Clock } from "../../src/context.ts";
import { BEARER_ONLY_MESSAGE, PARTNERS_READ_ONLY_MESSAGE } from "../../src/http/partner-access.ts";
import { INVALID_PARTNER_TOKEN_MESSAGE, PARTNER_TOKEN_PREFIX } from "../../src/services/partners/partner-tokens.ts";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";
import { createAccount } from "../support/sign-in.ts";
import { enrolTestStaff } from "../support/second-factor.ts";

/** The app's clock: pinned, and moved on only where a test says so. */
let now = TEST_NOW;
const clock: Clock = { now: () => now };

let api: TestApp;
let staffCookie: string;
let customerCookie: string;
let customerId: number;
let bookingId: number;
let pendingProviderId: number;

const ISSUE = /* GraphQL */ `
  mutation Issue($input: IssuePartnerTokenInput!) {
    issuePartnerToken(input: $input) {
      __typename
      ... on IssuePartnerTokenPayload {
        token
        partnerToken {
          id
          databaseId
          prefix
          lastUsedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

async function signIn(email: string, password: string) {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

/** A new token, issued by staff through the mutation. */
async function issueToken(name: string) {
  const { data, errors } = await api.graphql(ISSUE, { input: { name } }, { cookie: staffCookie });
  expect(errors).toBeUndefined();
  expect(data!.issuePartnerToken.__typename).toBe("IssuePartnerTokenPayload");
  const { token, partnerToken } = data!.issuePartnerToken;
  return { token: token as string, id: partnerToken.id as string, databaseId: partnerToken.databaseId as number };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The IETF draft's rate-limit fields of an answer (http/partner-access.ts). */
const rateLimitOf = (response: Response) => ({
  limit: response.headers.get("ratelimit-limit"),
  remaining: response.headers.get("ratelimit-remaining"),
  reset: response.headers.get("ratelimit-reset"),
  policy: response.headers.get("ratelimit-policy"),
});

beforeAll(async () => {
  api = await startTestApp({ providers: 5, clock });
  const prisma = api.db.prisma;
  await createAccount(prisma, "staff@partners.test", "staff passphrase 1");
  const staffId = (await prisma.user.update({ where: { email: "staff@partners.test" }, data: { role: "ADMIN" } })).id;
  await enrolTestStaff(prisma, staffId);
  staffCookie = await signIn("staff@partners.test", "staff passphrase 1");
  customerId = await createAccount(prisma, "customer@partners.test", "customer passphrase 1");
  customerCookie = await signIn("customer@partners.test", "customer passphrase 1");

  const booking = await prisma.booking.create({
    data: {
      providerId: 1,
      customerId,
      customerName: "Casey Partner",
      customerPhone: "416-555-0100",
      customerEmail: "customer@partners.test",
      serviceType: "house-cleaning",
      preferredDate: new Date("2026-11-25T00:00:00Z"),
      preferredTime: "13:00",
    },
  });
  bookingId = booking.id;
  pendingProviderId = 3;
  await prisma.provider.update({ where: { id: pendingProviderId }, data: { status: "PENDING" } });
});
afterAll(() => api?.close());

describe("a staff-issued token", () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await issueToken("Acme Listings"));
  });

  it("reads cities, a provider search, categories and recent reviews with POST /graphql", async () => {
    const { data, errors, response } = await api.graphql(
      /* GraphQL */ `
        {
          cities(first: 3, tier: 1) {
            totalCount
            edges {
              node {
                name
                province
              }
            }
          }
          providers(first: 5, search: { location: "Toronto", serviceType: "all" }) {
            totalCount
            edges {
              node {
                databaseId
                name
                rating
              }
            }
          }
          categories {
            slug
            priceRange
          }
          recentReviews(first: 2) {
            rating
            comment
          }
        }
      `,
      {},
      bearer(token),
    );
    expect(response.status).toBe(200);
    expect(errors).toBeUndefined();
    expect(data!.cities.edges.length).toBeGreaterThan(0);
    expect(data!.providers.edges.length).toBeGreaterThan(0);
    expect(data!.providers.totalCount).toBeGreaterThanOrEqual(data!.providers.edges.length);
    expect(data!.categories.map((category: { slug: string }) => category.slug)).toContain("house-cleaning");
    expect(data!.recentReviews.length).toBeGreaterThan(0);
  });

  it("reads through GraphiQL's GET /graphql?query=... with the header too", async () => {
    const query = encodeURIComponent(`{ categories { slug } city(slug: "toronto-ontario") { name } }`);
    const response = await api.request(`/graphql?query=${query}`, {
      headers: { ...bearer(token), accept: "application/graphql-response+json, application/json" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.city).toEqual({ name: "Toronto" });
    expect(body.data.categories.length).toBeGreaterThan(0);
  });

  it("reads the public /api paths", async () => {
    for (const path of ["/api/categories", "/api/reviews/recent", "/api/providers/search?location=Toronto"]) {
      const { status, body } = await api.getJson(path, bearer(token));
      expect({ path, status, isList: Array.isArray(body) }).toEqual({ path, status: 200, isList: true });
    }
  });

  it("cannot read a booking: node(id:) is null and GET /api/bookings/{id} is 401", async () => {
    const node = await api.graphql(
      `query($id: ID!) { node(id: $id) { id ... on Booking { customerEmail } } }`,
      { id: encodeGlobalID("Booking", bookingId) },
      bearer(token),
    );
    expect(node.errors).toBeUndefined();
    expect(node.data).toEqual({ node: null });
    // The customer who made it can, so the id is right.
    const own = await api.graphql(
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: encodeGlobalID("Booking", bookingId) },
      { cookie: customerCookie },
    );
    expect(own.data!.node).not.toBeNull();

    const rest = await api.getJson(`/api/bookings/${bookingId}`, bearer(token));
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 401,
      body: { message: "Please sign in to continue." },
    });
  });

  it("cannot read a user: viewer and node(id:) are null", async () => {
    const { data, errors } = await api.graphql(
      `query($id: ID!) { viewer { email } node(id: $id) { id ... on User { email } } }`,
      { id: encodeGlobalID("User", customerId) },
      bearer(token),
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: null, node: null });
  });

  it("cannot read a pending provider: node(id:) is null, pendingProviders an error", async () => {
    const node = await api.graphql(
      `query($id: ID!) { node(id: $id) { id ... on Provider { email phone } } }`,
      { id: encodeGlobalID("Provider", pendingProviderId) },
      bearer(token),
    );
    expect(node.errors).toBeUndefined();
    expect(node.data).toEqual({ node: null });

    const list = await api.graphql(`{ pendingProviders(first: 5) { edges { node { id } } } }`, {}, bearer(token));
    expect(list.data ?? null).toBeNull();
    expect(list.errors!.map((error) => error.message)).toEqual(["Please sign in to continue."]);
  });

  it("writes nothing: a mutation is refused before it runs", async () => {
    const before = await api.db.prisma.booking.count();
    const { data, errors } = await api.graphql(
      `mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename } }`,
      {
        input: {
          providerId: "1",
          serviceType: "house-cleaning",
          preferredDate: "2026-11-25",
          preferredTime: "09:00",
          customerName: "Partner Bot",
          customerPhone: "416-555-0101",
          customerEmail: "bot@partner.test",
          address: TEST_SERVICE_ADDRESS,
        },
      },
      bearer(token),
    );
    expect(data ?? null).toBeNull();
    expect(errors!.map((error) => error.message)).toEqual([PARTNERS_READ_ONLY_MESSAGE]);
    const rest = await api.request("/api/bookings", {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ providerId: 1, serviceType: "house-cleaning" }),
    });
    expect({ status: rest.status, body: await rest.json() }).toEqual({
      status: 403,
      body: { message: PARTNERS_READ_ONLY_MESSAGE },
    });
    expect(await api.db.prisma.booking.count()).toBe(before);
  });

  it("has no staff rights when sent beside a staff session cookie: the cookie is ignored", async () => {
    const headers = { ...bearer(token), cookie: staffCookie };
    // The cookie alone is staff's.
    const staff = await api.graphql(`{ viewer { role } }`, {}, { cookie: staffCookie });
    expect(staff.data!.viewer).toEqual({ role: "ADMIN" });

    const { data, errors } = await api.graphql(`{ viewer { role } }`, {}, headers);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: null });
    for (const field of ["registrations(first: 5)", "pendingProviders(first: 5)"]) {
      const refused = await api.graphql(`{ ${field} { edges { node { id } } } }`, {}, headers);
      expect(refused.errors!.map((error) => error.message)).toEqual(["Please sign in to continue."]);
    }
    const tokens = await api.graphql(`{ partnerTokens { id } }`, {}, headers);
    expect(tokens.errors!.map((error) => error.message)).toEqual(["Please sign in to continue."]);
    const issue = await api.graphql(ISSUE, { input: { name: "Escalation" } }, headers);
    expect(issue.errors!.map((error) => error.message)).toEqual([PARTNERS_READ_ONLY_MESSAGE]);

    const rest = await api.getJson("/api/admin/registrations", headers);
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 401,
      body: { message: "Please sign in to continue." },
    });
    const booking = await api.getJson(`/api/bookings/${bookingId}`, headers);
    expect(booking.status).toBe(401);
  });
});

describe("a request that is not a live token", () => {
  it("is refused 401 with JSON when the Authorization header is malformed", async () => {
    for (const authorization of ["Basic dXNlcjpwYXNz", "Bearer", "Bearer ", "Token lsm_pt_abc", "Bearer a b"]) {
      const graphql = await api.request("/graphql", {
        method: "POST",
        headers: { authorization, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ query: "{ categories { slug } }" }),
      });
      expect(graphql.headers.get("content-type")).toMatch(/^application\/json/);
      expect({ authorization, status: graphql.status, body: await graphql.json() }).toEqual({
        authorization,
        status: 401,
        body: { errors: [{ message: BEARER_ONLY_MESSAGE, extensions: { code: "UnauthenticatedError" } }] },
      });
      const rest = await api.getJson("/api/categories", { authorization });
      expect({ authorization, status: rest.status, body: rest.body }).toEqual({
        authorization,
        status: 401,
        body: { message: BEARER_ONLY_MESSAGE },
      });
    }
  });

  it("is refused 401 for a token that was never issued", async () => {
    for (const token of [`${PARTNER_TOKEN_PREFIX}not-a-real-token`, "not-even-our-prefix"]) {
      const rest = await api.getJson("/api/categories", bearer(token));
      expect({ status: rest.status, body: rest.body }).toEqual({
        status: 401,
        body: { message: INVALID_PARTNER_TOKEN_MESSAGE },
      });
    }
  });
});

describe("revoking a token", () => {
  it("refuses its very next request with 401", async () => {
    const { token, id } = await issueToken("Soon Revoked");
    const before = await api.graphql(`{ categories { slug } }`, {}, bearer(token));
    expect(before.errors).toBeUndefined();

    const revoked = await api.graphql(
      `mutation($input: RevokePartnerTokenInput!) {
        revokePartnerToken(input: $input) { __typename ... on RevokePartnerTokenPayload { partnerToken { revokedAt } } }
      }`,
      { input: { partnerTokenId: id } },
      { cookie: staffCookie },
    );
    expect(revoked.data!.revokePartnerToken).toEqual({
      __typename: "RevokePartnerTokenPayload",
      partnerToken: { revokedAt: now.toISOString() },
    });

    const graphql = await api.graphql(`{ categories { slug } }`, {}, bearer(token));
    expect(graphql.response.status).toBe(401);
    expect(graphql.errors!.map((error) => error.message)).toEqual([INVALID_PARTNER_TOKEN_MESSAGE]);
    const rest = await api.getJson("/api/categories", bearer(token));
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 401,
      body: { message: INVALID_PARTNER_TOKEN_MESSAGE },
    });
  });
});

describe("the rate limit", () => {
  afterAll(() => {
    now = TEST_NOW;
  });

  it("lets 5 requests a minute through, answers the 6th 429 with Retry-After, and opens again after the window", async () => {
    const { token, databaseId } = await issueToken("Busy Partner");
    // The same database, served by an app that allows each token 5 requests a minute.
    const app = createApp({
      db: api.db.prisma,
      clock,
      partnerRateLimit: { requests: 5, windowSeconds: 60 },
      logError: () => {},
    });
    const ask = () =>
      app.fetch(
        new Request("http://marketplace.test/graphql", {
          method: "POST",
          headers: { ...bearer(token), "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ query: "{ categories { slug } }" }),
        }),
      );
    const lastUsedAt = async () =>
      (await api.db.prisma.partnerToken.findUniqueOrThrow({ where: { id: databaseId } })).lastUsedAt;

    const windowStart = TEST_NOW;
    now = windowStart;
    expect(await lastUsedAt()).toBeNull();
    const first = await ask();
    expect(first.status).toBe(200);
    expect(await lastUsedAt()).toEqual(windowStart);
    // Every answer tells the partner where it stands, before any 429.
    expect(rateLimitOf(first)).toEqual({ limit: "5", remaining: "4", reset: "60", policy: "5;w=60" });

    // 10 seconds into the window: requests 2 to 5 go through, the 6th waits out the other 50.
    now = new Date(windowStart.getTime() + 10_000);
    for (let request = 2; request <= 5; request++) {
      const response = await ask();
      expect({ request, status: response.status }).toEqual({ request, status: 200 });
      expect(((await response.json()) as any).errors).toBeUndefined();
      expect(rateLimitOf(response)).toMatchObject({ remaining: String(5 - request), reset: "50" });
    }
    expect(await lastUsedAt()).toEqual(now);

    const sixth = await ask();
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("content-type")).toMatch(/^application\/json/);
    const retryAfter = sixth.headers.get("retry-after");
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(Number(retryAfter)).toBe(50);
    expect(rateLimitOf(sixth)).toEqual({ limit: "5", remaining: "0", reset: "50", policy: "5;w=60" });
    const body = (await sixth.json()) as any;
    expect(body.errors[0].message).toMatch(/^Rate limit reached \(5 requests per 60 seconds per token\)/);
    // REST answers the same way, in its own shape.
    const rest = await app.fetch(new Request("http://marketplace.test/api/categories", { headers: bearer(token) }));
    expect(rest.status).toBe(429);
    expect(rest.headers.get("retry-after")).toBe("50");
    expect(rateLimitOf(rest)).toMatchObject({ remaining: "0", reset: "50" });
    expect(await rest.json()).toEqual({
      message: expect.stringMatching(/^Rate limit reached/),
      requestId: rest.headers.get("x-request-id"),
    });

    // Past the window: a new one starts.
    now = new Date(windowStart.getTime() + 61_000);
    const again = await ask();
    expect(again.status).toBe(200);
    expect(((await again.json()) as any).data.categories.length).toBeGreaterThan(0);
    expect(await lastUsedAt()).toEqual(now);
  });

  it("counts each token on its own", async () => {
    const busy = await issueToken("Busy Partner 2");
    const quiet = await issueToken("Quiet Partner");
    const app = createApp({
      db: api.db.prisma,
      clock,
      partnerRateLimit: { requests: 1, windowSeconds: 60 },
      logError: () => {},
    });
    const ask = async (token: string) =>
      (await app.fetch(new Request("http://marketplace.test/api/categories", { headers: bearer(token) }))).status;
    expect(await ask(busy.token)).toBe(200);
    expect(await ask(busy.token)).toBe(429);
    expect(await ask(quiet.token)).toBe(200);
  });
});

describe("a partner's web page on its own origin", () => {
  const PAGE = "https://listings.partner.example";
  let token: string;
  beforeAll(async () => {
    ({ token } = await issueToken("Browser Partner"));
  });

  it("is granted the preflight of a call with a token, without credentials", async () => {
    const preflight = await api.request("/graphql", {
      method: "OPTIONS",
      headers: {
        origin: PAGE,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });

  it("reads with the token alone, by POST too, and sees its rate-limit headers", async () => {
    const response = await api.request("/graphql", {
      method: "POST",
      headers: { origin: PAGE, ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ query: "{ categories { slug } }" }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).data.categories.length).toBeGreaterThan(0);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toContain("RateLimit-Remaining");
    expect(response.headers.get("ratelimit-remaining")).toMatch(/^\d+$/);
  });

  it("still writes nothing with the token, and gets no grant once cookies ride along", async () => {
    const mutation = await api.request("/graphql", {
      method: "POST",
      headers: { origin: PAGE, ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ query: "mutation { signOut { __typename } }" }),
    });
    expect(((await mutation.json()) as any).errors[0].message).toBe(PARTNERS_READ_ONLY_MESSAGE);

    const withCookie = await api.request("/api/bookings", {
      method: "POST",
      headers: { origin: PAGE, ...bearer(token), cookie: customerCookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(withCookie.status).toBe(403);
    expect(withCookie.headers.get("access-control-allow-origin")).toBeNull();

    const cookieOnlyPreflight = await api.request("/graphql", {
      method: "OPTIONS",
      headers: {
        origin: PAGE,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(cookieOnlyPreflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("storage", () => {
  it("keeps only the token's hash: the token appears nowhere in the table", async () => {
    const { token, databaseId } = await issueToken("Hashed Partner");
    expect(token.startsWith(PARTNER_TOKEN_PREFIX)).toBe(true);
    const row = await api.db.prisma.partnerToken.findUniqueOrThrow({ where: { id: databaseId } });
    expect(row.tokenHash).not.toBe(token);
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(token.startsWith(row.prefix)).toBe(true);
    expect(row.prefix.length).toBeLessThan(token.length / 2);

    const secret = token.slice(PARTNER_TOKEN_PREFIX.length);
    const table = await api.db.prisma.$queryRaw<unknown[]>`SELECT * FROM "PartnerToken"`;
    expect(table.length).toBeGreaterThan(0);
    const dump = JSON.stringify(table);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(secret);
  });
});
