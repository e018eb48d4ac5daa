// What a booking's moves say: a proposal to the side that answers it, a declined or lapsed one
// to its proposer, and a move to both sides with the calendar's new copy of the visit (its
// SEQUENCE raised, so calendars replace the old time).
import type { BookingReschedule } from "../../generated/prisma/client.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { bookingCalendarEvent, type NoticeBooking, whenOf, whenOfInstant } from "./booking-notices.ts";
import type { NotificationDraft } from "./outbox.ts";
import { customerNameForNotice } from "./recipients.ts";
import { type NoticeSide, sideDrafts, type SideWords } from "./side-drafts.ts";

type Side = NoticeSide;

const otherSide = (side: string): Side => (side === "CUSTOMER" ? "PROVIDER" : "CUSTOMER");

function timesOf(booking: NoticeBooking, proposal: BookingReschedule) {
  const timeZone = booking.provider.city.timeZone;
  return {
    from: whenOf({ preferredDate: proposal.fromDate, preferredTime: proposal.fromTime }, timeZone),
    to: whenOf({ preferredDate: proposal.toDate, preferredTime: proposal.toTime }, timeZone),
  };
}

/** "Sparkle Cleaning", or the customer's name: how the proposer is named to the other side. */
function proposerName(booking: NoticeBooking, proposal: BookingReschedule): string {
  return proposal.proposedBy === "PROVIDER" ? booking.provider.name : customerNameForNotice(booking);
}

function priceChange(proposal: BookingReschedule): string | null {
  if (proposal.fromPrice === null || proposal.toPrice === null || proposal.fromPrice === proposal.toPrice) return null;
  return `The price changes from ${formatCad(proposal.fromPrice)} to ${formatCad(proposal.toPrice)}.`;
}

/** The other side is asked: what moves where, and until when it may answer. */
export function proposedMoveDrafts(booking: NoticeBooking, proposal: BookingReschedule): NotificationDraft[] {
  const { from, to } = timesOf(booking, proposal);
  const answerBy = whenOfInstant(proposal.answerBy, booking.provider.city.timeZone);
  const side = otherSide(proposal.proposedBy);
  return sideDrafts(booking, side, "BOOKING_MOVE_PROPOSED", {
    title: "A new time is proposed for a booking",
    body: [
      `${proposerName(booking, proposal)} proposes moving ${side === "CUSTOMER" ? "your " : ""}${booking.serviceName} from ${from} to ${to}.`,
      ...nonNull(priceChange(proposal)),
      `Accept or decline it by ${answerBy}; unanswered, the booking stays as it is.`,
    ].join("\n"),
  });
}

/** The proposer hears the booking stands: declined by the other side, or lapsed unanswered. */
export function declinedMoveDrafts(booking: NoticeBooking, proposal: BookingReschedule): NotificationDraft[] {
  const { from, to } = timesOf(booking, proposal);
  const lapsed = proposal.status === "LAPSED";
  const other = proposal.proposedBy === "PROVIDER" ? customerNameForNotice(booking) : booking.provider.name;
  return sideDrafts(booking, proposal.proposedBy === "PROVIDER" ? "PROVIDER" : "CUSTOMER", "BOOKING_MOVE_DECLINED", {
    title: lapsed ? "Your proposed time lapsed" : "Your proposed time was declined",
    body: [
      lapsed
        ? `${other} did not answer your proposal to move ${booking.serviceName} to ${to} in time.`
        : `${other} declined your proposal to move ${booking.serviceName} to ${to}.`,
      `The booking stays on ${from}.`,
    ].join("\n"),
  });
}

/** Both sides hear the booking moved, with the visit's new calendar copy. */
export function movedDrafts(booking: NoticeBooking, proposal: BookingReschedule): NotificationDraft[] {
  const { from, to } = timesOf(booking, proposal);
  const refund =
    proposal.refundedAmount > 0
      ? `The difference of ${formatCad(proposal.refundedAmount)} is refunded to your card.`
      : null;
  const customerWords: SideWords = {
    title: "Your booking has a new time",
    body: [
      `Your ${booking.serviceName} with ${booking.provider.name} is now on ${to} (it was ${from}).`,
      ...nonNull(priceChange(proposal)),
      ...nonNull(refund),
    ].join("\n"),
    calendarEvent: bookingCalendarEvent(booking, "customer"),
  };
  const providerWords: SideWords = {
    title: "A booking has a new time",
    body: [
      `${customerNameForNotice(booking)}'s ${booking.serviceName} is now on ${to} (it was ${from}).`,
      ...nonNull(priceChange(proposal)),
    ].join("\n"),
    calendarEvent: bookingCalendarEvent(booking, "provider"),
  };
  return [
    ...sideDrafts(booking, "PROVIDER", "BOOKING_MOVED", providerWords),
    ...sideDrafts(booking, "CUSTOMER", "BOOKING_MOVED", customerWords),
  ];
}

const nonNull = (line: string | null): string[] => (line === null ? [] : [line]);
