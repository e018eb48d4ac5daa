// The notifications outbox: each event is written in the transaction of
// the change that causes it (bookings through both doors, status moves, payments settled or
// failed through the test-mode gateway's signed webhooks, the recurring scheduler), and the
// worker delivers what is due once it runs: email through the mail transport, push through
// the real firebase-admin client against the FCM stand-in, each exactly once, passing
// failures retried with exponential backoff, and what it gave up on kept for staff.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import type { WebhookDelivery } from "../../src/gateways/payments/gateway.ts";
import { MailDeliveryError } from "../../src/gateways/mail/mail-gateway.ts";
import { createFcmPushGateway, type FcmPushGateway } from "../../src/gateways/push/fcm-gateway.ts";
import { PUSH_NOT_CONFIGURED_MESSAGE } from "../../src/gateways/push/push-gateway.ts";
import { OUTBOX_DEFAULTS } from "../../src/services/notifications/deliver.ts";
import {
  FailedNotificationDeliveriesDocument as FAILED_DELIVERIES,
  OutboxCreateBookingDocument as CREATE_BOOKING,
  OutboxPayWithTestCardDocument as PAY_WITH_TEST_CARD,
  OutboxStartCheckoutDocument as START_CHECKOUT,
  OutboxUpdateBookingStatusDocument as UPDATE_STATUS,
  RegisterPushTokenDocument as REGISTER_PUSH_TOKEN,
  RetryNotificationDeliveryDocument as RETRY_DELIVERY,
} from "../__generated__/graphql.ts";
import { startTestApp, TEST_NOW, TEST_WEBHOOK_SECRET, type TestApp } from "../support/app.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { FCM_ERRORS, type FcmStandIn, startFcmStandIn } from "../support/fcm-stand-in.ts";
import {
  failingMailGateway,
  heldMailGateway,
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
import { STRIPE_WEBHOOK_PATH, webhookRequestInit } from "../support/stripe-events.ts";

const DEMO_PROVIDER = 1;
/** A provider with no account: reached at its business address, by email only. */
const PROVIDER_WITHOUT_ACCOUNT = 2;

let api: TestApp;
let fcm: FcmStandIn;
let push: FcmPushGateway;
/** Every signed webhook event the test-mode gateway delivered, oldest first, to replay. */
const webhookDeliveries: { payload: string; signature: string }[] = [];

let customer: { userId: number; email: string; cookie: string };
let providerCookie: string;
let staffCookie: string;
/** Provider 1's two accounts (the demo one and a second one made here), by email. */
let providerAccounts: { userId: number; email: string }[];
let businessEmail: string;

beforeAll(async () => {
  fcm = await startFcmStandIn();
  push = createFcmPushGateway(fcm.gatewayOptions());
  api = await startTestApp({
    providers: 5,
    push,
    payments: (gateway) => {
      const deliverWebhook: WebhookDelivery = (delivery) => {
        webhookDeliveries.push(delivery);
        return gateway.deliverWebhook(delivery);
      };
      return createTestModeGateway({ ...gateway, deliverWebhook, webhookSecret: TEST_WEBHOOK_SECRET });
    },
  });
  const prisma = api.db.prisma;
  await placeProviders(prisma, { [DEMO_PROVIDER]: "toronto-ontario", [PROVIDER_WITHOUT_ACCOUNT]: "toronto-ontario" });
  const customerRow = await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } });
  customer = { userId: customerRow.id, email: customerRow.email, cookie: await signInCookie(api, customerRow.email) };
  providerCookie = await signInCookie(api, "provider@demo.test");
  staffCookie = await signInCookie(api, "admin@demo.test");
  const second = await signedInAccount(api, "second-provider@outbox.test", "PROVIDER", DEMO_PROVIDER);
  const demo = await prisma.user.findUniqueOrThrow({ where: { email: "provider@demo.test" } });
  providerAccounts = [
    { userId: demo.id, email: demo.email },
    { userId: second.userId, email: second.email },
  ];
  businessEmail = (await prisma.provider.findUniqueOrThrow({ where: { id: PROVIDER_WITHOUT_ACCOUNT } })).email;
  expect(await prisma.user.count({ where: { providerId: PROVIDER_WITHOUT_ACCOUNT } })).toBe(0);
});
afterAll(async () => {
  await api?.close();
  await push?.close();
  await fcm?.close();
});

// TEST_NOW is 10 am on Friday 2026-11-20 in Toronto.
const bookingRequest = {
  serviceType: "house-cleaning",
  preferredDate: "2026-11-20",
  preferredTime: "1:00 PM",
  serviceDetails: "Two-bedroom condo",
  customerName: "Jordan Lee",
  customerPhone: "416-555-0199",
  customerEmail: "jordan@example.test",
};

const PENDING_BOTH = ["EMAIL:PENDING", "PUSH:PENDING"];
const PENDING_EMAIL = ["EMAIL:PENDING"];

/** Both channels' deliveries of the rows, sorted, as "CHANNEL:STATUS". */
function sortedDeliveries(summary: Awaited<ReturnType<typeof outboxSummary>>) {
  return summary.map((row) => ({ ...row, deliveries: [...row.deliveries].sort() }));
}

const notifiedAbout = async (where: Parameters<typeof outboxSummary>[1]) =>
  sortedDeliveries(await outboxSummary(api.db.prisma, where));

function providerAccountsTold(kind: string, deliveries = PENDING_BOTH) {
  return providerAccounts.map((account) => ({ kind, recipientId: account.userId, email: account.email, deliveries }));
}

async function bookThroughRest(body: object, cookie?: string): Promise<{ status: number; id: number | undefined }> {
  const { status, body: answer } = await restCall(api, "POST", "/api/bookings", { body, cookie });
  return { status, id: answer?.id };
}

async function bookThroughGraphQL(input: object, cookie?: string): Promise<number> {
  const { data, errors } = await api.graphql(
    CREATE_BOOKING,
    { input: { address: TEST_SERVICE_ADDRESS, ...input } } as never,
    cookie ? { cookie } : {},
  );
  expect(errors).toBeUndefined();
  if (data!.createBooking.__typename !== "CreateBookingPayload") throw new Error(JSON.stringify(data));
  return data!.createBooking.databaseId;
}

async function moveBooking(bookingId: number, status: string, cookie: string) {
  const { data, errors } = await api.graphql(
    UPDATE_STATUS,
    { input: { bookingId: encodeGlobalID("Booking", bookingId), status } } as never,
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.updateBookingStatus;
}

describe("the outbox is written with the change that causes it", () => {
  it("a booking through POST /api/bookings or createBooking tells each of the provider's accounts, or its business address", async () => {
    const rest = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER });
    expect(rest.status).toBe(201);
    const restToNoAccount = await bookThroughRest({ ...bookingRequest, providerId: PROVIDER_WITHOUT_ACCOUNT });
    expect(restToNoAccount.status).toBe(201);
    const graphql = await bookThroughGraphQL({ ...bookingRequest, providerId: encodeGlobalID("Provider", 1) });
    const graphqlToNoAccount = await bookThroughGraphQL({ ...bookingRequest, providerId: PROVIDER_WITHOUT_ACCOUNT });

    // (The customer's own confirmation of each is booking-confirmations.test.ts's.)
    for (const bookingId of [rest.id!, graphql]) {
      expect(await notifiedAbout({ bookingId, kind: "BOOKING_CREATED" })).toEqual(
        providerAccountsTold("BOOKING_CREATED"),
      );
    }
    for (const bookingId of [restToNoAccount.id!, graphqlToNoAccount]) {
      expect(await notifiedAbout({ bookingId, kind: "BOOKING_CREATED" })).toEqual([
        { kind: "BOOKING_CREATED", recipientId: null, email: businessEmail, deliveries: PENDING_EMAIL },
      ]);
    }
    // What it says, and that it is due at once, never tried yet. The spec's REST payload has
    // no postal code: the provider confirms the address with the customer.
    const [row] = await outboxRows(api.db.prisma, { bookingId: rest.id!, kind: "BOOKING_CREATED" });
    expect(row).toMatchObject({
      title: "New booking",
      body: "Jordan Lee booked House Cleaning for Friday, November 20, 2026 at 1:00 p.m. EST.\nAddress: to confirm with the customer",
      link: "/provider-dashboard",
      paymentId: null,
    });
    const deliveries = await api.db.prisma.notificationDelivery.findMany({ where: { notificationId: row!.id } });
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ attempts: 0, nextAttemptAt: TEST_NOW, lastError: null, finishedAt: null });
    }
  });

  it("a time slot booked through POST /api/time-slots/{id}/book tells the provider; the refused second booking tells no one", async () => {
    const startsAt = new Date("2026-12-03T15:00:00Z");
    const slot = await api.db.prisma.timeSlot.create({
      data: {
        providerId: DEMO_PROVIDER,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * 60_000),
        durationMinutes: 90,
        price: 8_800,
      },
    });
    const { preferredDate: _date, preferredTime: _time, ...contact } = bookingRequest;

    const booked = await restCall(api, "POST", `/api/time-slots/${slot.id}/book`, { body: contact });
    expect(booked.status).toBe(201);
    const before = await api.db.prisma.notification.count();
    const again = await restCall(api, "POST", `/api/time-slots/${slot.id}/book`, { body: contact });
    expect(again.status).toBe(409);

    expect(await notifiedAbout({ bookingId: booked.body.id, kind: "BOOKING_CREATED" })).toEqual(
      providerAccountsTold("BOOKING_CREATED"),
    );
    expect(await api.db.prisma.notification.count()).toBe(before);
  });

  it("a booking retried with the same idempotency key is told once", async () => {
    const send = () =>
      api.request("/api/bookings", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "outbox-retry-1" },
        body: JSON.stringify({ ...bookingRequest, providerId: DEMO_PROVIDER }),
      });
    const first = (await (await send()).json()) as { id: number };
    const second = (await (await send()).json()) as { id: number };

    expect(second.id).toBe(first.id);
    expect(await notifiedAbout({ bookingId: first.id })).toEqual([
      { kind: "BOOKING_CONFIRMED", recipientId: null, email: bookingRequest.customerEmail, deliveries: PENDING_EMAIL },
      ...providerAccountsTold("BOOKING_CREATED"),
    ]);
  });

  it("a booking refused by validation writes no notification", async () => {
    const before = await api.db.prisma.notification.count();
    const bookings = await api.db.prisma.booking.count();

    const pastDate = await bookThroughRest({
      ...bookingRequest,
      providerId: DEMO_PROVIDER,
      preferredDate: "2026-11-19",
    });
    expect(pastDate.status).toBe(400);
    const { data } = await api.graphql(CREATE_BOOKING, {
      input: {
        ...bookingRequest,
        address: TEST_SERVICE_ADDRESS,
        providerId: "1",
        serviceType: "window-cleaning-on-mars",
      },
    } as never);
    expect(data!.createBooking.__typename).toBe("ValidationError");
    const missingName = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER, customerName: "" });
    expect(missingName.status).toBe(400);

    expect(await api.db.prisma.booking.count()).toBe(bookings);
    expect(await api.db.prisma.notification.count()).toBe(before);
  });

  it("the provider moving a booking tells the customer's account, and a guest by email", async () => {
    const mine = await bookThroughGraphQL({ ...bookingRequest, providerId: "1" }, customer.cookie);
    const guest = await bookThroughGraphQL({ ...bookingRequest, providerId: "1" });
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: mine } })).customerId).toBe(customer.userId);

    expect((await moveBooking(mine, "IN_PROGRESS", providerCookie)).__typename).toBe("UpdateBookingStatusPayload");
    expect((await moveBooking(guest, "CANCELLED", providerCookie)).__typename).toBe("UpdateBookingStatusPayload");

    expect(await notifiedAbout({ bookingId: mine, kind: "BOOKING_STATUS_CHANGED" })).toEqual([
      { kind: "BOOKING_STATUS_CHANGED", recipientId: customer.userId, email: customer.email, deliveries: PENDING_BOTH },
    ]);
    const [started] = await outboxRows(api.db.prisma, { bookingId: mine, kind: "BOOKING_STATUS_CHANGED" });
    expect(started).toMatchObject({ title: "Your service has started", link: "/bookings" });
    expect(started!.body).toContain("has started your House Cleaning booking for Friday, November 20, 2026");
    // The provider cancelling a guest's booking tells the guest, not the provider's own accounts.
    expect(await notifiedAbout({ bookingId: guest, kind: "BOOKING_STATUS_CHANGED" })).toEqual([
      {
        kind: "BOOKING_STATUS_CHANGED",
        recipientId: null,
        email: bookingRequest.customerEmail,
        deliveries: PENDING_EMAIL,
      },
    ]);
  });

  it("a signed-in customer cancelling tells the customer and each of the provider's accounts", async () => {
    const bookingId = await bookThroughGraphQL({ ...bookingRequest, providerId: "1" }, customer.cookie);

    const response = await restCall(api, "PATCH", `/api/bookings/${bookingId}/status`, {
      cookie: customer.cookie,
      body: { status: "cancelled" },
    });
    expect(response.status).toBe(200);

    expect(await notifiedAbout({ bookingId, kind: "BOOKING_STATUS_CHANGED" })).toEqual(
      [
        {
          kind: "BOOKING_STATUS_CHANGED",
          recipientId: customer.userId,
          email: customer.email,
          deliveries: PENDING_BOTH,
        },
        ...providerAccountsTold("BOOKING_STATUS_CHANGED"),
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    const titles = (await outboxRows(api.db.prisma, { bookingId, kind: "BOOKING_STATUS_CHANGED" })).map(
      (row) => `${row.recipientId === customer.userId ? "customer" : "provider"}: ${row.title}`,
    );
    expect(titles.sort()).toEqual([
      "customer: Booking cancelled",
      "provider: Booking cancelled by the customer",
      "provider: Booking cancelled by the customer",
    ]);
  });

  it("staff cancelling tells only the customer; a refused move tells no one", async () => {
    const cancelled = await bookThroughGraphQL({ ...bookingRequest, providerId: "1" }, customer.cookie);
    const refused = await bookThroughGraphQL({ ...bookingRequest, providerId: "1" }, customer.cookie);

    expect((await moveBooking(cancelled, "CANCELLED", staffCookie)).__typename).toBe("UpdateBookingStatusPayload");
    // Only the provider starts a cleaning: the customer's attempt is refused.
    const refusal = await restCall(api, "PATCH", `/api/bookings/${refused}/status`, {
      cookie: customer.cookie,
      body: { status: "in-progress" },
    });
    expect(refusal.status).toBe(403);

    expect(
      (await notifiedAbout({ bookingId: cancelled, kind: "BOOKING_STATUS_CHANGED" })).map((row) => row.email),
    ).toEqual([customer.email]);
    expect(await notifiedAbout({ bookingId: refused, kind: "BOOKING_STATUS_CHANGED" })).toEqual([]);
  });
});

describe("payments settled or failed through the test-mode gateway's webhook", () => {
  async function startCheckout(price: number) {
    const bookingId = await insertCustomerBooking(api.db.prisma, { customerId: customer.userId, price });
    const { data, errors } = await api.graphql(
      START_CHECKOUT,
      { input: { bookingId: encodeGlobalID("Booking", bookingId) } },
      { cookie: customer.cookie },
    );
    expect(errors).toBeUndefined();
    const started = data!.createPaymentIntent;
    if (started.__typename !== "StartCheckoutPayload") throw new Error(JSON.stringify(started));
    return { bookingId, clientSecret: started.clientSecret, paymentId: started.payment!.databaseId };
  }

  async function pay(clientSecret: string, cardNumber: string) {
    const { data, errors } = await api.graphql(
      PAY_WITH_TEST_CARD,
      { input: { clientSecret, cardNumber } },
      { cookie: customer.cookie },
    );
    expect(errors).toBeUndefined();
    return data!.payWithTestCard;
  }

  const bothPartiesTold = (kind: string) =>
    [
      { kind, recipientId: customer.userId, email: customer.email, deliveries: PENDING_BOTH },
      ...providerAccountsTold(kind),
    ].sort((a, b) => a.email.localeCompare(b.email));

  it("a settled payment tells the customer and the provider, and a replayed event tells no one again", async () => {
    const { paymentId, clientSecret } = await startCheckout(15_000);
    const deliveredBefore = webhookDeliveries.length;

    expect(await pay(clientSecret, "4242 4242 4242 4242")).toMatchObject({ succeeded: true });

    expect(await notifiedAbout({ paymentId })).toEqual(bothPartiesTold("PAYMENT_SETTLED"));
    const rows = await outboxRows(api.db.prisma, { paymentId });
    const toCustomer = rows.find((row) => row.recipientId === customer.userId)!;
    expect(toCustomer.body).toContain("We received your payment of $150.00");
    const toProvider = rows.find((row) => row.recipientId === providerAccounts[0]!.userId)!;
    expect(toProvider.body).toContain("your share is $135.00");

    // Stripe may deliver an event twice: the second delivery changes nothing.
    const succeeded = webhookDeliveries.slice(deliveredBefore).find((delivery) => {
      const event = JSON.parse(delivery.payload) as { type: string };
      return event.type === "payment_intent.succeeded";
    });
    expect(succeeded).toBeDefined();
    const replay = await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(succeeded!.payload, succeeded!.signature));
    expect(replay.status).toBe(200);
    expect(await notifiedAbout({ paymentId })).toEqual(bothPartiesTold("PAYMENT_SETTLED"));
  });

  it("a declined card tells both once, however often it is declined; paying afterwards tells them it settled", async () => {
    const { paymentId, clientSecret } = await startCheckout(9_900);

    expect(await pay(clientSecret, "4000 0000 0000 0002")).toMatchObject({ succeeded: false });
    expect(await notifiedAbout({ paymentId })).toEqual(bothPartiesTold("PAYMENT_FAILED"));
    const toCustomer = (await outboxRows(api.db.prisma, { paymentId })).find(
      (row) => row.recipientId === customer.userId,
    );
    expect(toCustomer).toMatchObject({ title: "Payment failed" });
    expect(toCustomer!.body).toContain("Your card was declined.");

    expect(await pay(clientSecret, "4000 0000 0000 0002")).toMatchObject({ succeeded: false });
    expect(await notifiedAbout({ paymentId, kind: "PAYMENT_FAILED" })).toEqual(bothPartiesTold("PAYMENT_FAILED"));

    expect(await pay(clientSecret, "4242 4242 4242 4242")).toMatchObject({ succeeded: true });
    expect(await notifiedAbout({ paymentId, kind: "PAYMENT_SETTLED" })).toEqual(bothPartiesTold("PAYMENT_SETTLED"));
  });
});

describe("the recurring scheduler", () => {
  it("tells the provider's accounts and the customer of each cleaning it books", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(TEST_NOW);
    const scheduleCustomer = await createCustomer(prisma, "recurring-customer@outbox.test");
    const schedule = await createSchedule(prisma, clock, scheduleCustomer, {
      providerId: DEMO_PROVIDER,
      frequency: "WEEKLY",
      dayOfWeek: 2,
      startDate: "2026-11-20",
      preferredTime: "10:30",
    });

    const run = await runScheduler(prisma, clock);
    expect(run.booked).toBe(1);
    const [booking] = await prisma.booking.findMany({ where: { recurringScheduleId: schedule.id } });

    // The customer's is the confirmation every booking gets.
    expect(await notifiedAbout({ bookingId: booking!.id })).toEqual(
      [
        {
          kind: "BOOKING_CONFIRMED",
          recipientId: scheduleCustomer.viewer.userId,
          email: "recurring-customer@outbox.test",
          deliveries: PENDING_BOTH,
        },
        ...providerAccountsTold("RECURRING_BOOKING_CREATED"),
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    // A second run on the same day books nothing and tells no one.
    expect((await runScheduler(prisma, clock)).booked).toBe(0);
    expect(await prisma.notification.count({ where: { kind: "RECURRING_BOOKING_CREATED" } })).toBe(2);
    expect(await prisma.notification.count({ where: { bookingId: booking!.id, kind: "BOOKING_CONFIRMED" } })).toBe(1);
  });
});

describe("the worker", () => {
  // Each test starts from an empty outbox, so a run sees only what the test made.
  beforeEach(async () => {
    await api.db.prisma.notification.deleteMany({});
    await api.db.prisma.pushToken.deleteMany({});
    fcm.reset();
  });

  const deliveriesOf = (where: Parameters<typeof outboxRows>[1]) =>
    api.db.prisma.notificationDelivery.findMany({ where: { notification: where }, orderBy: { id: "asc" } });

  async function guestBookingForProviderWithoutAccount() {
    const { status, id } = await bookThroughRest({ ...bookingRequest, providerId: PROVIDER_WITHOUT_ACCOUNT });
    expect(status).toBe(201);
    // One delivery to watch: the provider's business address. The guest's own confirmation
    // (booking-confirmations.test.ts) is set aside.
    await api.db.prisma.notification.deleteMany({ where: { bookingId: id!, kind: "BOOKING_CONFIRMED" } });
    const [delivery, ...others] = await deliveriesOf({ bookingId: id! });
    expect(others).toEqual([]);
    return { bookingId: id!, deliveryId: delivery!.id };
  }

  const deliveryRow = (id: number) => api.db.prisma.notificationDelivery.findUniqueOrThrow({ where: { id } });

  it("delivers a booking made while it was not running once it runs, each delivery exactly once", async () => {
    const { id: bookingId } = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER });
    const mail = recordingMailGateway();
    const clock = pinnedClock(new Date(TEST_NOW.getTime() + 60 * 60 * 1000));

    const run = await runWorker(api.db.prisma, { clock, mail });

    // The provider's two accounts (email sent, push not configured) and the guest's confirmation (email only).
    expect(run).toEqual({ sent: 3, skipped: 2, retried: 0, dead: 0 });
    const [row] = await outboxRows(api.db.prisma, { bookingId, kind: "BOOKING_CREATED" });
    const text = `${row!.body}\n\n${TEST_APP_URL}/provider-dashboard\n\n— Local Services Marketplace`;
    const [confirmation] = await outboxRows(api.db.prisma, { bookingId, kind: "BOOKING_CONFIRMED" });
    expect([...mail.sent].sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      {
        to: bookingRequest.customerEmail,
        subject: "Your booking is confirmed",
        // A guest's confirmation links their booking's signed manage page.
        text: `${confirmation!.body}\n\n${TEST_APP_URL}${confirmation!.link}\n\n— Local Services Marketplace`,
        // The visit as an iCalendar file (booking-calendars.test.ts reads what it says).
        calendar: { method: "PUBLISH", content: expect.stringContaining("BEGIN:VEVENT") },
      },
      ...providerAccounts.map((account) => ({
        to: account.email,
        subject: "New booking",
        text,
        calendar: { method: "PUBLISH", content: expect.stringContaining("BEGIN:VEVENT") },
      })),
    ]);
    for (const delivery of await deliveriesOf({ bookingId })) {
      expect(delivery).toMatchObject(
        delivery.channel === "EMAIL"
          ? { status: "SENT", attempts: 1, lastError: null, finishedAt: clock.now() }
          : { status: "SKIPPED", attempts: 1, lastError: PUSH_NOT_CONFIGURED_MESSAGE, finishedAt: clock.now() },
      );
    }

    // Later runs find nothing left to do.
    for (let later = 0; later < 3; later++) {
      clock.advanceMs(OUTBOX_DEFAULTS.leaseMs + 60_000);
      expect(await runWorker(api.db.prisma, { clock, mail })).toEqual({ sent: 0, skipped: 0, retried: 0, dead: 0 });
    }
    expect(mail.sent).toHaveLength(3);
  });

  it("emails a guest's recipient at the address on the row, and never tries push for it", async () => {
    const { deliveryId } = await guestBookingForProviderWithoutAccount();
    const mail = recordingMailGateway();

    const run = await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail, push });

    expect(run).toEqual({ sent: 1, skipped: 0, retried: 0, dead: 0 });
    expect(mail.sent.map((message) => message.to)).toEqual([businessEmail]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ channel: "EMAIL", status: "SENT" });
    expect(fcm.requests).toHaveLength(0);
  });

  it("skips push for an account with no device tokens", async () => {
    const { id: bookingId } = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER });

    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: recordingMailGateway(), push });

    const pushes = (await deliveriesOf({ bookingId })).filter((delivery) => delivery.channel === "PUSH");
    expect(pushes.map(({ status, lastError }) => ({ status, lastError }))).toEqual([
      { status: "SKIPPED", lastError: "No devices registered." },
      { status: "SKIPPED", lastError: "No devices registered." },
    ]);
    expect(fcm.requests).toHaveLength(0);
  });

  async function registerToken(token: string, cookie: string) {
    const { data, errors } = await api.graphql(REGISTER_PUSH_TOKEN, { input: { token } }, { cookie });
    expect(errors).toBeUndefined();
    expect(data!.registerPushToken.__typename).toBe("RegisterPushTokenPayload");
  }

  it("pushes through FCM to the account's device: the title, body and data; SENT, and the token's clock restarts", async () => {
    await registerToken("provider-phone:abc_123", providerCookie);
    const { id: bookingId } = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER });
    const clock = pinnedClock(new Date(TEST_NOW.getTime() + 5 * 60 * 1000));

    await runWorker(api.db.prisma, { clock, mail: recordingMailGateway(), push });

    const notification = (await outboxRows(api.db.prisma, { bookingId, recipientId: providerAccounts[0]!.userId }))[0]!;
    expect(fcm.requests).toHaveLength(1);
    expect(fcm.requests[0]!.body.message).toMatchObject({
      token: "provider-phone:abc_123",
      notification: { title: "New booking", body: notification.body },
      data: { notificationId: String(notification.id), kind: "BOOKING_CREATED", link: "/provider-dashboard" },
    });
    const pushDelivery = notification.deliveries.find((delivery) => delivery.channel === "PUSH")!;
    expect(await deliveryRow(pushDelivery.id)).toMatchObject({ status: "SENT", lastError: null, attempts: 1 });
    const token = await api.db.prisma.pushToken.findUniqueOrThrow({ where: { token: "provider-phone:abc_123" } });
    expect(token.lastUsedAt).toEqual(clock.now());
  });

  it("deletes a token FCM answers UNREGISTERED for; with no other device the push is SKIPPED", async () => {
    await registerToken("uninstalled-app-token", providerCookie);
    fcm.failNext("uninstalled-app-token", FCM_ERRORS.unregistered());
    const { id: bookingId } = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER });

    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: recordingMailGateway(), push });

    expect(fcm.requests).toHaveLength(1);
    expect(await api.db.prisma.pushToken.count({ where: { token: "uninstalled-app-token" } })).toBe(0);
    const pushRow = (await deliveriesOf({ bookingId, recipientId: providerAccounts[0]!.userId })).find(
      (delivery) => delivery.channel === "PUSH",
    );
    expect(pushRow).toMatchObject({
      status: "SKIPPED",
      lastError: "No working devices: FCM no longer knows their tokens, so they were removed.",
    });
  });

  it("sends to the devices that still work and removes only the dead token", async () => {
    await registerToken("old-phone-token", providerCookie);
    await registerToken("new-phone-token", providerCookie);
    fcm.failNext("old-phone-token", FCM_ERRORS.unregistered());
    const { id: bookingId } = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER });

    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: recordingMailGateway(), push });

    expect(fcm.requests.map((request) => request.body.message!.token).sort()).toEqual([
      "new-phone-token",
      "old-phone-token",
    ]);
    expect((await api.db.prisma.pushToken.findMany()).map((token) => token.token)).toEqual(["new-phone-token"]);
    const pushRow = (await deliveriesOf({ bookingId, recipientId: providerAccounts[0]!.userId })).find(
      (delivery) => delivery.channel === "PUSH",
    );
    expect(pushRow).toMatchObject({ status: "SENT" });
  });

  it("retries push when FCM is over quota, and gives up at once when FCM refuses the server's credentials", async () => {
    await registerToken("busy-phone-token", providerCookie);
    fcm.failNext("busy-phone-token", FCM_ERRORS.quotaExceeded());
    const { id: bookingId } = await bookThroughRest({ ...bookingRequest, providerId: DEMO_PROVIDER });
    const clock = pinnedClock(TEST_NOW);
    const outbox = { retryBaseMs: 1_000, random: () => 0.5 };
    const pushRow = async () =>
      (await deliveriesOf({ bookingId, recipientId: providerAccounts[0]!.userId })).find(
        (delivery) => delivery.channel === "PUSH",
      )!;

    await runWorker(api.db.prisma, { clock, mail: recordingMailGateway(), push, outbox });

    expect(await pushRow()).toMatchObject({
      status: "PENDING",
      attempts: 1,
      nextAttemptAt: new Date(TEST_NOW.getTime() + 1_000),
      lastError: expect.stringContaining("Quota exceeded"),
    });

    fcm.failNext("busy-phone-token", FCM_ERRORS.thirdPartyAuthError());
    clock.advanceMs(1_000);
    await runWorker(api.db.prisma, { clock, mail: recordingMailGateway(), push, outbox });

    expect(await pushRow()).toMatchObject({
      status: "DEAD",
      attempts: 2,
      lastError: "Auth error from APNS or Web Push Service",
      finishedAt: clock.now(),
    });
    // Our credentials' fault, not the device's: its token stays.
    expect(await api.db.prisma.pushToken.count({ where: { token: "busy-phone-token" } })).toBe(1);
  });

  it("retries a failing transport with exponential backoff, never before it is due, and gives up after maxAttempts", async () => {
    const { deliveryId } = await guestBookingForProviderWithoutAccount();
    const mail = failingMailGateway();
    const clock = pinnedClock(TEST_NOW);
    const outbox = { retryBaseMs: 1_000, retryMaxMs: 3_000, maxAttempts: 4, random: () => 0.5 };
    const run = () => runWorker(api.db.prisma, { clock, mail, outbox });
    const error = "connect ECONNREFUSED 127.0.0.1:2525";

    // Attempt n waits base × 2^(n-1), capped: 1 s, 2 s, then 3 s instead of 4.
    const waits = [1_000, 2_000, 3_000];
    for (const [index, wait] of waits.entries()) {
      const attempts = index + 1;
      expect(await run()).toEqual({ sent: 0, skipped: 0, retried: 1, dead: 0 });
      expect(await deliveryRow(deliveryId)).toMatchObject({
        status: "PENDING",
        attempts,
        nextAttemptAt: new Date(clock.now().getTime() + wait),
        lastError: error,
        finishedAt: null,
      });
      // A millisecond early, it is left alone.
      clock.advanceMs(wait - 1);
      expect(await run()).toEqual({ sent: 0, skipped: 0, retried: 0, dead: 0 });
      expect(mail.attempts).toHaveLength(attempts);
      clock.advanceMs(1);
    }

    expect(await run()).toEqual({ sent: 0, skipped: 0, retried: 0, dead: 1 });
    expect(mail.attempts).toHaveLength(4);
    expect(await deliveryRow(deliveryId)).toMatchObject({
      status: "DEAD",
      attempts: 4,
      lastError: `Gave up after 4 attempts: ${error}`,
      finishedAt: clock.now(),
    });
    clock.advanceMs(24 * 60 * 60 * 1000);
    expect(await run()).toEqual({ sent: 0, skipped: 0, retried: 0, dead: 0 });
    expect(mail.attempts).toHaveLength(4);
  });

  it("spreads retries by ±20% with the random source", async () => {
    const { deliveryId } = await guestBookingForProviderWithoutAccount();
    const outbox = { retryBaseMs: 10_000, random: () => 0 };

    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: failingMailGateway(), outbox });

    expect((await deliveryRow(deliveryId)).nextAttemptAt).toEqual(new Date(TEST_NOW.getTime() + 8_000));
  });

  it("gives up at once on a permanent refusal, and retries an unexpected error", async () => {
    const refused = await guestBookingForProviderWithoutAccount();
    const refusal = () => new MailDeliveryError("550 5.1.1 Mailbox unavailable", { retryable: false });

    const run = await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: failingMailGateway(refusal) });

    expect(run).toEqual({ sent: 0, skipped: 0, retried: 0, dead: 1 });
    expect(await deliveryRow(refused.deliveryId)).toMatchObject({
      status: "DEAD",
      attempts: 1,
      lastError: "550 5.1.1 Mailbox unavailable",
      finishedAt: TEST_NOW,
    });

    const surprised = await guestBookingForProviderWithoutAccount();
    const bug = () => new TypeError("Cannot read properties of undefined");
    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: failingMailGateway(bug) });
    expect(await deliveryRow(surprised.deliveryId)).toMatchObject({ status: "PENDING", attempts: 1 });
  });

  it("claims again a delivery whose worker died mid-send, once its lease has run out", async () => {
    const { deliveryId } = await guestBookingForProviderWithoutAccount();
    // As a claim leaves it: one attempt counted, leased until the lease's end.
    const leaseEnds = new Date(TEST_NOW.getTime() + OUTBOX_DEFAULTS.leaseMs);
    await api.db.prisma.notificationDelivery.update({
      where: { id: deliveryId },
      data: { attempts: 1, nextAttemptAt: leaseEnds },
    });
    const mail = recordingMailGateway();
    const clock = pinnedClock(new Date(leaseEnds.getTime() - 1));

    expect(await runWorker(api.db.prisma, { clock, mail })).toEqual({ sent: 0, skipped: 0, retried: 0, dead: 0 });
    expect(mail.sent).toHaveLength(0);

    clock.set(leaseEnds);
    expect(await runWorker(api.db.prisma, { clock, mail })).toEqual({ sent: 1, skipped: 0, retried: 0, dead: 0 });
    expect(mail.sent).toHaveLength(1);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("leaves the newer claim's outcome alone when a worker whose lease ran out finishes late", async () => {
    const { deliveryId } = await guestBookingForProviderWithoutAccount();
    const clock = pinnedClock(TEST_NOW);
    const stuck = heldMailGateway();
    const slowRun = runWorker(api.db.prisma, { clock, mail: stuck });
    await stuck.started;

    clock.advanceMs(OUTBOX_DEFAULTS.leaseMs);
    const mail = recordingMailGateway();
    expect(await runWorker(api.db.prisma, { clock, mail })).toEqual({ sent: 1, skipped: 0, retried: 0, dead: 0 });
    stuck.release(new MailDeliveryError("421 Service not available", { retryable: true }));
    await slowRun;

    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
  });

  it("gives up on a delivery whose worker died on every attempt", async () => {
    const { deliveryId } = await guestBookingForProviderWithoutAccount();
    await api.db.prisma.notificationDelivery.update({
      where: { id: deliveryId },
      data: { attempts: OUTBOX_DEFAULTS.maxAttempts, nextAttemptAt: TEST_NOW },
    });
    const mail = recordingMailGateway();

    expect(await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail })).toMatchObject({ dead: 1 });

    expect(mail.sent).toHaveLength(0);
    expect(await deliveryRow(deliveryId)).toMatchObject({
      status: "DEAD",
      lastError: `Gave up after ${OUTBOX_DEFAULTS.maxAttempts} attempts: the worker stopped before finishing the last one.`,
    });
  });
});

describe("deliveries given up on, for staff", () => {
  beforeEach(() => api.db.prisma.notification.deleteMany({}));

  async function deadDelivery() {
    const { id: bookingId } = await bookThroughRest({ ...bookingRequest, providerId: PROVIDER_WITHOUT_ACCOUNT });
    await api.db.prisma.notification.deleteMany({ where: { bookingId, kind: "BOOKING_CONFIRMED" } });
    const refusal = () => new MailDeliveryError("550 5.1.1 Mailbox unavailable", { retryable: false });
    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: failingMailGateway(refusal) });
    const [delivery] = await api.db.prisma.notificationDelivery.findMany({ where: { notification: { bookingId } } });
    expect(delivery!.status).toBe("DEAD");
    return delivery!.id;
  }

  it("lists them for staff only, with why and how often", async () => {
    const deliveryId = await deadDelivery();

    const { data, errors } = await api.graphql(FAILED_DELIVERIES, { first: 10 }, { cookie: staffCookie });
    expect(errors).toBeUndefined();
    expect(data!.failedNotificationDeliveries.edges.map((edge) => edge.node)).toEqual([
      {
        id: encodeGlobalID("NotificationDelivery", deliveryId),
        databaseId: deliveryId,
        channel: "EMAIL",
        status: "DEAD",
        attempts: 1,
        lastError: "550 5.1.1 Mailbox unavailable",
        finishedAt: TEST_NOW.toISOString(),
        kind: "BOOKING_CREATED",
        title: "New booking",
      },
    ]);

    for (const [cookie, message] of [
      [customer.cookie, "You do not have permission to do that."],
      [providerCookie, "You do not have permission to do that."],
      [undefined, "Please sign in to continue."],
    ] as const) {
      const refused = await api.graphql(FAILED_DELIVERIES, { first: 10 }, cookie ? { cookie } : {});
      expect(refused.errors?.[0]?.message).toBe(message);
      expect(refused.data?.failedNotificationDeliveries ?? null).toBeNull();
    }
  });

  it("lets staff queue one again, which the worker then sends; others are refused and it stays given up", async () => {
    const deliveryId = await deadDelivery();
    const input = { deliveryId: encodeGlobalID("NotificationDelivery", deliveryId) };

    for (const cookie of [customer.cookie, providerCookie]) {
      const refused = await api.graphql(RETRY_DELIVERY, { input }, { cookie });
      expect(refused.errors?.[0]?.message).toBe("You do not have permission to do that.");
    }
    expect((await api.graphql(RETRY_DELIVERY, { input })).errors?.[0]?.message).toBe("Please sign in to continue.");
    expect(await api.db.prisma.notificationDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).toMatchObject({
      status: "DEAD",
      attempts: 1,
    });

    const { data, errors } = await api.graphql(RETRY_DELIVERY, { input }, { cookie: staffCookie });
    expect(errors).toBeUndefined();
    expect(data!.retryNotificationDelivery).toMatchObject({
      __typename: "NotificationDelivery",
      databaseId: deliveryId,
      status: "PENDING",
      attempts: 0,
      finishedAt: null,
    });

    const mail = recordingMailGateway();
    expect(await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail })).toMatchObject({ sent: 1 });
    expect(mail.sent.map((message) => message.to)).toEqual([businessEmail]);

    // Sent now: nothing left to retry.
    const again = await api.graphql(RETRY_DELIVERY, { input }, { cookie: staffCookie });
    expect(again.data!.retryNotificationDelivery).toEqual({
      __typename: "NotFoundError",
      message: "No failed delivery with that id: it may have been retried already.",
    });
  });
});
