// The authorization matrix's rows for a booking made without an account, managed through its
// signed link: the link's token is the only credential, so every caller holding one may read
// the booking, and every caller but a partner token (read-only) may pay for it or cancel it.
// What a wrong link gets is graph/test/api/guest-booking-link.test.ts's.
import { guestManageToken } from "../../src/services/bookings/guest-link.ts";
import { EVERYONE, EVERYONE_BUT_PARTNERS, graphql, type MatrixCase, PAYLOAD, rest } from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

// After the world's clock (TEST_NOW) and every booking's visit: the links stay valid throughout.
const LINK_EXPIRES = new Date("2027-01-01T00:00:00Z");

/** A confirmed booking with provider A made without an account. */
export async function freshGuestBooking(world: World): Promise<number> {
  const n = world.next();
  const booking = await world.prisma.booking.create({
    data: {
      providerId: 1,
      customerId: null,
      customerName: "Guest Matrix",
      customerPhone: "416-555-0177",
      customerEmail: `guest-${n}@matrix.test`,
      serviceType: "house-cleaning",
      serviceDetails: "Two-bedroom condo",
      preferredDate: new Date("2026-11-25T00:00:00Z"),
      preferredTime: "13:00",
      estimatedPrice: 12_000,
    },
  });
  return booking.id;
}

export const tokenOf = (bookingId: number | undefined) => guestManageToken(bookingId!, LINK_EXPIRES);

/** Client secrets of the guest checkouts `prepare` began, by booking id. */
const clientSecrets = new Map<number, string>();

async function freshGuestCheckout(world: World): Promise<number> {
  const bookingId = await freshGuestBooking(world);
  const { data } = await world.api.graphql(
    `mutation($input: GuestBookingTokenInput!) { startGuestBookingCheckout(input: $input) {
      ... on StartCheckoutPayload { clientSecret } ... on Error { message } } }`,
    { input: { token: tokenOf(bookingId) } },
  );
  const clientSecret = data?.startGuestBookingCheckout?.clientSecret;
  if (!clientSecret) throw new Error(`guest checkout: ${JSON.stringify(data)}`);
  clientSecrets.set(bookingId, clientSecret);
  return bookingId;
}

const cancelled = async (world: World, id: number | undefined) => {
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id } });
  if (booking.status !== "CANCELLED" || booking.cancelledBy !== "CUSTOMER") {
    throw new Error(`guest booking ${id} is ${booking.status}, cancelled by ${booking.cancelledBy}`);
  }
};

const checkoutBegun = async (world: World, id: number | undefined) => {
  const payment = await world.prisma.payment.findUniqueOrThrow({ where: { bookingId: id } });
  if (payment.customerId !== null || !payment.stripePaymentIntentId) throw new Error(`payment ${payment.id}`);
};

const paid = async (world: World, id: number | undefined) => {
  const payment = await world.prisma.payment.findUniqueOrThrow({ where: { bookingId: id } });
  if (payment.paymentStatus !== "COMPLETED") throw new Error(`booking ${id}'s payment is ${payment.paymentStatus}`);
};

const READ_NOTE = "the link's token is the credential: whoever holds a guest booking's link reads it, partners too";
const WRITE_NOTE =
  "the link's token is the credential: whoever holds it acts as the guest; a partner token may not write";

export const GUEST_BOOKING_CASES: MatrixCase[] = [
  {
    operation: "Query.guestBooking",
    access: "public",
    note: READ_NOTE,
    allow: EVERYONE,
    prepare: freshGuestBooking,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "guestBooking",
        `query($token: String!) { guestBooking(token: $token) { ${PAYLOAD("GuestBooking", "status")} } }`,
        { token: tokenOf(id) },
      ),
  },
  {
    operation: "GET /api/guest-bookings/:token",
    access: "public",
    note: READ_NOTE,
    allow: EVERYONE,
    prepare: freshGuestBooking,
    call: (world, caller, id) => rest(world, caller.headers, "GET", `/api/guest-bookings/${tokenOf(id)}`),
  },
  {
    operation: "Mutation.cancelGuestBooking",
    access: "door",
    note: WRITE_NOTE,
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshGuestBooking,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "cancelGuestBooking",
        `mutation($input: GuestBookingTokenInput!) { cancelGuestBooking(input: $input) {
          ${PAYLOAD("GuestBookingPayload")} } }`,
        { input: { token: tokenOf(id) } },
      ),
    afterAllowed: cancelled,
  },
  {
    operation: "POST /api/guest-bookings/:token/cancel",
    access: "door",
    note: WRITE_NOTE,
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshGuestBooking,
    call: (world, caller, id) => rest(world, caller.headers, "POST", `/api/guest-bookings/${tokenOf(id)}/cancel`, {}),
    afterAllowed: cancelled,
  },
  {
    operation: "Mutation.startGuestBookingCheckout",
    access: "door",
    note: WRITE_NOTE,
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshGuestBooking,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "startGuestBookingCheckout",
        `mutation($input: GuestBookingTokenInput!) { startGuestBookingCheckout(input: $input) {
          ${PAYLOAD("StartCheckoutPayload", "clientSecret")} } }`,
        { input: { token: tokenOf(id) } },
      ),
    afterAllowed: checkoutBegun,
  },
  {
    operation: "POST /api/guest-bookings/:token/checkout",
    access: "door",
    note: WRITE_NOTE,
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshGuestBooking,
    call: (world, caller, id) => rest(world, caller.headers, "POST", `/api/guest-bookings/${tokenOf(id)}/checkout`, {}),
    afterAllowed: checkoutBegun,
  },
  {
    operation: "Mutation.payGuestBookingWithTestCard",
    access: "door",
    note: `${WRITE_NOTE}; paying a fresh guest checkout with the 4242 card`,
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshGuestCheckout,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "payGuestBookingWithTestCard",
        `mutation($input: PayGuestBookingWithTestCardInput!) { payGuestBookingWithTestCard(input: $input) {
          ${PAYLOAD("PayWithTestCardPayload", "succeeded")} } }`,
        { input: { token: tokenOf(id), clientSecret: clientSecrets.get(id!), cardNumber: "4242 4242 4242 4242" } },
      ),
    afterAllowed: paid,
  },
];
