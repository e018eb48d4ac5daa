import type { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import { bookingRequestFields } from "../../../../shared/bookings/booking-request.ts";
import { sqlStateOf } from "../../db/data-exception.ts";
import { dateColumn } from "../bookings/calendar-date.ts";
import { withAccountContact } from "../bookings/account-contact.ts";
import { bookingCustomerId, offeredServiceType, parseBookingRequest } from "../bookings/create-booking.ts";
import { ConflictError, NotFoundError, ProviderUnavailableError } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import { notifyBookingCreated } from "../notifications/booking-notices.ts";
import { databaseIdInput } from "../ids.ts";
import { addressMember, serviceAddressColumns } from "../addresses/service-address.ts";
import { wallClockOf } from "./slot-times.ts";

/** Spec section 8's slot-booking failure, for any slot someone else got first (or that has begun). */
export const SLOT_UNAVAILABLE_MESSAGE = "Unable to book this time slot.";

export class TimeSlotNotFoundError extends NotFoundError {
  constructor() {
    super("There is no time slot with that id.");
    this.name = "TimeSlotNotFoundError";
  }
}

/** The booking request without a date and time: the slot has them. */
export const bookSlotInput = bookingRequestFields.omit({ preferredDate: true, preferredTime: true }).extend({
  timeSlotId: databaseIdInput("There is no time slot with that id."),
  // Required by GraphQL; REST's spec payload may still come without it.
  address: addressMember,
});

export type BookSlotInput = z.input<typeof bookSlotInput>;
type BookSlotRequest = z.output<typeof bookSlotInput>;

/**
 * Books an available slot (spec sections 2 and 7): the slot is claimed and the booking
 * made in one transaction. The claim is one conditional update (AVAILABLE and not yet
 * begun → BOOKED), so of any number of requests racing for a slot, on any number of
 * servers, exactly one gets it; the others get a ConflictError and nothing is written.
 * The unique timeSlotId on Booking backs that up. A signed-in customer's contact details
 * come from the account when the request leaves them out (withAccountContact).
 */
export async function bookSlot(
  ctx: Context,
  input: unknown,
  options: { idempotencyKey?: string | null } = {},
): Promise<Booking> {
  const request = parseBookingRequest(bookSlotInput, await withAccountContact(ctx, input));
  return withIdempotency(
    ctx,
    { scope: "bookTimeSlot", key: options.idempotencyKey, request },
    {
      create: (db) => claimSlot(ctx, db, request),
      idOf: (booking) => booking.id,
      replay: (id) => ctx.db.booking.findUniqueOrThrow({ where: { id } }),
    },
  );
}

async function claimSlot(ctx: Context, db: Db, request: BookSlotRequest): Promise<Booking> {
  const slot = await db.timeSlot.findUnique({
    where: { id: request.timeSlotId },
    select: {
      id: true,
      startsAt: true,
      price: true,
      provider: { select: { id: true, status: true, city: { select: { timeZone: true } } } },
    },
  });
  if (!slot) throw new TimeSlotNotFoundError();
  if (slot.provider.status !== "ACTIVE") throw new ProviderUnavailableError();
  const serviceType = await offeredServiceType(db, slot.provider.id, request.serviceType);
  const address = await serviceAddressColumns(db, request.address);

  const claimed = await db.timeSlot.updateMany({
    where: { id: slot.id, status: "AVAILABLE", startsAt: { gt: ctx.clock.now() } },
    data: { status: "BOOKED" },
  });
  if (claimed.count === 0) throw new ConflictError(SLOT_UNAVAILABLE_MESSAGE);

  const start = wallClockOf(slot.startsAt, slot.provider.city.timeZone);
  try {
    const booking = await db.booking.create({
      data: {
        ...address,
        providerId: slot.provider.id,
        customerId: bookingCustomerId(ctx),
        customerName: request.customerName,
        customerPhone: request.customerPhone,
        customerEmail: request.customerEmail,
        serviceType,
        serviceDetails: request.serviceDetails,
        specialInstructions: request.specialInstructions,
        preferredDate: dateColumn(start.date),
        preferredTime: start.time,
        estimatedPrice: slot.price,
        timeSlotId: slot.id,
      },
    });
    await notifyBookingCreated(db, ctx.clock.now(), booking.id);
    return booking;
  } catch (error) {
    if (sqlStateOf(error) === "23505") throw new ConflictError(SLOT_UNAVAILABLE_MESSAGE);
    throw error;
  }
}
