// The authorization matrix's rows for no-shows: after the visit's start, customer's booking with
// provider A is reported by customer's account (provider A absent) or provider A's (customer
// absent), and by nobody else, staff included; only the side reported absent disputes it. Staff
// alone read the queue, read a disputed booking's messages (audited) and decide, with a recent
// second factor. A partner token may not write.
import { ABSENCE_REFUSAL, DISPUTE_OWN } from "../../src/services/bookings/absences.ts";
import { graphql, type MatrixCase, type Outcome, PAYLOAD, rest, STAFF, type Target } from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

const SIDES = ["customer", "provider"] as const;
const NOTE = "customer's booking with provider A, its visit begun: its customer's account and provider A's; not staff";
/** The report door takes no body; a REST write still says it is JSON. */
const BODILESS_JSON = { "content-type": "application/json" };
const DECISION_NOTE = "The messages settle it.";

const notASide = (status?: number): MatrixCase["deniedWith"] => {
  const denial = { ...(status !== undefined ? { status } : {}), message: ABSENCE_REFUSAL };
  return { otherCustomer: denial, otherProvider: denial, admin: denial };
};
/** The side reported absent disputes: `reporter`, who made the report, is refused in its own words. */
const onlyTheAbsent = (reporter: (typeof SIDES)[number], status?: number): MatrixCase["deniedWith"] => ({
  ...notASide(status),
  [reporter]: { ...(status !== undefined ? { status } : {}), message: DISPUTE_OWN },
});

// ---------------------------------------------------------------------------------------
// Setup

/**
 * A confirmed booking of customer's with provider A whose visit began the day before TEST_NOW
 * (2026-11-20 15:00Z): 12:00 on 2026-11-19 is 15:30Z to 20:00Z in any Canadian time zone, so
 * 19 to 24 hours ago, inside the 48 hours a no-show may be reported in.
 */
async function startedBooking(world: World): Promise<number> {
  const booking = await world.prisma.booking.create({
    data: {
      providerId: world.ids.providerA,
      customerId: world.ids.customer,
      customerName: "Casey Matrix",
      customerPhone: "416-555-0100",
      customerEmail: "customer@matrix.test",
      serviceType: "house-cleaning",
      serviceDetails: "Two-bedroom condo",
      preferredDate: new Date("2026-11-19T00:00:00Z"),
      preferredTime: "12:00",
      estimatedPrice: 12_000,
    },
  });
  return booking.id;
}

/** A call as one of the booking's sides, through the API, that must succeed. */
async function asSide(world: World, side: (typeof SIDES)[number], path: string, body: unknown, expected: number) {
  const response = await world.api.request(path, {
    method: "POST",
    headers: { ...world.callers[side].headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`POST ${path} as ${side}: ${await response.text()}`);
}

/** A started booking that `reporter` reported the other side absent on: the booking's id. */
const reportedBy = (reporter: (typeof SIDES)[number]) => async (world: World) => {
  const id = await startedBooking(world);
  await asSide(world, reporter, `/api/bookings/${id}/no-show`, {}, 201);
  return id;
};

/** A report by provider A (customer absent) that customer disputed: the booking's id. */
async function disputedBooking(world: World): Promise<number> {
  const id = await reportedBy("provider")(world);
  await asSide(world, "customer", `/api/bookings/${id}/no-show/dispute`, { note: "I waited at home." }, 200);
  return id;
}

const absenceOf = async (world: World, bookingId: Target) =>
  world.prisma.bookingAbsence.findUniqueOrThrow({ where: { bookingId } });

/** As disputedBooking, for a decision: the report's id. */
const disputedAbsence = async (world: World) => (await absenceOf(world, await disputedBooking(world))).id;

/** Every report, in full: the matrix's row snapshot has none. */
const allReports = (world: World) => world.prisma.bookingAbsence.findMany({ orderBy: { id: "asc" } });

/** A refused call leaves every no-show report as it was. */
const reportsKept =
  (call: MatrixCase["call"]): MatrixCase["call"] =>
  async (world, caller, target): Promise<Outcome> => {
    const before = JSON.stringify(await allReports(world));
    const outcome = await call(world, caller, target);
    const after = JSON.stringify(await allReports(world));
    if (!outcome.allowed && after !== before) throw new Error(`a refused call changed the reports: ${after}`);
    return outcome;
  };

// ---------------------------------------------------------------------------------------
// Checks after an allowed call

/** Reported by one side, the other absent: the booking is cancelled by the reporter. */
const reported = async (world: World, bookingId: Target) => {
  const absence = await absenceOf(world, bookingId);
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const reporter = absence.absentParty === "CUSTOMER" ? "PROVIDER" : "CUSTOMER";
  if (absence.status !== "REPORTED" || booking.status !== "CANCELLED" || booking.cancelledBy !== reporter) {
    throw new Error(`booking ${bookingId}: ${JSON.stringify({ absence, booking })}`);
  }
};

const disputed = async (world: World, bookingId: Target) => {
  const absence = await absenceOf(world, bookingId);
  if (absence.status !== "DISPUTED" || !absence.disputeNote) throw new Error(JSON.stringify(absence));
};

const decided = (status: "UPHELD" | "OVERTURNED") => async (world: World, absenceId: Target) => {
  const absence = await world.prisma.bookingAbsence.findUniqueOrThrow({ where: { id: absenceId } });
  if (absence.status !== status || absence.decidedById === null || absence.decisionNote !== DECISION_NOTE) {
    throw new Error(`report ${absenceId} is not ${status}: ${JSON.stringify(absence)}`);
  }
};

/** Staff's reading of a disputed booking's messages is in the audit log. */
const readingAudited = async (world: World, bookingId: Target) => {
  const entries = await world.prisma.auditEntry.count({
    where: { action: "conversation.read", targetType: "Booking", targetId: String(bookingId) },
  });
  if (entries !== 1) throw new Error(`booking ${bookingId}: ${entries} conversation.read entries, not 1`);
};

// ---------------------------------------------------------------------------------------
// Rows

const reportMutation = (world: World, headers: Record<string, string>, bookingId: Target) =>
  graphql(
    world,
    headers,
    "reportNoShow",
    `mutation($input: ReportNoShowInput!) { reportNoShow(input: $input) { ${PAYLOAD("NoShowPayload")} } }`,
    { input: { bookingId: String(bookingId) } },
  );

const disputeMutation = (world: World, headers: Record<string, string>, bookingId: Target) =>
  graphql(
    world,
    headers,
    "disputeNoShow",
    `mutation($input: DisputeNoShowInput!) { disputeNoShow(input: $input) { ${PAYLOAD("NoShowPayload")} } }`,
    { input: { bookingId: String(bookingId), note: "I was there on time." } },
  );

const decideMutation = (world: World, headers: Record<string, string>, absenceId: Target, overturn: boolean) =>
  graphql(
    world,
    headers,
    "decideNoShow",
    `mutation($input: DecideNoShowInput!) { decideNoShow(input: $input) { ${PAYLOAD("NoShowPayload")} } }`,
    { input: { noShowId: absenceId, overturn, note: DECISION_NOTE } },
  );

const STAFF_NOTE = "staff only, with a recent second factor; a report provider A made and customer disputed";
const READ_NOTE = "staff only, while the booking's report is disputed (provider A's, customer disputing); audited";

export const NO_SHOW_CASES: MatrixCase[] = [
  {
    operation: "POST /api/bookings/:id/no-show",
    access: "restricted",
    note: `${NOTE}; each reports the other side absent`,
    allow: SIDES,
    deniedWith: notASide(403),
    prepare: startedBooking,
    call: reportsKept((world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/bookings/${id}/no-show`, undefined, BODILESS_JSON),
    ),
    afterAllowed: reported,
  },
  {
    operation: "POST /api/bookings/:id/no-show/dispute",
    label: "customer reported absent by provider A",
    access: "restricted",
    note: `${NOTE}; only the side reported absent, so not provider A, who reported it`,
    allow: ["customer"],
    deniedWith: onlyTheAbsent("provider", 403),
    prepare: reportedBy("provider"),
    call: reportsKept((world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/bookings/${id}/no-show/dispute`, { note: "I was there on time." }),
    ),
    afterAllowed: disputed,
  },
  {
    operation: "POST /api/bookings/:id/no-show/dispute",
    label: "provider A reported absent by customer",
    access: "restricted",
    note: `${NOTE}; only the side reported absent, so not customer, who reported it`,
    allow: ["provider"],
    deniedWith: onlyTheAbsent("customer", 403),
    prepare: reportedBy("customer"),
    call: reportsKept((world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/bookings/${id}/no-show/dispute`, { note: "I rang the bell." }),
    ),
    afterAllowed: disputed,
  },
  {
    operation: "GET /api/admin/no-shows",
    access: "restricted",
    note: "staff only: the queue of disputed reports",
    allow: STAFF,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/admin/no-shows"),
  },
  {
    operation: "POST /api/admin/no-shows/:absenceId/:verdict{uphold|overturn}",
    label: "uphold",
    access: "restricted",
    note: STAFF_NOTE,
    allow: STAFF,
    prepare: disputedAbsence,
    call: reportsKept((world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/admin/no-shows/${id}/uphold`, { note: DECISION_NOTE }),
    ),
    afterAllowed: decided("UPHELD"),
  },
  {
    operation: "POST /api/admin/no-shows/:absenceId/:verdict{uphold|overturn}",
    label: "overturn",
    access: "restricted",
    note: STAFF_NOTE,
    allow: STAFF,
    prepare: disputedAbsence,
    call: reportsKept((world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/admin/no-shows/${id}/overturn`, { note: DECISION_NOTE }),
    ),
    afterAllowed: decided("OVERTURNED"),
  },
  {
    operation: "GET /api/admin/bookings/:id/messages",
    access: "restricted",
    note: `${READ_NOTE}; its two sides read theirs at /api/bookings/:id/messages`,
    allow: STAFF,
    prepare: disputedBooking,
    call: (world, caller, id) => rest(world, caller.headers, "GET", `/api/admin/bookings/${id}/messages?limit=5`),
    afterAllowed: readingAudited,
  },
  {
    operation: "Mutation.reportNoShow",
    access: "restricted",
    note: `${NOTE}; each reports the other side absent`,
    allow: SIDES,
    deniedWith: notASide(),
    prepare: startedBooking,
    call: reportsKept((world, caller, id) => reportMutation(world, caller.headers, id)),
    afterAllowed: reported,
  },
  {
    operation: "Mutation.disputeNoShow",
    label: "customer reported absent by provider A",
    access: "restricted",
    note: `${NOTE}; only the side reported absent, so not provider A, who reported it`,
    allow: ["customer"],
    deniedWith: onlyTheAbsent("provider"),
    prepare: reportedBy("provider"),
    call: reportsKept((world, caller, id) => disputeMutation(world, caller.headers, id)),
    afterAllowed: disputed,
  },
  {
    operation: "Mutation.disputeNoShow",
    label: "provider A reported absent by customer",
    access: "restricted",
    note: `${NOTE}; only the side reported absent, so not customer, who reported it`,
    allow: ["provider"],
    deniedWith: onlyTheAbsent("customer"),
    prepare: reportedBy("customer"),
    call: reportsKept((world, caller, id) => disputeMutation(world, caller.headers, id)),
    afterAllowed: disputed,
  },
  {
    operation: "Mutation.decideNoShow",
    label: "uphold",
    access: "restricted",
    note: STAFF_NOTE,
    allow: STAFF,
    prepare: disputedAbsence,
    call: reportsKept((world, caller, id) => decideMutation(world, caller.headers, id, false)),
    afterAllowed: decided("UPHELD"),
  },
  {
    operation: "Mutation.decideNoShow",
    label: "overturn",
    access: "restricted",
    note: STAFF_NOTE,
    allow: STAFF,
    prepare: disputedAbsence,
    call: reportsKept((world, caller, id) => decideMutation(world, caller.headers, id, true)),
    afterAllowed: decided("OVERTURNED"),
  },
  {
    operation: "Query.disputedNoShows",
    access: "restricted",
    note: "staff only: the queue of disputed reports",
    allow: STAFF,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "disputedNoShows",
        `
          {
            disputedNoShows(first: 5) {
              databaseId
              status
            }
          }
        `,
      ),
  },
  {
    operation: "Query.disputedBookingConversation",
    access: "restricted",
    note: `${READ_NOTE}; its two sides read theirs with bookingConversation`,
    allow: STAFF,
    prepare: disputedBooking,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "disputedBookingConversation",
        `query($id: ID!) { disputedBookingConversation(bookingId: $id, limit: 5) {
          ${PAYLOAD("BookingConversation", "hasOlder")} } }`,
        { id: String(id) },
      ),
    afterAllowed: readingAudited,
  },
];
