// What a cancellation's refund says: the customer hears when the gateway made it
// (REFUND_ISSUED); staff hear when it was given up on after the attempt limit
// (REFUND_FAILED), to make it by hand. Written by the refund requests' service
// (payments/refund-requests.ts) in the transaction that moves the request, so a refund is
// told once however many workers try it.
import type { Prisma } from "../../generated/prisma/client.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { type NotificationDraft, recordNotifications } from "./outbox.ts";
import { customerRecipient, staffAccounts } from "./recipients.ts";

type Tx = Prisma.TransactionClient;

/** Where staff see payments and refund them by hand. */
const STAFF_LINK = "/platform-earnings";
const CUSTOMER_LINK = "/bookings";

const requestSelection = {
  id: true,
  amount: true,
  lastError: true,
  attempts: true,
  payment: {
    select: {
      id: true,
      bookingId: true,
      totalAmount: true,
      customer: { select: { id: true, email: true } },
      provider: { select: { name: true } },
      booking: { select: { customerEmail: true, serviceType: true } },
    },
  },
} satisfies Prisma.RefundRequestSelect;

async function requestOf(tx: Tx, refundRequestId: number) {
  const request = await tx.refundRequest.findUniqueOrThrow({
    where: { id: refundRequestId },
    select: requestSelection,
  });
  const serviceType = request.payment.booking?.serviceType ?? null;
  const category = serviceType
    ? await tx.category.findUnique({ where: { slug: serviceType }, select: { name: true } })
    : null;
  return { request, serviceName: category?.name ?? serviceType ?? "your service" };
}

export async function notifyRefundIssued(tx: Tx, now: Date, refundRequestId: number): Promise<void> {
  const { request, serviceName } = await requestOf(tx, refundRequestId);
  const { payment } = request;
  const customer = customerRecipient(payment.customer, payment.booking?.customerEmail ?? "");
  if (!customer) return;
  const provider = payment.provider?.name ?? "your provider";
  await recordNotifications(tx, now, [
    {
      kind: "REFUND_ISSUED",
      recipient: customer,
      title: "Refund on its way",
      body:
        `We refunded ${formatCad(request.amount)} of your ${formatCad(payment.totalAmount)} payment for ` +
        `${serviceName} with ${provider}. Your bank usually shows it within 5 to 10 business days.`,
      link: CUSTOMER_LINK,
      paymentId: payment.id,
      bookingId: payment.bookingId,
    },
  ]);
}

export async function notifyRefundFailed(tx: Tx, now: Date, refundRequestId: number): Promise<void> {
  const { request, serviceName } = await requestOf(tx, refundRequestId);
  const { payment } = request;
  const staff = await staffAccounts(tx);
  const reason = request.lastError ? ` The last answer: ${request.lastError}` : "";
  const drafts: NotificationDraft[] = staff.map((account) => ({
    kind: "REFUND_FAILED",
    recipient: { userId: account.id, email: account.email },
    title: "A cancellation refund could not be made",
    body:
      `The refund of ${formatCad(request.amount)} for the cancelled ${serviceName} booking` +
      `${payment.bookingId === null ? "" : ` #${payment.bookingId}`} (payment #${payment.id}) failed ` +
      `${request.attempts} times and was given up on. Please refund it by hand.${reason}`,
    link: STAFF_LINK,
    paymentId: payment.id,
    bookingId: payment.bookingId,
  }));
  await recordNotifications(tx, now, drafts);
}
