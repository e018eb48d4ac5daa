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
import { MAX_CHARGE_CENTS, PLATFORM_COMMISSION_BPS } from "../../../../shared/payments/commission.ts";
import type { TaxLine } from "../../../../shared/tax/sales-tax.ts";
import { paymentAmountsOf, quoteTaxes, storeTaxLines, type TaxQuote } from "./payment-taxes.ts";

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
  /** Cents: the price before tax. */
  price: number;
  /** The taxes on the price, in the order the receipt lists them. */
  taxLines: TaxLine[];
  /** The provider is not registered for the GST/HST, so none is charged. */
  smallSupplier: boolean;
  /** Cents: what is charged now (and each period, for a subscription): the price and its taxes. */
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
  const quote = await quoteTaxes(ctx.db, booking, payableAmount(booking), ctx.clock.now());
  const amount = quote.total;
  const amounts = paymentAmountsOf(quote);
  const summary = bookingSummary(booking, quote);

  const existing = booking.payment;
  if (existing?.paymentStatus === "COMPLETED") throw new NothingToPayError("This booking is already paid.");
  if (existing?.stripePaymentIntentId) {
    let intent = await ctx.payments.retrievePaymentIntent(existing.stripePaymentIntentId);
    if (intent.status === "succeeded") {
      // Paid, and the webhook saying so is on its way: the success page will show it.
      throw new NothingToPayError("This booking is already paid.");
    }
    const unchanged =
      intent.amount === amount &&
      existing.platformFee === amounts.platformFee &&
      existing.serviceTax === amounts.serviceTax &&
      existing.feeTax === amounts.feeTax;
    if (unchanged) return { clientSecret: intent.clientSecret, payment: existing, summary };
    // The price or its taxes changed since checkout began (completed at another actual price,
    // the provider registered, a new rate): what is charged is what the booking costs now,
    // never what it cost when the page first opened.
    intent = await ctx.payments.updatePaymentIntentAmount(intent, {
      amount,
      applicationFeeAmount: quote.platformKeeps,
    });
    const payment = await ctx.db.$transaction(async (tx) => {
      await storeTaxLines(tx, existing.id, quote);
      return tx.payment.update({ where: { id: existing.id }, data: amounts });
    });
    return { clientSecret: intent.clientSecret, payment, summary };
  }

  const intent = await ctx.payments.createPaymentIntent({
    amount,
    currency: "cad",
    // The platform keeps its fee and the fee's taxes (it remits them); the provider receives
    // the rest, the service's taxes with it (docs/decisions/sales-tax.md).
    applicationFeeAmount: quote.platformKeeps,
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
  const payment = await ctx.db.$transaction(async (tx) => {
    // Two requests at once made the same intent; one row is kept, with one set of lines.
    const { count } = await tx.payment.createMany({
      data: [
        {
          bookingId: booking.id,
          providerId: booking.providerId,
          customerId: booking.customerId,
          stripePaymentIntentId: intent.id,
          ...amounts,
          platformCommissionBps: PLATFORM_COMMISSION_BPS,
        },
      ],
      skipDuplicates: true,
    });
    const stored = await tx.payment.findUniqueOrThrow({ where: { bookingId: booking.id } });
    if (count > 0) await storeTaxLines(tx, stored.id, quote);
    return stored;
  });
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
  const quote = await quoteTaxes(ctx.db, schedule, checkAmount(schedule.estimatedPrice), ctx.clock.now());
  const amount = checkAmount(quote.total);
  const summary = scheduleSummary(schedule, quote);
  const destination = payoutDestination(schedule.provider);

  const subscription = await ctx.payments.createSubscription({
    customerEmail: schedule.customerEmail,
    customerName: schedule.customerName,
    amount,
    currency: "cad",
    recurring: SUBSCRIPTION_INTERVALS[schedule.frequency],
    productName: `${await serviceName(ctx, summary.serviceType)}, ${FREQUENCY_WORDS[schedule.frequency]}`,
    applicationFeePercent: subscriptionFeePercent(quote),
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

/**
 * A subscription's fee is a percentage of each invoice (the gateway takes no amount): the
 * share of the taxed total that the fee and its taxes make, to the gateway's two decimals.
 * Each invoice's ledger is written from the engine's own figures when it is paid; the two may
 * differ by the rounding of that percentage (docs/decisions/sales-tax.md).
 */
function subscriptionFeePercent(quote: TaxQuote): number {
  return Math.round((quote.platformKeeps * 10_000) / quote.total) / 100;
}

const taxFigures = (quote: TaxQuote) => ({
  price: quote.price,
  taxLines: quote.serviceTaxes,
  smallSupplier: quote.smallSupplier,
  amount: quote.total,
});

function bookingSummary(booking: Booking & { provider: { name: string } }, quote: TaxQuote): CheckoutSummary {
  return {
    kind: "booking",
    serviceType: booking.serviceType,
    providerName: booking.provider.name,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    serviceDetails: booking.serviceDetails,
    frequency: null,
    ...taxFigures(quote),
  };
}

function scheduleSummary(
  schedule: RecurringSchedule & { provider: { name: string } },
  quote: TaxQuote,
): CheckoutSummary {
  return {
    kind: "subscription",
    serviceType: schedule.serviceType,
    providerName: schedule.provider.name,
    customerName: schedule.customerName,
    customerEmail: schedule.customerEmail,
    serviceDetails: schedule.serviceDetails,
    frequency: schedule.frequency.toLowerCase() as CheckoutSummary["frequency"],
    ...taxFigures(quote),
  };
}
