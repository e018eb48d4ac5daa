// Test mode's card form: what Stripe.js does in the browser with a real key, the offline
// gateway does here with Stripe's test card numbers. Stripe mode never takes a card number.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { TestCardOutcome } from "../../gateways/payments/gateway.ts";
import { ForbiddenError, parseInput, UnauthenticatedError, ValidationError } from "../errors.ts";
import { assertGuestPaysFor } from "./access.ts";

const CARD_MESSAGE = "Enter the card number: 12 to 19 digits.";

export const payWithTestCardInput = z.object({
  clientSecret: z.string().regex(/^[A-Za-z0-9_]{10,200}$/, "This payment could not be found."),
  cardNumber: z
    .string()
    .max(40, CARD_MESSAGE)
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, CARD_MESSAGE)),
});

export async function payWithTestCard(
  ctx: Context,
  input: z.input<typeof payWithTestCardInput>,
): Promise<TestCardOutcome> {
  const { clientSecret, cardNumber } = parseInput(payWithTestCardInput, input);
  if (!ctx.viewer) throw new UnauthenticatedError("Please sign in to pay.");
  const controls = ctx.payments.testMode;
  if (!controls) throw new ValidationError("Card numbers are taken by the secure card form, not here.");
  // The secret is the payment's bearer token, as with Stripe.js; a booking's payment is
  // also checked against its customer, so a leaked secret pays for no one else's booking.
  const intentId = clientSecret.split("_secret_")[0]!;
  const payment = await ctx.db.payment.findUnique({
    where: { stripePaymentIntentId: intentId },
    select: { customerId: true },
  });
  if (payment && payment.customerId !== ctx.viewer.userId) {
    throw new ForbiddenError("Only the customer who made this booking can pay for it.");
  }
  return controls.confirmCard({ clientSecret, cardNumber });
}

/**
 * The same card form for a booking made without an account: the holder of its signed link
 * (the grant, from services/bookings/guest-booking.ts) pays the client secret of that
 * booking's own checkout, and no other.
 */
export async function payGuestBookingWithTestCard(
  ctx: Context,
  grant: { bookingId: number; guest: true },
  input: z.input<typeof payWithTestCardInput>,
): Promise<TestCardOutcome> {
  const { clientSecret, cardNumber } = parseInput(payWithTestCardInput, input);
  const controls = ctx.payments.testMode;
  if (!controls) throw new ValidationError("Card numbers are taken by the secure card form, not here.");
  const intentId = clientSecret.split("_secret_")[0]!;
  const payment = await ctx.db.payment.findUnique({
    where: { stripePaymentIntentId: intentId },
    select: { bookingId: true, booking: { select: { id: true, customerId: true } } },
  });
  if (!payment?.booking) throw new ForbiddenError("Only the customer who made this booking can pay for it.");
  assertGuestPaysFor(grant, payment.booking);
  return controls.confirmCard({ clientSecret, cardNumber });
}
