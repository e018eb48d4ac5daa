// The authorization matrix's rows for a booking's conversation: customer's booking with
// provider A is written and read by customer's account and provider A's, and by nobody else,
// staff included (they will read a disputed booking's, once bookings can be disputed); a
// guest's booking by whoever holds its signed link, partners only reading.
import { NOT_IN_CONVERSATION } from "../../src/services/bookings/conversation.ts";
import { EVERYONE_BUT_PARTNERS, graphql, type MatrixCase, PAYLOAD, rest } from "./authorization-calls.ts";
import { freshGuestBooking, tokenOf } from "./authorization-cases-guest-bookings.ts";
import type { World } from "./authorization-world.ts";

const SIDES = ["customer", "provider"] as const;
const NOTE = "customer's booking with provider A: its customer's account and provider A's; staff read none";
const notASide = (status?: number): MatrixCase["deniedWith"] => {
  const denial = { ...(status !== undefined ? { status } : {}), message: NOT_IN_CONVERSATION };
  return { otherCustomer: denial, otherProvider: denial, admin: denial };
};
const freshBooking = (world: World) => world.freshBooking();

export const MESSAGE_CASES: MatrixCase[] = [
  {
    operation: "GET /api/bookings/:id/messages",
    access: "restricted",
    note: NOTE,
    allow: SIDES,
    deniedWith: notASide(403),
    call: (world, caller) => rest(world, caller.headers, "GET", `/api/bookings/${world.ids.booking}/messages`),
  },
  {
    operation: "POST /api/bookings/:id/messages",
    access: "restricted",
    note: NOTE,
    allow: SIDES,
    deniedWith: notASide(403),
    prepare: freshBooking,
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/bookings/${id}/messages`, { body: "A matrix message." }),
    audited: false,
  },
  {
    operation: "POST /api/bookings/:id/messages/read",
    access: "restricted",
    note: NOTE,
    allow: SIDES,
    deniedWith: notASide(403),
    call: (world, caller) =>
      rest(world, caller.headers, "POST", `/api/bookings/${world.ids.booking}/messages/read`, { upTo: 0 }),
    audited: false,
  },
  {
    operation: "Query.bookingConversation",
    access: "restricted",
    note: NOTE,
    allow: SIDES,
    deniedWith: notASide(),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "bookingConversation",
        `query($id: ID!) { bookingConversation(bookingId: $id) { ${PAYLOAD("BookingConversation", "hasOlder")} } }`,
        { id: String(world.ids.booking) },
      ),
  },
  {
    operation: "Mutation.postBookingMessage",
    access: "restricted",
    note: NOTE,
    allow: SIDES,
    deniedWith: notASide(),
    prepare: freshBooking,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "postBookingMessage",
        `mutation($input: PostBookingMessageInput!) { postBookingMessage(input: $input) {
          ${PAYLOAD("BookingConversationPayload")} } }`,
        { input: { bookingId: String(id), body: "A matrix message." } },
      ),
    audited: false,
  },
  {
    operation: "Mutation.markBookingMessagesRead",
    access: "restricted",
    note: NOTE,
    allow: SIDES,
    deniedWith: notASide(),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "markBookingMessagesRead",
        `mutation($input: MarkBookingMessagesReadInput!) { markBookingMessagesRead(input: $input) {
          ${PAYLOAD("BookingConversationPayload")} } }`,
        { input: { bookingId: String(world.ids.booking), upTo: 0 } },
      ),
    audited: false,
  },
  {
    operation: "Mutation.postGuestBookingMessage",
    access: "door",
    note: "the link's token is the credential: whoever holds it writes as the guest; a partner token may not write",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshGuestBooking,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "postGuestBookingMessage",
        `mutation($input: PostGuestBookingMessageInput!) { postGuestBookingMessage(input: $input) {
          ${PAYLOAD("BookingConversationPayload")} } }`,
        { input: { token: tokenOf(id), body: "A guest's matrix message." } },
      ),
  },
  {
    operation: "Mutation.markGuestBookingMessagesRead",
    access: "door",
    note: "the link's token is the credential: whoever holds it moves the guest's marker; a partner token may not write",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshGuestBooking,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "markGuestBookingMessagesRead",
        `mutation($input: MarkGuestBookingMessagesReadInput!) { markGuestBookingMessagesRead(input: $input) {
          ${PAYLOAD("BookingConversationPayload")} } }`,
        { input: { token: tokenOf(id), upTo: 0 } },
      ),
  },
];
