import { builder } from "../../builder.ts";
import { ServiceAddressInput, serviceAddressOf } from "../addresses/service-address.ts";
import { addAvailability } from "../../services/availability/add-availability.ts";
import { bookSlot } from "../../services/availability/book-slot.ts";
import {
  type AvailabilityCalendar,
  listAvailability,
  readableSlots,
  type SlotView,
} from "../../services/availability/list-availability.ts";
import { keepAnswerUnshared } from "../../http/response-cache.ts";
import {
  ConflictError,
  IdempotencyKeyReusedError,
  NotFoundError,
  ProviderUnavailableError,
  ValidationError,
} from "../../services/errors.ts";
import { CreateBookingPayload } from "../bookings/booking.ts";
import { databaseIdOf } from "../ids.ts";

const SlotStateEnum = builder.enumType("SlotState", {
  description: "Spec section 4: a slot is available, booked, or unavailable (closed, or already begun).",
  values: ["AVAILABLE", "BOOKED", "UNAVAILABLE"] as const,
});

// A Node, so a client can refetch one slot; `node` answers null for a slot of a provider the
// viewer may not read. Its state moves with the clock and with bookings, which the public data
// version does not cover, so an answer holding one loaded by id is never shared.
export const TimeSlotRef = builder.node(builder.objectRef<SlotView>("TimeSlot"), {
  description: "Spec section 3 'TimeSlot': an appointment on the provider's wall clock.",
  id: { resolve: (slot) => slot.id },
  loadMany: (ids, ctx) => {
    keepAnswerUnshared(ctx);
    return readableSlots(ctx, ids.map(Number));
  },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths." }),
    date: t.exposeString("date", { description: "YYYY-MM-DD in the provider's zone." }),
    startTime: t.exposeString("startTime", { description: '"HH:MM", 24-hour, in the provider\'s zone.' }),
    endTime: t.exposeString("endTime"),
    durationMinutes: t.exposeInt("durationMinutes"),
    price: t.exposeInt("price", { description: "Cents." }),
    state: t.field({ type: SlotStateEnum, resolve: (slot) => slot.state }),
    startsAt: t.expose("startsAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
  }),
});

builder.objectField(CreateBookingPayload, "timeSlot", (t) =>
  t.field({
    type: TimeSlotRef,
    nullable: true,
    description: "The slot the booking took (now BOOKED), when it was made from one; null for a requested date.",
    resolve: async (booking, _args, ctx) =>
      booking.timeSlotId === null ? null : ((await readableSlots(ctx, [booking.timeSlotId]))[0] ?? null),
  }),
);

const AvailabilityCalendarRef = builder.objectRef<AvailabilityCalendar>("AvailabilityCalendar").implement({
  fields: (t) => ({
    providerId: t.globalID({ resolve: (calendar) => ({ type: "Provider", id: calendar.providerId }) }),
    timeZone: t.exposeString("timeZone"),
    today: t.exposeString("today", { description: "YYYY-MM-DD in the provider's zone." }),
    slots: t.field({ type: [TimeSlotRef], resolve: (calendar) => calendar.slots }),
  }),
});

builder.queryField("availability", (t) =>
  t.field({
    type: AvailabilityCalendarRef,
    description:
      "A provider's slots from start to end, inclusive (at most 31 days): spec section 7's availability call.",
    authScopes: { public: true },
    args: {
      providerId: t.arg.id({ required: true, description: "The Provider's global id or databaseId." }),
      start: t.arg.string({ required: true, description: "YYYY-MM-DD, the first day." }),
      end: t.arg.string({ required: true, description: "YYYY-MM-DD, the last day." }),
    },
    resolve: (_root, { providerId, start, end }, ctx) =>
      listAvailability(ctx, { providerId: databaseIdOf("Provider", providerId), start, end }),
  }),
);

// A root field rather than one on Provider: the public response cache shares a visitor's
// answer by its root fields, and `node` and `providers` are shared, so a clock-dependent
// field under Provider would be served stale. This one is never shared (it needs a viewer).
builder.queryField("viewerAvailability", (t) =>
  t.field({
    type: AvailabilityCalendarRef,
    nullable: true,
    description:
      "The signed-in provider account's own slots, as `availability` answers them, without naming the provider " +
      "first; null for anyone else (a visitor, a customer, staff, a partner).",
    authScopes: { public: true },
    args: {
      start: t.arg.string({ required: true, description: "YYYY-MM-DD, the first day." }),
      end: t.arg.string({ required: true, description: "YYYY-MM-DD, the last day." }),
    },
    resolve: (_root, { start, end }, ctx) => {
      const providerId = ctx.viewer?.providerId;
      return providerId == null ? null : listAvailability(ctx, { providerId, start, end });
    },
  }),
);

const AddAvailabilityInput = builder.inputType("AddAvailabilityInput", {
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The Provider's global id or databaseId." }),
    date: t.string({ required: true, description: "YYYY-MM-DD, today or later in the provider's zone." }),
    startTime: t.string({ required: true, description: 'A whole hour, "00:00" to "23:00".' }),
    endTime: t.string({ required: true, description: "A whole hour after startTime." }),
    durationMinutes: t.int({ required: true, description: "60, 90, 120, 180 or 240." }),
    priceCents: t.int({ description: "Each slot's price; the provider's starting price when absent." }),
  }),
});

const AddAvailabilityPayload = builder.objectRef<SlotView[]>("AddAvailabilityPayload").implement({
  fields: (t) => ({
    slots: t.field({ type: [TimeSlotRef], description: "The slots made, in time order.", resolve: (slots) => slots }),
  }),
});

const BookTimeSlotInput = builder.inputType("BookTimeSlotInput", {
  fields: (t) => ({
    timeSlotId: t.id({ required: true, description: "The TimeSlot's global id or databaseId." }),
    serviceType: t.string({ required: true }),
    serviceDetails: t.string(),
    customerName: t.string({ required: true }),
    customerPhone: t.string({ required: true }),
    customerEmail: t.string({ required: true }),
    specialInstructions: t.string(),
    address: t.field({ type: ServiceAddressInput, required: true, description: "Where the job is." }),
    idempotencyKey: t.string({
      description: "As createBooking's: a retry with the same key returns the first booking.",
    }),
  }),
});

builder.mutationFields((t) => ({
  addAvailability: t.field({
    type: AddAvailabilityPayload,
    description:
      "Adds a day's slots from a window of whole hours (spec section 5): only slots that fit entirely; none on a past " +
      "day; all or none if any would overlap an existing slot. The provider's own account and staff.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddAvailabilityInput, required: true }) },
    errors: { types: [ValidationError, ConflictError, NotFoundError], union: { name: "AddAvailabilityResult" } },
    resolve: (_root, { input }, ctx) => {
      const providerId = databaseIdOf("Provider", input.providerId);
      const { date, startTime, endTime, durationMinutes, priceCents } = input;
      return addAvailability(ctx, {
        providerId,
        window: { date, startTime, endTime, durationMinutes },
        priceCents,
      });
    },
  }),
  bookTimeSlot: t.field({
    type: CreateBookingPayload,
    description:
      "Books an available slot and makes its booking in one transaction (spec section 7). A slot someone else got " +
      "first, or one that has begun, is a ConflictError 'Unable to book this time slot.'. Visitors may book.",
    authScopes: { public: true },
    args: { input: t.arg({ type: BookTimeSlotInput, required: true }) },
    errors: {
      types: [ValidationError, ConflictError, ProviderUnavailableError, NotFoundError, IdempotencyKeyReusedError],
      union: { name: "BookTimeSlotResult" },
    },
    resolve: (_root, { input: { idempotencyKey, timeSlotId, ...input } }, ctx) =>
      bookSlot(
        ctx,
        { ...input, timeSlotId: databaseIdOf("TimeSlot", timeSlotId), address: serviceAddressOf(input.address) },
        { idempotencyKey },
      ),
  }),
}));
