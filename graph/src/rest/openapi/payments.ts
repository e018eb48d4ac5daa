// Checkout, documents and staff's earnings (rest/payments.ts, receipts.ts, earnings.ts).
import { z } from "zod";
import { PaymentStatus, TransferStatus } from "../../generated/prisma/enums.ts";
import { bookingCheckoutInput, subscriptionCheckoutInput } from "../../services/payments/checkout.ts";
import { monthInput } from "../../services/receipts/fee-statements.ts";
import { creditNoteNumberInput, paymentIdInput } from "../../services/receipts/receipts.ts";
import { providerIdInput } from "../../services/providers/access.ts";
import type { ApiOperation } from "./operation.ts";
import { calendarDate, cents, id, instant, lowerCaseOf } from "./values.ts";

/** rest/payments.ts checkoutJson: the payment's client secret and the order summary. */
export const checkoutSummary = z
  .object({
    clientSecret: z.string().meta({ description: "For the card form (Stripe.js, or the offline test mode)." }),
    paymentId: id.nullable().meta({ description: "The booking's payment; null for a subscription." }),
    amount: cents.meta({ description: "Charged now (and each period): the price and its taxes." }),
    price: cents.meta({ description: "Before tax." }),
    taxLines: z.array(
      z.object({
        tax: z.string().meta({ example: "HST" }),
        province: z.string().meta({ example: "ON" }),
        ratePpm: z.number().int(),
        base: cents,
        amount: cents,
      }),
    ),
    smallSupplier: z.boolean().meta({ description: "The provider charges no GST/HST." }),
    isRecurring: z.boolean(),
    serviceType: z.string(),
    providerName: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    serviceDetails: z.string(),
    frequency: z.enum(["weekly", "biweekly", "monthly"]).nullable(),
  })
  .meta({ id: "Checkout" });

/** Receipts, credit notes and statements: a PDF by default, a standalone page with `?format=html`. */
export const documentFormat = z.object({ format: z.enum(["pdf", "html"]).default("pdf") });
export const DOCUMENT_MEDIA = [
  { type: "application/pdf", description: "The document as a PDF (the default)." },
  { type: "text/html", description: "The document as one standalone page (`?format=html`)." },
];

/** staff's range: YYYY-MM-DD, or an ISO 8601 instant read as its Toronto date; the month's by default. */
const earningsRange = z.object({
  startDate: z.string().max(40).optional().meta({ example: "2026-11-01" }),
  endDate: z.string().max(40).optional().meta({ example: "2026-11-30" }),
});

const earnings = z
  .object({
    totalEarnings: cents,
    totalVolume: cents,
    totalServiceTax: cents,
    totalFeeTax: cents,
    paymentCount: z.number().int(),
    averageCommissionRate: z.number().meta({ description: "Percent, to 2 decimals." }),
    timeZone: z.string(),
    startDate: calendarDate,
    endDate: calendarDate,
    daily: z.array(z.object({ date: calendarDate, volume: cents, fees: cents, paymentCount: z.number().int() })),
    payments: z.array(
      z.object({
        id,
        kind: z.enum(["booking", "subscription"]),
        bookingId: id.nullable(),
        subscriptionId: z.string().nullable(),
        recurringScheduleId: id.nullable(),
        providerId: id.nullable(),
        providerName: z.string().nullable(),
        serviceType: z.string().nullable(),
        customerName: z.string().nullable(),
        createdAt: instant,
        settledAt: instant.nullable(),
        totalAmount: cents,
        platformFee: cents,
        platformCommissionRate: z.number(),
        refundedAmount: cents,
        paymentStatus: lowerCaseOf(PaymentStatus),
        transferStatus: lowerCaseOf(TransferStatus),
        failureMessage: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "PlatformEarnings" });

const paymentPath = z.object({ id: paymentIdInput });

export const PAYMENT_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/create-payment-intent",
    operationId: "createPaymentIntent",
    tag: "Payments",
    summary: "Start paying for a booking",
    description: "The amount charged is the booking's price; an `amount` in the body is not used.",
    callers: "signedIn",
    body: bookingCheckoutInput.extend({ amount: z.number().optional().meta({ description: "Not used." }) }),
    responses: { 200: { description: "The client secret and the summary.", json: checkoutSummary } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/create-subscription",
    operationId: "createSubscription",
    tag: "Payments",
    summary: "Start paying for a recurring schedule",
    description: "Charged at the schedule's estimate; the other fields of the spec's body are not used.",
    callers: "signedIn",
    body: subscriptionCheckoutInput.extend({
      customerEmail: z.string().optional(),
      customerName: z.string().optional(),
      priceAmount: z.number().optional(),
    }),
    responses: { 200: { description: "The client secret and the summary.", json: checkoutSummary } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/payments/{id}/receipt",
    operationId: "readReceipt",
    tag: "Payments",
    summary: "A completed payment's numbered receipt",
    description: "For the customer who paid, the provider paid and staff; anyone else gets 404.",
    callers: "signedIn",
    params: paymentPath,
    query: documentFormat,
    responses: { 200: { description: "The receipt.", media: DOCUMENT_MEDIA } },
    errors: [400, 401, 404],
  },
  {
    method: "get",
    path: "/api/payments/{id}/credit-notes/{number}",
    operationId: "readCreditNote",
    tag: "Payments",
    summary: "The credit note of one of a payment's refunds",
    callers: "signedIn",
    params: paymentPath.extend({ number: creditNoteNumberInput }),
    query: documentFormat,
    responses: { 200: { description: "The credit note.", media: DOCUMENT_MEDIA } },
    errors: [400, 401, 404],
  },
  {
    method: "get",
    path: "/api/providers/{id}/fee-statements/{month}",
    operationId: "readFeeStatement",
    tag: "Payments",
    summary: "A provider's monthly statement of the marketplace's fees",
    callers: "providerOrStaff",
    params: z.object({ id: providerIdInput, month: monthInput.meta({ example: "2026-11" }) }),
    query: documentFormat,
    responses: { 200: { description: "The statement.", media: DOCUMENT_MEDIA } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/api/platform-earnings",
    operationId: "readPlatformEarnings",
    tag: "Staff",
    summary: "The marketplace's earnings over calendar days in Toronto",
    description: "At most 366 days; with the daily series and the range's 50 newest payments.",
    callers: "staff",
    query: earningsRange,
    responses: { 200: { description: "The earnings, in cents.", json: earnings } },
    errors: [400, 401, 403],
  },
  {
    method: "get",
    path: "/api/platform-earnings/tax-lines",
    operationId: "exportTaxLines",
    tag: "Staff",
    summary: "Every tax line that moved in a range, as CSV",
    callers: "staff",
    query: earningsRange,
    responses: { 200: { description: "The CSV file.", media: [{ type: "text/csv" }] } },
    errors: [400, 401, 403],
  },
];
