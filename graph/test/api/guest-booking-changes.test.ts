// A guest (a booking without an account, customerId null) moves it and reports or disputes a
// no-show through its signed link, over GraphQL and under /api/guest-bookings/{token}: the link
// seats its holder on the customer's side of the account holder's rules (reschedule.ts,
// absences.ts), and any link that opens nothing changes nothing, in the same words everywhere.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GUEST_LINK_REFUSAL } from "../../src/services/bookings/guest-booking.ts";
import { guestManagePathFor, guestManageToken } from "../../src/services/bookings/guest-link.ts";
import { ANSWER_OWN } from "../../src/services/bookings/reschedule.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { insertSettledPayment } from "../support/customer-booking.ts";
import { pinnedClock, restCall, signInCookie } from "../support/notifications.ts";
import { placeProviders } from "../support/schedules.ts";

const PROVIDER = 1;
const HOUR_MS = 60 * 60 * 1000;
const GUEST_EMAIL = "guest@guest-changes.test";
const clock = pinnedClock(TEST_NOW);
let api: TestApp;
let providerCookie: string;
let providerAccounts: number[];

beforeAll(async () => {
  api = await startTestApp({ providers: 5, clock });
  await placeProviders(api.db.prisma, { [PROVIDER]: "toronto-ontario" });
  providerCookie = await signInCookie(api, "provider@demo.test");
  const accounts = await api.db.prisma.user.findMany({ where: { providerId: PROVIDER }, select: { id: true } });
  providerAccounts = accounts.map((account) => account.id);
});
afterAll(() => api?.close());
// In-process calls share one address bucket for wrong links: every test starts unthrottled.
beforeEach(async () => {
  clock.set(TEST_NOW);
  await api.db.prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "guest-link:" } } });
});

// TEST_NOW is 10:00 in Toronto (EST) on Friday 2026-11-20: a 09:00 visit that day has begun.
async function guestBooking(date: string, time: string, options: { paid?: number; customerId?: number } = {}) {
  const booking = await api.db.prisma.booking.create({
    data: {
      providerId: PROVIDER,
      customerId: options.customerId ?? null,
      customerName: "Gale Guest",
      customerPhone: "416-555-0177",
      customerEmail: GUEST_EMAIL,
      serviceType: "house-cleaning",
      preferredDate: new Date(`${date}T00:00:00Z`),
      preferredTime: time,
      estimatedPrice: options.paid || 12000,
    },
  });
  if (options.paid) await insertSettledPayment(api.db.prisma, booking, options.paid, TEST_NOW);
  return booking;
}

/** The token of the link the guest's emails carry (guest-link.ts makes it, as the confirmation does). */
async function tokenFor(bookingId: number): Promise<string> {
  const path = await guestManagePathFor(api.db.prisma, bookingId);
  return path!.slice("/bookings/manage/".length);
}

let nextSlot = 0;
/** A free slot of the provider's `hoursAhead` from now, a few minutes apart from every other. */
async function freeSlotIn(hoursAhead: number, price = 12000) {
  nextSlot += 1;
  const startsAt = new Date(TEST_NOW.getTime() + hoursAhead * HOUR_MS + nextSlot * 6 * 60_000);
  return api.db.prisma.timeSlot.create({
    data: {
      providerId: PROVIDER,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * 60_000),
      durationMinutes: 5,
      price,
    },
  });
}

/** "YYYY-MM-DD" and "HH:MM" of an instant in Toronto: what the guest's view shows. */
function torontoWallClock(instant: Date) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    ...{ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  } as const).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

const RESULT = `__typename ... on Error { message }`;
const MOVE_FIELDS = `databaseId status immediate proposedBy answeredBy toDate toTime`;
const VIEW = `date time status movable noShowReportable reschedules { ${MOVE_FIELDS} }
  absence { absentParty status disputeNote refund }`;
const RESCHEDULE = `mutation ($input: RescheduleGuestBookingInput!) { rescheduleGuestBooking(input: $input) {
  ${RESULT} ... on RescheduleGuestBookingPayload { reschedule { ${MOVE_FIELDS} } guestBooking { ${VIEW} } } } }`;
const ANSWER = `mutation ($input: AnswerGuestBookingRescheduleInput!) { answerGuestBookingReschedule(input: $input) {
  ${RESULT} ... on RescheduleGuestBookingPayload { reschedule { ${MOVE_FIELDS} } guestBooking { ${VIEW} } } } }`;
const REPORT = `mutation ($input: ReportGuestNoShowInput!) { reportGuestNoShow(input: $input) {
  ${RESULT} ... on GuestNoShowPayload { noShow { absentParty status } guestBooking { ${VIEW} } } } }`;
const DISPUTE = `mutation ($input: DisputeGuestNoShowInput!) { disputeGuestNoShow(input: $input) {
  ${RESULT} ... on GuestNoShowPayload { noShow { absentParty status disputeNote booking { id } } guestBooking { ${VIEW} } } } }`;
const GUEST_VIEW = `query ($token: String!) { guestBooking(token: $token) { ${RESULT} ... on GuestBooking { ${VIEW} } } }`;

/** The one root field a guest operation answers (no GraphQL-level errors allowed). */
async function call(document: string, variables: Record<string, unknown>, cookie?: string) {
  const { data, errors } = await api.graphql(document, variables, cookie ? { cookie } : {});
  expect(errors).toBeUndefined();
  return Object.values(data!)[0];
}
const view = (token: string) => call(GUEST_VIEW, { token });
const stored = (id: number) => api.db.prisma.booking.findUniqueOrThrow({ where: { id } });
const providerProposes = (bookingId: number, body: unknown) =>
  restCall(api, "POST", `/api/bookings/${bookingId}/reschedule`, { cookie: providerCookie, body });

describe("a guest moves their booking", () => {
  it("into the provider's free slot more than a day ahead: moved at once, the provider told", async () => {
    const booking = await guestBooking("2026-11-25", "13:00");
    const token = await tokenFor(booking.id);
    expect(await view(token)).toMatchObject({ movable: true, reschedules: [] });
    const slot = await freeSlotIn(72, 14000);
    const wall = torontoWallClock(slot.startsAt);

    const moved = await call(RESCHEDULE, { input: { token, timeSlotId: String(slot.id) } });
    expect(moved).toMatchObject({
      __typename: "RescheduleGuestBookingPayload",
      reschedule: { status: "ACCEPTED", immediate: true, proposedBy: "CUSTOMER", toDate: wall.date },
      guestBooking: { date: wall.date, time: wall.time, status: "CONFIRMED" },
    });
    const after = await stored(booking.id);
    expect(after).toMatchObject({ timeSlotId: slot.id, preferredTime: wall.time, estimatedPrice: 14000 });
    expect(after.preferredDate.toISOString().slice(0, 10)).toBe(wall.date);
    expect((await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).status).toBe("BOOKED");

    // The provider's accounts hear of the move; the guest's email points back to their link.
    const notices = await api.db.prisma.notification.findMany({
      where: { bookingId: booking.id, kind: "BOOKING_MOVED" },
    });
    expect(notices.filter((n) => providerAccounts.includes(n.recipientId!)).length).toBeGreaterThan(0);
    const guestNotice = notices.find((n) => n.email === GUEST_EMAIL && n.recipientId === null);
    expect(guestNotice?.link).toMatch(/^\/bookings\/manage\//);
  });

  it("to a date and time without a slot: pending until the provider accepts, then the guest sees it moved", async () => {
    const booking = await guestBooking("2026-11-25", "13:00");
    const token = await tokenFor(booking.id);
    const body = { preferredDate: "2026-11-27", preferredTime: "15:00" };
    const asked = await restCall(api, "POST", `/api/guest-bookings/${token}/reschedule`, { body });
    expect(asked.status).toBe(201);
    expect(asked.body.proposal).toMatchObject({ status: "pending", proposedBy: "customer", immediate: false });
    expect(asked.body.booking).toMatchObject({ date: "2026-11-25", time: "13:00" });
    const proposed = await api.db.prisma.notification.findMany({
      where: { bookingId: booking.id, kind: "BOOKING_MOVE_PROPOSED" },
    });
    expect(proposed.map((n) => n.recipientId)).toEqual(expect.arrayContaining(providerAccounts));

    const ANSWER_AS_ACCOUNT = `mutation ($input: AnswerBookingRescheduleInput!) {
      answerBookingReschedule(input: $input) { ${RESULT} ... on RescheduleBookingPayload { reschedule { status } } } }`;
    const input = { bookingId: String(booking.id), rescheduleId: asked.body.proposal.id, accept: true };
    expect(await call(ANSWER_AS_ACCOUNT, { input }, providerCookie)).toMatchObject({
      reschedule: { status: "ACCEPTED" },
    });

    expect(await view(token)).toMatchObject({
      date: "2026-11-27",
      time: "15:00",
      reschedules: [{ databaseId: asked.body.proposal.id, status: "ACCEPTED", answeredBy: "PROVIDER" }],
    });
    const history = await restCall(api, "GET", `/api/guest-bookings/${token}/reschedules`);
    expect(history.body).toEqual([expect.objectContaining({ id: asked.body.proposal.id, status: "accepted" })]);
    expect(await stored(booking.id)).toMatchObject({ preferredTime: "15:00", calendarSequence: 1 });
  });
});

describe("a guest answers a proposed move", () => {
  it("accepts the provider's proposal over REST: the booking moves", async () => {
    const booking = await guestBooking("2026-11-25", "13:00");
    const token = await tokenFor(booking.id);
    const asked = await providerProposes(booking.id, { preferredDate: "2026-11-26", preferredTime: "09:00" });
    expect(asked.status).toBe(201);
    const accepted = await restCall(
      api,
      "POST",
      `/api/guest-bookings/${token}/reschedule/${asked.body.proposal.id}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.proposal).toMatchObject({ status: "accepted", answeredBy: "customer" });
    expect(accepted.body.booking).toMatchObject({ date: "2026-11-26", time: "09:00" });
    const after = await stored(booking.id);
    expect([after.preferredDate.toISOString().slice(0, 10), after.preferredTime]).toEqual(["2026-11-26", "09:00"]);
  });

  it("declines the provider's proposal over GraphQL: the booking stands and the provider is told", async () => {
    const booking = await guestBooking("2026-11-25", "13:00");
    const token = await tokenFor(booking.id);
    const asked = await providerProposes(booking.id, { preferredDate: "2026-11-26", preferredTime: "11:00" });
    const declined = await call(ANSWER, { input: { token, rescheduleId: asked.body.proposal.id, accept: false } });
    expect(declined).toMatchObject({
      reschedule: { status: "DECLINED", answeredBy: "CUSTOMER" },
      guestBooking: { date: "2026-11-25", time: "13:00" },
    });
    expect(await stored(booking.id)).toMatchObject({ preferredTime: "13:00", calendarSequence: 0 });
    const told = await api.db.prisma.notification.findMany({
      where: { bookingId: booking.id, kind: "BOOKING_MOVE_DECLINED" },
    });
    expect(told.map((n) => n.recipientId)).toEqual(expect.arrayContaining(providerAccounts));
  });

  it("cannot accept their own proposal, and declining it withdraws it", async () => {
    const booking = await guestBooking("2026-11-25", "13:00");
    const token = await tokenFor(booking.id);
    const asked = await call(RESCHEDULE, { input: { token, preferredDate: "2026-11-28", preferredTime: "11:00" } });
    const rescheduleId = asked.reschedule.databaseId as number;
    expect(await call(ANSWER, { input: { token, rescheduleId, accept: true } })).toEqual({
      __typename: "ForbiddenError",
      message: ANSWER_OWN,
    });
    expect((await api.db.prisma.bookingReschedule.findUniqueOrThrow({ where: { id: rescheduleId } })).status).toBe(
      "PENDING",
    );
    const withdrawn = await call(ANSWER, { input: { token, rescheduleId, accept: false } });
    expect(withdrawn.reschedule).toMatchObject({ status: "WITHDRAWN", answeredBy: "CUSTOMER" });
    expect(await stored(booking.id)).toMatchObject({ preferredTime: "13:00", calendarSequence: 0 });
  });

  it("proposes once for a retry with the same idempotency key", async () => {
    const booking = await guestBooking("2026-11-25", "13:00");
    const token = await tokenFor(booking.id);
    const input = { token, preferredDate: "2026-11-29", preferredTime: "09:00", idempotencyKey: `guest-${booking.id}` };
    const first = await call(RESCHEDULE, { input });
    const second = await call(RESCHEDULE, { input });
    expect(first.reschedule.status).toBe("PENDING");
    expect(second.reschedule.databaseId).toBe(first.reschedule.databaseId);
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: booking.id } })).toBe(1);
    // The same key for another time is a mistake the guest is told of, not a second proposal.
    const reused = await call(RESCHEDULE, { input: { ...input, preferredTime: "11:00" } });
    expect(reused.__typename).toBe("IdempotencyKeyReusedError");
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: booking.id } })).toBe(1);
  });
});

describe("no-shows through the link", () => {
  it("reports the provider absent after the start: cancelled, paid in full back, staff told", async () => {
    const booking = await guestBooking("2026-11-20", "09:00", { paid: 15000 });
    const token = await tokenFor(booking.id);
    expect(await view(token)).toMatchObject({ noShowReportable: true, movable: false, absence: null });
    const reported = await restCall(api, "POST", `/api/guest-bookings/${token}/no-show`);
    expect(reported.status).toBe(201);
    expect(reported.body.noShow).toMatchObject({ absent: "provider", fee: 0, refund: 15000, status: "reported" });
    expect(reported.body.booking).toMatchObject({ status: "cancelled", noShowReportable: false });

    expect(await stored(booking.id)).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "CUSTOMER",
      cancellationFee: 0,
    });
    const refund = await api.db.prisma.refundRequest.findUniqueOrThrow({
      where: { key: `booking-${booking.id}-cancellation` },
    });
    expect(refund.amount).toBe(15000);
    const absence = await api.db.prisma.bookingAbsence.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(absence).toMatchObject({ absentParty: "PROVIDER", refund: 15000, fee: 0 });
    const staffTold = await api.db.prisma.notification.count({
      where: { bookingId: booking.id, kind: "BOOKING_ABSENCE_REPORTED", recipient: { role: "ADMIN" } },
    });
    expect(staffTold).toBeGreaterThan(0);
  });

  it("refuses a report before the visit's start, changing nothing", async () => {
    const booking = await guestBooking("2026-11-21", "09:00", { paid: 12000 });
    const token = await tokenFor(booking.id);
    expect(await call(REPORT, { input: { token } })).toEqual({
      __typename: "ValidationError",
      message: "A no-show can be reported once the visit's start time has passed.",
    });
    expect(await stored(booking.id)).toMatchObject({ status: "CONFIRMED", cancelledAt: null });
    expect(await api.db.prisma.bookingAbsence.count({ where: { bookingId: booking.id } })).toBe(0);
    expect(await api.db.prisma.refundRequest.count({ where: { payment: { bookingId: booking.id } } })).toBe(0);
  });

  it("disputes the provider's report that the guest was absent, with a note (an empty one is refused)", async () => {
    const booking = await guestBooking("2026-11-20", "09:00");
    const token = await tokenFor(booking.id);
    const reported = await restCall(api, "POST", `/api/bookings/${booking.id}/no-show`, { cookie: providerCookie });
    expect(reported.status).toBe(201);

    expect(await call(DISPUTE, { input: { token, note: "   " } })).toMatchObject({ __typename: "ValidationError" });
    const untouched = await api.db.prisma.bookingAbsence.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(untouched).toMatchObject({ status: "REPORTED", disputeNote: null });

    const note = "I was home all morning; nobody rang.";
    const disputed = await call(DISPUTE, { input: { token, note } });
    expect(disputed).toMatchObject({
      // The booking node is not a guest's to read: null, without failing what succeeded.
      noShow: { absentParty: "CUSTOMER", status: "DISPUTED", disputeNote: note, booking: null },
      guestBooking: { absence: { absentParty: "CUSTOMER", status: "DISPUTED", disputeNote: note } },
    });
    const row = await api.db.prisma.bookingAbsence.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(row).toMatchObject({ status: "DISPUTED", disputeNote: note, disputedAt: TEST_NOW });
    expect(await view(token)).toMatchObject({ absence: { status: "DISPUTED", disputeNote: note } });
  });

  it("disputes, from the report's own email link, in the last hour the report allows", async () => {
    // A 17:00 visit reported 47 hours on: the dispute runs until 95 hours after the start.
    const booking = await guestBooking("2026-11-20", "17:00");
    const start = new Date("2026-11-20T22:00:00Z");
    clock.set(new Date(start.getTime() + 47 * HOUR_MS));
    expect(
      (await restCall(api, "POST", `/api/bookings/${booking.id}/no-show`, { cookie: providerCookie })).status,
    ).toBe(201);
    const told = await api.db.prisma.notification.findFirstOrThrow({
      where: { bookingId: booking.id, kind: "BOOKING_ABSENCE_REPORTED", email: GUEST_EMAIL },
    });
    const token = told.link!.slice(told.link!.indexOf("/bookings/manage/") + "/bookings/manage/".length);

    clock.set(new Date(start.getTime() + 94.5 * HOUR_MS));
    expect(await call(DISPUTE, { input: { token, note: "I was home; nobody came to the door." } })).toMatchObject({
      noShow: { status: "DISPUTED" },
    });
  });
});

describe("links that open nothing", () => {
  it("answer every new door alike, 404 / NotFoundError in the same words, and change nothing", async () => {
    const future = await guestBooking("2026-11-25", "13:00");
    const begun = await guestBooking("2026-11-20", "09:00");
    const customer = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } });
    const accounts = await guestBooking("2026-11-20", "09:00", { customerId: customer.id });
    const proposal = await providerProposes(future.id, { preferredDate: "2026-11-26", preferredTime: "15:00" });
    const proposalId = proposal.body.proposal.id as number;

    const valid = await tokenFor(begun.id);
    const signature = valid.split(".")[3]!;
    const links = {
      tampered: valid.slice(0, -signature.length) + (signature[0] === "A" ? "B" : "A") + signature.slice(1),
      expired: guestManageToken(future.id, new Date(TEST_NOW.getTime() - 1000)),
      accountBooking: guestManageToken(accounts.id, new Date("2027-01-01T00:00:00Z")),
      garbage: "not-a-link",
    };
    for (const [name, token] of Object.entries(links)) {
      await api.db.prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "guest-link:" } } });
      const graphql: [string, Record<string, unknown>][] = [
        [RESCHEDULE, { token, preferredDate: "2026-11-27", preferredTime: "09:00" }],
        [ANSWER, { token, rescheduleId: proposalId, accept: true }],
        [REPORT, { token }],
        [DISPUTE, { token, note: "It was not me." }],
      ];
      for (const [document, input] of graphql) {
        expect(await call(document, { input }), name).toEqual({
          __typename: "NotFoundError",
          message: GUEST_LINK_REFUSAL,
        });
      }
      const base = `/api/guest-bookings/${token}`;
      const rest: [string, string, unknown][] = [
        ["POST", `${base}/reschedule`, { preferredDate: "2026-11-27", preferredTime: "09:00" }],
        ["POST", `${base}/reschedule/${proposalId}/accept`, undefined],
        ["POST", `${base}/reschedule/${proposalId}/decline`, undefined],
        ["GET", `${base}/reschedules`, undefined],
        ["POST", `${base}/no-show`, undefined],
        ["POST", `${base}/no-show/dispute`, { note: "It was not me." }],
      ];
      for (const [method, path, body] of rest) {
        const answer = await restCall(api, method, path, { body });
        expect({ status: answer.status, body: answer.body }, `${name} ${method} ${path}`).toEqual({
          status: 404,
          body: { message: GUEST_LINK_REFUSAL },
        });
      }
    }

    // Only the provider's proposal exists, still open; nobody reported anyone; nothing moved or ended.
    const ids = [future.id, begun.id, accounts.id];
    const moves = await api.db.prisma.bookingReschedule.findMany({ where: { bookingId: { in: ids } } });
    expect(moves.map((move) => [move.id, move.status])).toEqual([[proposalId, "PENDING"]]);
    expect(await api.db.prisma.bookingAbsence.count({ where: { bookingId: { in: ids } } })).toBe(0);
    const bookings = await api.db.prisma.booking.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    expect(bookings.map((b) => [b.status, b.preferredTime])).toEqual([
      ["CONFIRMED", "13:00"],
      ["CONFIRMED", "09:00"],
      ["CONFIRMED", "09:00"],
    ]);
  });
});
