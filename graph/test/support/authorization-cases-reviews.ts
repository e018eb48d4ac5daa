// The authorization matrix's rows for reviews: only a completed booking's customer reviews it
// (customer's booking with provider A; provider A and staff can read the booking but not
// review it), only its author changes a review, only the reviewed provider replies, and
// anyone reads an approved provider's reviews. The rules themselves (once, the windows, the
// rating kept in step) are graph/test/api/reviews.test.ts's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { REVIEW_NOT_YOURS_MESSAGE } from "../../../shared/reviews/review.ts";
import { OWN_REVIEW_VOTE_MESSAGE } from "../../src/services/reviews/helpful-votes.ts";
import {
  bookingOfSomeoneElse,
  EVERYONE,
  graphql,
  type MatrixCase,
  PAYLOAD,
  rest,
  SIGNED_IN,
  STAFF,
  type Denial,
} from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";
import { TEST_NOW } from "./app.ts";

const REVIEW = { rating: 5, comment: "Thorough, friendly and on time." };
const NOT_AUTHOR = "Only its author can change a review.";
const NOT_REVIEWED_PROVIDER = "Only the reviewed provider can reply to a review.";

/** A booking of customer's with provider A, completed the day before TEST_NOW. */
async function completedBooking(world: World): Promise<number> {
  const booking = await world.prisma.booking.create({
    data: {
      providerId: world.ids.providerA,
      customerId: world.ids.customer,
      customerName: "Casey Matrix",
      customerPhone: "416-555-0100",
      customerEmail: "customer@matrix.test",
      serviceType: "house-cleaning",
      preferredDate: new Date("2026-11-19T00:00:00Z"),
      preferredTime: "13:00",
      status: "COMPLETED",
      estimatedPrice: 12_000,
      actualPrice: 12_000,
      completedAt: new Date("2026-11-19T20:00:00Z"),
    },
  });
  return booking.id;
}

/** Customer's review of such a booking, written at TEST_NOW (so still theirs to change). */
async function customersReview(world: World): Promise<number> {
  const bookingId = await completedBooking(world);
  const review = await world.prisma.review.create({
    data: {
      providerId: world.ids.providerA,
      bookingId,
      authorId: world.ids.customer,
      customerName: "Casey M.",
      ...REVIEW,
      createdAt: TEST_NOW,
    },
  });
  return review.id;
}

const reviewed = async (world: World, bookingId: number | undefined) => {
  const review = await world.prisma.review.findUnique({ where: { bookingId } });
  if (review?.authorId !== world.ids.customer) throw new Error(`booking ${bookingId} has no review of customer's`);
};

const changedTo = (rating: number) => async (world: World, reviewId: number | undefined) => {
  const review = await world.prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
  if (review.rating !== rating) throw new Error(`review ${reviewId} has ${review.rating} stars, not ${rating}`);
};

/** Customer's review, hidden by staff. */
async function hiddenReview(world: World): Promise<number> {
  const id = await customersReview(world);
  await world.prisma.review.update({ where: { id }, data: { hiddenAt: TEST_NOW, hiddenReason: "Off topic." } });
  return id;
}

const REASON = { reason: "Checked against the guidelines." };

const reportedOnce = async (world: World, reviewId: number | undefined) => {
  const reports = await world.prisma.reviewReport.count({ where: { reviewId } });
  if (reports !== 1) throw new Error(`review ${reviewId} has ${reports} reports, not 1`);
};

const hiddenIs = (hidden: boolean) => async (world: World, reviewId: number | undefined) => {
  const review = await world.prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
  if ((review.hiddenAt !== null) !== hidden)
    throw new Error(`review ${reviewId} is not ${hidden ? "hidden" : "shown"}`);
};

const reasonMutation =
  (field: string) => (world: World, headers: Record<string, string>, reviewId: number | undefined) =>
    graphql(
      world,
      headers,
      field,
      `mutation($input: ReviewReasonInput!) { ${field}(input: $input) { ${PAYLOAD("ReviewPayload")} } }`,
      { input: { reviewId: encodeGlobalID("Review", String(reviewId)), ...REASON } },
    );

const replied = async (world: World, reviewId: number | undefined) => {
  const review = await world.prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
  if (!review.reply) throw new Error(`review ${reviewId} has no reply`);
};

/** Provider A and staff may read customer's booking, so they hear why they may not review it. */
const readersOfTheBooking = (overRest: boolean): Partial<Record<"provider" | "admin", Denial>> => {
  const denial = { ...(overRest ? { status: 403 } : {}), message: REVIEW_NOT_YOURS_MESSAGE };
  return { provider: denial, admin: denial };
};

const refusedAs = (message: string, overRest: boolean) => {
  const denial = { ...(overRest ? { status: 403 } : {}), message };
  return { otherCustomer: denial, provider: denial, otherProvider: denial, admin: denial };
};

/** Customer's review, found helpful by otherCustomer: a vote for DELETE to take back. */
async function reviewVotedByOtherCustomer(world: World): Promise<number> {
  const id = await customersReview(world);
  const other = await world.prisma.user.findUniqueOrThrow({ where: { email: "other-customer@matrix.test" } });
  await world.prisma.reviewVote.create({ data: { reviewId: id, userId: other.id } });
  await world.prisma.review.update({ where: { id }, data: { helpfulCount: 1 } });
  return id;
}

const helpfulCountIs = (count: number) => async (world: World, reviewId: number | undefined) => {
  const review = await world.prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
  if (review.helpfulCount !== count) throw new Error(`review ${reviewId} counts ${review.helpfulCount}, not ${count}`);
};

/** Anyone signed in but its author marks a review helpful; the author hears why not. */
const VOTERS = ["otherCustomer", "provider", "otherProvider", "admin"] as const;
const ownReview = (overRest: boolean) => ({
  customer: { ...(overRest ? { status: 403 } : {}), message: OWN_REVIEW_VOTE_MESSAGE },
});
const HELPFUL_NOTE = "any signed-in account but its author (customer); a partner token may not";

const HELPFUL_CASES: MatrixCase[] = [
  {
    operation: "Mutation.markReviewHelpful",
    audited: false,
    access: "restricted",
    note: HELPFUL_NOTE,
    allow: VOTERS,
    deniedWith: ownReview(false),
    prepare: customersReview,
    call: (world, caller, reviewId) =>
      graphql(
        world,
        caller.headers,
        "markReviewHelpful",
        `mutation($input: MarkReviewHelpfulInput!) { markReviewHelpful(input: $input) { ${PAYLOAD("ReviewPayload")} } }`,
        { input: { reviewId: encodeGlobalID("Review", String(reviewId)), helpful: true } },
      ),
    afterAllowed: helpfulCountIs(1),
  },
  {
    operation: "POST /api/reviews/:id/helpful",
    audited: false,
    access: "restricted",
    note: HELPFUL_NOTE,
    allow: VOTERS,
    deniedWith: ownReview(true),
    prepare: customersReview,
    call: (world, caller, reviewId) => rest(world, caller.headers, "POST", `/api/reviews/${reviewId}/helpful`, {}),
    afterAllowed: helpfulCountIs(1),
  },
  {
    operation: "DELETE /api/reviews/:id/helpful",
    audited: false,
    access: "restricted",
    note: `${HELPFUL_NOTE}; otherCustomer's vote taken back, anyone else's absent`,
    allow: VOTERS,
    deniedWith: ownReview(true),
    prepare: reviewVotedByOtherCustomer,
    call: (world, caller, reviewId) => rest(world, caller.headers, "DELETE", `/api/reviews/${reviewId}/helpful`),
  },
];

export const REVIEW_CASES: MatrixCase[] = [
  {
    operation: "Mutation.reviewBooking",
    access: "restricted",
    note: "customer's completed booking with provider A: its customer only",
    allow: ["customer"],
    deniedWith: { ...readersOfTheBooking(false), ...bookingOfSomeoneElse(false) },
    prepare: completedBooking,
    call: (world, caller, bookingId) =>
      graphql(
        world,
        caller.headers,
        "reviewBooking",
        `mutation($input: ReviewBookingInput!) { reviewBooking(input: $input) { ${PAYLOAD("ReviewPayload")} } }`,
        { input: { bookingId: encodeGlobalID("Booking", String(bookingId)), ...REVIEW } },
      ),
    afterAllowed: reviewed,
  },
  {
    operation: "POST /api/bookings/:id/review",
    access: "restricted",
    note: "customer's completed booking with provider A: its customer only",
    allow: ["customer"],
    deniedWith: { ...readersOfTheBooking(true), ...bookingOfSomeoneElse(true) },
    prepare: completedBooking,
    call: (world, caller, bookingId) =>
      rest(world, caller.headers, "POST", `/api/bookings/${bookingId}/review`, REVIEW),
    afterAllowed: reviewed,
  },
  {
    operation: "Mutation.editReview",
    access: "restricted",
    note: "customer's own review: its author only",
    allow: ["customer"],
    deniedWith: refusedAs(NOT_AUTHOR, false),
    prepare: customersReview,
    call: (world, caller, reviewId) =>
      graphql(
        world,
        caller.headers,
        "editReview",
        `mutation($input: EditReviewInput!) { editReview(input: $input) { ${PAYLOAD("ReviewPayload")} } }`,
        { input: { reviewId: encodeGlobalID("Review", String(reviewId)), ...REVIEW, rating: 4 } },
      ),
    afterAllowed: changedTo(4),
  },
  {
    operation: "PATCH /api/reviews/:id",
    access: "restricted",
    note: "customer's own review: its author only",
    allow: ["customer"],
    deniedWith: refusedAs(NOT_AUTHOR, true),
    prepare: customersReview,
    call: (world, caller, reviewId) =>
      rest(world, caller.headers, "PATCH", `/api/reviews/${reviewId}`, { ...REVIEW, rating: 3 }),
    afterAllowed: changedTo(3),
  },
  {
    operation: "Mutation.replyToReview",
    access: "restricted",
    note: "a review of provider A's: provider A only",
    allow: ["provider"],
    deniedWith: { ...refusedAs(NOT_REVIEWED_PROVIDER, false), customer: { message: NOT_REVIEWED_PROVIDER } },
    prepare: customersReview,
    call: (world, caller, reviewId) =>
      graphql(
        world,
        caller.headers,
        "replyToReview",
        `mutation($input: ReplyToReviewInput!) { replyToReview(input: $input) { ${PAYLOAD("ReviewPayload")} } }`,
        { input: { reviewId: encodeGlobalID("Review", String(reviewId)), reply: "Thank you!" } },
      ),
    afterAllowed: replied,
  },
  {
    operation: "POST /api/reviews/:id/reply",
    access: "restricted",
    note: "a review of provider A's: provider A only",
    allow: ["provider"],
    deniedWith: {
      ...refusedAs(NOT_REVIEWED_PROVIDER, true),
      customer: { status: 403, message: NOT_REVIEWED_PROVIDER },
    },
    prepare: customersReview,
    call: (world, caller, reviewId) =>
      rest(world, caller.headers, "POST", `/api/reviews/${reviewId}/reply`, { reply: "Thank you!" }),
    afterAllowed: replied,
  },
  {
    operation: "Mutation.reportReview",
    audited: false,
    access: "restricted",
    note: "any signed-in account reports a published review, once; a partner token may not",
    allow: SIGNED_IN,
    prepare: customersReview,
    call: (world, caller, reviewId) => reasonMutation("reportReview")(world, caller.headers, reviewId),
    afterAllowed: reportedOnce,
  },
  {
    operation: "POST /api/reviews/:id/report",
    audited: false,
    access: "restricted",
    note: "any signed-in account reports a published review, once; a partner token may not",
    allow: SIGNED_IN,
    prepare: customersReview,
    call: (world, caller, reviewId) => rest(world, caller.headers, "POST", `/api/reviews/${reviewId}/report`, REASON),
    afterAllowed: reportedOnce,
  },
  ...HELPFUL_CASES,
  {
    operation: "Mutation.hideReview",
    access: "restricted",
    note: "staff only: a review out of view and out of the rating",
    allow: STAFF,
    prepare: customersReview,
    call: (world, caller, reviewId) => reasonMutation("hideReview")(world, caller.headers, reviewId),
    afterAllowed: hiddenIs(true),
  },
  {
    operation: "POST /api/admin/reviews/:id/hide",
    access: "restricted",
    note: "staff only: a review out of view and out of the rating",
    allow: STAFF,
    prepare: customersReview,
    call: (world, caller, reviewId) =>
      rest(world, caller.headers, "POST", `/api/admin/reviews/${reviewId}/hide`, REASON),
    afterAllowed: hiddenIs(true),
  },
  {
    operation: "Mutation.restoreReview",
    access: "restricted",
    note: "staff only: a hidden review back",
    allow: STAFF,
    prepare: hiddenReview,
    call: (world, caller, reviewId) => reasonMutation("restoreReview")(world, caller.headers, reviewId),
    afterAllowed: hiddenIs(false),
  },
  {
    operation: "POST /api/admin/reviews/:id/restore",
    access: "restricted",
    note: "staff only: a hidden review back",
    allow: STAFF,
    prepare: hiddenReview,
    call: (world, caller, reviewId) =>
      rest(world, caller.headers, "POST", `/api/admin/reviews/${reviewId}/restore`, REASON),
    afterAllowed: hiddenIs(false),
  },
  {
    operation: "Query.reportedReviews",
    access: "restricted",
    note: "staff only: who reported what",
    allow: STAFF,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "reportedReviews",
        `
          {
            reportedReviews(first: 5) {
              edges {
                node {
                  id
                  reportCount
                }
              }
            }
          }
        `,
      ),
  },
  {
    operation: "GET /api/providers/:id/reviews",
    access: "public",
    note: "marketplace data: an approved provider's reviews",
    allow: EVERYONE,
    call: (world, caller) => rest(world, caller.headers, "GET", `/api/providers/${world.ids.providerA}/reviews`),
  },
];
