// Checkout (spec sections 2 and 7): the browser asks for a client secret for what it pays,
// then confirms the card with the gateway. The amount is always the server's (the booking's
// price, the schedule's estimate); whatever amount the page's URL carries is not consulted.
// Asking twice (a reload, a double click, two tabs) answers the same payment.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking, Payment, Provider, RecurringSchedule } from "../../generated/prisma/client.ts";
import type { SubscriptionInterval } from "../../gateways/payments/gateway.ts";
import { BookingNotFoundError, bookingIdInput } from "../bookings/read-booking.ts";
import { parseInput, ValidationError } from "../errors.ts";
import { ScheduleNotFoundError, scheduleIdInput } from "../schedules/errors.ts";
import { assertGuestPaysFor, assertMayPay, assertPaysFor } from "./access.ts";
import { MAX_CHARGE_CENTS, PLATFORM_COMMISSION_BPS, splitPayment } from "../../../../shared/payments/commission.ts";

/** Something the customer cannot pay for (already paid, cancelled, no price): the page explains. */
export class NothingToPayError extends ValidationError {
  constructor(message: string) {
    super(message);
    this.name = "NothingToPayError";
  }
}

/** What the order summary shows, from the server's records rather than the URL. */
export interface CheckoutSummary {
  kind: "booking" | "subscription";
  serviceType: string;
  providerName: string;
  customerName: string;
  customerEmail: string;
  serviceDetails: string;
  /** "weekly" | "biweekly" | "monthly" for a subscription; null for a booking. */
  frequency: "weekly" | "biweekly" | "monthly" | null;
  /** Cents: what is charged now (and each period, for a subscription). */
  amount: number;
}

export interface StartedCheckout {
  clientSecret: string;
  /** The booking's payment (null for a subscription, whose payments are its invoices). */
  payment: Payment | null;
  summary: CheckoutSummary;
}

export const bookingCheckoutInput = z.object({ bookingId: bookingIdInput });
export const subscriptionCheckoutInput = z.object({ recurringScheduleId: scheduleIdInput });

/**
 * A payment intent for a booking: the booking's actual price once completed, its estimate
 * before. The platform's fee rides on the intent (application_fee_amount), and the provider's
 * share goes to their connected account when payouts are set up, otherwise it is held.
 */
export async function startBookingCheckout(
  ctx: Context,
  input: z.input<typeof bookingCheckoutInput>,
): Promise<StartedCheckout> {
  const { bookingId } = parseInput(bookingCheckoutInput, input);
  assertMayPay(ctx);
  const booking = await bookingToPay(ctx, bookingId);
  assertPaysFor(ctx, booking, "booking");
  return checkoutBooking(ctx, booking);
}

/**
 * The same checkout for a booking made without an account, for the holder of its signed link
 * (the grant, from services/bookings/guest-booking.ts's verifyGuestLink).
 */
export async function startGuestBookingCheckout(
  ctx: Context,
  grant: { bookingId: number; guest: true },
): Promise<StartedCheckout> {
  const booking = await bookingToPay(ctx, grant.bookingId);
  assertGuestPaysFor(grant, booking);
  return checkoutBooking(ctx, booking);
}

async function bookingToPay(ctx: Context, bookingId: number) {
  const booking = await ctx.db.booking.findUnique({
    where: { id: bookingId },
    include: { provider: { select: providerFields }, payment: true },
  });
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

/** The gateway's part, once the payer is known to be allowed: one intent per booking. */
async function checkoutBooking(
  ctx: Context,
  booking: Awaited<ReturnType<typeof bookingToPay>>,
): Promise<StartedCheckout> {
  const amount = payableAmount(booking);
  const summary = bookingSummary(booking, amount);

  const existing = booking.payment;
  if (existing?.paymentStatus === "COMPLETED") throw new NothingToPayError("This booking is already paid.");
  if (existing?.stripePaymentIntentId) {
    let intent = await ctx.payments.retrievePaymentIntent(existing.stripePaymentIntentId);
    if (intent.status === "succeeded") {
      // Paid, and the webhook saying so is on its way: the success page will show it.
      throw new NothingToPayError("This booking is already paid.");
    }
    if (intent.amount === amount) return { clientSecret: intent.clientSecret, payment: existing, summary };
    // The price changed since checkout began (completed at another actual price): what is
    // charged is what the booking costs now, never what it cost when the page first opened.
    const split = splitPayment(amount);
    intent = await ctx.payments.updatePaymentIntentAmount(intent, { amount, applicationFeeAmount: split.platformFee });
    const payment = await ctx.db.payment.update({
      where: { id: existing.id },
      data: { totalAmount: amount, platformFee: split.platformFee },
    });
    return { clientSecret: intent.clientSecret, payment, summary };
  }

  const split = splitPayment(amount);
  const intent = await ctx.payments.createPaymentIntent({
    amount,
    currency: "cad",
    applicationFeeAmount: split.platformFee,
    destination: payoutDestination(booking.provider),
    // One intent per booking, however often checkout is opened (the gateway keeps keys a day;
    // after that the stored payment above answers).
    idempotencyKey: `booking-${booking.id}-payment`,
    metadata: {
      bookingId: String(booking.id),
      providerId: String(booking.providerId),
      customerId: booking.customerId === null ? "" : String(booking.customerId),
    },
    description: `${await serviceName(ctx, summary.serviceType)} with ${summary.providerName}`,
    receiptEmail: booking.customerEmail || null,
  });
  // Two requests at once made the same intent; one row is kept.
  await ctx.db.payment.createMany({
    data: [
      {
        bookingId: booking.id,
        providerId: booking.providerId,
        customerId: booking.customerId,
        stripePaymentIntentId: intent.id,
        totalAmount: amount,
        platformFee: split.platformFee,
        platformCommissionBps: PLATFORM_COMMISSION_BPS,
      },
    ],
    skipDuplicates: true,
  });
  const payment = await ctx.db.payment.findUniqueOrThrow({ where: { bookingId: booking.id } });
  return { clientSecret: intent.clientSecret, payment, summary };
}

/**
 * A subscription for a recurring schedule, charged the schedule's estimate each period; the
 * platform's 10% is the subscription's application_fee_percent. Each paid invoice becomes a
 * payment when its webhook lands.
 */
export async function startSubscriptionCheckout(
  ctx: Context,
  input: z.input<typeof subscriptionCheckoutInput>,
): Promise<StartedCheckout> {
  const { recurringScheduleId } = parseInput(subscriptionCheckoutInput, input);
  assertMayPay(ctx);
  const schedule = await ctx.db.recurringSchedule.findUnique({
    where: { id: recurringScheduleId },
    include: { provider: { select: providerFields } },
  });
  if (!schedule) throw new ScheduleNotFoundError();
  assertPaysFor(ctx, schedule, "schedule");
  if (schedule.status === "CANCELLED") {
    throw new NothingToPayError("This schedule was cancelled, so there is nothing to pay.");
  }
  const paid = await ctx.db.payment.count({
    where: { recurringScheduleId: schedule.id, paymentStatus: "COMPLETED" },
  });
  if (paid > 0) throw new NothingToPayError("This schedule's subscription is already paid and active.");
  const amount = checkAmount(schedule.estimatedPrice);
  const summary = scheduleSummary(schedule, amount);
  const destination = payoutDestination(schedule.provider);

  const subscription = await ctx.payments.createSubscription({
    customerEmail: schedule.customerEmail,
    customerName: schedule.customerName,
    amount,
    currency: "cad",
    recurring: SUBSCRIPTION_INTERVALS[schedule.frequency],
    productName: `${await serviceName(ctx, summary.serviceType)}, ${FREQUENCY_WORDS[schedule.frequency]}`,
    applicationFeePercent: PLATFORM_COMMISSION_BPS / 100,
    destination,
    idempotencyKey: `schedule-${schedule.id}-subscription`,
    metadata: {
      // Its invoices' payments are paid out at charge time exactly when this is set (settle.ts).
      payoutAccount: destination ?? "",
      recurringScheduleId: String(schedule.id),
      providerId: String(schedule.providerId),
      customerId: String(schedule.customerId),
    },
  });
  await ctx.db.recurringSchedule.updateMany({
    where: { id: schedule.id, stripeSubscriptionId: null },
    data: { stripeSubscriptionId: subscription.id },
  });
  return { clientSecret: subscription.clientSecret, payment: null, summary };
}

/** What a receipt calls the service: the category's name for a slug ("House Cleaning"). */
async function serviceName(ctx: Context, serviceType: string): Promise<string> {
  const category = await ctx.db.category.findUnique({ where: { slug: serviceType }, select: { name: true } });
  return category?.name ?? serviceType;
}

const providerFields = { name: true, payoutsEnabled: true, stripeAccountId: true } as const;
type PayoutFields = Pick<Provider, "payoutsEnabled" | "stripeAccountId">;

/** Where the provider's share goes at charge time: their account once it can receive it. */
function payoutDestination(provider: PayoutFields): string | null {
  return provider.payoutsEnabled && provider.stripeAccountId ? provider.stripeAccountId : null;
}

function payableAmount(booking: Booking): number {
  if (booking.status === "CANCELLED") {
    throw new NothingToPayError("This booking was cancelled, so there is nothing to pay.");
  }
  return checkAmount(booking.actualPrice ?? booking.estimatedPrice);
}

function checkAmount(amount: number | null): number {
  if (amount === null || amount <= 0) {
    throw new NothingToPayError("This booking has no price yet, so there is nothing to pay online.");
  }
  if (amount > MAX_CHARGE_CENTS) {
    throw new NothingToPayError("This amount is above what can be paid online. Please contact the provider.");
  }
  return amount;
}

const SUBSCRIPTION_INTERVALS: Record<RecurringSchedule["frequency"], SubscriptionInterval> = {
  WEEKLY: { interval: "week", intervalCount: 1 },
  BIWEEKLY: { interval: "week", intervalCount: 2 },
  MONTHLY: { interval: "month", intervalCount: 1 },
};

// Spec section 9's words for the frequencies.
const FREQUENCY_WORDS: Record<RecurringSchedule["frequency"], string> = {
  WEEKLY: "weekly",
  BIWEEKLY: "every 2 weeks",
  MONTHLY: "monthly",
};

function bookingSummary(booking: Booking & { provider: { name: string } }, amount: number): CheckoutSummary {
  return {
    kind: "booking",
    serviceType: booking.serviceType,
    providerName: booking.provider.name,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    serviceDetails: booking.serviceDetails,
    frequency: null,
    amount,
  };
}

function scheduleSummary(
  schedule: RecurringSchedule & { provider: { name: string } },
  amount: number,
): CheckoutSummary {
  return {
    kind: "subscription",
    serviceType: schedule.serviceType,
    providerName: schedule.provider.name,
    customerName: schedule.customerName,
    customerEmail: schedule.customerEmail,
    serviceDetails: schedule.serviceDetails,
    frequency: schedule.frequency.toLowerCase() as CheckoutSummary["frequency"],
    amount,
  };
}
