// A provider's public profile: the provider by its number (GraphQL `provider`, REST
// GET /api/providers/{id}), what only a profile shows (its reviews by stars, what staff
// checked and when, its next open slots), and its reviews narrowed and ordered.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestContext } from "../../src/context.ts";
import { ratingDistribution } from "../../src/services/providers/provider-profile.ts";
import { REVIEW_STARS_MESSAGE } from "../../../shared/reviews/review.ts";
import { fixedClock, startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { restCall, signedInAccount, type SignedInAccount } from "../support/notifications.ts";
import { insertReviewedBooking } from "../support/reviewed-booking.ts";

const HOUR = 3_600_000;
const APPROVED_AT = new Date("2026-03-04T16:00:00Z");
const NO_SUCH_PROVIDER = "There is no provider with that id.";

let api: TestApp;
let approved: number;
let pending: number;
let owner: SignedInAccount;
let approvedOwner: SignedInAccount;
let staff: SignedInAccount;
let stranger: SignedInAccount;

async function insertProvider(status: "ACTIVE" | "PENDING", name: string) {
  const city = await api.db.prisma.city.findFirstOrThrow({ where: { name: "Toronto" } });
  const provider = await api.db.prisma.provider.create({
    data: {
      name,
      description: "Deep cleans and move-outs.",
      address: "1 Queen St W",
      serviceArea: "Toronto",
      phone: "416-555-0199",
      email: `${status.toLowerCase()}@profile.test`,
      startingPrice: 9_000,
      latitude: city.latitude,
      longitude: city.longitude,
      cityId: city.id,
      status,
      isCertified: status === "ACTIVE",
      approvedAt: status === "ACTIVE" ? APPROVED_AT : null,
    },
  });
  return provider.id;
}

/** A slot of the provider's, `hours` from TEST_NOW. */
const slotIn = (providerId: number, hours: number, status: "AVAILABLE" | "BOOKED" | "UNAVAILABLE" = "AVAILABLE") =>
  api.db.prisma.timeSlot.create({
    data: {
      providerId,
      startsAt: new Date(TEST_NOW.getTime() + hours * HOUR),
      endsAt: new Date(TEST_NOW.getTime() + (hours + 1) * HOUR),
      durationMinutes: 60,
      price: 9_000,
      status,
    },
  });

beforeAll(async () => {
  api = await startTestApp({ providers: 12 });
  approved = await insertProvider("ACTIVE", "Éclat Ménage Profile");
  pending = await insertProvider("PENDING", "Pending Profile Co");
  owner = await signedInAccount(api, "owner@profile.test", "PROVIDER", pending);
  approvedOwner = await signedInAccount(api, "approved-owner@profile.test", "PROVIDER", approved);
  staff = await signedInAccount(api, "staff@profile.test", "ADMIN");
  stranger = await signedInAccount(api, "stranger@profile.test");
  // Stars 5, 5, 4, 2 published; a hidden 1 counts for nothing. Oldest first.
  for (const [index, rating] of [5, 2, 5, 4, 1].entries()) {
    const review = await insertReviewedBooking(api.db.prisma, {
      providerId: approved,
      rating,
      comment: `Review number ${index} of the profile.`,
      createdAt: new Date(TEST_NOW.getTime() - (10 - index) * 24 * HOUR),
    });
    if (rating === 1) {
      await api.db.prisma.review.update({ where: { id: review.id }, data: { hiddenAt: TEST_NOW } });
    }
  }
  await api.db.prisma.provider.update({ where: { id: approved }, data: { rating: 4, reviewCount: 4 } });
  await slotIn(approved, -2); // begun
  await slotIn(approved, 30, "BOOKED");
  await slotIn(approved, 5, "UNAVAILABLE");
  for (const hours of [50, 26, 74, 98, 122]) await slotIn(approved, hours);
}, 120_000);
afterAll(() => api?.close());

const PROFILE = `
  query($id: ID!, $stars: Int, $order: ReviewOrder) {
    provider(id: $id) {
      databaseId
      name
      profilePath
      ratingDistribution { stars count }
      badges { kind checkedAt }
      reviews(first: 10, stars: $stars, order: $order) { edges { node { rating comment } } }
    }
  }`;

const profileAs = (id: string | number, who: SignedInAccount | null = null, variables: object = {}) =>
  api.graphql(PROFILE, { id: String(id), ...variables }, who ? { cookie: who.cookie } : {});

describe("the provider by its number", () => {
  it("is found by its databaseId or its global id", async () => {
    for (const id of [String(approved), encodeGlobalID("Provider", String(approved))]) {
      const { data, errors } = await profileAs(id);
      expect(errors).toBeUndefined();
      expect(data?.provider).toMatchObject({
        databaseId: approved,
        name: "Éclat Ménage Profile",
        profilePath: `/providers/${approved}-eclat-menage-profile`,
      });
    }
  });

  it.each(["999999", "0", "-3", "abc", "1e1", "0x5", "99999999999999", encodeGlobalID("Booking", "1")])(
    "is null for %s, not an error",
    async (id) => {
      const { data, errors } = await profileAs(id);
      expect(errors).toBeUndefined();
      expect(data?.provider).toBeNull();
    },
  );

  it("is null to the public while pending, and readable by its own account and staff", async () => {
    expect((await profileAs(pending)).data?.provider).toBeNull();
    expect((await profileAs(pending, stranger)).data?.provider).toBeNull();
    expect((await profileAs(pending, owner)).data?.provider).toMatchObject({ databaseId: pending, badges: [] });
    expect((await profileAs(pending, staff)).data?.provider).toMatchObject({ databaseId: pending });
  });
});

describe("what the profile shows", () => {
  it("counts the published reviews by stars, 5 down to 1, as the rating does", async () => {
    const { data } = await profileAs(approved);
    const distribution = data?.provider.ratingDistribution as { stars: number; count: number }[];
    expect(distribution).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
    const stored = await api.db.prisma.provider.findUniqueOrThrow({ where: { id: approved } });
    expect(distribution.reduce((sum, each) => sum + each.count, 0)).toBe(stored.reviewCount);
  });

  it("counts a page of providers' stars in one query, each provider's its own", async () => {
    const groupBy = vi.spyOn(api.db.prisma.review, "groupBy");
    try {
      const ctx = requestContext({ db: api.db.prisma, clock: fixedClock, viewer: null });
      const [own, other] = await Promise.all([ratingDistribution(ctx, approved), ratingDistribution(ctx, pending)]);
      expect(groupBy).toHaveBeenCalledTimes(1);
      expect(own.map((row) => row.count)).toEqual([2, 1, 0, 1, 0]);
      expect(other.map((row) => row.count)).toEqual([0, 0, 0, 0, 0]);
    } finally {
      groupBy.mockRestore();
    }
  });

  it("says what staff checked and when", async () => {
    const { data } = await profileAs(approved);
    expect(data?.provider.badges).toEqual([
      { kind: "CHECKED_BY_STAFF", checkedAt: APPROVED_AT.toISOString() },
      { kind: "CERTIFIED", checkedAt: APPROVED_AT.toISOString() },
    ]);
  });

  it("lists the next slots open for booking, earliest first, and nothing begun, booked or closed", async () => {
    const { data, errors } = await api.graphql(`query($id: ID!) { openSlots(providerId: $id) { startsAt state } }`, {
      id: String(approved),
    });
    expect(errors).toBeUndefined();
    expect(data?.openSlots).toEqual(
      [26, 50, 74, 98].map((hours) => ({
        startsAt: new Date(TEST_NOW.getTime() + hours * HOUR).toISOString(),
        state: "AVAILABLE",
      })),
    );
  });

  it.each([
    [0, "Ask for at least 1 slot."],
    [21, "Ask for at most 20 slots at a time."],
  ])("refuses first: %i", async (first, message) => {
    const { errors } = await api.graphql(
      `query($id: ID!, $first: Int) { openSlots(providerId: $id, first: $first) { id } }`,
      {
        id: String(approved),
        first,
      },
    );
    expect(errors?.[0]?.message).toBe(message);
  });

  it("has null for open slots of a provider the viewer may not read, or of none", async () => {
    for (const id of [String(pending), "999999", "abc"]) {
      const { data, errors } = await api.graphql(`query($id: ID!) { openSlots(providerId: $id) { id } }`, { id });
      expect(errors).toBeUndefined();
      expect(data?.openSlots).toBeNull();
    }
  });
});

describe("the profile's reviews", () => {
  const ratingsOf = async (variables: object) =>
    ((await profileAs(approved, null, variables)).data?.provider.reviews.edges as { node: { rating: number } }[]).map(
      (edge) => edge.node.rating,
    );

  it("are the published ones, newest first, or by stars", async () => {
    expect(await ratingsOf({})).toEqual([4, 5, 2, 5]);
    expect(await ratingsOf({ order: "HIGHEST" })).toEqual([5, 5, 4, 2]);
    expect(await ratingsOf({ order: "LOWEST" })).toEqual([2, 4, 5, 5]);
  });

  it("narrow to some stars", async () => {
    expect(await ratingsOf({ stars: 5 })).toEqual([5, 5]);
    expect(await ratingsOf({ stars: 3 })).toEqual([]);
    // A hidden review is nobody's to find by its stars.
    expect(await ratingsOf({ stars: 1 })).toEqual([]);
  });

  it("refuses stars outside 1 to 5", async () => {
    const { errors } = await profileAs(approved, null, { stars: 6 });
    expect(errors?.[0]?.message).toBe(REVIEW_STARS_MESSAGE);
  });
});

describe("GET /api/providers/{id}", () => {
  it("answers the profile", async () => {
    const { status, body } = await restCall(api, "GET", `/api/providers/${approved}?slots=2`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: approved,
      name: "Éclat Ménage Profile",
      rating: 4,
      reviewCount: 4,
      profilePath: `/providers/${approved}-eclat-menage-profile`,
      badges: [
        { kind: "CHECKED_BY_STAFF", checkedAt: APPROVED_AT.toISOString() },
        { kind: "CERTIFIED", checkedAt: APPROVED_AT.toISOString() },
      ],
      ratingDistribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(body.nextOpenSlots).toHaveLength(2);
    expect(body.nextOpenSlots[0]).toMatchObject({ isAvailable: true, isBooked: false, duration: 60 });
  });

  it.each([
    ["999999", 404],
    ["abc", 400],
  ])("is %s: %i", async (id, expected) => {
    const { status, body } = await restCall(api, "GET", `/api/providers/${id}`);
    expect([status, body.message]).toEqual([expected, NO_SUCH_PROVIDER]);
  });

  it("is 404 to the public for a pending provider, 200 to its account and staff", async () => {
    expect((await restCall(api, "GET", `/api/providers/${pending}`)).status).toBe(404);
    expect((await restCall(api, "GET", `/api/providers/${pending}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await restCall(api, "GET", `/api/providers/${pending}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await restCall(api, "GET", `/api/providers/${pending}`, { cookie: staff.cookie })).status).toBe(200);
  });

  it("is 400 for a bad number of slots, in the words of the GraphQL answer", async () => {
    const { status, body } = await restCall(api, "GET", `/api/providers/${approved}?slots=50`);
    expect([status, body.message]).toEqual([400, "Ask for at most 20 slots at a time."]);
  });
});

describe("GET /api/providers/{id}/reviews narrowed and ordered", () => {
  const ratings = async (query: string) => {
    const { status, body } = await restCall(api, "GET", `/api/providers/${approved}/reviews${query}`);
    expect(status).toBe(200);
    return (body as { rating: number }[]).map((review) => review.rating);
  };

  it("takes stars and order", async () => {
    expect(await ratings("?stars=5")).toEqual([5, 5]);
    expect(await ratings("?order=highest")).toEqual([5, 5, 4, 2]);
    expect(await ratings("?order=LOWEST&stars=2")).toEqual([2]);
  });

  it("pages in the asked order", async () => {
    const first = await restCall(api, "GET", `/api/providers/${approved}/reviews?order=highest&limit=3`);
    const next = first.headers.get("link")?.match(/<([^>]+)>/)?.[1];
    expect(next).toContain("order=highest");
    const url = new URL(next!, "http://marketplace.test");
    const second = await restCall(api, "GET", url.pathname + url.search);
    expect((second.body as { rating: number }[]).map((review) => review.rating)).toEqual([2]);
  });

  it.each([
    ["?stars=0", REVIEW_STARS_MESSAGE],
    ["?stars=five", REVIEW_STARS_MESSAGE],
    ["?order=best", "order is one of newest, highest, lowest, most_helpful."],
  ])("refuses %s", async (query, message) => {
    const { status, body } = await restCall(api, "GET", `/api/providers/${approved}/reviews${query}`);
    expect([status, body.message]).toEqual([400, message]);
  });
});

describe("what a reader may do with a review", () => {
  const VIEWER_FIELDS = `
    query($id: ID!) {
      provider(id: $id) {
        reviews(first: 10) { edges { node { id rating viewerMayReply viewerHasReported } } }
      }
    }`;
  type Row = { id: string; rating: number; viewerMayReply: boolean; viewerHasReported: boolean | null };
  const rowsFor = async (who: SignedInAccount | null) =>
    (
      (await api.graphql(VIEWER_FIELDS, { id: String(approved) }, who ? { cookie: who.cookie } : {})).data?.provider
        .reviews.edges as { node: Row }[]
    ).map((edge) => edge.node);

  it("lets only the provider's account reply, once; says who has reported it", async () => {
    expect((await rowsFor(null)).map((row) => [row.viewerMayReply, row.viewerHasReported])).toEqual(
      Array(4).fill([false, null]),
    );
    expect((await rowsFor(stranger)).map((row) => [row.viewerMayReply, row.viewerHasReported])).toEqual(
      Array(4).fill([false, false]),
    );
    expect((await rowsFor(approvedOwner)).every((row) => row.viewerMayReply)).toBe(true);

    const [first] = await rowsFor(approvedOwner);
    const replied = await api.graphql(
      `mutation($input: ReplyToReviewInput!) { replyToReview(input: $input) { __typename } }`,
      { input: { reviewId: first!.id, reply: "Thank you for having us!" } },
      { cookie: approvedOwner.cookie },
    );
    expect(replied.data?.replyToReview.__typename).toBe("ReviewPayload");
    expect((await rowsFor(approvedOwner)).map((row) => row.viewerMayReply)).toEqual([false, true, true, true]);

    const reported = await api.graphql(
      `mutation($input: ReviewReasonInput!) { reportReview(input: $input) { __typename } }`,
      { input: { reviewId: first!.id, reason: "Not about the service." } },
      { cookie: stranger.cookie },
    );
    expect(reported.data?.reportReview.__typename).toBe("ReviewPayload");
    expect((await rowsFor(stranger)).map((row) => row.viewerHasReported)).toEqual([true, false, false, false]);
    expect((await rowsFor(staff)).map((row) => row.viewerHasReported)).toEqual([false, false, false, false]);

    // Why it was reported is staff's to read.
    const REPORTS = `query($id: ID!) { node(id: $id) { ... on Review { reports { reason } } } }`;
    const reportsAs = async (who: SignedInAccount) =>
      (await api.graphql(REPORTS, { id: first!.id }, { cookie: who.cookie })).data?.node.reports;
    expect(await reportsAs(staff)).toEqual([{ reason: "Not about the service." }]);
    expect(await reportsAs(stranger)).toBeNull();
    expect(await reportsAs(approvedOwner)).toBeNull();
  });
});

describe("a review found helpful", () => {
  const HELPFUL = `mutation($input: MarkReviewHelpfulInput!) {
    markReviewHelpful(input: $input) { __typename ... on Error { message } ... on ReviewPayload { review { helpfulCount viewerFoundHelpful } } }
  }`;
  const mark = (who: SignedInAccount | null, reviewId: number, helpful = true) =>
    api.graphql(HELPFUL, { input: { reviewId: String(reviewId), helpful } }, who ? { cookie: who.cookie } : {});
  const countOf = async (id: number) => (await api.db.prisma.review.findUniqueOrThrow({ where: { id } })).helpfulCount;
  const votesOf = (reviewId: number) => api.db.prisma.reviewVote.count({ where: { reviewId } });
  let target: number;

  beforeAll(async () => {
    const oldest = await api.db.prisma.review.findFirstOrThrow({
      where: { providerId: approved, hiddenAt: null },
      orderBy: { createdAt: "asc" },
    });
    target = oldest.id;
  });

  it("counts each account once, however often or at once it says so, and takes a vote back", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => mark(stranger, target)));
    expect(answers.every((answer) => answer.data?.markReviewHelpful.__typename === "ReviewPayload")).toBe(true);
    expect(await countOf(target)).toBe(1);
    const second = await mark(approvedOwner, target);
    expect(second.data?.markReviewHelpful.review).toEqual({ helpfulCount: 2, viewerFoundHelpful: true });
    expect([await countOf(target), await votesOf(target)]).toEqual([2, 2]);

    // The most helpful first, though the oldest.
    const { data } = await api.graphql(
      `query($id: ID!) { provider(id: $id) { reviews(first: 1, order: MOST_HELPFUL) { edges { node { id helpfulCount } } } } }`,
      { id: String(approved) },
    );
    expect(data?.provider.reviews.edges[0].node).toEqual({
      id: encodeGlobalID("Review", String(target)),
      helpfulCount: 2,
    });

    await mark(approvedOwner, target, false);
    await mark(approvedOwner, target, false);
    expect([await countOf(target), await votesOf(target)]).toEqual([1, 1]);
  });

  it("is refused to a visitor, on a hidden review, and to the review's author", async () => {
    const visitor = await mark(null, target);
    expect(visitor.errors?.[0]?.message ?? visitor.data?.markReviewHelpful.message).toBe("Please sign in to continue.");
    const hidden = await api.db.prisma.review.findFirstOrThrow({
      where: { providerId: approved, hiddenAt: { not: null } },
    });
    expect((await mark(stranger, hidden.id)).data?.markReviewHelpful.__typename).toBe("NotFoundError");
    await api.db.prisma.review.update({ where: { id: target }, data: { authorId: staff.userId } });
    try {
      const own = await mark(staff, target);
      expect(own.data?.markReviewHelpful.message).toBe("You can't mark your own review helpful.");
    } finally {
      await api.db.prisma.review.update({ where: { id: target }, data: { authorId: null } });
    }
    expect(await countOf(target)).toBe(1);
  });

  it("answers REST in its own words, and a deleted account's vote leaves the count", async () => {
    const voter = await signedInAccount(api, "voter@profile.test");
    const added = await restCall(api, "POST", `/api/reviews/${target}/helpful`, { cookie: voter.cookie });
    expect([added.status, added.body]).toEqual([200, { id: target, helpfulCount: 2, viewerFoundHelpful: true }]);
    const list = await restCall(api, "GET", `/api/providers/${approved}/reviews?order=most-helpful&limit=1`);
    expect(list.body[0]).toMatchObject({ id: target, helpfulCount: 2 });

    const deleted = await api.graphql(
      `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { password: "notification tests pass 1" } },
      { cookie: voter.cookie },
    );
    expect(deleted.data?.deleteAccount.__typename).toBe("DeleteAccountPayload");
    expect([await countOf(target), await votesOf(target)]).toEqual([1, 1]);

    const removed = await restCall(api, "DELETE", `/api/reviews/${target}/helpful`, { cookie: stranger.cookie });
    expect([removed.status, removed.body]).toEqual([200, { id: target, helpfulCount: 0, viewerFoundHelpful: false }]);
  });
});
