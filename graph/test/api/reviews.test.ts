// Reviews come only from completed bookings: the booking's customer reviews it once, within
// 30 days of completion, may change it for 48 hours, and the provider replies once. The
// provider's rating and count are recomputed with every change, in the same transaction.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  REVIEW_ALREADY_REPLIED_MESSAGE,
  REVIEW_ALREADY_WRITTEN_MESSAGE,
  REVIEW_COMMENT_TOO_LONG,
  REVIEW_COMMENT_TOO_SHORT,
  REVIEW_EDIT_CLOSED_MESSAGE,
  REVIEW_NOT_COMPLETED_MESSAGE,
  REVIEW_NOT_YOURS_MESSAGE,
  REVIEW_REASON_TOO_SHORT,
  REVIEW_STARS_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
} from "../../../shared/reviews/review.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { restCall, signedInAccount, type SignedInAccount } from "../support/notifications.ts";
import { steppingClock } from "../support/schedules.ts";

const DAY = 86_400_000;
const PROVIDER = 3;
/** insertCustomerBooking's completed bookings were completed at this instant. */
const COMPLETED_AT = new Date("2026-11-19T18:00:00Z");
const REVIEW = { rating: 4, comment: "Arrived on time and left the place spotless." };

const clock = steppingClock(TEST_NOW);
let api: TestApp;
let customer: SignedInAccount;
let other: SignedInAccount;
let owner: SignedInAccount;
let staff: SignedInAccount;

beforeAll(async () => {
  api = await startTestApp({ clock });
  customer = await signedInAccount(api, "reviewer@reviews.test");
  other = await signedInAccount(api, "someone@reviews.test");
  owner = await signedInAccount(api, "owner@reviews.test", "PROVIDER", PROVIDER);
  staff = await signedInAccount(api, "staff@reviews.test", "ADMIN");
}, 120_000);
afterAll(() => api?.close());
beforeEach(() => clock.set(TEST_NOW));

const completedBooking = (customerId: number | null = customer.userId, providerId = PROVIDER) =>
  insertCustomerBooking(api.db.prisma, { customerId, price: 10_000, providerId, status: "COMPLETED" });

const review = (bookingId: number, body: unknown, who: SignedInAccount | null = customer) =>
  restCall(api, "POST", `/api/bookings/${bookingId}/review`, { cookie: who?.cookie, body });

/** The provider's figures as stored, and as its reviews make them. */
async function figures(providerId = PROVIDER) {
  const provider = await api.db.prisma.provider.findUniqueOrThrow({ where: { id: providerId } });
  const reviews = await api.db.prisma.review.findMany({
    where: { providerId, hiddenAt: null },
    select: { rating: true },
  });
  const mean = reviews.length ? reviews.reduce((sum, each) => sum + each.rating, 0) / reviews.length : 0;
  return {
    stored: { rating: provider.rating, count: provider.reviewCount },
    computed: { rating: mean, count: reviews.length },
  };
}

function expectInStep({ stored, computed }: Awaited<ReturnType<typeof figures>>) {
  expect(stored.count).toBe(computed.count);
  expect(stored.rating).toBeCloseTo(computed.rating, 9);
}

describe("writing a review", () => {
  it("is the completed booking's customer's: 201, verified by the booking, counted in the provider's rating", async () => {
    const before = await figures();
    const bookingId = await completedBooking();
    const answer = await review(bookingId, { ...REVIEW, qualityRating: 5, valueRating: 3 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      providerId: PROVIDER,
      bookingId,
      // Signed as the account's name: a one-word name stands alone ("Casey Customer" is "Casey C.").
      customerName: "reviewer",
      rating: 4,
      qualityRating: 5,
      punctualityRating: null,
      valueRating: 3,
      verifiedBooking: true,
      serviceMonth: "2026-11",
      reply: null,
    });
    const after = await figures();
    expect(after.stored.count).toBe(before.stored.count + 1);
    expectInStep(after);
    // The search filters by rating from its entries: they follow the provider.
    const entries = await api.db.prisma.providerSearchEntry.findMany({ where: { providerId: PROVIDER } });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.rating).toBe(after.stored.rating);
  });

  it("answers the same review sent again with the first, and refuses a different second one", async () => {
    const bookingId = await completedBooking();
    const first = await review(bookingId, REVIEW);
    const again = await review(bookingId, { ...REVIEW, comment: `  ${REVIEW.comment} ` });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const count = (await figures()).stored.count;
    const second = await review(bookingId, { ...REVIEW, rating: 1 });
    expect(second).toMatchObject({ status: 409, body: { message: REVIEW_ALREADY_WRITTEN_MESSAGE } });
    expect((await figures()).stored.count).toBe(count);
  });

  it("keeps one review of twenty sent at once, and the count moves by one", async () => {
    const bookingId = await completedBooking();
    const before = (await figures()).stored.count;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => review(bookingId, { rating: 1 + (n % 5), comment: `Attempt number ${n}.` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await api.db.prisma.review.count({ where: { bookingId } })).toBe(1);
    const after = await figures();
    expect(after.stored.count).toBe(before + 1);
    expectInStep(after);
  });

  it("is refused before completion, to anyone but the customer, and to visitors", async () => {
    const confirmed = await insertCustomerBooking(api.db.prisma, {
      customerId: customer.userId,
      price: 10_000,
      providerId: PROVIDER,
    });
    expect(await review(confirmed, REVIEW)).toMatchObject({
      status: 409,
      body: { message: REVIEW_NOT_COMPLETED_MESSAGE },
    });
    const bookingId = await completedBooking();
    expect(await review(bookingId, REVIEW, owner)).toMatchObject({
      status: 403,
      body: { message: REVIEW_NOT_YOURS_MESSAGE },
    });
    // Another account's booking answers as a missing one would (bookings/access.ts).
    expect((await review(bookingId, REVIEW, other)).status).toBe(404);
    expect((await review(bookingId, REVIEW, null)).status).toBe(401);
    expect((await review(2_000_000_000, REVIEW)).status).toBe(404);
    expect((await review(0, REVIEW)).status).toBe(400);
    // A guest's booking has no account to review it: no account may read it, either.
    const guests = await completedBooking(null);
    expect((await review(guests, REVIEW)).status).toBe(404);
    expect(await api.db.prisma.review.count({ where: { bookingId: { in: [confirmed, bookingId, guests] } } })).toBe(0);
  });

  it("is open for 30 days after completion, and closed a moment later", async () => {
    const completedAgo = async (ms: number) => {
      const bookingId = await completedBooking();
      const completedAt = new Date(TEST_NOW.getTime() - ms);
      await api.db.prisma.booking.update({ where: { id: bookingId }, data: { completedAt } });
      return bookingId;
    };
    expect((await review(await completedAgo(30 * DAY), REVIEW)).status).toBe(201);
    expect(await review(await completedAgo(30 * DAY + 1), REVIEW)).toMatchObject({
      status: 409,
      body: { message: REVIEW_WINDOW_CLOSED_MESSAGE },
    });
  });

  it("takes whole stars from 1 to 5 and a comment of 10 to 2,000 characters, and changes nothing otherwise", async () => {
    const bookingId = await completedBooking();
    const refused: Array<[unknown, string]> = [
      [{ ...REVIEW, rating: 0 }, REVIEW_STARS_MESSAGE],
      [{ ...REVIEW, rating: 6 }, REVIEW_STARS_MESSAGE],
      [{ ...REVIEW, rating: 4.5 }, REVIEW_STARS_MESSAGE],
      [{ ...REVIEW, rating: "5" }, REVIEW_STARS_MESSAGE],
      [{ comment: REVIEW.comment }, REVIEW_STARS_MESSAGE],
      [{ ...REVIEW, punctualityRating: 9 }, REVIEW_STARS_MESSAGE],
      [{ ...REVIEW, comment: "   short  " }, REVIEW_COMMENT_TOO_SHORT],
      [{ ...REVIEW, comment: "x".repeat(2_001) }, REVIEW_COMMENT_TOO_LONG],
      [{ ...REVIEW, comment: 42 }, REVIEW_COMMENT_TOO_SHORT],
    ];
    for (const [body, message] of refused) {
      expect(await review(bookingId, body), JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect((await review(bookingId, [REVIEW])).status).toBe(400);
    expect((await review(bookingId, { ...REVIEW, comment: "nul\u0000 byte in the text" })).status).toBe(400);
    expect(await api.db.prisma.review.count({ where: { bookingId } })).toBe(0);
    expect((await review(bookingId, { ...REVIEW, comment: "y".repeat(2_000) })).status).toBe(201);
  });
});

describe("changing a review", () => {
  it("is its author's for 48 hours, and the rating follows", async () => {
    const bookingId = await completedBooking();
    const written = await review(bookingId, { ...REVIEW, rating: 2 });
    const path = `/api/reviews/${written.body.id}`;
    expect((await restCall(api, "PATCH", path, { cookie: other.cookie, body: REVIEW })).status).toBe(403);
    expect((await restCall(api, "PATCH", path, { cookie: owner.cookie, body: REVIEW })).status).toBe(403);
    clock.set(new Date(TEST_NOW.getTime() + 48 * 3_600_000));
    const changed = await restCall(api, "PATCH", path, { cookie: customer.cookie, body: { ...REVIEW, rating: 5 } });
    expect(changed).toMatchObject({ status: 200, body: { rating: 5 } });
    expectInStep(await figures());
    clock.set(new Date(TEST_NOW.getTime() + 48 * 3_600_000 + 1));
    expect(await restCall(api, "PATCH", path, { cookie: customer.cookie, body: REVIEW })).toMatchObject({
      status: 409,
      body: { message: REVIEW_EDIT_CLOSED_MESSAGE },
    });
  });
});

describe("the provider's reply", () => {
  it("is the reviewed provider's, once; the same reply again answers it again", async () => {
    const bookingId = await completedBooking();
    const { body } = await review(bookingId, REVIEW);
    const path = `/api/reviews/${body.id}/reply`;
    const reply = { reply: "Thank you, it was a pleasure!" };
    expect((await restCall(api, "POST", path, { cookie: customer.cookie, body: reply })).status).toBe(403);
    expect((await restCall(api, "POST", path, { body: reply })).status).toBe(401);
    expect((await restCall(api, "POST", path, { cookie: owner.cookie, body: { reply: " " } })).status).toBe(400);
    const replied = await restCall(api, "POST", path, { cookie: owner.cookie, body: reply });
    expect(replied).toMatchObject({ status: 200, body: { reply: reply.reply, repliedAt: TEST_NOW.toISOString() } });
    expect((await restCall(api, "POST", path, { cookie: owner.cookie, body: reply })).status).toBe(200);
    expect(
      await restCall(api, "POST", path, { cookie: owner.cookie, body: { reply: "Another reply." } }),
    ).toMatchObject({
      status: 409,
      body: { message: REVIEW_ALREADY_REPLIED_MESSAGE },
    });
    expect(
      (await restCall(api, "POST", "/api/reviews/2000000000/reply", { cookie: owner.cookie, body: reply })).status,
    ).toBe(404);
  });
});

describe("reading a provider's reviews", () => {
  it("pages them newest first, with where and when each job was", async () => {
    const first = await restCall(api, "GET", `/api/providers/${PROVIDER}/reviews?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    const all = await api.db.prisma.review.findMany({
      where: { providerId: PROVIDER },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    expect(first.body.map((each: { id: number }) => each.id)).toEqual(all.slice(0, 2).map((each) => each.id));
    expect(first.body[0]).toMatchObject({ verifiedBooking: true, serviceCity: expect.any(String) });
    const next = first.headers.get("link");
    expect(next).toMatch(/rel="next"/);
    const url = new URL(/<([^>]+)>/.exec(next!)![1]!, "http://marketplace.test");
    const second = await restCall(api, "GET", `${url.pathname}${url.search}`);
    expect(second.body[0].id).toBe(all[2]!.id);
  });

  it("is a 404 for an unknown provider and, to the public, for one not approved", async () => {
    expect((await restCall(api, "GET", "/api/providers/2000000000/reviews")).status).toBe(404);
    expect((await restCall(api, "GET", "/api/providers/abc/reviews")).status).toBe(400);
    await api.db.prisma.provider.update({ where: { id: 5 }, data: { status: "PENDING" } });
    try {
      expect((await restCall(api, "GET", "/api/providers/5/reviews")).status).toBe(404);
    } finally {
      await api.db.prisma.provider.update({ where: { id: 5 }, data: { status: "ACTIVE" } });
    }
  });
});

describe("reports and staff", () => {
  const REASON = { reason: "Names a different business." };
  const hide = (id: number, who: SignedInAccount | null = staff, body: unknown = REASON) =>
    restCall(api, "POST", `/api/admin/reviews/${id}/hide`, { cookie: who?.cookie, body });
  const restore = (id: number, body: unknown = REASON) =>
    restCall(api, "POST", `/api/admin/reviews/${id}/restore`, { cookie: staff.cookie, body });
  const providerReviewIds = async () =>
    (await restCall(api, "GET", `/api/providers/${PROVIDER}/reviews?limit=100`)).body.map(
      (each: { id: number }) => each.id,
    );

  it("takes one report per account, with a reason", async () => {
    const { body } = await review(await completedBooking(), REVIEW);
    const path = `/api/reviews/${body.id}/report`;
    expect((await restCall(api, "POST", path, { body: REASON })).status).toBe(401);
    expect(await restCall(api, "POST", path, { cookie: other.cookie, body: { reason: "bad" } })).toMatchObject({
      status: 400,
      body: { message: REVIEW_REASON_TOO_SHORT },
    });
    const first = await restCall(api, "POST", path, { cookie: other.cookie, body: REASON });
    expect(first).toMatchObject({ status: 201, body: { reviewId: body.id, reason: REASON.reason } });
    const again = await restCall(api, "POST", path, {
      cookie: other.cookie,
      body: { reason: "Another reason, later." },
    });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id, reason: REASON.reason } });
    expect((await restCall(api, "POST", path, { cookie: owner.cookie, body: REASON })).status).toBe(201);
    expect(await api.db.prisma.reviewReport.count({ where: { reviewId: body.id } })).toBe(2);
    const reported = await api.graphql(
      `{ reportedReviews(first: 50) { edges { node { reportCount } } } }`,
      {},
      {
        cookie: staff.cookie,
      },
    );
    expect(reported.errors).toBeUndefined();
    expect(
      reported.data?.reportedReviews.edges.map((edge: { node: { reportCount: number } }) => edge.node.reportCount),
    ).toContain(2);
  });

  it("lets staff hide a review, which leaves the list and the rating, and restore it: each audited", async () => {
    const before = await figures();
    const { body } = await review(await completedBooking(), { ...REVIEW, rating: 1 });
    expect((await figures()).stored.count).toBe(before.stored.count + 1);

    expect((await hide(body.id, customer)).status).toBe(403);
    expect((await hide(body.id, null)).status).toBe(401);
    expect((await hide(body.id, staff, { reason: "" })).status).toBe(400);
    const hidden = await hide(body.id);
    expect(hidden).toMatchObject({ status: 200, body: { hidden: true, hiddenReason: REASON.reason } });
    const afterHide = await figures();
    expect(afterHide.stored).toEqual(before.stored);
    expectInStep(afterHide);
    expect(await providerReviewIds()).not.toContain(body.id);
    // Hidden already: nothing moves, nothing more is logged.
    expect((await hide(body.id)).status).toBe(200);
    // Nobody reports what nobody sees.
    expect(
      (await restCall(api, "POST", `/api/reviews/${body.id}/report`, { cookie: other.cookie, body: REASON })).status,
    ).toBe(404);

    expect(await restore(body.id)).toMatchObject({ status: 200, body: { hidden: false, hiddenReason: null } });
    expect((await figures()).stored.count).toBe(before.stored.count + 1);
    expect(await providerReviewIds()).toContain(body.id);
    const entries = await api.db.prisma.auditEntry.findMany({
      where: { targetType: "Review", targetId: String(body.id) },
      orderBy: { id: "asc" },
    });
    expect(entries.map((entry) => entry.action)).toEqual(["review.hide", "review.restore"]);
  });

  it("shows a hidden review to its author and staff only", async () => {
    const { body } = await review(await completedBooking(), REVIEW);
    await hide(body.id);
    const { encodeGlobalID } = await import("@pothos/plugin-relay");
    const read = `query ($id: ID!) { node(id: $id) { ... on Review { hidden hiddenReason } } }`;
    const id = encodeGlobalID("Review", String(body.id));
    expect((await api.graphql(read, { id })).data?.node).toBeNull();
    expect((await api.graphql(read, { id }, { cookie: other.cookie })).data?.node).toBeNull();
    expect((await api.graphql(read, { id }, { cookie: customer.cookie })).data?.node).toEqual({
      hidden: true,
      hiddenReason: REASON.reason,
    });
    expect((await api.graphql(read, { id }, { cookie: staff.cookie })).data?.node).toMatchObject({ hidden: true });
  });
});

describe("through GraphQL", () => {
  const REVIEW_BOOKING = /* GraphQL */ `
    mutation ($input: ReviewBookingInput!) {
      reviewBooking(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ReviewPayload {
          review {
            rating
            comment
            serviceMonth
            serviceCity
            editableUntil
            provider {
              reviewCount
            }
          }
        }
      }
    }
  `;
  const BOOKING = /* GraphQL */ `
    query ($id: ID!) {
      node(id: $id) {
        ... on Booking {
          reviewableUntil
          review {
            rating
          }
        }
      }
    }
  `;

  it("offers the review until the window closes, takes it, and shows it on the booking", async () => {
    const bookingId = await completedBooking();
    const { encodeGlobalID } = await import("@pothos/plugin-relay");
    const id = encodeGlobalID("Booking", String(bookingId));
    const headers = { cookie: customer.cookie };
    const offered = await api.graphql(BOOKING, { id }, headers);
    expect(offered.data?.node).toEqual({
      reviewableUntil: new Date(COMPLETED_AT.getTime() + 30 * DAY).toISOString(),
      review: null,
    });
    // Not the provider's to write.
    expect((await api.graphql(BOOKING, { id }, { cookie: owner.cookie })).data?.node.reviewableUntil).toBeNull();

    const count = (await figures()).stored.count;
    const written = await api.graphql(REVIEW_BOOKING, { input: { bookingId: id, ...REVIEW } }, headers);
    expect(written.data?.reviewBooking).toMatchObject({
      __typename: "ReviewPayload",
      review: {
        rating: 4,
        serviceMonth: "2026-11",
        editableUntil: new Date(TEST_NOW.getTime() + 48 * 3_600_000).toISOString(),
        provider: { reviewCount: count + 1 },
      },
    });
    expect((await api.graphql(BOOKING, { id }, headers)).data?.node).toEqual({
      reviewableUntil: null,
      review: { rating: 4 },
    });
    const refused = await api.graphql(REVIEW_BOOKING, { input: { bookingId: id, ...REVIEW, rating: 9 } }, headers);
    expect(refused.data?.reviewBooking).toEqual({ __typename: "ValidationError", message: REVIEW_STARS_MESSAGE });
  });
});

describe("the provider's rating", () => {
  it("equals a recomputation from its published reviews after any sequence of writes, edits, hides and restores", async () => {
    const providerId = 7;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant("write" as const), rating: fc.integer({ min: 1, max: 5 }) }),
            fc.record({
              kind: fc.constant("edit" as const),
              pick: fc.nat(),
              rating: fc.integer({ min: 1, max: 5 }),
            }),
            fc.record({ kind: fc.constantFrom("hide" as const, "restore" as const), pick: fc.nat() }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          const written: number[] = [];
          for (const step of steps) {
            if (step.kind === "write") {
              const bookingId = await completedBooking(customer.userId, providerId);
              const answer = await review(bookingId, { ...REVIEW, rating: step.rating });
              expect(answer.status).toBe(201);
              written.push(answer.body.id);
            } else if (written.length > 0 && step.kind !== "edit") {
              const id = written[step.pick % written.length]!;
              const path = `/api/admin/reviews/${id}/${step.kind}`;
              const body = { reason: "Checked against the guidelines." };
              expect((await restCall(api, "POST", path, { cookie: staff.cookie, body })).status).toBe(200);
            } else if (written.length > 0 && step.kind === "edit") {
              const id = written[step.pick % written.length]!;
              const body = { ...REVIEW, rating: step.rating };
              expect(
                (await restCall(api, "PATCH", `/api/reviews/${id}`, { cookie: customer.cookie, body })).status,
              ).toBe(200);
            }
            expectInStep(await figures(providerId));
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
