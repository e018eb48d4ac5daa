// The customer hears back: every booking (a request through either door, a time slot, a visit
// the recurring scheduler books) records a BOOKING_CONFIRMED notice in its own transaction,
// saying when in the provider's time zone, where, for how much and with whom, and how to
// cancel; an account gets it in the bell and by email, a guest by email only. The provider's
// new-booking notice names the address, and each status move tells the customer what
// happened and who did it.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/context.ts";
import { formatCad } from "../../../shared/payments/money.ts";
import {
  ADDRESS_TO_CONFIRM,
  notifyBookingCreated,
  notifyBookingStatusChanged,
} from "../../src/services/notifications/booking-notices.ts";
import {
  OutboxCreateBookingDocument as CREATE_BOOKING,
  OutboxUpdateBookingStatusDocument as UPDATE_STATUS,
} from "../__generated__/graphql.ts";
import { REVIEW_ASK } from "../../src/services/notifications/booking-notices.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  outboxRows,
  outboxSummary,
  pinnedClock,
  recordingMailGateway,
  restCall,
  runWorker,
  signedInAccount,
  signInCookie,
  TEST_APP_URL,
} from "../support/notifications.ts";
import { createCustomer, createSchedule, placeProviders, runScheduler, steppingClock } from "../support/schedules.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";

const PROVIDER = 1;

let api: TestApp;
let provider: { name: string; phone: string; email: string; startingPrice: number };
let providerCookie: string;
let customer: Awaited<ReturnType<typeof signedInAccount>>;

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  await placeProviders(api.db.prisma, { [PROVIDER]: "toronto-ontario" });
  provider = await api.db.prisma.provider.findUniqueOrThrow({
    where: { id: PROVIDER },
    select: { name: true, phone: true, email: true, startingPrice: true },
  });
  providerCookie = await signInCookie(api, "provider@demo.test");
  customer = await signedInAccount(api, "confirmed-customer@confirmations.test");
});
afterAll(() => api?.close());

// TEST_NOW is 10 am on Friday 2026-11-20 in Toronto; December 3, 2026 is a Thursday, on
// standard time there.
const request = {
  serviceType: "house-cleaning",
  preferredDate: "2026-12-03",
  preferredTime: "1:00 PM",
  customerName: "Jordan Lee",
  customerPhone: "416-555-0199",
  customerEmail: "jordan@confirmations.test",
};
const ZONED_WHEN = "Thursday, December 3, 2026 at 1:00 p.m. EST";
const ADDRESS_LINE = "100 Queen St W, Toronto, ON M5H 2N2";

async function bookThroughGraphQL(input: object, cookie?: string): Promise<number> {
  const { data, errors } = await api.graphql(
    CREATE_BOOKING,
    { input: { address: TEST_SERVICE_ADDRESS, providerId: encodeGlobalID("Provider", PROVIDER), ...input } } as never,
    cookie ? { cookie } : {},
  );
  expect(errors).toBeUndefined();
  if (data!.createBooking.__typename !== "CreateBookingPayload") throw new Error(JSON.stringify(data));
  return data!.createBooking.databaseId;
}

const confirmationsOf = (bookingId: number) => outboxRows(api.db.prisma, { bookingId, kind: "BOOKING_CONFIRMED" });

describe("the customer's confirmation", () => {
  it("a signed-in customer's booking is confirmed in the bell and by email: zoned time, address, price, provider, My Bookings", async () => {
    const bookingId = await bookThroughGraphQL({ ...request, customerEmail: customer.email }, customer.cookie);
    const [confirmation, ...others] = await confirmationsOf(bookingId);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({
      recipientId: customer.userId,
      email: customer.email,
      title: "Your booking is confirmed",
      link: "/bookings",
    });
    expect(confirmation!.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["EMAIL", "PUSH"]);
    const body = confirmation!.body;
    expect(body).toContain(`Your House Cleaning with ${provider.name} is booked for ${ZONED_WHEN}.`);
    expect(body).toContain(`Address: ${ADDRESS_LINE}`);
    expect(body).toContain(`Price: ${formatCad(provider.startingPrice)}`);
    expect(body).toContain(`Your provider: ${provider.name}, ${provider.phone}, ${provider.email}`);
    expect(body).toContain("open My Bookings");

    // The email the worker sends carries the same words and the link to My Bookings.
    const mail = recordingMailGateway();
    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail });
    const email = mail.sent.find((message) => message.to === customer.email);
    expect(email).toMatchObject({ subject: "Your booking is confirmed" });
    expect(email!.text).toContain(ZONED_WHEN);
    expect(email!.text).toContain(`${TEST_APP_URL}/bookings`);
  });

  it("the provider's new-booking notice names the address", async () => {
    const bookingId = await bookThroughGraphQL(request);
    const [notice] = await outboxRows(api.db.prisma, { bookingId, kind: "BOOKING_CREATED" });
    expect(notice!.body).toBe(`Jordan Lee booked House Cleaning for ${ZONED_WHEN}.\nAddress: ${ADDRESS_LINE}`);
  });

  it("a guest is confirmed by email only, and a booking with no postal code says the address is to confirm", async () => {
    const { status, body } = await restCall(api, "POST", "/api/bookings", {
      body: { ...request, providerId: PROVIDER },
    });
    expect(status).toBe(201);
    expect(await outboxSummary(api.db.prisma, { bookingId: body.id, kind: "BOOKING_CONFIRMED" })).toEqual([
      { kind: "BOOKING_CONFIRMED", recipientId: null, email: request.customerEmail, deliveries: ["EMAIL:PENDING"] },
    ]);
    const [confirmation] = await confirmationsOf(body.id);
    expect(confirmation!.body).toContain(`Address: ${ADDRESS_TO_CONFIRM}`);
    expect(confirmation!.body).toContain(ZONED_WHEN);
    // No account: the booking's signed link (bookings/guest-link.ts) is the way to see and cancel it.
    expect(confirmation!.body).toContain("open the link below");
    expect(confirmation!.link).toMatch(/^\/bookings\/manage\/g1\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it("a guest's signed manage link goes in their confirmation; an account's confirmation keeps My Bookings", async () => {
    const guestBooking = await bookThroughGraphQL({ ...request, customerEmail: "guest-link@confirmations.test" });
    const accountBooking = await bookThroughGraphQL({ ...request, customerEmail: customer.email }, customer.cookie);
    const ctx = systemContext({ db: api.db.prisma });
    await api.db.prisma.notification.deleteMany({ where: { bookingId: { in: [guestBooking, accountBooking] } } });
    await api.db.prisma.$transaction(async (tx) => {
      for (const id of [guestBooking, accountBooking]) {
        await notifyBookingCreated(tx, ctx.clock.now(), id, { manageLink: "/bookings/manage/signed-token" });
      }
    });
    const [guest] = await confirmationsOf(guestBooking);
    expect(guest).toMatchObject({ recipientId: null, link: "/bookings/manage/signed-token" });
    expect(guest!.body).toContain("open the link below");
    const [account] = await confirmationsOf(accountBooking);
    expect(account).toMatchObject({ recipientId: customer.userId, link: "/bookings" });
  });

  it("a time slot booked is confirmed at the slot's time in the provider's zone and at its price", async () => {
    // 20:00 UTC on December 3 is 3:00 p.m. in Toronto.
    const startsAt = new Date("2026-12-03T20:00:00Z");
    const slot = await api.db.prisma.timeSlot.create({
      data: {
        providerId: PROVIDER,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * 60_000),
        durationMinutes: 90,
        price: 8_800,
      },
    });
    const { preferredDate: _date, preferredTime: _time, ...contact } = request;
    const booked = await restCall(api, "POST", `/api/time-slots/${slot.id}/book`, {
      body: { ...contact, customerEmail: "slot-guest@confirmations.test" },
    });
    expect(booked.status).toBe(201);
    const [confirmation] = await confirmationsOf(booked.body.id);
    expect(confirmation).toMatchObject({ recipientId: null, email: "slot-guest@confirmations.test" });
    expect(confirmation!.body).toContain("Thursday, December 3, 2026 at 3:00 p.m. EST");
    expect(confirmation!.body).toContain("Price: $88.00");
  });

  it("each visit the recurring scheduler books is confirmed to the customer", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(TEST_NOW);
    const scheduleCustomer = await createCustomer(prisma, "recurring@confirmations.test");
    const schedule = await createSchedule(prisma, clock, scheduleCustomer, {
      providerId: PROVIDER,
      frequency: "WEEKLY",
      dayOfWeek: 5,
      startDate: "2026-11-27",
      preferredTime: "10:30",
    });
    clock.set("2026-11-25T15:00:00Z");
    expect((await runScheduler(prisma, clock)).booked).toBe(1);
    const [booking] = await prisma.booking.findMany({ where: { recurringScheduleId: schedule.id } });
    const [confirmation, ...others] = await confirmationsOf(booking!.id);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({
      recipientId: scheduleCustomer.viewer.userId,
      title: "Your next cleaning is booked",
      link: "/bookings",
    });
    expect(confirmation!.body).toContain("Friday, November 27, 2026 at 10:30 a.m. EST");
    expect(confirmation!.body).toContain(`Price: ${formatCad(schedule.estimatedPrice)}`);
  });
});

describe("status changes tell the customer what happened and who did it", () => {
  async function move(bookingId: number, status: string, cookie: string) {
    const { data, errors } = await api.graphql(
      UPDATE_STATUS,
      { input: { bookingId: encodeGlobalID("Booking", bookingId), status } } as never,
      { cookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.updateBookingStatus.__typename).toBe("UpdateBookingStatusPayload");
  }
  const statusNotices = (bookingId: number) =>
    outboxRows(api.db.prisma, { bookingId, kind: "BOOKING_STATUS_CHANGED", recipientId: customer.userId });

  it("started, then completed with the final price", async () => {
    const bookingId = await bookThroughGraphQL({ ...request, customerEmail: customer.email }, customer.cookie);
    await move(bookingId, "IN_PROGRESS", providerCookie);
    await move(bookingId, "COMPLETED", providerCookie);
    const [started, completed] = await statusNotices(bookingId);
    expect(started).toMatchObject({ title: "Your service has started", link: "/bookings" });
    expect(started!.body).toBe(`${provider.name} has started your House Cleaning booking for ${ZONED_WHEN}.`);
    expect(completed).toMatchObject({ title: "Your service is complete" });
    expect(completed!.body).toContain(`Final price: ${formatCad(provider.startingPrice)}`);
    // An account's customer is asked for a review, where they write it.
    expect(completed).toMatchObject({ link: "/bookings" });
    expect(completed!.body).toContain(REVIEW_ASK);
  });

  it("cancelled by the provider: the customer is told who, and how to reach them", async () => {
    const bookingId = await bookThroughGraphQL({ ...request, customerEmail: customer.email }, customer.cookie);
    await move(bookingId, "CANCELLED", providerCookie);
    const [cancelled] = await statusNotices(bookingId);
    expect(cancelled).toMatchObject({ title: `${provider.name} cancelled your booking` });
    expect(cancelled!.body).toContain(`${provider.name} cancelled your House Cleaning booking for ${ZONED_WHEN}.`);
    expect(cancelled!.body).toContain(`Contact ${provider.name}, ${provider.phone}, ${provider.email}`);
  });

  it("cancelled by the customer: they are told it was them, and the provider hears of it", async () => {
    const bookingId = await bookThroughGraphQL({ ...request, customerEmail: customer.email }, customer.cookie);
    await move(bookingId, "CANCELLED", customer.cookie);
    const [cancelled] = await statusNotices(bookingId);
    expect(cancelled!.body).toContain("You cancelled your House Cleaning booking");
    const toProvider = await outboxRows(api.db.prisma, {
      bookingId,
      kind: "BOOKING_STATUS_CHANGED",
      NOT: { recipientId: customer.userId },
    });
    expect(toProvider.map((row) => row.title)).toContain("Booking cancelled by the customer");
  });

  it("cancelled by staff says so", async () => {
    const bookingId = await bookThroughGraphQL({ ...request, customerEmail: customer.email }, customer.cookie);
    await api.db.prisma.$transaction((tx) =>
      notifyBookingStatusChanged(tx, TEST_NOW, bookingId, "CANCELLED", { byCustomer: false, by: "STAFF" }),
    );
    const [cancelled] = await statusNotices(bookingId);
    expect(cancelled!.body).toContain("Our support team cancelled your House Cleaning booking");
  });
});
