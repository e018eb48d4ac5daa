// The authorization matrix's rows for moving a booking: customer's booking with provider A is
// moved by customer's account and provider A's, and by nobody else, staff included (staff
// cancel a booking instead); a partner token may not write. Proposals wait for the other
// side, which accepts; a proposer may only withdraw (decline) their own.
import { ANSWER_OWN, MOVE_REFUSAL } from "../../src/services/bookings/reschedule.ts";
import { graphql, type MatrixCase, PAYLOAD, rest, type Target } from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

const SIDES = ["customer", "provider"] as const;
const NOTE = "customer's booking with provider A: its customer's account and provider A's; staff move none";
/** A date and time without a slot, after TEST_NOW and the fresh booking's (2026-11-25 13:00): it waits for an answer. */
const NEW_TIME = { preferredDate: "2026-11-27", preferredTime: "11:00" } as const;

const notASide = (status?: number): MatrixCase["deniedWith"] => {
  const denial = { ...(status !== undefined ? { status } : {}), message: MOVE_REFUSAL };
  return { otherCustomer: denial, otherProvider: denial, admin: denial };
};
/** Customer proposed the move: provider A accepts it, customer's own accept is refused. */
const customerCannotAccept = (status?: number): MatrixCase["deniedWith"] => ({
  ...notASide(status),
  customer: { ...(status !== undefined ? { status } : {}), message: ANSWER_OWN },
});

/** A fresh booking of customer's with provider A, with customer's proposal to move it waiting. */
async function bookingWithProposal(world: World): Promise<Target> {
  const id = await world.freshBooking();
  const response = await world.api.request(`/api/bookings/${id}/reschedule`, {
    method: "POST",
    headers: { ...world.callers.customer.headers, "content-type": "application/json" },
    body: JSON.stringify(NEW_TIME),
  });
  if (response.status !== 201) throw new Error(`proposing a move of booking ${id}: ${await response.text()}`);
  return id;
}

const pendingProposalOf = async (world: World, bookingId: Target) =>
  (await world.prisma.bookingReschedule.findFirstOrThrow({ where: { bookingId, status: "PENDING" } })).id;

/** Free slots of provider A's that the "into a free slot" rows move into, by booking id. */
const targetSlots = new Map<number, number>();
async function bookingAndFreeSlot(world: World): Promise<Target> {
  const id = await world.freshBooking();
  targetSlots.set(id, await world.freshTimeSlot());
  return id;
}

// ---------------------------------------------------------------------------------------
// Checks after an allowed call

const proposalWaits = async (world: World, bookingId: Target) => {
  const rows = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  if (rows.length !== 1 || rows[0]!.status !== "PENDING" || booking.calendarSequence !== 0) {
    throw new Error(`booking ${bookingId}: ${JSON.stringify(rows)}, sequence ${booking.calendarSequence}`);
  }
};

/** Customer's pick of a free slot moves at once; provider A's waits for customer, the slot still free. */
const slotProposed = async (world: World, bookingId: Target) => {
  const [proposal] = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const slot = await world.prisma.timeSlot.findUniqueOrThrow({ where: { id: targetSlots.get(bookingId!) } });
  const moved = proposal?.status === "ACCEPTED" && booking.timeSlotId === slot.id && slot.status === "BOOKED";
  const waits = proposal?.status === "PENDING" && booking.timeSlotId === null && slot.status === "AVAILABLE";
  if (!moved && !waits) throw new Error(`booking ${bookingId}: ${JSON.stringify({ proposal, booking, slot })}`);
};

const moved = async (world: World, bookingId: Target) => {
  const [proposal] = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const date = booking.preferredDate.toISOString().slice(0, 10);
  if (proposal?.status !== "ACCEPTED" || date !== NEW_TIME.preferredDate || booking.calendarSequence !== 1) {
    throw new Error(`booking ${bookingId} on ${date}: ${JSON.stringify(proposal)}`);
  }
};

/** Declined by provider A, or withdrawn by customer who proposed it: either way the booking stands. */
const closedUnmoved = async (world: World, bookingId: Target) => {
  const [proposal] = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const closed = proposal?.status === "DECLINED" || proposal?.status === "WITHDRAWN";
  if (!closed || booking.calendarSequence !== 0) throw new Error(`booking ${bookingId}: ${JSON.stringify(proposal)}`);
};

// ---------------------------------------------------------------------------------------
// Rows

const answerPath = async (world: World, bookingId: Target, answer: "accept" | "decline") =>
  `/api/bookings/${bookingId}/reschedule/${await pendingProposalOf(world, bookingId)}/${answer}`;
/** The answer doors take no body; a REST write still says it is JSON. */
const BODILESS_JSON = { "content-type": "application/json" };

const answerMutation = async (world: World, headers: Record<string, string>, bookingId: Target, accept: boolean) =>
  graphql(
    world,
    headers,
    "answerBookingReschedule",
    `mutation($input: AnswerBookingRescheduleInput!) { answerBookingReschedule(input: $input) {
      ${PAYLOAD("RescheduleBookingPayload")} } }`,
    { input: { bookingId: String(bookingId), rescheduleId: await pendingProposalOf(world, bookingId), accept } },
  );

export const RESCHEDULE_CASES: MatrixCase[] = [
  {
    operation: "GET /api/bookings/:id/reschedules",
    access: "restricted",
    note: NOTE,
    allow: SIDES,
    deniedWith: notASide(403),
    call: (world, caller) => rest(world, caller.headers, "GET", `/api/bookings/${world.ids.booking}/reschedules`),
  },
  {
    operation: "POST /api/bookings/:id/reschedule",
    label: "to a date and time",
    access: "restricted",
    note: `${NOTE}; it waits for the other side`,
    allow: SIDES,
    deniedWith: notASide(403),
    prepare: (world) => world.freshBooking(),
    call: (world, caller, id) => rest(world, caller.headers, "POST", `/api/bookings/${id}/reschedule`, NEW_TIME),
    afterAllowed: proposalWaits,
  },
  {
    operation: "POST /api/bookings/:id/reschedule",
    label: "into a free slot",
    access: "restricted",
    note: `${NOTE}; customer's moves at once (days ahead), provider A's waits`,
    allow: SIDES,
    deniedWith: notASide(403),
    prepare: bookingAndFreeSlot,
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/bookings/${id}/reschedule`, { timeSlotId: targetSlots.get(id!) }),
    afterAllowed: slotProposed,
  },
  {
    operation: "POST /api/bookings/:id/reschedule/:proposalId/:answer{accept|decline}",
    label: "accept customer's proposal",
    access: "restricted",
    note: `${NOTE}; the other side accepts, so customer, who proposed it, may not`,
    allow: ["provider"],
    deniedWith: customerCannotAccept(403),
    prepare: bookingWithProposal,
    call: async (world, caller, id) =>
      rest(world, caller.headers, "POST", await answerPath(world, id, "accept"), undefined, BODILESS_JSON),
    afterAllowed: moved,
  },
  {
    operation: "POST /api/bookings/:id/reschedule/:proposalId/:answer{accept|decline}",
    label: "decline customer's proposal",
    access: "restricted",
    note: `${NOTE}; provider A declines it, customer's decline withdraws it`,
    allow: SIDES,
    deniedWith: notASide(403),
    prepare: bookingWithProposal,
    call: async (world, caller, id) =>
      rest(world, caller.headers, "POST", await answerPath(world, id, "decline"), undefined, BODILESS_JSON),
    afterAllowed: closedUnmoved,
  },
  {
    operation: "Mutation.rescheduleBooking",
    access: "restricted",
    note: `${NOTE}; it waits for the other side`,
    allow: SIDES,
    deniedWith: notASide(),
    prepare: (world) => world.freshBooking(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "rescheduleBooking",
        `mutation($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) {
          ${PAYLOAD("RescheduleBookingPayload")} } }`,
        { input: { bookingId: String(id), ...NEW_TIME } },
      ),
    afterAllowed: proposalWaits,
  },
  {
    operation: "Mutation.answerBookingReschedule",
    label: "accept customer's proposal",
    access: "restricted",
    note: `${NOTE}; the other side accepts, so customer, who proposed it, may not`,
    allow: ["provider"],
    deniedWith: customerCannotAccept(),
    prepare: bookingWithProposal,
    call: (world, caller, id) => answerMutation(world, caller.headers, id, true),
    afterAllowed: moved,
  },
  {
    operation: "Mutation.answerBookingReschedule",
    label: "decline customer's proposal",
    access: "restricted",
    note: `${NOTE}; provider A declines it, customer's decline withdraws it`,
    allow: SIDES,
    deniedWith: notASide(),
    prepare: bookingWithProposal,
    call: (world, caller, id) => answerMutation(world, caller.headers, id, false),
    afterAllowed: closedUnmoved,
  },
];
