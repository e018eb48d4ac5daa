// The authorization matrix's rows for recurring schedules: setting one up (any signed-in
// account, for itself), pausing, resuming and cancelling one of customer's with provider A
// (customer and staff; provider A reads it but may not change it), on both doors.
import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  ONLY_CUSTOMER_ANSWERS,
  ONLY_PROVIDER_PRICES,
  ONLY_PROVIDER_SCHEDULES,
  SIGN_IN_FOR_SCHEDULES,
} from "../../src/services/schedules/access.ts";
import {
  type Denial,
  graphql,
  type MatrixCase,
  PAYLOAD,
  PROVIDER_A_AND_STAFF,
  rest,
  SIGNED_IN,
  STAFF,
  type Target,
} from "./authorization-calls.ts";
import { TEST_NOW } from "./app.ts";
import type { CallerName, World } from "./authorization-world.ts";
import { TEST_SERVICE_ADDRESS } from "./service-address.ts";

const ONLY_CUSTOMER_OR_STAFF = "Only the customer who set up this schedule, or staff, can change it.";
/** REST's visitors (and a partner's reads) hear the schedules service's own words. */
const SIGN_IN_REST: Denial = { status: 401, message: SIGN_IN_FOR_SCHEDULES };

/** Customer (who set it up) and staff change a schedule. */
const CHANGERS = ["customer", ...STAFF] as const;

/** Provider A reads the schedule, so it is told who may change it; others get the default refusal. */
function providerAIsTold(status?: number): Partial<Record<CallerName, Denial>> {
  return { provider: { ...(status !== undefined ? { status } : {}), message: ONLY_CUSTOMER_OR_STAFF } };
}

/** Node reads: a schedule is read by its customer, its provider and staff. */
export const SCHEDULE_NODE_READ: [string, readonly CallerName[], (world: World) => string] = [
  "customer's recurring schedule with provider A",
  ["customer", "provider", "admin"],
  (world) => encodeGlobalID("RecurringSchedule", world.ids.schedule),
];

/** The 'Schedule Regular Cleaning' form, told apart from every other call's by its email (n). */
function scheduleForm(n: number) {
  return {
    serviceType: "house-cleaning",
    dayOfWeek: 3,
    startDate: "2026-11-25",
    preferredTime: "10:00",
    serviceDetails: "Two-bedroom condo",
    customerName: "Casey Matrix",
    customerPhone: "416-555-0100",
    customerEmail: `schedule-${n}@matrix.test`,
  };
}

const scheduleCreated = async (world: World, n: Target) => {
  const made = await world.prisma.recurringSchedule.findMany({
    where: { customerEmail: scheduleForm(n!).customerEmail },
  });
  if (made.length !== 1 || made[0]!.status !== "ACTIVE" || made[0]!.providerId !== world.ids.providerA) {
    throw new Error(`schedule-${n}: ${JSON.stringify(made)}`);
  }
};

const scheduleStatusIs = (status: "ACTIVE" | "PAUSED" | "CANCELLED") => async (world: World, id: Target) => {
  const schedule = await world.prisma.recurringSchedule.findUniqueOrThrow({ where: { id } });
  if (schedule.status !== status) throw new Error(`schedule ${id} is ${schedule.status}, not ${status}`);
};

/** A fresh schedule of customer's, paused (until resumed), for the calls that resume one. */
const freshPausedSchedule = async (world: World) => {
  const id = await world.freshSchedule();
  await world.prisma.recurringSchedule.update({ where: { id }, data: { status: "PAUSED" } });
  return id;
};

/** A pause, resume or cancel mutation aimed at schedule `id`. */
function changeMutation(field: string, inputType: string, payload: string, extraInput: Record<string, unknown> = {}) {
  return (world: World, headers: Record<string, string>, id: Target) =>
    graphql(
      world,
      headers,
      field,
      `mutation($input: ${inputType}!) { ${field}(input: $input) { ${PAYLOAD(payload, "recurringSchedule { status }")} } }`,
      { input: { scheduleId: encodeGlobalID("RecurringSchedule", id!), ...extraInput } },
    );
}

const pause = changeMutation("pauseRecurringSchedule", "PauseRecurringScheduleInput", "RecurringSchedulePayload", {
  pausedUntil: null,
});
const resume = changeMutation("resumeRecurringSchedule", "RecurringScheduleChangeInput", "RecurringSchedulePayload");
const cancel = changeMutation(
  "cancelRecurringSchedule",
  "RecurringScheduleChangeInput",
  "CancelRecurringSchedulePayload",
);

/** The new price the matrix's proposals ask for (a fresh schedule charges the column's default, 15000). */
const PROPOSED_PRICE = 20_000;

/** A fresh schedule of customer's with provider A and its open proposal (proposed by provider A): the proposal's id. */
const freshProposal = async (world: World) => {
  const scheduleId = await world.freshSchedule();
  const proposal = await world.prisma.schedulePriceProposal.create({
    data: { scheduleId, proposedPrice: PROPOSED_PRICE, previousPrice: 15_000, proposedAt: new Date(TEST_NOW) },
  });
  return proposal.id;
};

const proposalOpened = async (world: World, scheduleId: Target) => {
  const open = await world.prisma.schedulePriceProposal.findMany({ where: { scheduleId, status: "PENDING" } });
  if (open.length !== 1 || open[0]!.proposedPrice !== PROPOSED_PRICE) {
    throw new Error(`schedule ${scheduleId}'s open proposals: ${JSON.stringify(open)}`);
  }
};

const proposalAnswered = (status: "ACCEPTED" | "DECLINED") => async (world: World, proposalId: Target) => {
  const proposal = await world.prisma.schedulePriceProposal.findUniqueOrThrow({
    where: { id: proposalId },
    include: { schedule: { select: { estimatedPrice: true } } },
  });
  const price = status === "ACCEPTED" ? PROPOSED_PRICE : 15_000;
  if (proposal.status !== status || proposal.schedule.estimatedPrice !== price) {
    throw new Error(`proposal ${proposalId}: ${JSON.stringify(proposal)}`);
  }
};

/** Provider A and staff price a schedule; its customer, who reads it, is told who may. */
const customerIsToldWhoPrices = (status?: number): Partial<Record<CallerName, Denial>> => ({
  customer: { ...(status !== undefined ? { status } : {}), message: ONLY_PROVIDER_PRICES },
});
/** Only the customer answers; provider A and staff, who read the schedule, are told so. */
const readersAreToldWhoAnswers = (status?: number): Partial<Record<CallerName, Denial>> => {
  const denial = { ...(status !== undefined ? { status } : {}), message: ONLY_CUSTOMER_ANSWERS };
  return { provider: denial, admin: denial };
};

/** A proposal's REST path under its schedule's. */
async function proposalPath(world: World, proposalId: Target, answer: "accept" | "decline") {
  const { scheduleId } = await world.prisma.schedulePriceProposal.findUniqueOrThrow({ where: { id: proposalId } });
  return `/api/recurring-schedules/${scheduleId}/price-proposals/${proposalId}/${answer}`;
}

/** Provider A's schedules are its workspace: every other account hears whose they are. */
const notProviderASchedules: Partial<Record<CallerName, Denial>> = {
  customer: { message: ONLY_PROVIDER_SCHEDULES },
  otherCustomer: { message: ONLY_PROVIDER_SCHEDULES },
  otherProvider: { message: ONLY_PROVIDER_SCHEDULES },
};

export const SCHEDULE_CASES: MatrixCase[] = [
  {
    operation: "Query.providerSchedules",
    access: "restricted",
    note: "provider A's recurring schedules (customer's among them): provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderASchedules,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "providerSchedules",
        `
          query ($providerId: ID) {
            providerSchedules(providerId: $providerId, first: 5) {
              edges {
                node {
                  databaseId
                  customerName
                }
              }
            }
          }
        `,
        { providerId: encodeGlobalID("Provider", world.ids.providerA) },
      ),
  },
  {
    operation: "Mutation.proposeSchedulePrice",
    access: "restricted",
    note: "a new price for a fresh schedule of customer's with provider A: provider A and staff; customer only reads it",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: customerIsToldWhoPrices(),
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "proposeSchedulePrice",
        `mutation($input: ProposeSchedulePriceInput!) { proposeSchedulePrice(input: $input) {
          ${PAYLOAD("SchedulePriceProposalPayload", "proposal { status }")} } }`,
        { input: { scheduleId: encodeGlobalID("RecurringSchedule", id!), pricePerVisit: PROPOSED_PRICE } },
      ),
    afterAllowed: proposalOpened,
  },
  {
    operation: "Mutation.answerSchedulePriceProposal",
    access: "restricted",
    note: "accepting provider A's open proposal on a fresh schedule of customer's: its customer only",
    allow: ["customer"],
    deniedWith: readersAreToldWhoAnswers(),
    prepare: freshProposal,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "answerSchedulePriceProposal",
        `mutation($input: AnswerSchedulePriceProposalInput!) { answerSchedulePriceProposal(input: $input) {
          ${PAYLOAD("AnswerSchedulePriceProposalPayload", "recurringSchedule { estimatedPrice }")} } }`,
        { input: { proposalId: encodeGlobalID("SchedulePriceProposal", id!), accept: true } },
      ),
    afterAllowed: proposalAnswered("ACCEPTED"),
  },
  {
    operation: "POST /api/recurring-schedules/:id/price-proposals",
    access: "restricted",
    note: "a new price for a fresh schedule of customer's with provider A: provider A and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: { ...customerIsToldWhoPrices(403), anonymous: SIGN_IN_REST },
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/recurring-schedules/${id}/price-proposals`, {
        pricePerVisit: PROPOSED_PRICE,
      }),
    afterAllowed: proposalOpened,
  },
  {
    operation: "POST /api/recurring-schedules/:id/price-proposals/:proposalId/accept",
    access: "restricted",
    note: "accepting provider A's open proposal on a fresh schedule of customer's: its customer only",
    allow: ["customer"],
    deniedWith: { ...readersAreToldWhoAnswers(403), anonymous: SIGN_IN_REST },
    prepare: freshProposal,
    call: async (world, caller, id) => rest(world, caller.headers, "POST", await proposalPath(world, id, "accept"), {}),
    afterAllowed: proposalAnswered("ACCEPTED"),
  },
  {
    operation: "POST /api/recurring-schedules/:id/price-proposals/:proposalId/decline",
    access: "restricted",
    note: "declining provider A's open proposal on a fresh schedule of customer's: its customer only",
    allow: ["customer"],
    deniedWith: { ...readersAreToldWhoAnswers(403), anonymous: SIGN_IN_REST },
    prepare: freshProposal,
    call: async (world, caller, id) =>
      rest(world, caller.headers, "POST", await proposalPath(world, id, "decline"), {}),
    afterAllowed: proposalAnswered("DECLINED"),
  },
  {
    operation: "Mutation.createRecurringSchedule",
    audited: false,
    access: "restricted",
    note: "any signed-in account sets one up for itself (with provider A here); a partner token may not",
    allow: SIGNED_IN,
    prepare: async (world) => world.next(),
    call: (world, caller, n) =>
      graphql(
        world,
        caller.headers,
        "createRecurringSchedule",
        `mutation($input: CreateRecurringScheduleInput!) { createRecurringSchedule(input: $input) {
          ${PAYLOAD("RecurringSchedulePayload", "recurringSchedule { databaseId }")} } }`,
        {
          input: {
            ...scheduleForm(n!),
            address: TEST_SERVICE_ADDRESS,
            providerId: encodeGlobalID("Provider", world.ids.providerA),
            frequency: "WEEKLY",
            idempotencyKey: `matrix-schedule-${n}`,
          },
        },
      ),
    afterAllowed: scheduleCreated,
  },
  {
    operation: "Mutation.pauseRecurringSchedule",
    access: "restricted",
    note: "pausing a fresh schedule of customer's with provider A: customer and staff; provider A only reads it",
    allow: CHANGERS,
    deniedWith: providerAIsTold(),
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) => pause(world, caller.headers, id),
    afterAllowed: scheduleStatusIs("PAUSED"),
  },
  {
    operation: "Mutation.resumeRecurringSchedule",
    access: "restricted",
    note: "resuming a fresh paused schedule of customer's with provider A: customer and staff",
    allow: CHANGERS,
    deniedWith: providerAIsTold(),
    prepare: freshPausedSchedule,
    call: (world, caller, id) => resume(world, caller.headers, id),
    afterAllowed: scheduleStatusIs("ACTIVE"),
  },
  {
    operation: "Mutation.cancelRecurringSchedule",
    access: "restricted",
    note: "cancelling a fresh schedule of customer's with provider A: customer and staff",
    allow: CHANGERS,
    deniedWith: providerAIsTold(),
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) => cancel(world, caller.headers, id),
    afterAllowed: scheduleStatusIs("CANCELLED"),
  },
  {
    operation: "GET /api/recurring-schedules",
    access: "restricted",
    note: "the caller's own schedules whatever customerId names (customer's here): any signed-in account",
    allow: SIGNED_IN,
    // A partner's read is a visitor's.
    deniedWith: { anonymous: SIGN_IN_REST, partner: SIGN_IN_REST },
    call: (world, caller) =>
      rest(world, caller.headers, "GET", `/api/recurring-schedules?customerId=${world.ids.customer}&limit=5`),
  },
  {
    operation: "POST /api/recurring-schedules",
    audited: false,
    access: "restricted",
    note: "any signed-in account sets one up for itself (with provider A here); a partner token may not",
    allow: SIGNED_IN,
    deniedWith: { anonymous: SIGN_IN_REST },
    prepare: async (world) => world.next(),
    call: (world, caller, n) =>
      rest(
        world,
        caller.headers,
        "POST",
        "/api/recurring-schedules",
        { ...scheduleForm(n!), providerId: world.ids.providerA, frequency: "weekly" },
        { "idempotency-key": `matrix-rest-schedule-${n}` },
      ),
    afterAllowed: scheduleCreated,
  },
  {
    operation: "PATCH /api/recurring-schedules/:id/pause",
    access: "restricted",
    note: "pausing a fresh schedule of customer's with provider A: customer and staff; provider A only reads it",
    allow: CHANGERS,
    deniedWith: { ...providerAIsTold(403), anonymous: SIGN_IN_REST },
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "PATCH", `/api/recurring-schedules/${id}/pause`, { pausedUntil: "" }),
    afterAllowed: scheduleStatusIs("PAUSED"),
  },
  {
    operation: "PATCH /api/recurring-schedules/:id/resume",
    access: "restricted",
    note: "resuming a fresh paused schedule of customer's with provider A: customer and staff",
    allow: CHANGERS,
    deniedWith: { ...providerAIsTold(403), anonymous: SIGN_IN_REST },
    prepare: freshPausedSchedule,
    call: (world, caller, id) => rest(world, caller.headers, "PATCH", `/api/recurring-schedules/${id}/resume`, {}),
    afterAllowed: scheduleStatusIs("ACTIVE"),
  },
  {
    operation: "DELETE /api/recurring-schedules/:id",
    access: "restricted",
    note: "cancelling a fresh schedule of customer's with provider A: customer and staff",
    allow: CHANGERS,
    deniedWith: { ...providerAIsTold(403), anonymous: SIGN_IN_REST },
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) => rest(world, caller.headers, "DELETE", `/api/recurring-schedules/${id}`),
    afterAllowed: scheduleStatusIs("CANCELLED"),
  },
];
