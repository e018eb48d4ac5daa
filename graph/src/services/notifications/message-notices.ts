// What a booking's message says to the side that did not write it: who wrote, about which
// visit, the message's beginning, and where to answer (My Bookings, a guest's signed link, the
// provider's dashboard).
import { customerBookingLink, type NoticeBooking, PROVIDER_LINK, whenOf } from "./booking-notices.ts";
import type { NotificationDraft } from "./outbox.ts";
import { customerNameForNotice, customerRecipient, providerRecipients } from "./recipients.ts";

/** How much of the message the notice quotes. */
const QUOTE_LENGTH = 300;

export function messageNoticeDrafts(
  booking: NoticeBooking,
  toSide: "CUSTOMER" | "PROVIDER",
  body: string,
): NotificationDraft[] {
  const when = whenOf(booking, booking.provider.city.timeZone);
  const quote = body.length <= QUOTE_LENGTH ? body : `${body.slice(0, QUOTE_LENGTH - 1)}…`;
  if (toSide === "PROVIDER") {
    return providerRecipients(booking.provider).map((recipient) => ({
      kind: "BOOKING_MESSAGE",
      recipient,
      title: `New message from ${customerNameForNotice(booking)}`,
      body: `About ${booking.serviceName} on ${when}:\n"${quote}"\nAnswer it from your dashboard.`,
      link: PROVIDER_LINK,
      bookingId: booking.id,
    }));
  }
  const customer = customerRecipient(booking.customer, booking.customerEmail);
  if (!customer) return [];
  const hasAccount = customer.userId !== null;
  return [
    {
      kind: "BOOKING_MESSAGE",
      recipient: customer,
      title: `New message from ${booking.provider.name}`,
      body: `About your ${booking.serviceName} on ${when}:\n"${quote}"\nAnswer it from ${hasAccount ? "My Bookings" : "your booking's page (link below)"}.`,
      link: customerBookingLink(booking, hasAccount),
      bookingId: booking.id,
    },
  ];
}
