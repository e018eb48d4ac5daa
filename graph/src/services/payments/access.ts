// Who may see and move money. A payment says what a customer paid a provider and what the
// platform kept: staff see them all, a provider's account its own, a customer what they paid.
// Paying is the customer's alone; refunds are staff's; payouts are the provider's own.
import type { Context } from "../../context.ts";
import type { Payment } from "../../generated/prisma/client.ts";
import { ForbiddenError, UnauthenticatedError } from "../errors.ts";
import { isStaff } from "../accounts/access.ts";

export function canReadPayment(ctx: Context, payment: Pick<Payment, "providerId" | "customerId">): boolean {
  if (ctx.actor === "system") return true;
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (isStaff(ctx)) return true;
  if (viewer.providerId !== null && viewer.providerId === payment.providerId) return true;
  return payment.customerId !== null && viewer.userId === payment.customerId;
}

/** Before looking anything up: a visitor pays for nothing, so is asked to sign in whether or not the id exists. */
export function assertMayPay(ctx: Context): void {
  if (!ctx.viewer) throw new UnauthenticatedError("Please sign in to pay.");
}

/**
 * Paying for something is its customer's: the signed-in account that made the booking or
 * the schedule. A booking made without an account has no one who may pay for it online.
 */
export function assertPaysFor(ctx: Context, record: { customerId: number | null }, what: "booking" | "schedule"): void {
  assertMayPay(ctx);
  if (record.customerId !== null && record.customerId === ctx.viewer!.userId) return;
  throw new ForbiddenError(
    what === "booking"
      ? "Only the customer who made this booking can pay for it."
      : "Only the customer who set up this schedule can pay for it.",
  );
}

/**
 * A booking made without an account is paid by whoever holds its signed link: the grant is
 * that link, verified (services/bookings/guest-booking.ts), and names this booking.
 */
export function assertGuestPaysFor(
  grant: { bookingId: number; guest: true },
  booking: { id: number; customerId: number | null },
): void {
  if (grant.guest && grant.bookingId === booking.id && booking.customerId === null) return;
  throw new ForbiddenError("Only the customer who made this booking can pay for it.");
}
