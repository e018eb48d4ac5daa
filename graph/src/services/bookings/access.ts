// Who may see and change a booking. A booking holds a customer's contact details, so only
// staff, the provider it is for and the customer account that made it may read it. Every
// door asks these functions (GraphQL's Booking node through scope-auth, REST through the
// services), so no door can answer differently.
import type { Context } from "../../context.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import { CUSTOMER_CANCELLABLE_STATUSES } from "../../../../shared/bookings/status.ts";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../errors.ts";
import { isStaff } from "../accounts/access.ts";

type BookingParties = Pick<Booking, "providerId" | "customerId">;

export function canReadBooking(ctx: Context, booking: BookingParties): boolean {
  if (ctx.actor === "system") return true;
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (isStaff(ctx)) return true;
  if (viewer.providerId !== null && viewer.providerId === booking.providerId) return true;
  return booking.customerId !== null && viewer.userId === booking.customerId;
}

/**
 * Before looking a booking up: a visitor can read none, so is told to sign in whether or
 * not the id exists (answering 401 or 404 would tell which ids are bookings).
 */
export function assertMayReadBookings(ctx: Context): void {
  if (ctx.actor !== "system" && !ctx.viewer) throw new UnauthenticatedError();
}

export class BookingNotFoundError extends NotFoundError {
  constructor() {
    super("There is no booking with that id.");
    this.name = "BookingNotFoundError";
  }
}

/**
 * Throws what a refused reader should hear: sign in first, or, to a signed-in account that
 * may not read it, the very answer a missing id gets. A 403 would tell that the id is a
 * booking, and bookings' ids count up: anyone could learn how many the marketplace takes.
 */
export function assertCanReadBooking(ctx: Context, booking: BookingParties): void {
  if (canReadBooking(ctx, booking)) return;
  throw ctx.viewer ? new BookingNotFoundError() : new UnauthenticatedError();
}

/**
 * Who may move a booking's status: staff and the booking's provider make every legal move;
 * the customer who made it may only cancel it while it is still confirmed.
 */
export function assertCanMoveBooking(
  ctx: Context,
  booking: BookingParties & Pick<Booking, "status">,
  to: Booking["status"],
): void {
  assertCanReadBooking(ctx, booking);
  if (ctx.actor === "system" || isStaff(ctx)) return;
  if (ctx.viewer?.providerId !== null && ctx.viewer?.providerId === booking.providerId) return;
  if (to === "CANCELLED" && CUSTOMER_CANCELLABLE_STATUSES.includes(booking.status)) return;
  throw new ForbiddenError(
    to === "CANCELLED"
      ? "Only the provider can cancel a booking once the service has started."
      : "Only the provider can start or complete a booking.",
  );
}

/**
 * The holder of a guest booking's signed link (guest-booking.ts) cancels as its customer
 * would: only while it is still confirmed, on the customer's terms.
 */
export function assertGuestMayCancel(booking: Pick<Booking, "status">): void {
  if (CUSTOMER_CANCELLABLE_STATUSES.includes(booking.status)) return;
  throw new ForbiddenError("Only the provider can cancel a booking once the service has started.");
}
