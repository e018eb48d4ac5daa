// No-shows: after a visit's start, the provider reports the customer absent (the late fee is kept)
// or the customer reports the provider absent (a full refund, staff told); the reported side
// disputes within 48 hours; staff read the disputed booking's messages (audited) and decide,
// and overturning an absent customer's report refunds the fee. Nobody else can do any of it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ABSENCE_REFUSAL } from "../../src/services/bookings/absences.ts";
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
const HOUR_MS = 60 * 60 * 1000;
const clock = pinnedClock(TEST_NOW);
let api: TestApp;
let providerCookie: string;
let staffCookie: string;
let customer: SignedInAccount;
let stranger: SignedInAccount;

beforeAll(async () => {
  api = await startTestApp({ providers: 5, clock });
  await placeProviders(api.db.prisma, { [PROVIDER]: "toronto-ontario" });
  providerCookie = await signInCookie(api, "provider@demo.test");
  staffCookie = await signInCookie(api, "admin@demo.test");
  customer = await signedInAccount(api, "absent@no-shows.test");
  stranger = await signedInAccount(api, "stranger@no-shows.test");
});
afterAll(() => api?.close());
beforeEach(() => clock.set(TEST_NOW));

// TEST_NOW is 10:00 in Toronto on 2026-11-20: a 09:00 visit that day has begun.
async function bookingAt(date: string, time: string, paid = 0) {
  const booking = await api.db.prisma.booking.create({
    data: {
      providerId: PROVIDER,
      customerId: customer.userId,
      customerName: "Avery Absent",
      customerPhone: "416-555-0144",
      customerEmail: customer.email,
      serviceType: "house-cleaning",
      preferredDate: new Date(`${date}T00:00:00Z`),
      preferredTime: time,
      estimatedPrice: paid || 12000,
    },
  });
  if (paid > 0) await insertSettledPayment(api.db.prisma, booking, paid, TEST_NOW);
  return booking;
}

const report = (id: number, cookie?: string) => restCall(api, "POST", `/api/bookings/${id}/no-show`, { cookie });
const dispute = (id: number, cookie: string, note: unknown) =>
  restCall(api, "POST", `/api/bookings/${id}/no-show/dispute`, { cookie, body: { note } });
const decide = (absenceId: number, verdict: "uphold" | "overturn", note: string, cookie = staffCookie) =>
  restCall(api, "POST", `/api/admin/no-shows/${absenceId}/${verdict}`, { cookie, body: { note } });

describe("the provider reports the customer absent", () => {
  it("cancels the booking, keeps the late fee and refunds the rest; the customer is told", async () => {
    const booking = await bookingAt("2026-11-20", "09:00", 16000);
    const reported = await report(booking.id, providerCookie);
    expect(reported.status).toBe(201);
    expect(reported.body.noShow).toMatchObject({ absent: "customer", fee: 4000, refund: 12000, status: "reported" });
    expect(reported.body.booking.status).toBe("cancelled");
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ cancelledBy: "PROVIDER", cancellationFee: 4000 });
    const refund = await api.db.prisma.refundRequest.findUniqueOrThrow({
      where: { key: `booking-${booking.id}-cancellation` },
    });
    expect(refund.amount).toBe(12000);
    const told = await api.db.prisma.notification.findFirstOrThrow({
      where: { bookingId: booking.id, kind: "BOOKING_ABSENCE_REPORTED" },
    });
    expect(told.recipientId).toBe(customer.userId);
    expect(told.body).toContain("$40.00 of your payment is kept as the late-cancellation fee; $120.00 is refunded.");
    // Once is enough: the same report again answers the first, the other side's is refused.
    const again = await report(booking.id, providerCookie);
    expect(again.body.noShow.id).toBe(reported.body.noShow.id);
    expect(await api.db.prisma.refundRequest.count({ where: { paymentId: refund.paymentId } })).toBe(1);
    expect((await report(booking.id, customer.cookie)).status).toBe(409);
  });

  it("points a guest, who has no My Bookings, to their booking's page to dispute it", async () => {
    const booking = await bookingAt("2026-11-20", "09:00");
    await api.db.prisma.booking.update({ where: { id: booking.id }, data: { customerId: null } });
    expect((await report(booking.id, providerCookie)).status).toBe(201);
    const told = await api.db.prisma.notification.findFirstOrThrow({
      where: { bookingId: booking.id, kind: "BOOKING_ABSENCE_REPORTED" },
    });
    expect(told.email).toBe(customer.email);
    expect(told.body).toContain("dispute it from your booking's page (link below)");
    expect(told.link).toContain("/bookings/manage/");
  });

  it("is refused before the start and 48 hours after it, changing nothing", async () => {
    const future = await bookingAt("2026-11-21", "09:00");
    const early = await report(future.id, providerCookie);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("A no-show can be reported once the visit's start time has passed.");
    const past = await bookingAt("2026-11-18", "09:00");
    const late = await report(past.id, providerCookie);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("A no-show can be reported up to 48 hours after the visit's start.");
    expect(await api.db.prisma.bookingAbsence.count({ where: { bookingId: { in: [future.id, past.id] } } })).toBe(0);
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: future.id } })).status).toBe("CONFIRMED");
  });
});

describe("a dispute and staff's decision", () => {
  it("lets the customer dispute, staff read the messages (audited) and overturn, refunding the fee", async () => {
    const booking = await bookingAt("2026-11-20", "09:00", 20000);
    const reported = await report(booking.id, providerCookie);
    const noShowId = reported.body.noShow.id as number;
    await restCall(api, "POST", `/api/bookings/${booking.id}/messages`, {
      cookie: customer.cookie,
      body: { body: "I was at the door at 9, nobody came." },
    });

    // Staff cannot read the messages before the report is disputed; nobody but the absent side disputes.
    expect(
      (await restCall(api, "GET", `/api/admin/bookings/${booking.id}/messages`, { cookie: staffCookie })).status,
    ).toBe(403);
    expect((await dispute(booking.id, providerCookie, "Not me")).status).toBe(403);
    expect((await dispute(booking.id, customer.cookie, "   ")).status).toBe(400);
    const disputed = await dispute(booking.id, customer.cookie, "I waited at home all morning.");
    expect(disputed.status).toBe(200);
    expect(disputed.body.noShow).toMatchObject({ status: "disputed", disputeNote: "I waited at home all morning." });
    expect(
      await api.db.prisma.notification.count({ where: { bookingId: booking.id, kind: "BOOKING_ABSENCE_DISPUTED" } }),
    ).toBeGreaterThan(1);

    const queue = await restCall(api, "GET", "/api/admin/no-shows", { cookie: staffCookie });
    expect(queue.body.map((row: { id: number }) => row.id)).toContain(noShowId);
    const messages = await restCall(api, "GET", `/api/admin/bookings/${booking.id}/messages`, { cookie: staffCookie });
    expect(messages.status).toBe(200);
    expect(messages.body.messages[0].body).toBe("I was at the door at 9, nobody came.");
    const read = await api.db.prisma.auditEntry.findFirst({
      where: { action: "conversation.read", targetId: String(booking.id) },
    });
    expect(read).not.toBeNull();

    expect((await decide(noShowId, "overturn", "The messages show the customer waited.", providerCookie)).status).toBe(
      403,
    );
    const overturned = await decide(noShowId, "overturn", "The messages show the customer waited.");
    expect(overturned.status).toBe(200);
    expect(overturned.body.noShow).toMatchObject({
      status: "overturned",
      decisionNote: "The messages show the customer waited.",
    });
    const feeBack = await api.db.prisma.refundRequest.findUniqueOrThrow({
      where: { key: `booking-${booking.id}-no-show-overturned` },
    });
    expect(feeBack.amount).toBe(5000);
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).cancellationFee).toBe(0);
    expect(
      await api.db.prisma.auditEntry.count({ where: { action: "noShow.decide", targetId: String(booking.id) } }),
    ).toBe(1);
    // Decided once.
    expect((await decide(noShowId, "uphold", "Second thoughts")).status).toBe(409);
  });

  it("closes the dispute window 48 hours after the report", async () => {
    const booking = await bookingAt("2026-11-20", "09:00");
    await report(booking.id, customer.cookie);
    clock.advanceMs(48 * HOUR_MS);
    const late = await dispute(booking.id, providerCookie, "I was there.");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("The time to dispute this report has passed.");
  });
});

describe("the customer reports the provider absent", () => {
  it("refunds in full and tells staff; upheld, nothing more moves", async () => {
    const booking = await bookingAt("2026-11-20", "09:00", 15000);
    const reported = await report(booking.id, customer.cookie);
    expect(reported.body.noShow).toMatchObject({ absent: "provider", fee: 0, refund: 15000 });
    const staffTold = await api.db.prisma.notification.findMany({
      where: { bookingId: booking.id, kind: "BOOKING_ABSENCE_REPORTED", recipient: { role: "ADMIN" } },
    });
    expect(staffTold.length).toBeGreaterThan(0);
    expect(staffTold[0]!.title).toBe("A provider was reported absent");
    await dispute(booking.id, providerCookie, "I rang the bell twice.");
    const upheld = await decide(reported.body.noShow.id, "uphold", "The customer's photos show nobody came.");
    expect(upheld.body.noShow.status).toBe("upheld");
    expect(
      await api.db.prisma.refundRequest.count({ where: { key: { startsWith: `booking-${booking.id}-no-show` } } }),
    ).toBe(0);
  });
});

describe("Booking.noShowReportable", () => {
  it("is true from the start until a report, for the cards to offer it", async () => {
    const started = await bookingAt("2026-11-20", "09:00");
    const future = await bookingAt("2026-11-21", "09:00");
    const reportable = (id: number) => bookingNodeField<boolean>(api, customer.cookie, id, "noShowReportable");
    expect(await reportable(started.id)).toBe(true);
    expect(await reportable(future.id)).toBe(false);
    await report(started.id, customer.cookie);
    expect(await reportable(started.id)).toBe(false);
  });
});

describe("who may report", () => {
  it("refuses visitors, strangers and staff, and bad ids", async () => {
    const booking = await bookingAt("2026-11-20", "09:00");
    expect((await report(booking.id)).status).toBe(401);
    const refused = await report(booking.id, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ABSENCE_REFUSAL);
    expect((await report(booking.id, staffCookie)).status).toBe(403);
    expect((await report(2_000_000_000, customer.cookie)).status).toBe(404);
    expect((await restCall(api, "GET", "/api/admin/no-shows", { cookie: customer.cookie })).status).toBe(403);
    expect(await api.db.prisma.bookingAbsence.count({ where: { bookingId: booking.id } })).toBe(0);
  });
});
