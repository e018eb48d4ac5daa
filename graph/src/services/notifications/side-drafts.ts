// Notices to one side of a booking: the provider's accounts (pointed at the dashboard), or its
// customer (an account pointed at My Bookings, a guest at their signed link).
import { customerBookingLink, type NoticeBooking, PROVIDER_LINK } from "./booking-notices.ts";
import type { NotificationDraft } from "./outbox.ts";
import { customerRecipient, providerRecipients } from "./recipients.ts";

export type NoticeSide = "CUSTOMER" | "PROVIDER";
/** What the notice says (and, for a change of time, the calendar's copy). */
export type SideWords = Pick<NotificationDraft, "title" | "body"> & Partial<Pick<NotificationDraft, "calendarEvent">>;

export function sideDrafts(
  booking: NoticeBooking,
  side: NoticeSide,
  kind: NotificationDraft["kind"],
  words: SideWords,
): NotificationDraft[] {
  if (side === "PROVIDER") {
    return providerRecipients(booking.provider).map((recipient) => ({
      kind,
      recipient,
      link: PROVIDER_LINK,
      bookingId: booking.id,
      ...words,
    }));
  }
  const customer = customerRecipient(booking.customer, booking.customerEmail);
  if (!customer) return [];
  return [
    {
      kind,
      recipient: customer,
      link: customerBookingLink(booking, customer.userId !== null),
      bookingId: booking.id,
      ...words,
    },
  ];
}
