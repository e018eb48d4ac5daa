// What a visit's reminders say: to the customer (an account in the bell, by push and email; a
// guest by email, with their manage link) and to the provider's accounts. The exact day and
// time are named rather than "tomorrow": a reminder sent late (a server that was down) must
// still be right.
import type { ReminderLead } from "../../generated/prisma/client.ts";
import {
  addressForProvider,
  customerBookingLink,
  type NoticeBooking,
  PROVIDER_LINK,
  providerContact,
  serviceAddressLine,
  whenOf,
} from "./booking-notices.ts";
import type { NotificationDraft } from "./outbox.ts";
import { customerNameForNotice, customerRecipient, providerRecipients } from "./recipients.ts";

const CUSTOMER_TITLES: Record<ReminderLead, string> = {
  DAY_BEFORE: "Reminder: your booking is coming up",
  TWO_HOURS: "Reminder: your booking starts in 2 hours",
};
const PROVIDER_TITLES: Record<ReminderLead, string> = {
  DAY_BEFORE: "Reminder: a booking is coming up",
  TWO_HOURS: "Reminder: a booking starts in 2 hours",
};

export function reminderDrafts(booking: NoticeBooking, lead: ReminderLead): NotificationDraft[] {
  const when = whenOf(booking, booking.provider.city.timeZone);
  const drafts: NotificationDraft[] = providerRecipients(booking.provider).map((recipient) => ({
    kind: "BOOKING_REMINDER",
    recipient,
    title: PROVIDER_TITLES[lead],
    body: [
      `${customerNameForNotice(booking)}'s ${booking.serviceName} is on ${when}.`,
      `Address: ${addressForProvider(booking)}`,
      ...(booking.customerPhone.trim() ? [`Customer's phone: ${booking.customerPhone}`] : []),
    ].join("\n"),
    link: PROVIDER_LINK,
    bookingId: booking.id,
  }));
  const customer = customerRecipient(booking.customer, booking.customerEmail);
  if (customer) {
    const hasAccount = customer.userId !== null;
    drafts.push({
      kind: "BOOKING_REMINDER",
      recipient: customer,
      title: CUSTOMER_TITLES[lead],
      body: [
        `Your ${booking.serviceName} with ${booking.provider.name} is on ${when}.`,
        `Address: ${serviceAddressLine(booking)}`,
        `Your provider: ${providerContact(booking)}`,
      ].join("\n"),
      link: customerBookingLink(booking, hasAccount),
      bookingId: booking.id,
    });
  }
  return drafts;
}
