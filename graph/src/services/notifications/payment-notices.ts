// What payment events say: a settled or failed payment tells the customer who paid and the
// provider paid. Written by settlement (payments/settle.ts) in the transaction
// that moves the payment, only when its status changes, so a replayed event tells no one twice.
import type { Prisma } from "../../generated/prisma/client.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { type NotificationDraft, type Recipient, recordNotifications } from "./outbox.ts";
import {
  customerNameForNotice,
  customerRecipient,
  providerContactSelection,
  providerRecipients,
} from "./recipients.ts";

type Tx = Prisma.TransactionClient;

const paymentSelection = {
  id: true,
  totalAmount: true,
  platformFee: true,
  failureMessage: true,
  bookingId: true,
  recurringScheduleId: true,
  customer: { select: { id: true, email: true } },
  provider: providerContactSelection,
  booking: { select: { customerName: true, customerEmail: true, customerErasedAt: true, serviceType: true } },
  recurringSchedule: { select: { customerName: true, customerEmail: true, customerErasedAt: true, serviceType: true } },
} satisfies Prisma.PaymentSelect;

type NoticePayment = Prisma.PaymentGetPayload<{ select: typeof paymentSelection }>;

interface PaymentParties {
  payment: NoticePayment;
  serviceName: string;
  customerName: string;
  customer: Recipient | null;
  providers: Recipient[];
  customerLink: string;
}

async function partiesOf(tx: Tx, paymentId: number): Promise<PaymentParties> {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: paymentSelection });
  const paidFor = payment.booking ?? payment.recurringSchedule;
  const category = paidFor
    ? await tx.category.findUnique({ where: { slug: paidFor.serviceType }, select: { name: true } })
    : null;
  const guestEmail = paidFor?.customerEmail ?? null;
  return {
    payment,
    serviceName: category?.name ?? paidFor?.serviceType ?? "your service",
    customerName: paidFor ? customerNameForNotice(paidFor) : "A customer",
    customer: customerRecipient(payment.customer, guestEmail ?? ""),
    providers: payment.provider ? providerRecipients(payment.provider) : [],
    customerLink: payment.recurringScheduleId !== null ? "/recurring-bookings" : "/bookings",
  };
}

function providerName(parties: PaymentParties): string {
  return parties.payment.provider?.name ?? "your provider";
}

export async function notifyPaymentSettled(tx: Tx, now: Date, paymentId: number): Promise<void> {
  const parties = await partiesOf(tx, paymentId);
  const { payment, serviceName } = parties;
  const amount = formatCad(payment.totalAmount);
  const share = formatCad(payment.totalAmount - payment.platformFee);
  const drafts: NotificationDraft[] = parties.providers.map((recipient) => ({
    kind: "PAYMENT_SETTLED",
    recipient,
    title: "Payment received",
    body: `${parties.customerName} paid ${amount} for ${serviceName}; your share is ${share}.`,
    link: "/provider-dashboard",
    paymentId,
    bookingId: payment.bookingId,
  }));
  if (parties.customer) {
    drafts.push({
      kind: "PAYMENT_SETTLED",
      recipient: parties.customer,
      title: "Payment received",
      body: `We received your payment of ${amount} for ${serviceName} with ${providerName(parties)}. Thank you!`,
      link: parties.customerLink,
      paymentId,
      bookingId: payment.bookingId,
    });
  }
  await recordNotifications(tx, now, drafts);
}

export async function notifyPaymentFailed(tx: Tx, now: Date, paymentId: number): Promise<void> {
  const parties = await partiesOf(tx, paymentId);
  const { payment, serviceName } = parties;
  const amount = formatCad(payment.totalAmount);
  const reason = payment.failureMessage ? ` ${payment.failureMessage}` : "";
  const drafts: NotificationDraft[] = parties.providers.map((recipient) => ({
    kind: "PAYMENT_FAILED",
    recipient,
    title: "A payment did not go through",
    body: `${parties.customerName}'s payment of ${amount} for ${serviceName} did not go through; they can try again.`,
    link: "/provider-dashboard",
    paymentId,
    bookingId: payment.bookingId,
  }));
  if (parties.customer) {
    drafts.push({
      kind: "PAYMENT_FAILED",
      recipient: parties.customer,
      title: "Payment failed",
      body: `Your payment of ${amount} for ${serviceName} with ${providerName(parties)} did not go through.${reason} You can try again at checkout.`,
      link: parties.customerLink,
      paymentId,
      bookingId: payment.bookingId,
    });
  }
  await recordNotifications(tx, now, drafts);
}
