// Who stands on which side of a booking: its customer (the account that made it, or the guest
// holding its signed link) or its provider (any of the provider's accounts). A booking's
// conversation and its moves are between these two sides only; staff and strangers are refused
// in the caller's words.
import type { Context } from "../../context.ts";
import { ForbiddenError, parseInput, UnauthenticatedError } from "../errors.ts";
import type { GuestGrant } from "./guest-booking.ts";
import { BookingNotFoundError, bookingIdInput } from "./read-booking.ts";

export type BookingSide = "CUSTOMER" | "PROVIDER";

/** A caller's side of a booking, once their right to be there is checked. */
export interface BookingSeat {
  bookingId: number;
  side: BookingSide;
  /** The caller's account; null for a guest. */
  accountId: number | null;
}

/**
 * The seat of a signed-in viewer: the booking's provider's accounts, or the account that made
 * it. Anyone else (staff included) is refused with `refusal`.
 */
export async function accountSeatOn(ctx: Context, bookingId: unknown, refusal: string): Promise<BookingSeat> {
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();
  const id = parseInput(bookingIdInput, bookingId);
  const booking = await ctx.db.booking.findUnique({ where: { id }, select: { providerId: true, customerId: true } });
  if (!booking) throw new BookingNotFoundError();
  if (viewer.providerId !== null && viewer.providerId === booking.providerId) {
    return { bookingId: id, side: "PROVIDER", accountId: viewer.userId };
  }
  if (booking.customerId !== null && booking.customerId === viewer.userId) {
    return { bookingId: id, side: "CUSTOMER", accountId: viewer.userId };
  }
  throw new ForbiddenError(refusal);
}

/** The seat of a guest holding the booking's signed link (verifyGuestLink made the grant). */
export function guestSeatOf(grant: Pick<GuestGrant, "bookingId">): BookingSeat {
  return { bookingId: grant.bookingId, side: "CUSTOMER", accountId: null };
}
