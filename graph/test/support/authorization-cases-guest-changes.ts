// The authorization matrix's rows for the changes a guest booking's signed link makes: moving
// the booking (or answering provider A's proposed move), reading its moves, and reporting or
// disputing a no-show. The link's token is the only credential, so whoever holds the right one
// acts as the booking's customer, signed in or not, whatever account they hold; a partner token
// reads the moves but may not write. A wrong link (a changed letter, an expired one, an
// account's booking's) is the same 404 to every caller, counted against the address's wrong
// links, and changes nothing; another guest booking's link finds none of this one's proposals.
// What the changes themselves do is graph/test/api/guest-booking-changes.test.ts's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { GUEST_LINK_REFUSAL } from "../../src/services/bookings/guest-booking.ts";
import { guestManageToken } from "../../src/services/bookings/guest-link.ts";
import { RescheduleNotFoundError } from "../../src/services/bookings/reschedule.ts";
import {
  type Denial,
  EVERYONE,
  EVERYONE_BUT_PARTNERS,
  graphql,
  type MatrixCase,
  type Outcome,
  PARTNERS_READ_ONLY,
  PAYLOAD,
  rest,
  type Target,
} from "./authorization-calls.ts";
import { tokenOf } from "./authorization-cases-guest-bookings.ts";
import { CALLERS, type CallerName, type World } from "./authorization-world.ts";

/** A date and time without a slot, after TEST_NOW and the bookings' own (2026-11-25 13:00): it waits for an answer. */
const NEW_TIME = { preferredDate: "2026-11-27", preferredTime: "11:00" } as const;
/** The answer and report doors take no body; a REST write still says it is JSON. */
const BODILESS_JSON = { "content-type": "application/json" };

// ---------------------------------------------------------------------------------------
// Bookings in the state each door acts on: a guest's (no account), or customer's account's
// for the rows that send its link.

type Holder = "guest" | "account";

/** A confirmed booking with provider A on 2026-11-25 at 13:00 (movable), or on 2026-11-19 at 12:00 (begun). */
async function bookingOf(world: World, holder: Holder, when: "ahead" | "begun"): Promise<number> {
  const n = world.next();
  const booking = await world.prisma.booking.create({
    data: {
      providerId: world.ids.providerA,
      customerId: holder === "account" ? world.ids.customer : null,
      customerName: "Guest Matrix",
      customerPhone: "416-555-0177",
      customerEmail: holder === "account" ? "customer@matrix.test" : `guest-change-${n}@matrix.test`,
      serviceType: "house-cleaning",
      serviceDetails: "Two-bedroom condo",
      // 12:00 on 2026-11-19 is 15:30Z to 20:00Z in any Canadian time zone: 19 to 24 hours
      // before TEST_NOW (2026-11-20 15:00Z), inside the 48 hours a no-show may be reported in.
      preferredDate: new Date(when === "ahead" ? "2026-11-25T00:00:00Z" : "2026-11-19T00:00:00Z"),
      preferredTime: when === "ahead" ? "13:00" : "12:00",
      estimatedPrice: 12_000,
    },
  });
  return booking.id;
}

/** A POST that must succeed, as `caller` (provider A's account, or nobody for a guest's link). */
async function post(world: World, caller: CallerName, path: string, body: unknown, expected: number) {
  const response = await world.api.request(path, {
    method: "POST",
    headers: { ...world.callers[caller].headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`POST ${path} as ${caller}: ${await response.text()}`);
}

/** Free slots of provider A's the "into a free slot" rows move into, by booking id. */
const targetSlots = new Map<number, number>();

const movable = (world: World, holder: Holder) => bookingOf(world, holder, "ahead");

async function movableWithFreeSlot(world: World, holder: Holder): Promise<number> {
  const id = await bookingOf(world, holder, "ahead");
  targetSlots.set(id, await world.freshTimeSlot());
  return id;
}

/** A movable booking with provider A's proposal to move it waiting for its customer. */
async function providerProposed(world: World, holder: Holder): Promise<number> {
  const id = await bookingOf(world, holder, "ahead");
  await post(world, "provider", `/api/bookings/${id}/reschedule`, NEW_TIME, 201);
  return id;
}

/** A movable guest booking whose link's holder proposed moving it (its own proposal, waiting). */
async function guestProposed(world: World): Promise<number> {
  const id = await bookingOf(world, "guest", "ahead");
  await post(world, "anonymous", `/api/guest-bookings/${tokenOf(id)}/reschedule`, NEW_TIME, 201);
  return id;
}

const begun = (world: World, holder: Holder) => bookingOf(world, holder, "begun");

/** A begun booking provider A reported its customer absent on: the customer's to dispute. */
async function reportedByProvider(world: World, holder: Holder): Promise<number> {
  const id = await bookingOf(world, holder, "begun");
  await post(world, "provider", `/api/bookings/${id}/no-show`, {}, 201);
  return id;
}

const pendingProposalOf = async (world: World, bookingId: Target) =>
  (await world.prisma.bookingReschedule.findFirstOrThrow({ where: { bookingId, status: "PENDING" } })).id;

// ---------------------------------------------------------------------------------------
// Checks after an allowed call

const proposalWaits = async (world: World, bookingId: Target) => {
  const rows = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const ok = rows.length === 1 && rows[0]!.status === "PENDING" && rows[0]!.proposedBy === "CUSTOMER";
  if (!ok || booking.calendarSequence !== 0) {
    throw new Error(`booking ${bookingId}: ${JSON.stringify(rows)}, sequence ${booking.calendarSequence}`);
  }
};

/** The customer's pick of a free slot days ahead moves the booking at once. */
const movedIntoSlot = async (world: World, bookingId: Target) => {
  const [proposal] = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const slot = await world.prisma.timeSlot.findUniqueOrThrow({ where: { id: targetSlots.get(bookingId!) } });
  const moved = proposal?.status === "ACCEPTED" && booking.timeSlotId === slot.id && slot.status === "BOOKED";
  if (!moved || proposal.proposedBy !== "CUSTOMER") {
    throw new Error(`booking ${bookingId}: ${JSON.stringify({ proposal, booking, slot })}`);
  }
};

/** Provider A's proposal, accepted by the link's holder: the booking moved. */
const movedToProposal = async (world: World, bookingId: Target) => {
  const [proposal] = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const date = booking.preferredDate.toISOString().slice(0, 10);
  const ok = proposal?.status === "ACCEPTED" && proposal.answeredBy === "CUSTOMER";
  if (!ok || date !== NEW_TIME.preferredDate || booking.calendarSequence !== 1) {
    throw new Error(`booking ${bookingId} on ${date}: ${JSON.stringify(proposal)}`);
  }
};

/** The proposal closed (declined, or withdrawn by its proposer) and the booking stands. */
const closedUnmoved = (status: "DECLINED" | "WITHDRAWN") => async (world: World, bookingId: Target) => {
  const [proposal] = await world.prisma.bookingReschedule.findMany({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  if (proposal?.status !== status || proposal.answeredBy !== "CUSTOMER" || booking.calendarSequence !== 0) {
    throw new Error(`booking ${bookingId}: ${JSON.stringify(proposal)}, not ${status}`);
  }
};

/** The link's holder reported provider A absent: the booking is cancelled by its customer. */
const providerReported = async (world: World, bookingId: Target) => {
  const absence = await world.prisma.bookingAbsence.findUniqueOrThrow({ where: { bookingId } });
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const ok = absence.status === "REPORTED" && absence.absentParty === "PROVIDER";
  if (!ok || booking.status !== "CANCELLED" || booking.cancelledBy !== "CUSTOMER") {
    throw new Error(`booking ${bookingId}: ${JSON.stringify({ absence, booking })}`);
  }
};

const disputed = async (world: World, bookingId: Target) => {
  const absence = await world.prisma.bookingAbsence.findUniqueOrThrow({ where: { bookingId } });
  if (absence.status !== "DISPUTED" || absence.absentParty !== "CUSTOMER" || !absence.disputeNote) {
    throw new Error(`booking ${bookingId}: ${JSON.stringify(absence)}`);
  }
};

// ---------------------------------------------------------------------------------------
// The doors

interface Door {
  operation: string;
  /** Which of an operation's rows this is, when it has several. */
  label?: string;
  note: string;
  /** A read: partners hold links too. */
  read?: boolean;
  /** The booking the call acts on, in the state where the right link's holder succeeds. */
  state: (world: World, holder: Holder) => Promise<number>;
  call: (world: World, headers: Record<string, string>, token: string, bookingId: number) => Promise<Outcome>;
  afterAllowed?: (world: World, bookingId: Target) => Promise<void>;
}

const MOVE_NOTE = "a guest booking's link moves it as its customer would";
const ANSWER_NOTE = "a guest booking's link answers provider A's proposed move, or withdraws its own";
const NO_SHOW_NOTE = "a guest booking's link reports provider A absent once the visit has begun";
const DISPUTE_NOTE = "a guest booking's link disputes provider A's report that nobody was there";

const restAnswer = (answer: "accept" | "decline"): Door["call"] => {
  return async (world, headers, token, bookingId) =>
    rest(
      world,
      headers,
      "POST",
      `/api/guest-bookings/${token}/reschedule/${await pendingProposalOf(world, bookingId)}/${answer}`,
      undefined,
      BODILESS_JSON,
    );
};

const graphqlAnswer = (accept: boolean): Door["call"] => {
  return async (world, headers, token, bookingId) =>
    graphql(
      world,
      headers,
      "answerGuestBookingReschedule",
      `mutation($input: AnswerGuestBookingRescheduleInput!) { answerGuestBookingReschedule(input: $input) {
        ${PAYLOAD("RescheduleGuestBookingPayload", "reschedule { status } guestBooking { movable }")} } }`,
      { input: { token, rescheduleId: await pendingProposalOf(world, bookingId), accept } },
    );
};

const graphqlReschedule = (target: (bookingId: number) => Record<string, unknown>): Door["call"] => {
  return (world, headers, token, bookingId) =>
    graphql(
      world,
      headers,
      "rescheduleGuestBooking",
      `mutation($input: RescheduleGuestBookingInput!) { rescheduleGuestBooking(input: $input) {
        ${PAYLOAD("RescheduleGuestBookingPayload", "reschedule { status } guestBooking { movable date time }")} } }`,
      { input: { token, ...target(bookingId) } },
    );
};

const intoSlot = (bookingId: number) => ({ timeSlotId: encodeGlobalID("TimeSlot", targetSlots.get(bookingId)!) });

const DOORS: Door[] = [
  {
    operation: "POST /api/guest-bookings/:token/reschedule",
    label: "to a date and time",
    note: `${MOVE_NOTE}; it waits for provider A`,
    state: movable,
    call: (world, headers, token) => rest(world, headers, "POST", `/api/guest-bookings/${token}/reschedule`, NEW_TIME),
    afterAllowed: proposalWaits,
  },
  {
    operation: "POST /api/guest-bookings/:token/reschedule",
    label: "into a free slot",
    note: `${MOVE_NOTE}; a free slot days ahead moves it at once`,
    state: movableWithFreeSlot,
    call: (world, headers, token, id) =>
      rest(world, headers, "POST", `/api/guest-bookings/${token}/reschedule`, { timeSlotId: targetSlots.get(id) }),
    afterAllowed: movedIntoSlot,
  },
  {
    operation: "POST /api/guest-bookings/:token/reschedule/:proposalId/:answer{accept|decline}",
    label: "accept provider A's proposal",
    note: ANSWER_NOTE,
    state: providerProposed,
    call: restAnswer("accept"),
    afterAllowed: movedToProposal,
  },
  {
    operation: "POST /api/guest-bookings/:token/reschedule/:proposalId/:answer{accept|decline}",
    label: "decline provider A's proposal",
    note: ANSWER_NOTE,
    state: providerProposed,
    call: restAnswer("decline"),
    afterAllowed: closedUnmoved("DECLINED"),
  },
  {
    operation: "GET /api/guest-bookings/:token/reschedules",
    note: "a guest booking's link reads its proposed moves, partners too",
    read: true,
    state: providerProposed,
    call: (world, headers, token) => rest(world, headers, "GET", `/api/guest-bookings/${token}/reschedules`),
  },
  {
    operation: "POST /api/guest-bookings/:token/no-show",
    note: NO_SHOW_NOTE,
    state: begun,
    call: (world, headers, token) =>
      rest(world, headers, "POST", `/api/guest-bookings/${token}/no-show`, undefined, BODILESS_JSON),
    afterAllowed: providerReported,
  },
  {
    operation: "POST /api/guest-bookings/:token/no-show/dispute",
    note: DISPUTE_NOTE,
    state: reportedByProvider,
    call: (world, headers, token) =>
      rest(world, headers, "POST", `/api/guest-bookings/${token}/no-show/dispute`, { note: "I waited at home." }),
    afterAllowed: disputed,
  },
  {
    operation: "Mutation.rescheduleGuestBooking",
    label: "to a date and time",
    note: `${MOVE_NOTE}; it waits for provider A`,
    state: movable,
    call: graphqlReschedule(() => NEW_TIME),
    afterAllowed: proposalWaits,
  },
  {
    operation: "Mutation.rescheduleGuestBooking",
    label: "into a free slot",
    note: `${MOVE_NOTE}; a free slot days ahead moves it at once`,
    state: movableWithFreeSlot,
    call: graphqlReschedule(intoSlot),
    afterAllowed: movedIntoSlot,
  },
  {
    operation: "Mutation.answerGuestBookingReschedule",
    label: "accept provider A's proposal",
    note: ANSWER_NOTE,
    state: providerProposed,
    call: graphqlAnswer(true),
    afterAllowed: movedToProposal,
  },
  {
    operation: "Mutation.answerGuestBookingReschedule",
    label: "decline provider A's proposal",
    note: ANSWER_NOTE,
    state: providerProposed,
    call: graphqlAnswer(false),
    afterAllowed: closedUnmoved("DECLINED"),
  },
  {
    operation: "Mutation.reportGuestNoShow",
    note: NO_SHOW_NOTE,
    state: begun,
    call: (world, headers, token) =>
      graphql(
        world,
        headers,
        "reportGuestNoShow",
        `mutation($input: ReportGuestNoShowInput!) { reportGuestNoShow(input: $input) {
          ${PAYLOAD("GuestNoShowPayload", "noShow { status } guestBooking { noShowReportable }")} } }`,
        { input: { token } },
      ),
    afterAllowed: providerReported,
  },
  {
    operation: "Mutation.disputeGuestNoShow",
    note: DISPUTE_NOTE,
    state: reportedByProvider,
    call: (world, headers, token) =>
      graphql(
        world,
        headers,
        "disputeGuestNoShow",
        `mutation($input: DisputeGuestNoShowInput!) { disputeGuestNoShow(input: $input) {
          ${PAYLOAD("GuestNoShowPayload", "noShow { status } guestBooking { status }")} } }`,
        { input: { token, note: "I waited at home." } },
      ),
    afterAllowed: disputed,
  },
];

/** The link's holder withdraws their own proposal (decline on one's own proposal). */
const WITHDRAWALS: Door[] = [
  {
    operation: "POST /api/guest-bookings/:token/reschedule/:proposalId/:answer{accept|decline}",
    label: "withdraw its own proposal",
    note: ANSWER_NOTE,
    state: guestProposed,
    call: restAnswer("decline"),
    afterAllowed: closedUnmoved("WITHDRAWN"),
  },
  {
    operation: "Mutation.answerGuestBookingReschedule",
    label: "withdraw its own proposal",
    note: ANSWER_NOTE,
    state: guestProposed,
    call: graphqlAnswer(false),
    afterAllowed: closedUnmoved("WITHDRAWN"),
  },
];

// ---------------------------------------------------------------------------------------
// Wrong links

/** The same booking's link with its signature's last letter changed. */
const tampered = (bookingId: number) => {
  const token = tokenOf(bookingId);
  return `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
};

/** Before TEST_NOW (2026-11-20): signed, but expired. */
const expired = (bookingId: number) => guestManageToken(bookingId, new Date("2026-11-01T00:00:00Z"));

interface WrongLink {
  label: string;
  holder: Holder;
  token: (bookingId: number) => string;
}

const WRONG_LINKS: WrongLink[] = [
  { label: "a changed link", holder: "guest", token: tampered },
  { label: "an expired link", holder: "guest", token: expired },
  // Signed and unexpired, but customer's booking is managed by signing in: its link opens nothing.
  { label: "an account booking's link", holder: "account", token: tokenOf },
];

/** Every wrong link from the matrix's one (in-process) address, counted in the throttle's windows. */
const guestLinkWindows = (world: World) =>
  world.prisma.rateLimitWindow.findMany({ where: { key: { startsWith: "guest-link:" } }, orderBy: { key: "asc" } });

/**
 * A refused link is counted against its address (at most 20 in 15 minutes, and the matrix's
 * clock stands still): the call must count exactly the one wrong link it sent (none when refused
 * before the link is read, as a partner's write is), and the count is then put back, so the
 * matrix's other guest rows stay under the limit and the row snapshot sees no change.
 */
const linkCounted =
  (call: MatrixCase["call"]): MatrixCase["call"] =>
  async (world, caller, target) => {
    const before = await guestLinkWindows(world);
    const outcome = await call(world, caller, target);
    const after = await guestLinkWindows(world);
    const counted = (windows: typeof before) => windows.reduce((sum, window) => sum + window.requests, 0);
    const expected = !outcome.allowed && outcome.message === GUEST_LINK_REFUSAL ? 1 : 0;
    if (counted(after) - counted(before) !== expected) {
      throw new Error(`${expected} wrong link expected in the throttle: ${JSON.stringify({ before, after })}`);
    }
    await world.prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "guest-link:" } } });
    if (before.length) await world.prisma.rateLimitWindow.createMany({ data: before });
    return outcome;
  };

const isRest = (door: Door) => !door.operation.startsWith("Mutation.");

/** Every caller refused: 404 in the link's words; a partner's write first, as read-only. */
function refusedToAll(door: Door, refusal: Denial): MatrixCase["deniedWith"] {
  const partnerWrite: Denial = { ...(isRest(door) ? { status: 403 } : {}), message: PARTNERS_READ_ONLY };
  return Object.fromEntries(
    CALLERS.map((caller) => [caller, caller === "partner" && !door.read ? partnerWrite : refusal]),
  );
}

const linkRefusal = (door: Door): Denial => ({ ...(isRest(door) ? { status: 404 } : {}), message: GUEST_LINK_REFUSAL });

// A wrong link's rows refuse every caller, though these doors are open (public in the schema):
// the credential is in the call, and it is wrong.
function wrongLinkRows(door: Door): MatrixCase[] {
  return WRONG_LINKS.map((wrong) => ({
    operation: door.operation,
    label: `${door.label ? `${door.label}, ` : ""}${wrong.label}`,
    access: "public",
    note: `${wrong.label} opens nothing: 404 to every caller, counted against the address, nothing changed`,
    wrongCredential: true,
    allow: [],
    deniedWith: refusedToAll(door, linkRefusal(door)),
    prepare: (world) => door.state(world, wrong.holder),
    call: linkCounted((world, caller, id) => door.call(world, caller.headers, wrong.token(id!), id!)),
  }));
}

function allowedRow(door: Door): MatrixCase {
  return {
    operation: door.operation,
    ...(door.label ? { label: door.label } : {}),
    access: door.read ? "public" : "door",
    note: `${door.note}: whoever holds the link${door.read ? "" : "; a partner token may not write"}`,
    allow: door.read ? EVERYONE : EVERYONE_BUT_PARTNERS,
    prepare: (world) => door.state(world, "guest"),
    call: (world, caller, id) => door.call(world, caller.headers, tokenOf(id), id!),
    ...(door.afterAllowed ? { afterAllowed: door.afterAllowed } : {}),
  };
}

/** The guest booking that got the link when its proposal is another guest booking's, by the proposal's booking. */
const otherBookings = new Map<number, number>();

/**
 * Another guest booking's valid link with this booking's proposal: the proposal is not on the
 * link's booking, so it is not found there (nothing about the other booking is said).
 */
function anotherBookingsLink(door: Door): MatrixCase {
  const refusal: Denial = {
    ...(isRest(door) ? { status: 404 } : {}),
    message: new RescheduleNotFoundError().message,
  };
  return {
    operation: door.operation,
    label: `${door.label}, another guest booking's link`,
    access: "public",
    note: "another guest booking's link answers no proposal of this one's: 404 to every caller, nothing changed",
    wrongCredential: true,
    allow: [],
    deniedWith: refusedToAll(door, refusal),
    prepare: async (world) => {
      const id = await door.state(world, "guest");
      otherBookings.set(id, await movable(world, "guest"));
      return id;
    },
    call: linkCounted((world, caller, id) => door.call(world, caller.headers, tokenOf(otherBookings.get(id!)), id!)),
  };
}

/** What the guest's page reads of its moves and no-show, on the GuestBooking the link opens. */
const GUEST_VIEW_READ: MatrixCase = {
  operation: "Query.guestBooking",
  label: "its moves and no-show",
  access: "public",
  note: "a guest booking's link reads its provider, moves and no-show report, partners too",
  allow: EVERYONE,
  prepare: (world) => reportedByProvider(world, "guest"),
  call: (world, caller, id) =>
    graphql(
      world,
      caller.headers,
      "guestBooking",
      `query($token: String!) { guestBooking(token: $token) {
        ${PAYLOAD("GuestBooking", "providerId movable noShowReportable reschedules { status } absence { status absentParty }")} } }`,
      { token: tokenOf(id) },
    ),
};

const ACCEPT_DOORS = DOORS.filter((door) => door.label === "accept provider A's proposal");

export const GUEST_CHANGE_CASES: MatrixCase[] = [
  GUEST_VIEW_READ,
  ...[...DOORS, ...WITHDRAWALS].map(allowedRow),
  ...DOORS.filter(
    (door) => door.label !== "into a free slot" && door.label !== "decline provider A's proposal",
  ).flatMap(wrongLinkRows),
  ...ACCEPT_DOORS.map(anotherBookingsLink),
];
