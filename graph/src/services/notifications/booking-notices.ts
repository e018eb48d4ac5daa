// What booking events say, and to whom: a new booking tells the provider, a
// status change tells the customer (and the provider when the customer cancelled), and a
// cleaning booked by a recurring schedule tells both.
import type { BookingStatus, Prisma } from "../../generated/prisma/client.ts";
import { specStatusWord } from "../../../../shared/bookings/status.ts";
import { type NotificationDraft, recordNotifications } from "./outbox.ts";
import {
  customerNameForNotice,
  customerRecipient,
  providerContactSelection,
  providerRecipients,
} from "./recipients.ts";

type Tx = Prisma.TransactionClient;

const PROVIDER_LINK = "/provider-dashboard";
const CUSTOMER_LINK = "/bookings";

const bookingSelection = {
  id: true,
  customerId: true,
  customerName: true,
  customerEmail: true,
  customerErasedAt: true,
  serviceType: true,
  preferredDate: true,
  preferredTime: true,
  customer: { select: { id: true, email: true } },
  provider: providerContactSelection,
} satisfies Prisma.BookingSelect;

export type NoticeBooking = Prisma.BookingGetPayload<{ select: typeof bookingSelection }> & { serviceName: string };

/** The booking as notices describe it, read in the transaction that changed it. */
export async function bookingForNotice(tx: Tx, bookingId: number): Promise<NoticeBooking> {
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: bookingSelection });
  const category = await tx.category.findUnique({ where: { slug: booking.serviceType }, select: { name: true } });
  return { ...booking, serviceName: category?.name ?? booking.serviceType };
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-CA", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Tue, Dec. 1, 2026 at 09:00": the booking's wall-clock date and time in the provider's city. */
export function whenOf(booking: Pick<NoticeBooking, "preferredDate" | "preferredTime">): string {
  return `${DATE_FORMAT.format(booking.preferredDate)} at ${booking.preferredTime}`;
}

export async function notifyBookingCreated(tx: Tx, now: Date, bookingId: number): Promise<void> {
  const booking = await bookingForNotice(tx, bookingId);
  await recordNotifications(
    tx,
    now,
    providerRecipients(booking.provider).map((recipient) => ({
      kind: "BOOKING_CREATED",
      recipient,
      title: "New booking",
      body: `${customerNameForNotice(booking)} booked ${booking.serviceName} for ${whenOf(booking)}.`,
      link: PROVIDER_LINK,
      bookingId,
    })),
  );
}

export async function notifyRecurringBookingCreated(tx: Tx, now: Date, bookingId: number): Promise<void> {
  const booking = await bookingForNotice(tx, bookingId);
  const when = whenOf(booking);
  const drafts: NotificationDraft[] = providerRecipients(booking.provider).map((recipient) => ({
    kind: "RECURRING_BOOKING_CREATED",
    recipient,
    title: "New recurring booking",
    body: `${customerNameForNotice(booking)}'s recurring ${booking.serviceName} is booked for ${when}.`,
    link: PROVIDER_LINK,
    bookingId,
  }));
  const customer = customerRecipient(booking.customer, booking.customerEmail);
  if (customer) {
    drafts.push({
      kind: "RECURRING_BOOKING_CREATED",
      recipient: customer,
      title: "Your next cleaning is booked",
      body: `${booking.serviceName} with ${booking.provider.name} is booked for ${when}.`,
      link: "/recurring-bookings",
      bookingId,
    });
  }
  await recordNotifications(tx, now, drafts);
}

const STATUS_TITLES: Record<BookingStatus, string> = {
  CONFIRMED: "Booking confirmed",
  IN_PROGRESS: "Your service has started",
  COMPLETED: "Booking completed",
  CANCELLED: "Booking cancelled",
};

/**
 * A booking moved to `status`. The customer is told; when the customer cancelled it
 * themselves, the provider is told instead of being left to find the slot empty.
 */
export async function notifyBookingStatusChanged(
  tx: Tx,
  now: Date,
  bookingId: number,
  status: BookingStatus,
  options: { byCustomer: boolean },
): Promise<void> {
  const booking = await bookingForNotice(tx, bookingId);
  const when = whenOf(booking);
  const drafts: NotificationDraft[] = [];
  const customer = customerRecipient(booking.customer, booking.customerEmail);
  if (customer) {
    drafts.push({
      kind: "BOOKING_STATUS_CHANGED",
      recipient: customer,
      title: STATUS_TITLES[status],
      body: `Your ${booking.serviceName} booking with ${booking.provider.name} for ${when} is now ${specStatusWord(status)}.`,
      link: CUSTOMER_LINK,
      bookingId,
    });
  }
  if (options.byCustomer && status === "CANCELLED") {
    drafts.push(
      ...providerRecipients(booking.provider).map((recipient) => ({
        kind: "BOOKING_STATUS_CHANGED" as const,
        recipient,
        title: "Booking cancelled by the customer",
        body: `${customerNameForNotice(booking)} cancelled ${booking.serviceName} for ${when}.`,
        link: PROVIDER_LINK,
        bookingId,
      })),
    );
  }
  await recordNotifications(tx, now, drafts);
}
