import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { ServiceAddressInput, serviceAddressOf } from "../addresses/service-address.ts";
import { PaymentGatewayError } from "../../gateways/payments/gateway-error.ts";
import type { RecurringSchedule } from "../../generated/prisma/client.ts";
import { ScheduleFrequency, ScheduleStatus } from "../../generated/prisma/enums.ts";
import { isoDateOf } from "../../services/bookings/calendar-date.ts";
import {
  ConflictError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  ProviderUnavailableError,
  ValidationError,
} from "../../services/errors.ts";
import { canReadSchedule } from "../../services/schedules/access.ts";
import { createRecurringSchedule } from "../../services/schedules/create-schedule.ts";
import {
  cancelRecurringSchedule,
  pauseRecurringSchedule,
  resumeRecurringSchedule,
} from "../../services/schedules/lifecycle.ts";
import {
  customerSchedulesQuery,
  nextCleaningDate,
  upcomingBookingsSelection,
} from "../../services/schedules/list-schedules.ts";
import { UserNode } from "../accounts/user.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";
import { readableBy } from "../node.ts";

export const ScheduleFrequencyEnum = builder.enumType(ScheduleFrequency, {
  name: "ScheduleFrequency",
  description: "Weekly, every 2 weeks (BIWEEKLY) or monthly.",
});
export const ScheduleStatusEnum = builder.enumType(ScheduleStatus, {
  name: "ScheduleStatus",
  description: "Spec section 4: ACTIVE and PAUSED schedules book; a CANCELLED one has ended for good.",
});

const dateOrNull = (date: Date | null) => (date === null ? null : isoDateOf(date));

export const RecurringScheduleNode = builder.prismaNode("RecurringSchedule", {
  id: { field: "id" },
  nullable: true,
  // Staff, the customer who set it up and its provider; refused readers get null.
  ...readableBy<RecurringSchedule>((schedule, ctx) => canReadSchedule(ctx, schedule)),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths (checkout's scheduleId)." }),
    provider: t.relation("provider"),
    serviceType: t.exposeString("serviceType", {
      description: '"house-cleaning", "deep-cleaning", "office-cleaning" or "carpet-cleaning".',
    }),
    serviceDetails: t.exposeString("serviceDetails"),
    specialInstructions: t.exposeString("specialInstructions"),
    frequency: t.field({ type: ScheduleFrequencyEnum, resolve: (schedule) => schedule.frequency }),
    dayOfWeek: t.exposeInt("dayOfWeek", {
      nullable: true,
      description: "0 = Sunday ... 6 = Saturday: weekly and every-2-weeks schedules.",
    }),
    dayOfMonth: t.exposeInt("dayOfMonth", {
      nullable: true,
      description: "1-31: monthly schedules (a month without it uses its last day).",
    }),
    preferredTime: t.exposeString("preferredTime", { description: '"HH:MM", wall-clock in the provider\'s city.' }),
    estimatedPrice: t.exposeInt("estimatedPrice", { description: "Cents, charged each period once subscribed." }),
    startDate: t.string({ resolve: (schedule) => isoDateOf(schedule.startDate) }),
    nextBookingDate: t.string({
      description:
        "YYYY-MM-DD: the next date the scheduler has not booked yet (it books a week ahead). See nextCleaningDate.",
      resolve: (schedule) => isoDateOf(schedule.nextBookingDate),
    }),
    nextCleaningDate: t.string({
      nullable: true,
      description:
        "YYYY-MM-DD, on the provider's calendar: the next cleaning, booked or still to book; null once cancelled.",
      select: (_args, ctx) => ({
        nextBookingDate: true,
        status: true,
        pausedUntil: true,
        frequency: true,
        dayOfWeek: true,
        dayOfMonth: true,
        startDate: true,
        provider: { select: { city: { select: { timeZone: true } } } },
        bookings: upcomingBookingsSelection(ctx.clock.now()),
      }),
      resolve: (schedule, _args, ctx) =>
        nextCleaningDate(
          { ...schedule, timeZone: schedule.provider.city.timeZone },
          schedule.bookings,
          ctx.clock.now(),
        ),
    }),
    status: t.field({ type: ScheduleStatusEnum, resolve: (schedule) => schedule.status }),
    isActive: t.boolean({ resolve: (schedule) => schedule.status === "ACTIVE" }),
    pausedUntil: t.string({
      nullable: true,
      description: "YYYY-MM-DD it resumes by itself on; null when paused until resumed (or not paused).",
      resolve: (schedule) => dateOrNull(schedule.pausedUntil),
    }),
    totalBookings: t.exposeInt("totalBookings", { description: "Bookings the scheduler has made from it." }),
    completedCleanings: t.relationCount("bookings", {
      where: { status: "COMPLETED" },
      description: "Its bookings that were completed.",
    }),
    subscriptionPaid: t.boolean({
      description: "Its subscription's first invoice is paid (checkout's 'Start Subscription' is done).",
      select: { payments: { where: { paymentStatus: "COMPLETED" }, take: 1, select: { id: true } } },
      resolve: (schedule) => schedule.payments.length > 0,
    }),
    customerName: t.exposeString("customerName"),
    customerPhone: t.exposeString("customerPhone"),
    customerEmail: t.exposeString("customerEmail"),
    customerErased: t.boolean({
      description:
        "The customer deleted their account: the schedule is kept for the accounts, its personal fields blank.",
      resolve: (schedule) => schedule.customerErasedAt !== null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  recurringSchedules: t.prismaConnection(
    {
      type: "RecurringSchedule",
      cursor: "id",
      description: "The account's active and paused schedules, newest first (the account itself and staff).",
      resolve: (query, user, { after, before }, ctx) => {
        assertIdCursors(after, before);
        return ctx.db.recurringSchedule.findMany({ ...customerSchedulesQuery(ctx, user.id), ...query });
      },
    },
    { name: "RecurringScheduleConnection" },
    { name: "RecurringScheduleEdge" },
  ),
}));

const CreateRecurringScheduleInput = builder.inputType("CreateRecurringScheduleInput", {
  description: "The 'Schedule Regular Cleaning' form (spec sections 3 and 5). Checked as the dialog checks it.",
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id, or its numeric databaseId." }),
    serviceType: t.string({
      required: true,
      description: '"house-cleaning", "deep-cleaning", "office-cleaning" or "carpet-cleaning".',
    }),
    frequency: t.field({ type: ScheduleFrequencyEnum, required: true }),
    dayOfWeek: t.int({ description: "0 = Sunday ... 6 = Saturday; required for WEEKLY and BIWEEKLY." }),
    dayOfMonth: t.int({ description: "1-31; required for MONTHLY." }),
    preferredTime: t.string({ description: '"HH:MM", 24-hour; default "09:00".' }),
    startDate: t.string({ required: true, description: "YYYY-MM-DD; today or later in the provider's city." }),
    estimatedPrice: t.int({ description: "Cents, $10.00 to $10,000.00; default 15000." }),
    serviceDetails: t.string(),
    specialInstructions: t.string(),
    customerName: t.string({ required: true }),
    customerPhone: t.string({ required: true }),
    customerEmail: t.string({ required: true }),
    address: t.field({ type: ServiceAddressInput, required: true, description: "Where the cleanings are." }),
    idempotencyKey: t.string({
      description:
        "Optional, one per schedule the client means to set up: sent again with the same input, it returns the " +
        "first schedule instead of another. 1 to 255 visible ASCII characters; kept 24 hours.",
    }),
  }),
});

const RecurringSchedulePayload = builder
  .objectRef<{ recurringSchedule: RecurringSchedule }>("RecurringSchedulePayload")
  .implement({
    fields: (t) => ({
      recurringSchedule: t.field({ type: RecurringScheduleNode, resolve: (payload) => payload.recurringSchedule }),
    }),
  });

const CancelRecurringSchedulePayload = builder
  .objectRef<{ recurringSchedule: RecurringSchedule }>("CancelRecurringSchedulePayload")
  .implement({
    fields: (t) => ({
      cancelledScheduleId: t.id({
        description: "The cancelled schedule's global id (for the client's @deleteRecord).",
        resolve: (payload) => encodeGlobalID("RecurringSchedule", payload.recurringSchedule.id),
      }),
      recurringSchedule: t.field({ type: RecurringScheduleNode, resolve: (payload) => payload.recurringSchedule }),
    }),
  });

const scheduleErrors = [ValidationError, ForbiddenError, NotFoundError, ConflictError] as const;
/** Pause, resume and cancel also tell a subscribed schedule's payment gateway, which may refuse. */
const changeErrors = [...scheduleErrors, PaymentGatewayError] as const;

builder.mutationField("createRecurringSchedule", (t) =>
  t.field({
    type: RecurringSchedulePayload,
    description:
      "Set up a recurring schedule (spec section 7 POST /api/recurring-schedules), as the signed-in account.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateRecurringScheduleInput, required: true }) },
    errors: {
      types: [...scheduleErrors, ProviderUnavailableError, IdempotencyKeyReusedError],
      union: { name: "CreateRecurringScheduleResult" },
    },
    resolve: async (_root, { input: { idempotencyKey, providerId, ...input } }, ctx) => ({
      recurringSchedule: await createRecurringSchedule(
        ctx,
        { ...input, providerId: databaseIdOf("Provider", providerId), address: serviceAddressOf(input.address) },
        { idempotencyKey },
      ),
    }),
  }),
);

const SCHEDULE_ID = { required: true, description: "The schedule's global id, or its numeric databaseId." } as const;

builder.mutationField("pauseRecurringSchedule", (t) =>
  t.field({
    type: RecurringSchedulePayload,
    description:
      "Pause (PATCH /api/recurring-schedules/{id}/pause): no new bookings until pausedUntil, or until resumed.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("PauseRecurringScheduleInput", {
          fields: (t) => ({
            scheduleId: t.id(SCHEDULE_ID),
            pausedUntil: t.string({ description: "YYYY-MM-DD after today; empty or null: until resumed." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [...changeErrors], union: { name: "PauseRecurringScheduleResult" } },
    resolve: async (_root, { input }, ctx) => ({
      recurringSchedule: await pauseRecurringSchedule(ctx, {
        scheduleId: databaseIdOf("RecurringSchedule", input.scheduleId),
        pausedUntil: input.pausedUntil,
      }),
    }),
  }),
);

const ScheduleChangeInput = builder.inputType("RecurringScheduleChangeInput", {
  fields: (t) => ({ scheduleId: t.id(SCHEDULE_ID) }),
});

builder.mutationField("resumeRecurringSchedule", (t) =>
  t.field({
    type: RecurringSchedulePayload,
    description: "Resume (PATCH /api/recurring-schedules/{id}/resume); a next date that passed moves to the next one.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ScheduleChangeInput, required: true }) },
    errors: { types: [...changeErrors], union: { name: "ResumeRecurringScheduleResult" } },
    resolve: async (_root, { input }, ctx) => ({
      recurringSchedule: await resumeRecurringSchedule(ctx, {
        scheduleId: databaseIdOf("RecurringSchedule", input.scheduleId),
      }),
    }),
  }),
);

builder.mutationField("cancelRecurringSchedule", (t) =>
  t.field({
    type: CancelRecurringSchedulePayload,
    description:
      "Cancel for good (DELETE /api/recurring-schedules/{id}): its subscription ends and its cleanings after today are cancelled.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ScheduleChangeInput, required: true }) },
    errors: { types: [...changeErrors], union: { name: "CancelRecurringScheduleResult" } },
    resolve: async (_root, { input }, ctx) => ({
      recurringSchedule: await cancelRecurringSchedule(ctx, {
        scheduleId: databaseIdOf("RecurringSchedule", input.scheduleId),
      }),
    }),
  }),
);
