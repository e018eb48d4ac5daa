// The authorization matrix's rows for a booking's cancellation preview: what cancelling would
// give back and keep is for those who may cancel it (its customer while it is confirmed,
// provider A, staff), on the world's confirmed booking of customer's with provider A. What
// each side's terms are is graph/test/api/cancellation-refunds.test.ts's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { bookingOfSomeoneElse, graphql, type MatrixCase, PAYLOAD, rest } from "./authorization-calls.ts";

const MAY_CANCEL = ["customer", "provider", "admin"] as const;

export const CANCELLATION_CASES: MatrixCase[] = [
  {
    operation: "Query.bookingCancellation",
    access: "restricted",
    note: "customer's confirmed booking with provider A: its customer, provider A and staff",
    allow: MAY_CANCEL,
    deniedWith: bookingOfSomeoneElse(false),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "bookingCancellation",
        `query($bookingId: ID!) { bookingCancellation(bookingId: $bookingId) {
          ${PAYLOAD("CancellationPreview", "window paid refund fee")} } }`,
        { bookingId: encodeGlobalID("Booking", world.ids.booking) },
      ),
  },
  {
    operation: "GET /api/bookings/:id/cancellation",
    access: "restricted",
    note: "customer's confirmed booking with provider A: its customer, provider A and staff",
    allow: MAY_CANCEL,
    deniedWith: bookingOfSomeoneElse(true),
    call: (world, caller) => rest(world, caller.headers, "GET", `/api/bookings/${world.ids.booking}/cancellation`),
  },
];
