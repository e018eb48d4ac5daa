// The authorization matrix's rows for recurring schedules: setting one up (any signed-in
// account, for itself), pausing, resuming and cancelling one of customer's with provider A
// (customer and staff; provider A reads it but may not change it), on both doors.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { SIGN_IN_FOR_SCHEDULES } from "../../src/services/schedules/access.ts";
import {
  type Denial,
  graphql,
  type MatrixCase,
  PAYLOAD,
  rest,
  SIGNED_IN,
  STAFF,
  type Target,
} from "./authorization-calls.ts";
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

export const SCHEDULE_CASES: MatrixCase[] = [
  {
    operation: "Mutation.createRecurringSchedule",
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
