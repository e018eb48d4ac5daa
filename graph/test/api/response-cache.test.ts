// Anonymous public reads are answered from memory under the database's public data
// version, so a write through any door, or straight to the database, by this app or another on
// the same database, shows on the very next read; and no cached answer ever reaches a
// signed-in viewer or a partner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIGURES_MAX_AGE_MS } from "../../src/services/marketplace/figures.ts";
import { TEST_NOW } from "../support/app.ts";
import { type CountedApps, startCountedApps, VERSION_READ } from "../support/counted-apps.ts";
import { insertReviewedBooking } from "../support/reviewed-booking.ts";
import { steppingClock } from "../support/schedules.ts";

const clock = steppingClock(TEST_NOW);
const PARTNER_REQUESTS = 4;
let apps: CountedApps;
let app: ReturnType<CountedApps["open"]>;

beforeAll(async () => {
  apps = await startCountedApps({ clock, partnerRateLimit: { requests: PARTNER_REQUESTS, windowSeconds: 60 } });
  app = apps.open();
});
afterAll(() => apps?.close());

const SEARCH = `query Search($search: ProviderSearchInput) {
  providers(search: $search, first: 30) { totalCount edges { node { databaseId name startingPrice } } }
}`;
const TORONTO = { search: { location: "Toronto, Ontario" } };

interface SearchAnswer {
  data: {
    providers: { totalCount: number; edges: { node: { databaseId: number; name: string; startingPrice: number } }[] };
  };
}

async function search(target = app) {
  const { text } = await target.post(SEARCH, TORONTO);
  return (JSON.parse(text) as SearchAnswer).data.providers;
}

async function torontoProviderIds() {
  return (await search()).edges.map((edge) => edge.node.databaseId);
}

describe("an anonymous public query", () => {
  it("is answered from memory the second time: one statement, the version's", async () => {
    const first = await apps.counting(() => app.post(SEARCH, TORONTO));
    const second = await apps.counting(() => app.post(SEARCH, TORONTO));
    expect(first.operations.length).toBeGreaterThan(1);
    expect(second.operations).toEqual([VERSION_READ]);
    expect(second.value.text).toBe(first.value.text);
    expect(JSON.parse(second.value.text).data.providers.totalCount).toBeGreaterThan(2);
  });

  it("keeps the home page's whole query, fragments, viewer and figures included", async () => {
    const home = `query Home($search: ProviderSearchInput) {
      ...Results categories { name } recentReviews(first: 3) { comment } viewer { name }
      marketplaceFigures { verifiedProviders } cities(tier: 1, first: 3) { edges { node { name } } }
    }
    fragment Results on Query { providers(search: $search, first: 12) { totalCount } }`;
    const first = await apps.counting(() => app.post(home, TORONTO));
    const second = await apps.counting(() => app.post(home, TORONTO));
    expect(JSON.parse(first.value.text).errors).toBeUndefined();
    expect(second.operations).toEqual([VERSION_READ]);
    expect(second.value.text).toBe(first.value.text);
  });

  it("is not kept when it has errors, nor when a root field is not public", async () => {
    // approvedBy is staff's: the visitor's answer carries an error.
    const failing = `{ providers(first: 2) { edges { node { name approvedBy } } } }`;
    const notPublic = `{ categories { name } availability(providerId: "1", start: "2026-11-21", end: "2026-11-22") { today } }`;
    for (const query of [failing, notPublic]) {
      await app.post(query);
      const again = await apps.counting(() => app.post(query));
      expect(again.operations.length, query).toBeGreaterThan(1);
    }
  });

  it("skips even the version for an operation seen not to be shared, such as a mutation", async () => {
    const mutation = `mutation { signOut { __typename } }`;
    await app.post(mutation);
    expect((await apps.counting(() => app.post(mutation))).operations).not.toContain(VERSION_READ);
  });
});

describe("a write shows on the next anonymous read", () => {
  it("a pending provider approved by staff through GraphQL, then through REST", async () => {
    const [graphqlApproved, restApproved] = (await torontoProviderIds()).slice(0, 2) as [number, number];
    await apps.db.prisma.provider.updateMany({
      where: { id: { in: [graphqlApproved, restApproved] } },
      data: { status: "PENDING" },
    });
    expect(await torontoProviderIds()).not.toContain(graphqlApproved);
    expect(await torontoProviderIds()).not.toContain(restApproved);
    const staff = await apps.signedIn(app, "staff@cache.test", "ADMIN");

    const approved = await app.post(
      `mutation($input: ApproveProviderInput!) { approveProvider(input: $input) { __typename } }`,
      { input: { providerId: String(graphqlApproved), approvedBy: "Admin" } },
      { cookie: staff },
    );
    expect(approved.text).toContain("ProviderDecisionPayload");
    expect(await torontoProviderIds()).toContain(graphqlApproved);

    const viaRest = await app.request(`/api/admin/providers/${restApproved}/approve`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staff },
      body: JSON.stringify({ approvedBy: "Admin" }),
    });
    expect(viaRest.status).toBe(200);
    expect(await torontoProviderIds()).toContain(restApproved);
  });

  it("a review added and a price changed, straight in the database", async () => {
    const reviews = `{ recentReviews(first: 1) { comment } }`;
    await app.post(reviews);
    const [provider] = (await search()).edges;
    await insertReviewedBooking(apps.db.prisma, {
      providerId: provider!.node.databaseId,
      customerName: "Casey Cache",
      rating: 5,
      comment: "Spotless, and fast.",
      createdAt: new Date(TEST_NOW.getTime() + 3_600_000),
    });
    expect(JSON.parse((await app.post(reviews)).text).data.recentReviews).toEqual([{ comment: "Spotless, and fast." }]);

    await apps.db.prisma.provider.update({
      where: { id: provider!.node.databaseId },
      data: { startingPrice: provider!.node.startingPrice + 1_000 },
    });
    const repriced = (await search()).edges.find((edge) => edge.node.databaseId === provider!.node.databaseId);
    expect(repriced?.node.startingPrice).toBe(provider!.node.startingPrice + 1_000);
  });

  it("a name changed by raw SQL, as a script would", async () => {
    const [provider] = await torontoProviderIds();
    await apps.db.prisma.$executeRaw`UPDATE "Provider" SET "name" = 'Renamed by Script' WHERE "id" = ${provider}`;
    expect((await search()).edges.map((edge) => edge.node.name)).toContain("Renamed by Script");
  });

  it("a write made through another app on the same database", async () => {
    const other = apps.open();
    await search(other);
    await search(app);
    const [provider] = await torontoProviderIds();
    const staff = await apps.signedIn(other, "other-staff@cache.test", "ADMIN");
    await apps.db.prisma.provider.update({ where: { id: provider }, data: { status: "PENDING" } });
    expect((await search(app)).edges.map((edge) => edge.node.databaseId)).not.toContain(provider);
    expect((await search(other)).edges.map((edge) => edge.node.databaseId)).not.toContain(provider);

    // Each app has its answer in memory; the other one's write reaches it through the database.
    expect((await apps.counting(() => search(app))).operations).toEqual([VERSION_READ]);
    await other.post(
      `mutation($input: ApproveProviderInput!) { approveProvider(input: $input) { __typename } }`,
      { input: { providerId: String(provider), approvedBy: "Admin" } },
      { cookie: staff },
    );
    expect((await search(app)).edges.map((edge) => edge.node.databaseId)).toContain(provider);
  });

  it("the marketplace figures, which are counted once a minute, after that minute", async () => {
    const figures = `{ marketplaceFigures { completedJobs } categories { name } }`;
    clock.set(new Date(TEST_NOW.getTime() + 100 * FIGURES_MAX_AGE_MS));
    const before = JSON.parse((await app.post(figures)).text).data.marketplaceFigures.completedJobs as number;
    // Bookings are not behind the version: the figures' own minute bounds how long this hides.
    const [providerId] = await torontoProviderIds();
    await apps.db.prisma.booking.create({
      data: {
        providerId: providerId!,
        customerName: "Casey Cache",
        customerPhone: "416-555-0100",
        customerEmail: "casey@cache.test",
        serviceType: "house-cleaning",
        serviceDetails: "Two-bedroom condo",
        preferredDate: new Date("2026-11-18T00:00:00Z"),
        preferredTime: "13:00",
        estimatedPrice: 12_000,
        status: "COMPLETED",
        completedAt: TEST_NOW,
        actualPrice: 12_000,
      },
    });
    clock.set(new Date(clock.now().getTime() + FIGURES_MAX_AGE_MS - 1));
    const within = await apps.counting(() => app.post(figures));
    expect(within.operations).toEqual([VERSION_READ]);
    expect(JSON.parse(within.value.text).data.marketplaceFigures.completedJobs).toBe(before);
    clock.set(new Date(clock.now().getTime() + 1));
    expect(JSON.parse((await app.post(figures)).text).data.marketplaceFigures.completedJobs).toBe(before + 1);
  });
});

describe("a signed-in viewer", () => {
  const MIXED = `{ viewer { name } providers(first: 3) { edges { node { name } } } }`;

  it("never gets the visitors' answer, nor another viewer's, and is never kept", async () => {
    const [providerId] = await torontoProviderIds();
    const customer = await apps.signedIn(app, "casey@cache.test", "CUSTOMER");
    const provider = await apps.signedIn(app, "pat@cache.test", "PROVIDER", providerId!);
    const visitor = JSON.parse((await app.post(MIXED)).text);
    expect(visitor.data.viewer).toBeNull();

    for (const [cookie, name] of [
      [customer, "casey"],
      [provider, "pat"],
      [customer, "casey"],
    ] as const) {
      const answer = await apps.counting(() => app.post(MIXED, {}, { cookie }));
      expect(JSON.parse(answer.value.text).data.viewer).toEqual({ name });
      // Not even the version is read: memory is never consulted for a viewer.
      expect(answer.operations).not.toContain(VERSION_READ);
      expect(answer.operations.length).toBeGreaterThan(1);
    }
    const again = await apps.counting(() => app.post(MIXED));
    expect(again.operations).toEqual([VERSION_READ]);
    expect(JSON.parse(again.value.text)).toEqual(visitor);
  });

  it("gets a GET answer no cache may keep", async () => {
    const customer = await apps.signedIn(app, "casey-get@cache.test", "CUSTOMER");
    const response = await app.get(MIXED, {}, { cookie: customer });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("ETag")).toBeNull();
  });
});

describe("a partner", () => {
  it("is never answered from memory, and each request counts against its token's limit", async () => {
    const staff = await apps.signedIn(app, "partner-staff@cache.test", "ADMIN");
    const issued = await app.post(
      `mutation { issuePartnerToken(input: { name: "Cache Partner" }) { ... on IssuePartnerTokenPayload { token } } }`,
      {},
      { cookie: staff },
    );
    const authorization = `Bearer ${JSON.parse(issued.text).data.issuePartnerToken.token}`;
    await app.post(SEARCH, TORONTO);
    const visitors = (await app.post(SEARCH, TORONTO)).text;

    for (let request = 1; request <= PARTNER_REQUESTS; request++) {
      const answer = await apps.counting(() => app.post(SEARCH, TORONTO, { authorization }));
      expect(answer.value.response.status).toBe(200);
      expect(answer.value.text).toBe(visitors);
      // The token's check and count, then the search itself; memory is never consulted.
      expect(answer.operations).not.toContain(VERSION_READ);
      expect(answer.operations.length).toBeGreaterThan(1);
    }
    expect((await app.post(SEARCH, TORONTO, { authorization })).response.status).toBe(429);
    expect((await app.get(SEARCH, TORONTO, { authorization })).status).toBe(429);
  });
});

describe("with publicResponseCache: false", () => {
  it("answers every request afresh, as the benchmark's uncached path", async () => {
    const uncached = apps.open({ publicResponseCache: false });
    await uncached.post(SEARCH, TORONTO);
    const again = await apps.counting(() => uncached.post(SEARCH, TORONTO));
    expect(again.operations.length).toBeGreaterThan(0);
    expect(again.operations).not.toContain(VERSION_READ);
    expect((await uncached.get(SEARCH, TORONTO)).headers.get("ETag")).toBeNull();
  });
});
