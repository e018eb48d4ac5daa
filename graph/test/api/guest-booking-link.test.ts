// A booking made without an account, through its signed link, over GraphQL and REST: the
// holder sees it, pays it in test mode and cancels it on a customer's terms; a changed,
// expired, unknown or account booking's link gets one answer that says nothing more; a
// cancelled booking's link still shows it; wrong links are throttled per address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BookingStatusName } from "../../../shared/bookings/status.ts";
import { guestManageExpiry, guestManagePathFor, guestManageToken } from "../../src/services/bookings/guest-link.ts";
import { GUEST_LINK_RATE_LIMIT, GUEST_LINK_REFUSAL } from "../../src/services/bookings/guest-booking.ts";
import { TEST_NOW, startTestApp, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";

const PRICE = 12_345;

let api: TestApp;
let timeZone: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 10 });
  const provider = await api.db.prisma.provider.findUniqueOrThrow({
    where: { id: 1 },
    select: { city: { select: { timeZone: true } } },
  });
  timeZone = provider.city.timeZone;
});

afterAll(async () => {
  await api?.close();
});

// In-process calls share one address bucket: each test (and each link below) starts clean.
async function forgetWrongLinks() {
  await api.db.prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "guest-link:" } } });
}
beforeEach(forgetWrongLinks);

async function guestBooking(options: { status?: BookingStatusName; customerId?: number | null } = {}) {
  return insertCustomerBooking(api.db.prisma, {
    customerId: options.customerId ?? null,
    price: PRICE,
    status: options.status,
  });
}

async function tokenFor(bookingId: number): Promise<string> {
  const path = await guestManagePathFor(api.db.prisma, bookingId);
  expect(path).toMatch(/^\/bookings\/manage\//);
  return path!.slice("/bookings/manage/".length);
}

const RESULT = /* GraphQL */ `
  __typename
  ... on Error { message }
`;

const VIEW_FIELDS = /* GraphQL */ `
  id customerName providerName providerPhone providerEmail serviceName date time address status price
  paymentStatus amountPaid refundedAmount cancelledAt cancelledByYou cancellationFee canPay
  cancellation { window paid refund fee freeUntil }
`;

const GUEST_BOOKING = /* GraphQL */ `
  query GuestBooking($token: String!) {
    guestBooking(token: $token) { ${RESULT} ... on GuestBooking { ${VIEW_FIELDS} } }
  }
`;

const CANCEL = /* GraphQL */ `
  mutation CancelGuestBooking($input: GuestBookingTokenInput!) {
    cancelGuestBooking(input: $input) { ${RESULT} ... on GuestBookingPayload { guestBooking { ${VIEW_FIELDS} } } }
  }
`;

const CHECKOUT = /* GraphQL */ `
  mutation StartGuestBookingCheckout($input: GuestBookingTokenInput!) {
    startGuestBookingCheckout(input: $input) {
      ${RESULT}
      ... on StartCheckoutPayload { clientSecret summary { amount providerName customerEmail } }
    }
  }
`;

const PAY = /* GraphQL */ `
  mutation PayGuest($input: PayGuestBookingWithTestCardInput!) {
    payGuestBookingWithTestCard(input: $input) { ${RESULT} ... on PayWithTestCardPayload { succeeded declineMessage } }
  }
`;

async function view(token: string) {
  const { data, errors } = await api.graphql(GUEST_BOOKING, { token });
  expect(errors).toBeUndefined();
  return data!.guestBooking;
}

async function rest(method: "GET" | "POST", path: string) {
  const response = await api.request(path, {
    method,
    headers: method === "POST" ? { "content-type": "application/json" } : {},
    body: method === "POST" ? "{}" : undefined,
  });
  return { status: response.status, body: await response.json() };
}

describe("a guest's booking through its link", () => {
  it("shows the booking to the link's holder over GraphQL and REST", async () => {
    const bookingId = await guestBooking();
    const token = await tokenFor(bookingId);

    expect(await view(token)).toMatchObject({
      __typename: "GuestBooking",
      customerName: "Casey Customer",
      serviceName: "House Cleaning",
      date: "2026-11-25",
      time: "13:00",
      status: "CONFIRMED",
      price: PRICE,
      paymentStatus: null,
      amountPaid: 0,
      canPay: true,
      cancelledAt: null,
      // Unpaid, five days ahead: nothing to give back and nothing kept.
      cancellation: { window: "FREE", paid: 0, refund: 0, fee: 0 },
    });

    const answer = await rest("GET", `/api/guest-bookings/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      bookingId,
      status: "confirmed",
      date: "2026-11-25",
      price: PRICE,
      canPay: true,
      cancellation: { window: "free", refund: 0, fee: 0 },
    });
    expect(answer.body.provider.name).toEqual(expect.any(String));
  });

  it("lasts until the no-show windows after the visit close, in the provider's zone", async () => {
    const bookingId = await guestBooking();
    const token = await tokenFor(bookingId);
    const expected = guestManageExpiry(new Date("2026-11-25T00:00:00Z"), timeZone);
    expect(token.split(".")[2]).toBe(String(expected.getTime() / 1000));
    // Midnight starting Nov 30 where the provider is: past a report 48 hours after a late visit
    // on the 25th and its 48 hours of dispute.
    expect(expected.getTime()).toBeGreaterThan(new Date("2026-11-30T00:00:00Z").getTime());
    expect(expected.getTime()).toBeLessThan(new Date("2026-11-30T12:00:00Z").getTime());
  });

  it("pays in test mode, then shows it paid and will not take a second payment", async () => {
    const bookingId = await guestBooking();
    const token = await tokenFor(bookingId);

    const { data: started } = await api.graphql(CHECKOUT, { input: { token } });
    expect(started!.startGuestBookingCheckout).toMatchObject({
      __typename: "StartCheckoutPayload",
      summary: { amount: PRICE, customerEmail: "customer@demo.test" },
    });
    const clientSecret = started!.startGuestBookingCheckout.clientSecret as string;
    // REST answers the same payment.
    const again = await rest("POST", `/api/guest-bookings/${token}/checkout`);
    expect(again).toMatchObject({ status: 200, body: { clientSecret, amount: PRICE } });

    const { data: paid } = await api.graphql(PAY, {
      input: { token, clientSecret, cardNumber: "4242 4242 4242 4242" },
    });
    expect(paid!.payGuestBookingWithTestCard).toEqual({
      __typename: "PayWithTestCardPayload",
      succeeded: true,
      declineMessage: null,
    });

    expect(await view(token)).toMatchObject({
      paymentStatus: "COMPLETED",
      amountPaid: PRICE,
      canPay: false,
      cancellation: { window: "FREE", paid: PRICE, refund: PRICE, fee: 0 },
    });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment).toMatchObject({ customerId: null, paymentStatus: "COMPLETED", totalAmount: PRICE });
    expect(await rest("POST", `/api/guest-bookings/${token}/checkout`)).toEqual({
      status: 400,
      body: { message: "This booking is already paid." },
    });
  });

  it("pays only its own booking's checkout: another booking's client secret is refused", async () => {
    const mine = await tokenFor(await guestBooking());
    const theirs = await tokenFor(await guestBooking());
    const { data } = await api.graphql(CHECKOUT, { input: { token: theirs } });
    const clientSecret = data!.startGuestBookingCheckout.clientSecret as string;
    const { data: paid } = await api.graphql(PAY, {
      input: { token: mine, clientSecret, cardNumber: "4242 4242 4242 4242" },
    });
    expect(paid!.payGuestBookingWithTestCard).toEqual({
      __typename: "ForbiddenError",
      message: "Only the customer who made this booking can pay for it.",
    });
  });

  it("cancels a paid booking on a customer's terms and keeps showing it, cancelled", async () => {
    const bookingId = await guestBooking();
    const token = await tokenFor(bookingId);
    const { data } = await api.graphql(CHECKOUT, { input: { token } });
    await api.graphql(PAY, {
      input: { token, clientSecret: data!.startGuestBookingCheckout.clientSecret, cardNumber: "4242424242424242" },
    });

    const { data: cancelled, errors } = await api.graphql(CANCEL, { input: { token } });
    expect(errors).toBeUndefined();
    expect(cancelled!.cancelGuestBooking.guestBooking).toMatchObject({
      status: "CANCELLED",
      cancelledByYou: true,
      cancellationFee: 0,
      canPay: false,
      cancellation: null,
    });
    const booking = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(booking).toMatchObject({ status: "CANCELLED", cancelledBy: "CUSTOMER", cancellationFee: 0 });
    expect(booking.cancelledAt?.toISOString()).toBe(TEST_NOW.toISOString());
    // The whole payment comes back: the refund is owed (and, in test mode, made).
    const refunds = await api.db.prisma.refundRequest.findMany({ where: { payment: { bookingId } } });
    expect(refunds.map((refund) => refund.amount)).toEqual([PRICE]);

    // The link still opens it, as cancelled and refunded; a second cancel is refused in words, not a 404.
    expect(await view(token)).toMatchObject({
      status: "CANCELLED",
      cancelledByYou: true,
      cancellation: null,
      refundedAmount: PRICE,
      amountPaid: 0,
    });
    const rested = await rest("GET", `/api/guest-bookings/${token}`);
    expect(rested).toMatchObject({ status: 200, body: { status: "cancelled", cancelledBy: "CUSTOMER" } });
    const second = await rest("POST", `/api/guest-bookings/${token}/cancel`);
    expect(second.status).toBe(400);
    expect(second.body.message).not.toBe(GUEST_LINK_REFUSAL);
    expect(await rest("POST", `/api/guest-bookings/${token}/checkout`)).toEqual({
      status: 400,
      body: { message: "This booking was cancelled, so there is nothing to pay." },
    });
  });

  it("cancels over REST, and refuses once the service has started", async () => {
    const token = await tokenFor(await guestBooking());
    const answer = await rest("POST", `/api/guest-bookings/${token}/cancel`);
    expect(answer).toMatchObject({ status: 200, body: { status: "cancelled", cancelledBy: "CUSTOMER" } });

    const startedId = await guestBooking({ status: "IN_PROGRESS" });
    const started = await tokenFor(startedId);
    expect(await view(started)).toMatchObject({ status: "IN_PROGRESS", cancellation: null });
    expect(await rest("POST", `/api/guest-bookings/${started}/cancel`)).toEqual({
      status: 403,
      body: { message: "Only the provider can cancel a booking once the service has started." },
    });
    const booking = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: startedId } });
    expect(booking.status).toBe("IN_PROGRESS");
  });
});

describe("the link in the guest's emails", () => {
  it("goes in a guest's confirmation, opens the booking, and stays in the email saying it was cancelled", async () => {
    const booked = await api.request("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        providerId: 1,
        serviceType: "house-cleaning",
        preferredDate: "2026-12-03",
        preferredTime: "1:00 PM",
        customerName: "Jordan Lee",
        customerPhone: "416-555-0199",
        customerEmail: "jordan.guest@example.test",
      }),
    });
    expect(booked.status).toBe(201);
    const { id: bookingId } = (await booked.json()) as { id: number };
    const confirmation = await api.db.prisma.notification.findFirstOrThrow({
      where: { bookingId, kind: "BOOKING_CONFIRMED" },
    });
    expect(confirmation.link).toMatch(/^\/bookings\/manage\/g1\./);
    const token = confirmation.link!.slice("/bookings/manage/".length);
    expect(await view(token)).toMatchObject({
      __typename: "GuestBooking",
      customerName: "Jordan Lee",
      date: "2026-12-03",
    });

    await api.graphql(CANCEL, { input: { token } });
    const cancelledNotice = await api.db.prisma.notification.findFirstOrThrow({
      where: { bookingId, kind: "BOOKING_STATUS_CHANGED", email: "jordan.guest@example.test" },
    });
    expect(cancelledNotice.link).toBe(confirmation.link);
    expect(cancelledNotice.body).toContain("You cancelled");
  });
});

describe("links that open nothing", () => {
  async function refusedLinks() {
    const bookingId = await guestBooking();
    const token = await tokenFor(bookingId);
    const signature = token.split(".")[3]!;
    const flipped = signature[5] === "A" ? "B" : "A";
    const accountBookingId = await guestBooking({ customerId: 1 });
    const farFuture = new Date("2027-01-01T00:00:00Z");
    return {
      bookingId,
      accountBookingId,
      links: {
        tampered: token.slice(0, -signature.length) + signature.slice(0, 5) + flipped + signature.slice(6),
        otherId: token.replace(`g1.${bookingId}.`, `g1.${bookingId + 1}.`),
        expired: guestManageToken(bookingId, new Date(TEST_NOW.getTime() - 1000)),
        unknownBooking: guestManageToken(2_000_000_000, farFuture),
        accountBooking: guestManageToken(accountBookingId, farFuture),
        otherSecret: guestManageToken(bookingId, farFuture, "another secret of at least thirty-two characters"),
        garbage: "not-a-link",
      },
    };
  }

  it("answers every one alike over GraphQL: a NotFoundError in the same words", async () => {
    const { links } = await refusedLinks();
    for (const [name, token] of Object.entries(links)) {
      await forgetWrongLinks();
      const { data, errors } = await api.graphql(GUEST_BOOKING, { token });
      expect(errors, name).toBeUndefined();
      expect(data!.guestBooking, name).toEqual({ __typename: "NotFoundError", message: GUEST_LINK_REFUSAL });
      for (const mutation of [CANCEL, CHECKOUT]) {
        const { data: changed } = await api.graphql(mutation, { input: { token } });
        expect(Object.values(changed!)[0], name).toEqual({ __typename: "NotFoundError", message: GUEST_LINK_REFUSAL });
      }
    }
  });

  it("answers every one alike over REST, 404 with the same body, and changes nothing", async () => {
    const { bookingId, accountBookingId, links } = await refusedLinks();
    for (const [name, token] of Object.entries(links)) {
      await forgetWrongLinks();
      for (const [method, path] of [
        ["GET", `/api/guest-bookings/${token}`],
        ["POST", `/api/guest-bookings/${token}/cancel`],
        ["POST", `/api/guest-bookings/${token}/checkout`],
      ] as const) {
        expect(await rest(method, path), `${name} ${method} ${path}`).toEqual({
          status: 404,
          body: { message: GUEST_LINK_REFUSAL },
        });
      }
    }
    const untouched = await api.db.prisma.booking.findMany({
      where: { id: { in: [bookingId, accountBookingId] } },
      select: { status: true, payment: true },
    });
    expect(untouched).toEqual([
      { status: "CONFIRMED", payment: null },
      { status: "CONFIRMED", payment: null },
    ]);
  });

  it("turns wrong links away with 429 once an address has made too many, valid links too", async () => {
    const valid = await tokenFor(await guestBooking());
    for (let attempt = 0; attempt < GUEST_LINK_RATE_LIMIT.requests; attempt++) {
      expect((await rest("GET", `/api/guest-bookings/wrong-${attempt}`)).status).toBe(404);
    }
    // Once over the limit, the address is turned away before its link is looked at.
    const blocked = await rest("GET", `/api/guest-bookings/${valid}`);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toContain(GUEST_LINK_RATE_LIMIT.description);
    const { data } = await api.graphql(GUEST_BOOKING, { token: valid });
    expect(data!.guestBooking.__typename).toBe("RateLimitedError");
  });

  it("counts only wrong links: a holder opening their own link again and again is never throttled", async () => {
    const valid = await tokenFor(await guestBooking());
    for (let attempt = 0; attempt < GUEST_LINK_RATE_LIMIT.requests + 5; attempt++) {
      expect((await rest("GET", `/api/guest-bookings/${valid}`)).status).toBe(200);
    }
  });

  it("makes no link for an account's booking", async () => {
    const accountBookingId = await guestBooking({ customerId: 1 });
    expect(await guestManagePathFor(api.db.prisma, accountBookingId)).toBeNull();
  });
});
