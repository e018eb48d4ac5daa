import { builder } from "../../builder.ts";
import type { ProvinceCode, TaxName } from "../../../../shared/tax/tax-rates.ts";
import { documentLinks, documentLinkSelection } from "../../services/receipts/receipts.ts";
import { PaymentDocumentRef } from "./payment-documents.ts";
import { TaxLineRef } from "./tax-lines.ts";
import type { Payment } from "../../generated/prisma/client.ts";
import { PaymentStatus, TransferStatus } from "../../generated/prisma/enums.ts";
import { canReadPayment } from "../../services/payments/access.ts";
import {
  commissionRatePercent,
  paymentCustomerName,
  paymentKindOf,
  paymentServiceType,
} from "../../services/payments/earnings.ts";
import { isUnderpaid } from "../../services/payments/reconcile.ts";
import { refundableAmountOf } from "../../services/payments/refunds.ts";
import { readableBy } from "../node.ts";

export const PaymentStatusEnum = builder.enumType(PaymentStatus, {
  name: "PaymentStatus",
  description: "Spec section 4: completed, pending or failed.",
});

export const TransferStatusEnum = builder.enumType(TransferStatus, {
  name: "TransferStatus",
  description:
    "The provider's share (spec section 4): PENDING while held (no payout account yet), TRANSFERRED once sent to " +
    "the provider's connected account, COMPLETED once paid out, FAILED if the transfer failed.",
});

/** What the earnings table shows beside the payment: who and what it was for. */
const partiesSelect = {
  booking: { select: { serviceType: true, customerName: true } },
  recurringSchedule: { select: { serviceType: true, customerName: true } },
  customer: { select: { name: true } },
} as const;

export const PaymentNode = builder.prismaNode("Payment", {
  id: { field: "id" },
  // A missing row is null for node(id:), not an error.
  nullable: true,
  // Staff, the provider paid and the customer who paid; refused readers get null.
  ...readableBy<Payment>((payment, ctx) => canReadPayment(ctx, payment)),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths." }),
    kind: t.string({
      description: '"booking" (one payment for one booking) or "subscription" (one paid invoice of a schedule).',
      resolve: (payment) => paymentKindOf(payment),
    }),
    booking: t.relation("booking", { nullable: true }),
    provider: t.relation("provider", { nullable: true }),
    subscriptionId: t.exposeString("stripeSubscriptionId", {
      nullable: true,
      description: "The gateway's subscription (sub_...) a subscription payment belongs to.",
    }),
    totalAmount: t.exposeInt("totalAmount", { description: "Cents charged." }),
    platformFee: t.exposeInt("platformFee", { description: "Cents: the platform's commission on the total." }),
    platformCommissionRate: t.float({
      description: "Percent: 10 for the 10% commission.",
      resolve: (payment) => commissionRatePercent(payment.platformCommissionBps),
    }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (payment) => payment.paymentStatus }),
    transferStatus: t.field({ type: TransferStatusEnum, resolve: (payment) => payment.transferStatus }),
    refundedAmount: t.exposeInt("refundedAmount", { description: "Cents refunded so far; 0 when none." }),
    serviceTax: t.exposeInt("serviceTax", {
      description: "Cents of the service's sales taxes inside totalAmount; the price is the rest.",
    }),
    feeTax: t.exposeInt("feeTax", {
      description: "Cents of sales tax on the platform's fee, charged to the provider.",
    }),
    taxLines: t.field({
      type: [TaxLineRef],
      description: "The service's sales taxes, as charged, in receipt order.",
      select: { taxLines: { where: { kind: "SERVICE" }, orderBy: { position: "asc" } } },
      resolve: (payment) =>
        payment.taxLines.map((line) => ({
          ...line,
          tax: line.tax as TaxName,
          province: line.province as ProvinceCode,
        })),
    }),
    documents: t.field({
      type: [PaymentDocumentRef],
      description: "Its receipt and its refunds' credit notes, once it is completed.",
      select: documentLinkSelection,
      resolve: (payment) => documentLinks(payment, `/api/payments/${payment.id}`),
    }),
    refundableAmount: t.int({
      description: "Cents staff can still refund: 0 unless completed through the gateway.",
      resolve: (payment) => refundableAmountOf(payment),
    }),
    amountReceived: t.exposeInt("amountReceived", {
      nullable: true,
      description:
        "Cents the gateway reported received when that was less than totalAmount: the payment stays PENDING " +
        "and nothing is settled until staff sort it out. Null otherwise.",
    }),
    underpaid: t.boolean({
      description: "The gateway reported less than totalAmount received: PENDING, and staff were told.",
      resolve: (payment) => isUnderpaid(payment),
    }),
    failureMessage: t.exposeString("failureMessage", {
      nullable: true,
      description: "The gateway's words for the last failed attempt.",
    }),
    serviceType: t.string({
      nullable: true,
      description: 'A category slug, e.g. "house-cleaning", of the booking or schedule paid for.',
      select: partiesSelect,
      resolve: (payment) => paymentServiceType(payment),
    }),
    customerName: t.string({
      nullable: true,
      description: "Who paid, as the booking or schedule names them (else the paying account's name).",
      select: partiesSelect,
      resolve: (payment) => paymentCustomerName(payment),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    settledAt: t.expose("settledAt", {
      type: "DateTime",
      nullable: true,
      description: "When the gateway said the money moved; set exactly when paymentStatus is COMPLETED.",
    }),
  }),
});
