// What payment events say: a settled or failed payment tells the customer who paid and the
// provider paid; one paid short tells staff. Written by settlement (payments/settle.ts) in
// the transaction that moves the payment, only when its status changes, so a replayed event
// tells no one twice.
import type { Prisma } from "../../generated/prisma/client.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { type NotificationDraft, type Recipient, recordNotifications } from "./outbox.ts";
import {
  customerNameForNotice,
  customerRecipient,
  providerContactSelection,
  providerRecipients,
  staffAccounts,
} from "./recipients.ts";

type Tx = Prisma.TransactionClient;

/** Where staff see every payment and its status. */
const PLATFORM_EARNINGS_PATH = "/platform-earnings";

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

/**
 * A success event brought in less than the payment's amount: the payment stays unpaid and
 * every staff account is told, once, to look at it in Platform Earnings.
 */
export async function notifyPaymentUnderpaid(tx: Tx, now: Date, paymentId: number): Promise<void> {
  const parties = await partiesOf(tx, paymentId);
  const { payment, serviceName } = parties;
  const received = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { amountReceived: true } });
  const staff = await staffAccounts(tx);
  const drafts: NotificationDraft[] = staff.map((account) => ({
    kind: "PAYMENT_UNDERPAID",
    recipient: { userId: account.id, email: account.email },
    title: `Payment #${payment.id} came in short`,
    body:
      `The gateway reported ${formatCad(received.amountReceived ?? 0)} received of ${formatCad(payment.totalAmount)} ` +
      `from ${parties.customerName} to ${providerName(parties)} for ${serviceName}. ` +
      "It stays pending and nothing was paid out; check it with the gateway.",
    link: PLATFORM_EARNINGS_PATH,
    paymentId,
    bookingId: payment.bookingId,
  }));
  await recordNotifications(tx, now, drafts);
}
