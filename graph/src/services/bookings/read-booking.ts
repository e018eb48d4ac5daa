import type { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import { parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { assertCanReadBooking, assertMayReadBookings, BookingNotFoundError } from "./access.ts";

export { BookingNotFoundError };

/** A booking's database id, as a path or a form sends it; a 32-bit integer column holds it. */
export const bookingIdInput = databaseIdInput("There is no booking with that id.");

/**
 * One booking, for a reader the access rules allow. An id that names no booking is a
 * BookingNotFoundError, and so is one the viewer may not read (see access.ts).
 */
export async function readBooking(ctx: Context, id: z.input<typeof bookingIdInput>): Promise<Booking> {
  const bookingId = parseInput(bookingIdInput, id);
  assertMayReadBookings(ctx);
  const booking = await ctx.db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) throw new BookingNotFoundError();
  assertCanReadBooking(ctx, booking);
  return booking;
}
