// Moving a booking: a customer's free slot a day or more ahead moves it at once; a later move, a
// time without a slot or the provider's proposal waits for the other side, who accepts or
// declines until it lapses. Each side is told, calendars get a new copy, a cheaper time refunds
// its difference, and bad input or a stranger changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { systemContext } from "../../src/context.ts";
import { MOVE_REFUSAL } from "../../src/services/bookings/reschedule.ts";
import { lapseUnansweredMoves } from "../../src/services/bookings/moves.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { bookingNodeField, insertSettledPayment } from "../support/customer-booking.ts";
import {
  pinnedClock,
  restCall,
  signedInAccount,
  signInCookie,
  type SignedInAccount,
} from "../support/notifications.ts";
import { placeProviders } from "../support/schedules.ts";

const PROVIDER = 1;
const OTHER_PROVIDER = 2;
const HOUR_MS = 60 * 60 * 1000;
const clock = pinnedClock(TEST_NOW);
let api: TestApp;
let providerCookie: string;
let staffCookie: string;
let customer: SignedInAccount;
let stranger: SignedInAccount;

beforeAll(async () => {
  api = await startTestApp({ providers: 5, clock });
  await placeProviders(api.db.prisma, { [PROVIDER]: "toronto-ontario", [OTHER_PROVIDER]: "toronto-ontario" });
  providerCookie = await signInCookie(api, "provider@demo.test");
  staffCookie = await signInCookie(api, "admin@demo.test");
  customer = await signedInAccount(api, "mover@reschedules.test");
  stranger = await signedInAccount(api, "stranger@reschedules.test");
});
afterAll(() => api?.close());
beforeEach(() => clock.set(TEST_NOW));

// TEST_NOW is 10:00 in Toronto (EST, UTC-5) on Friday 2026-11-20.
let nextSlotHour = 0;
/** A free slot of `providerId` starting `hoursAhead` hours after TEST_NOW (kept apart from every other). */
async function slotIn(hoursAhead: number, price = 12000, providerId = PROVIDER) {
  nextSlotHour += 1;
  // Five-minute slots a few minutes apart never overlap, and stay within minutes of the hour asked.
  // (Away from TEST_NOW: a past slot moves further into the past.)
  const apart = Math.sign(hoursAhead) * nextSlotHour * 6 * 60_000;
  const startsAt = new Date(TEST_NOW.getTime() + hoursAhead * HOUR_MS + apart);
  return api.db.prisma.timeSlot.create({
    data: { providerId, startsAt, endsAt: new Date(startsAt.getTime() + 5 * 60_000), durationMinutes: 5, price },
  });
}

/** A customer's booking of a slot `hoursAhead` away, as the slot door leaves it. */
async function slotBookingIn(hoursAhead: number, price = 12000) {
  const slot = await slotIn(hoursAhead, price);
  await api.db.prisma.timeSlot.update({ where: { id: slot.id }, data: { status: "BOOKED" } });
  const wall = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(slot.startsAt);
  const part = (type: string) => wall.find((p) => p.type === type)!.value;
  return api.db.prisma.booking.create({
    data: {
      providerId: PROVIDER,
      customerId: customer.userId,
      customerName: "Morgan Mover",
      customerPhone: "416-555-0199",
      customerEmail: customer.email,
      serviceType: "house-cleaning",
      preferredDate: new Date(`${part("year")}-${part("month")}-${part("day")}T00:00:00Z`),
      preferredTime: `${part("hour")}:${part("minute")}`,
      estimatedPrice: price,
      timeSlotId: slot.id,
    },
  });
}

const propose = (id: number, cookie: string | undefined, body: unknown) =>
  restCall(api, "POST", `/api/bookings/${id}/reschedule`, { cookie, body });
const answer = (id: number, proposalId: number, cookie: string, verdict: "accept" | "decline") =>
  restCall(api, "POST", `/api/bookings/${id}/reschedule/${proposalId}/${verdict}`, { cookie });
const kindsFor = async (bookingId: number) =>
  (await api.db.prisma.notification.findMany({ where: { bookingId }, orderBy: { id: "asc" } })).map((n) => n.kind);

describe("a customer's free slot a day or more ahead", () => {
  it("moves the booking at once: slots swap, the price and calendar follow, both sides are told", async () => {
    const booking = await slotBookingIn(48);
    const target = await slotIn(72, 14000);
    const moved = await propose(booking.id, customer.cookie, { timeSlotId: target.id });
    expect(moved.status).toBe(201);
    expect(moved.body.proposal).toMatchObject({ status: "accepted", immediate: true, proposedBy: "customer" });
    expect(moved.body.proposal.from.price).toBe(12000);
    expect(moved.body.booking).toMatchObject({ preferredTime: expect.any(String), estimatedPrice: 14000 });

    const stored = await api.db.prisma.booking.findUniqueOrThrow({
      where: { id: booking.id },
      include: { timeSlot: true },
    });
    expect(stored.timeSlotId).toBe(target.id);
    expect(stored.calendarSequence).toBe(1);
    expect(stored.movedAt).toEqual(TEST_NOW);
    expect(stored.timeSlot?.status).toBe("BOOKED");
    const freed = await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: booking.timeSlotId! } });
    expect(freed.status).toBe("AVAILABLE");

    const notices = await api.db.prisma.notification.findMany({
      where: { bookingId: booking.id, kind: "BOOKING_MOVED" },
    });
    expect(notices.map((n) => n.recipientId)).toContain(customer.userId);
    expect(notices.length).toBeGreaterThan(1);
    const customerNotice = notices.find((n) => n.recipientId === customer.userId)!;
    expect(customerNotice.title).toBe("Your booking has a new time");
    expect(customerNotice.body).toContain("The price changes from $120.00 to $140.00.");
    expect(customerNotice.calendarEvent).toMatchObject({ sequence: 1 });

    const history = await restCall(api, "GET", `/api/bookings/${booking.id}/reschedules`, { cookie: providerCookie });
    expect(history.status).toBe(200);
    expect(history.body).toEqual([expect.objectContaining({ id: moved.body.proposal.id, status: "accepted" })]);
  });

  it("refuses a slot already taken, another provider's, or one that has begun, and changes nothing", async () => {
    const booking = await slotBookingIn(48);
    const taken = await slotIn(60);
    await api.db.prisma.timeSlot.update({ where: { id: taken.id }, data: { status: "BOOKED" } });
    const theirs = await slotIn(60, 12000, OTHER_PROVIDER);
    expect((await propose(booking.id, customer.cookie, { timeSlotId: taken.id })).status).toBe(409);
    const other = await propose(booking.id, customer.cookie, { timeSlotId: theirs.id });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("Unable to book this time slot.");
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: booking.id } })).toBe(0);
    const after = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(after).toMatchObject({ timeSlotId: booking.timeSlotId, calendarSequence: 0 });
  });
});

describe("a move that waits for the other side", () => {
  it("asks the provider for a late move, which moves the booking once accepted", async () => {
    const booking = await slotBookingIn(10);
    const target = await slotIn(30);
    const asked = await propose(booking.id, customer.cookie, { timeSlotId: target.id });
    expect(asked.status).toBe(201);
    expect(asked.body.proposal).toMatchObject({ status: "pending", immediate: false });
    // The answer is due by the visit's start, 10 hours off (sooner than a day).
    const slot = await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: booking.timeSlotId! } });
    expect(asked.body.proposal.answerBy).toBe(slot.startsAt.toISOString());
    expect(await kindsFor(booking.id)).toContain("BOOKING_MOVE_PROPOSED");
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).timeSlotId).toBe(slot.id);

    const own = await answer(booking.id, asked.body.proposal.id, customer.cookie, "accept");
    expect(own.status).toBe(403);
    const accepted = await answer(booking.id, asked.body.proposal.id, providerCookie, "accept");
    expect(accepted.status).toBe(200);
    expect(accepted.body.proposal).toMatchObject({ status: "accepted", answeredBy: "provider" });
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).timeSlotId).toBe(target.id);
    const again = await answer(booking.id, asked.body.proposal.id, providerCookie, "decline");
    expect(again.status).toBe(409);
  });

  it("keeps the booking when the provider declines, and tells the customer", async () => {
    const booking = await slotBookingIn(10);
    const target = await slotIn(30);
    const asked = await propose(booking.id, customer.cookie, { timeSlotId: target.id });
    const declined = await answer(booking.id, asked.body.proposal.id, providerCookie, "decline");
    expect(declined.status).toBe(200);
    expect(declined.body.proposal).toMatchObject({ status: "declined", answeredBy: "provider" });
    expect(declined.body.booking.preferredDate).toBe(booking.preferredDate.toISOString().slice(0, 10));
    const told = await api.db.prisma.notification.findFirstOrThrow({
      where: { bookingId: booking.id, kind: "BOOKING_MOVE_DECLINED" },
    });
    expect(told).toMatchObject({ recipientId: customer.userId, title: "Your proposed time was declined" });
  });

  it("lets the provider propose a date and time, which the customer accepts (the slot is released)", async () => {
    const booking = await slotBookingIn(48);
    const asked = await propose(booking.id, providerCookie, { preferredDate: "2026-11-25", preferredTime: "13:00" });
    expect(asked.status).toBe(201);
    expect(asked.body.proposal).toMatchObject({ status: "pending", proposedBy: "provider", to: { timeSlotId: null } });
    const accepted = await answer(booking.id, asked.body.proposal.id, customer.cookie, "accept");
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking).toMatchObject({
      preferredDate: "2026-11-25",
      preferredTime: "13:00",
      estimatedPrice: 12000,
    });
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored.timeSlotId).toBeNull();
    expect((await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: booking.timeSlotId! } })).status).toBe(
      "AVAILABLE",
    );
  });

  it("counters: the other side's proposal declines the open one; the same side's replaces its own", async () => {
    const booking = await slotBookingIn(48);
    const first = await propose(booking.id, customer.cookie, { preferredDate: "2026-11-26", preferredTime: "09:00" });
    const second = await propose(booking.id, customer.cookie, { preferredDate: "2026-11-26", preferredTime: "11:00" });
    const counter = await propose(booking.id, providerCookie, { preferredDate: "2026-11-27", preferredTime: "15:00" });
    const rows = await api.db.prisma.bookingReschedule.findMany({
      where: { bookingId: booking.id },
      orderBy: { id: "asc" },
    });
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [first.body.proposal.id, "WITHDRAWN"],
      [second.body.proposal.id, "DECLINED"],
      [counter.body.proposal.id, "PENDING"],
    ]);
  });

  it("lapses unanswered: the proposer is told, and a late answer is refused", async () => {
    const booking = await slotBookingIn(48);
    const asked = await propose(booking.id, providerCookie, { preferredDate: "2026-11-24", preferredTime: "15:00" });
    clock.advanceMs(25 * HOUR_MS);
    const job = await lapseUnansweredMoves(systemContext({ db: api.db.prisma, clock }));
    expect(job.lapsed).toBeGreaterThanOrEqual(1);
    const late = await answer(booking.id, asked.body.proposal.id, customer.cookie, "accept");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This proposed move lapsed unanswered: the booking stands.");
    const told = await api.db.prisma.notification.findMany({
      where: { bookingId: booking.id, kind: "BOOKING_MOVE_DECLINED" },
    });
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => n.title === "Your proposed time lapsed")).toBe(true);
  });

  it("ends with a cancellation: the open proposal is withdrawn", async () => {
    const booking = await slotBookingIn(48);
    const asked = await propose(booking.id, providerCookie, { preferredDate: "2026-11-24", preferredTime: "15:00" });
    const cancelled = await restCall(api, "PATCH", `/api/bookings/${booking.id}/status`, {
      cookie: customer.cookie,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const row = await api.db.prisma.bookingReschedule.findUniqueOrThrow({ where: { id: asked.body.proposal.id } });
    expect(row).toMatchObject({ status: "WITHDRAWN", answeredBy: "CUSTOMER" });
    expect((await answer(booking.id, row.id, customer.cookie, "accept")).status).toBe(400);
  });
});

describe("money", () => {
  it("refunds a cheaper time's difference and records it in the audit log", async () => {
    const booking = await slotBookingIn(48, 15000);
    await insertSettledPayment(api.db.prisma, booking, 15000, TEST_NOW);
    const cheaper = await slotIn(80, 12000);
    const moved = await propose(booking.id, customer.cookie, { timeSlotId: cheaper.id });
    expect(moved.status).toBe(201);
    expect(moved.body.proposal.refundedAmount).toBe(3000);
    const request = await api.db.prisma.refundRequest.findUniqueOrThrow({
      where: { key: `booking-${booking.id}-move-${moved.body.proposal.id}` },
    });
    expect(request.amount).toBe(3000);
    const audit = await api.db.prisma.auditEntry.findFirstOrThrow({
      where: { action: "booking.reschedule", targetId: String(booking.id) },
    });
    expect(audit.actorUserId).toBe(customer.userId);
  });

  it("refuses a paid booking's move to a time costing more than was paid", async () => {
    const booking = await slotBookingIn(48, 12000);
    await insertSettledPayment(api.db.prisma, booking, 12000, TEST_NOW);
    const dearer = await slotIn(90, 16000);
    const refused = await propose(booking.id, customer.cookie, { timeSlotId: dearer.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "This time costs $160.00, more than the $120.00 paid for this booking. Choose a time at the same price or less, or cancel and book the new time.",
    );
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: booking.id } })).toBe(0);
  });
});

describe("who may move a booking, and what is refused", () => {
  it("refuses visitors, strangers and staff, and names no booking that does not exist", async () => {
    const booking = await slotBookingIn(48);
    const body = { preferredDate: "2026-11-24", preferredTime: "15:00" };
    expect((await propose(booking.id, undefined, body)).status).toBe(401);
    const strangers = await propose(booking.id, stranger.cookie, body);
    expect(strangers.status).toBe(403);
    expect(strangers.body.message).toBe(MOVE_REFUSAL);
    expect((await propose(booking.id, staffCookie, body)).status).toBe(403);
    expect((await propose(2_000_000_000, customer.cookie, body)).status).toBe(404);
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("answers bad input with the words to fix it", async () => {
    const booking = await slotBookingIn(48);
    const cases: [unknown, string][] = [
      [{}, "Choose one of the provider's free times, or a date and time."],
      [
        { timeSlotId: null, preferredDate: null, preferredTime: null },
        "Choose one of the provider's free times, or a date and time.",
      ],
      [{ preferredDate: "2026-11-19", preferredTime: "13:00" }, "Please choose a date and time in the future."],
      [{ preferredDate: "2028-01-05", preferredTime: "13:00" }, "Please choose a date within the next 12 months."],
      [{ preferredDate: "not a date", preferredTime: "13:00" }, "Please choose a valid date"],
      [{ preferredDate: booking.preferredDate.toISOString().slice(0, 10), preferredTime: booking.preferredTime }, ""],
    ];
    for (const [body, words] of cases) {
      const refused = await propose(booking.id, customer.cookie, body);
      expect(refused.status).toBe(400);
      if (words) expect(JSON.stringify(refused.body)).toContain(words);
    }
    expect((await propose(booking.id, customer.cookie, [1, 2])).status).toBe(400);
    expect((await answer(booking.id, 2_000_000_000, customer.cookie, "accept")).status).toBe(404);
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("leaves a visit that has begun where it is", async () => {
    const begun = await slotBookingIn(-1);
    const refused = await propose(begun.id, providerCookie, { preferredDate: "2026-11-24", preferredTime: "15:00" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This visit's time has come, so it can no longer be moved.");
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: begun.id } })).toBe(0);
  });

  it("proposes once for a retried request with the same key", async () => {
    const booking = await slotBookingIn(48);
    const send = () =>
      api.request(`/api/bookings/${booking.id}/reschedule`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: providerCookie,
          "idempotency-key": `move-${booking.id}`,
        },
        body: JSON.stringify({ preferredDate: "2026-11-28", preferredTime: "11:00" }),
      });
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(((await second.json()) as any).proposal.id).toBe(((await first.json()) as any).proposal.id);
    expect(await api.db.prisma.bookingReschedule.count({ where: { bookingId: booking.id } })).toBe(1);
  });
});

describe("in GraphQL", () => {
  it("says a booking is movable while confirmed and not begun", async () => {
    const movable = (id: number) => bookingNodeField<boolean>(api, customer.cookie, id, "movable");
    expect(await movable((await slotBookingIn(30)).id)).toBe(true);
    expect(await movable((await slotBookingIn(-2)).id)).toBe(false);
  });

  it("moves through rescheduleBooking and lists the history on the booking", async () => {
    const booking = await slotBookingIn(48);
    const target = await slotIn(100);
    const response = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer.cookie },
      body: JSON.stringify({
        query: `mutation Move($input: RescheduleBookingInput!) {
          rescheduleBooking(input: $input) {
            __typename
            ... on RescheduleBookingPayload { reschedule { status immediate intoFreeSlot } booking { databaseId calendarReschedules: reschedules { status } } }
          }
        }`,
        variables: { input: { bookingId: String(booking.id), timeSlotId: String(target.id) } },
      }),
    });
    const { data } = (await response.json()) as any;
    expect(data.rescheduleBooking).toMatchObject({
      __typename: "RescheduleBookingPayload",
      reschedule: { status: "ACCEPTED", immediate: true, intoFreeSlot: true },
      booking: { databaseId: booking.id, calendarReschedules: [{ status: "ACCEPTED" }] },
    });
  });
});
