import { builder } from "../../builder.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import { BookingStatus } from "../../generated/prisma/enums.ts";
import { canReadBooking } from "../../services/bookings/access.ts";
import { isoDateOf } from "../../services/bookings/calendar-date.ts";
import { createBooking } from "../../services/bookings/create-booking.ts";
import { IdempotencyKeyReusedError, ProviderUnavailableError, ValidationError } from "../../services/errors.ts";
import { databaseIdOf } from "../ids.ts";
import { ServiceAddressInput, serviceAddressOf } from "../addresses/service-address.ts";
import { readableBy } from "../node.ts";
import { nextStatuses } from "../../../../shared/bookings/status.ts";

export const BookingStatusEnum = builder.enumType(BookingStatus, { name: "BookingStatus" });

builder.prismaNode("Booking", {
  id: { field: "id" },
  // A missing row is null for node(id:), not an error.
  nullable: true,
  // The bookings service's read rule, also for node(id:): refused readers get null.
  ...readableBy<Booking>((booking, ctx) => canReadBooking(ctx, booking)),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths." }),
    serviceType: t.exposeString("serviceType", { description: 'A category slug, e.g. "house-cleaning".' }),
    serviceDetails: t.exposeString("serviceDetails"),
    specialInstructions: t.exposeString("specialInstructions"),
    preferredDate: t.string({
      description: "YYYY-MM-DD, on the provider's city's calendar.",
      resolve: (booking) => isoDateOf(booking.preferredDate),
    }),
    preferredTime: t.exposeString("preferredTime", {
      description: '"HH:MM", 24-hour, wall-clock in the provider\'s city.',
    }),
    status: t.field({ type: BookingStatusEnum, resolve: (booking) => booking.status }),
    estimatedPrice: t.exposeInt("estimatedPrice", { nullable: true, description: "Cents." }),
    actualPrice: t.exposeInt("actualPrice", { nullable: true, description: "Cents." }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    nextStatuses: t.field({
      type: [BookingStatusEnum],
      description: "The moves its life allows from here (whether the viewer may make them is checked on the move).",
      resolve: (booking) => [...nextStatuses(booking.status)],
    }),
    address: t.exposeString("address", { nullable: true }),
    customerName: t.exposeString("customerName"),
    customerPhone: t.exposeString("customerPhone"),
    customerEmail: t.exposeString("customerEmail"),
    customerErased: t.boolean({
      description:
        "The customer deleted their account: the booking is kept for the accounts, its name, phone, email, address " +
        "and notes blank.",
      resolve: (booking) => booking.customerErasedAt !== null,
    }),
    provider: t.relation("provider"),
    schedulingConflict: t.exposeBoolean("schedulingConflict", {
      description:
        "Made by a recurring schedule although the provider had something else booked then: the provider should " +
        "sort it out with the customer.",
    }),
    recurringSchedule: t.relation("recurringSchedule", {
      nullable: true,
      description: "The recurring schedule that booked it, if any.",
    }),
    payment: t.relation("payment", {
      nullable: true,
      description: "Its online payment, once checkout began (null: not paid online).",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const CreateBookingInput = builder.inputType("CreateBookingInput", {
  description: "A booking request (spec section 3). Empty required fields fail as one ValidationError.",
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id, or its numeric databaseId." }),
    serviceType: t.string({ required: true, description: 'A category slug, e.g. "house-cleaning".' }),
    preferredDate: t.string({ required: true, description: "YYYY-MM-DD; today or later in the provider's city." }),
    preferredTime: t.string({
      required: true,
      description: '"09:00", "11:00", "13:00", "15:00" or "17:00" (or "1:00 PM").',
    }),
    serviceDetails: t.string(),
    customerName: t.string({ required: true }),
    customerPhone: t.string({ required: true }),
    customerEmail: t.string({ required: true }),
    specialInstructions: t.string(),
    address: t.field({ type: ServiceAddressInput, required: true, description: "Where the job is." }),
    idempotencyKey: t.string({
      description:
        "Optional, chosen by the client (a UUID, say), one per booking it means to make: sent again with the same input, " +
        "it returns the first booking instead of making another; with different input, an IdempotencyKeyReusedError. " +
        "1 to 255 visible ASCII characters; kept 24 hours.",
    }),
  }),
});

/**
 * What the person who just booked may see. Not the Booking node itself: a visitor may
 * not read it (see its authScopes), and a receipt should not depend on being signed in.
 */
export const CreateBookingPayload = builder.objectRef<Booking>("CreateBookingPayload").implement({
  fields: (t) => ({
    booking: t.prismaField({
      type: "Booking",
      nullable: true,
      description:
        "The booking made, for a client to put in its store: null for a visitor, who reads it through the " +
        "guest link its confirmation email carries.",
      resolve: (query, booking, _args, ctx) =>
        canReadBooking(ctx, booking) ? ctx.db.booking.findUnique({ ...query, where: { id: booking.id } }) : null,
    }),
    viewer: t.prismaField({
      type: "User",
      nullable: true,
      description:
        "The signed-in booker's account as the booking left it (its last service address); null for a visitor.",
      resolve: (query, _booking, _args, ctx) =>
        ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.userId } }) : null,
    }),
    bookingId: t.globalID({
      description: "The Booking's global id; readable through node(id:) by the provider, staff and a signed-in booker.",
      resolve: (booking) => ({ type: "Booking", id: booking.id }),
    }),
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths (checkout's bookingId)." }),
    status: t.field({ type: BookingStatusEnum, resolve: (booking) => booking.status }),
    serviceType: t.exposeString("serviceType"),
    preferredDate: t.string({ resolve: (booking) => isoDateOf(booking.preferredDate) }),
    preferredTime: t.exposeString("preferredTime"),
    estimatedPrice: t.exposeInt("estimatedPrice", { nullable: true, description: "Cents." }),
    provider: t.prismaField({
      type: "Provider",
      resolve: (query, booking, _args, ctx) =>
        ctx.db.provider.findUniqueOrThrow({ ...query, where: { id: booking.providerId } }),
    }),
  }),
});

builder.mutationField("createBooking", (t) =>
  t.field({
    type: CreateBookingPayload,
    description: "Request a booking (spec section 7 POST /api/bookings). Visitors may book.",
    authScopes: { public: true },
    args: { input: t.arg({ type: CreateBookingInput, required: true }) },
    errors: {
      types: [ValidationError, ProviderUnavailableError, IdempotencyKeyReusedError],
      union: { name: "CreateBookingResult" },
    },
    resolve: (_root, { input: { idempotencyKey, ...input } }, ctx) =>
      createBooking(
        ctx,
        { ...input, providerId: providerDatabaseId(input.providerId), address: serviceAddressOf(input.address) },
        { idempotencyKey },
      ),
  }),
);

/** A Provider's global id or its databaseId; anything else names no provider. */
function providerDatabaseId(id: string | number): number {
  const databaseId = databaseIdOf("Provider", id);
  if (typeof databaseId === "string" && !/^\d+$/.test(databaseId)) throw new ProviderUnavailableError();
  return Number(databaseId);
}
