// The public fields everyone reads alike (categories, cities, provinces, a city, recent
// reviews) are answered from memory inside any operation, signed in or not: a signed-in
// request pays for what is its own. A write shows on the next read; one caller's personal
// part never reaches another; a query that reaches past the public tables is never kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import manifest from "../../../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { PUBLIC_CACHE_LIMITS, PublicAnswers } from "../../src/http/public-cache.ts";
import { PublicFields } from "../../src/http/public-field-cache.ts";
import type { RequestContext } from "../../src/http/request-context.ts";
import { PUBLIC_ROOT_FIELDS, SHARED_FIELD_DATA } from "../../src/http/response-cache.ts";
import { VERSIONED_MODELS } from "../../src/http/versioned-tables.ts";
import { TEST_NOW } from "../support/app.ts";
import { type CountedApps, startCountedApps, VERSION_READ } from "../support/counted-apps.ts";
import { insertReviewedBooking } from "../support/reviewed-booking.ts";
import { steppingClock } from "../support/schedules.ts";

const clock = steppingClock(TEST_NOW);
const PARTNER_REQUESTS = 3;
let apps: CountedApps;
let app: ReturnType<CountedApps["open"]>;

beforeAll(async () => {
  apps = await startCountedApps({ clock, partnerRateLimit: { requests: PARTNER_REQUESTS, windowSeconds: 60 } });
  app = apps.open();
});
afterAll(() => apps?.close());

const PUBLIC_PARTS = `categories { name }
  cities(tier: 1, first: 3) { totalCount edges { node { name } } }
  provinces { code cityCount } city(slug: "toronto") { name }
  recentReviews(first: 3) { comment provider { name } }`;
const HOME = `{ viewer { name email } ${PUBLIC_PARTS} }`;

/** The reads of the tables behind the kept fields, among a request's operations. */
const publicReads = (operations: string[]) => operations.filter((op) => /^(Category|City|Review)\./.test(op));
const versionReads = (operations: string[]) => operations.filter((op) => op === VERSION_READ);
/** The statement that reads the session cookie's viewer. */
const sessionReads = (operations: string[]) => operations.filter((op) => /FROM "Session" s JOIN "User" u/.test(op));

async function post(query: string, cookie?: string, variables: object = {}) {
  return apps.counting(async () => {
    const { text } = await app.post(query, variables, cookie ? { cookie } : {});
    return JSON.parse(text) as { data: Record<string, unknown>; errors?: { message: string; path: string[] }[] };
  });
}

describe("one declaration", () => {
  it("keeps only public root fields, over versioned tables", () => {
    for (const [field, model] of Object.entries(SHARED_FIELD_DATA)) {
      expect(PUBLIC_ROOT_FIELDS.has(field), field).toBe(true);
      expect(VERSIONED_MODELS.has(model), model).toBe(true);
    }
  });
});

describe("a signed-in request", () => {
  it("reads the public fields from memory once any caller has: the version read with the session, no public table", async () => {
    const casey = await apps.signedIn(app, "casey@fields.test", "CUSTOMER");
    const robin = await apps.signedIn(app, "robin@fields.test", "CUSTOMER");
    const first = await post(HOME, casey);
    expect(first.value.errors).toBeUndefined();
    expect(publicReads(first.operations)).not.toEqual([]);

    const second = await post(HOME, robin);
    expect(publicReads(second.operations)).toEqual([]);
    // No statement of its own for the version: the session's statement reads it.
    expect(versionReads(second.operations)).toEqual([]);
    expect(sessionReads(second.operations)).toEqual([expect.stringMatching(/"PublicDataVersion"/)]);
    expect(second.value.data.viewer).toEqual({ name: "robin", email: "robin@fields.test" });
    expect({ ...second.value.data, viewer: null }).toEqual({ ...first.value.data, viewer: null });
  });

  it("runs the SPA's home query paying the version instead of the cities, reviews and categories", async () => {
    const documentId = Object.keys(manifest).find((id) =>
      (manifest as Record<string, string>)[id]!.startsWith("query HomePageQuery"),
    );
    const home = (target: typeof app, cookie: string) =>
      apps.counting(async () => {
        const response = await target.request("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", cookie },
          body: JSON.stringify({
            documentId,
            operationName: "HomePageQuery",
            variables: { search: { location: "Toronto, Ontario", serviceType: "house-cleaning" } },
          }),
        });
        return (await response.json()) as { errors?: unknown };
      });
    const uncachedApp = apps.open({ publicResponseCache: false });
    await home(app, await apps.signedIn(app, "home-first@fields.test", "CUSTOMER"));
    const cookie = await apps.signedIn(app, "home-second@fields.test", "CUSTOMER");
    const cached = await home(app, cookie);
    const uncached = await home(uncachedApp, cookie);
    expect(cached.value.errors).toBeUndefined();
    expect(cached.value).toEqual(uncached.value);
    // The viewer's own reads (account, last address) and the search stay as they were; the
    // session's statement reads the version too, and the version has no statement of its own.
    const others = (operations: string[]) => operations.filter((op) => sessionReads([op]).length === 0);
    expect(
      others(uncached.operations)
        .filter((op) => !cached.operations.includes(op))
        .sort(),
    ).toEqual(["Category.findMany", "City.findMany", "Review.findMany"]);
    expect(others(cached.operations).filter((op) => !uncached.operations.includes(op))).toEqual([]);
    expect(sessionReads(cached.operations)).toEqual([expect.stringMatching(/"PublicDataVersion"/)]);
    expect(sessionReads(uncached.operations)).toEqual([expect.not.stringMatching(/"PublicDataVersion"/)]);
  });

  it("gives the version no statement of its own when the operation holds no kept field", async () => {
    const casey = await apps.signedIn(app, "casey-viewer@fields.test", "CUSTOMER");
    const answer = await post(`{ viewer { name } }`, casey);
    expect(answer.value.data.viewer).toEqual({ name: "casey-viewer" });
    expect(versionReads(answer.operations)).toEqual([]);
  });
});

describe("a visitor whose whole answer is not kept yet", () => {
  it("reads the version once, for the response cache and the fields alike", async () => {
    const query = `query($first: Int) { ${PUBLIC_PARTS} more: recentReviews(first: $first) { comment } }`;
    await post(query, undefined, { first: 4 });
    const fresh = await post(query, undefined, { first: 5 });
    expect(versionReads(fresh.operations)).toEqual([VERSION_READ]);
    // Only the new argument's reviews are read; every other field comes from memory.
    expect(publicReads(fresh.operations)).toEqual(["Review.findMany"]);
  });
});

describe("two callers in one operation's fields", () => {
  it("each gets its own personal part and its own scopes over the kept rows", async () => {
    const operation = `{ viewer { name } recentReviews(first: 2) { comment provider { name approvedBy } } }`;
    const staff = await apps.signedIn(app, "sam@fields.test", "ADMIN");
    const customer = await apps.signedIn(app, "kim@fields.test", "CUSTOMER");

    const staffAnswer = await post(operation, staff);
    const reviews = staffAnswer.value.data.recentReviews as { provider: { approvedBy: string | null } }[];
    expect(staffAnswer.value.errors).toBeUndefined();
    expect(staffAnswer.value.data.viewer).toEqual({ name: "sam" });
    expect(reviews.map((review) => typeof review.provider.approvedBy)).toEqual(["string", "string"]);

    for (const [cookie, viewer] of [
      [customer, { name: "kim" }],
      [undefined, null],
    ] as const) {
      const answer = await post(operation, cookie);
      expect(publicReads(answer.operations)).toEqual([]);
      expect(answer.value.data.viewer).toEqual(viewer);
      // Staff's column is in the kept rows, and still refused to anyone else.
      const theirs = answer.value.data.recentReviews as { provider: { approvedBy: string | null } }[];
      expect(theirs.map((review) => review.provider.approvedBy)).toEqual([null, null]);
      expect(answer.value.errors?.map((error) => error.path.join("."))).toContain(
        "recentReviews.0.provider.approvedBy",
      );
    }
  });

  it("never keeps what a query reads past the versioned tables", async () => {
    const staff = await apps.signedIn(app, "sky@fields.test", "ADMIN");
    const operation = `{ recentReviews(first: 2) { provider { name registration { databaseId } } } }`;
    await post(operation, staff);
    expect(publicReads((await post(operation, staff)).operations)).toEqual(["Review.findMany"]);
  });
});

describe("a write shows on the next read", () => {
  it("a provider's review, once staff approve the provider", async () => {
    const customer = await apps.signedIn(app, "lee@fields.test", "CUSTOMER");
    const staff = await apps.signedIn(app, "ash@fields.test", "ADMIN");
    const provider = await apps.db.prisma.provider.findFirstOrThrow({ where: { status: "ACTIVE" } });
    await apps.db.prisma.provider.update({ where: { id: provider.id }, data: { status: "PENDING" } });
    await insertReviewedBooking(apps.db.prisma, {
      providerId: provider.id,
      customerName: "Fresh Reader",
      rating: 5,
      comment: "Shown once approved.",
      createdAt: new Date(TEST_NOW.getTime() + 3_600_000),
    });
    const reviews = `{ viewer { name } recentReviews(first: 1) { comment } }`;
    expect((await post(reviews, customer)).value.data.recentReviews).not.toEqual([{ comment: "Shown once approved." }]);
    expect(publicReads((await post(reviews, customer)).operations)).toEqual([]);

    const approved = await app.post(
      `mutation($input: ApproveProviderInput!) { approveProvider(input: $input) { __typename } }`,
      { input: { providerId: String(provider.id), approvedBy: "Admin" } },
      { cookie: staff },
    );
    expect(approved.text).toContain("ProviderDecisionPayload");
    expect((await post(reviews, customer)).value.data.recentReviews).toEqual([{ comment: "Shown once approved." }]);
  });

  it("a category added straight in the database, and a version raised by hand", async () => {
    const customer = await apps.signedIn(app, "noa@fields.test", "CUSTOMER");
    const categories = `{ viewer { name } categories { name } }`;
    await post(categories, customer);
    await apps.db.prisma.category.create({
      data: { slug: "window-washing", name: "Window Washing", minPriceCents: 5_000, maxPriceCents: 9_000 },
    });
    const names = (await post(categories, customer)).value.data.categories as { name: string }[];
    expect(names).toContainEqual({ name: "Window Washing" });

    expect(publicReads((await post(categories, customer)).operations)).toEqual([]);
    await apps.db.prisma.$executeRaw`UPDATE "PublicDataVersion" SET "version" = "version" + 1 WHERE "id" = 1`;
    expect(publicReads((await post(categories, customer)).operations)).toEqual(["Category.findMany"]);
  });
});

describe("a partner", () => {
  it("shares the kept fields and is still counted against its token", async () => {
    const staff = await apps.signedIn(app, "partner-staff@fields.test", "ADMIN");
    const issued = await app.post(
      `mutation { issuePartnerToken(input: { name: "Fields Partner" }) { ... on IssuePartnerTokenPayload { token } } }`,
      {},
      { cookie: staff },
    );
    const authorization = `Bearer ${JSON.parse(issued.text).data.issuePartnerToken.token}`;
    const query = `{ categories { name } provinces { code } }`;
    await app.post(query);
    for (let request = 1; request <= PARTNER_REQUESTS; request++) {
      const answer = await apps.counting(() => app.post(query, {}, { authorization }));
      expect(answer.value.response.status).toBe(200);
      expect(publicReads(answer.operations)).toEqual([]);
    }
    expect((await app.post(query, {}, { authorization })).response.status).toBe(429);
  });
});

describe("with publicResponseCache: false", () => {
  it("reads every field afresh, without the version", async () => {
    const uncached = apps.open({ publicResponseCache: false });
    const customer = await apps.signedIn(uncached, "uma@fields.test", "CUSTOMER");
    await uncached.post(HOME, {}, { cookie: customer });
    const again = await apps.counting(() => uncached.post(HOME, {}, { cookie: customer }));
    expect(publicReads(again.operations)).toContain("Category.findMany");
    expect(versionReads(again.operations)).toEqual([]);
  });
});

describe("the memory it takes", () => {
  it("is bounded: past the entries or the characters, the least recent value is read again", async () => {
    const limits = { entries: 2, characters: 1_000, maxAgeMs: PUBLIC_CACHE_LIMITS.maxAgeMs };
    const fields = new PublicFields(new PublicAnswers(clock), clock, limits);
    const loads: string[] = [];
    const read = (input: string, size = 10) => {
      // A request of its own each time: the version is read once per request.
      const ctx = { db: apps.db.prisma } as unknown as RequestContext;
      return fields.answer(ctx, "categories", input, undefined, async () => {
        loads.push(input);
        return { text: input.padEnd(size, ".") };
      });
    };
    await read("a");
    await read("b");
    await read("a");
    await read("c");
    await read("b");
    await read("large", 2_000);
    await read("large", 2_000);
    expect(loads).toEqual(["a", "b", "c", "b", "large", "large"]);
  });
});
