// A booking as calendars hold it. The notices that carry an iCalendar file (a confirmation, a
// new booking, a cancellation) keep the event as it stood when they were recorded, as their
// text does; the provider's feed makes it from the booking as it stands. Both give the same
// UID, so a calendar that got the email and subscribes to the feed holds one event.
import { visitStartsAt } from "../../../../shared/bookings/cancellation-policy.ts";
import { isoDateOf } from "../bookings/calendar-date.ts";

/**
 * How long a visit is shown for when nothing says: a request names a start only, and most
 * home services take about two hours. A time slot's own length wins.
 */
export const DEFAULT_VISIT_MINUTES = 120;

export interface CalendarEvent {
  bookingId: number;
  /** RFC 5545 SEQUENCE: raised with each change a calendar must take in. */
  sequence: number;
  cancelled: boolean;
  /** The visit's first instant (ISO, UTC) and its length. */
  startsAt: string;
  durationMinutes: number;
  /** The provider's city's IANA zone: times are written on its wall clock. */
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  /** The provider, who runs the visit: ORGANIZER when it has a public address. */
  organizer: { name: string; email: string } | null;
}

export interface EventBooking {
  id: number;
  calendarSequence: number;
  status: string;
  preferredDate: Date;
  preferredTime: string;
  timeSlot: { durationMinutes: number } | null;
  provider: { name: string; email: string; city: { timeZone: string } };
}

/** The booking's event ("HH:MM" on its date in the provider's city, as its CHECK keeps it). */
export function calendarEventOf(
  booking: EventBooking,
  words: { summary: string; location: string; description: string },
): CalendarEvent {
  const timeZone = booking.provider.city.timeZone;
  const startsAt = visitStartsAt(isoDateOf(booking.preferredDate), booking.preferredTime, timeZone);
  const email = booking.provider.email.trim();
  return {
    bookingId: booking.id,
    sequence: booking.calendarSequence,
    cancelled: booking.status === "CANCELLED",
    startsAt: startsAt.toISOString(),
    durationMinutes: booking.timeSlot?.durationMinutes ?? DEFAULT_VISIT_MINUTES,
    timeZone,
    ...words,
    organizer: email ? { name: booking.provider.name, email } : null,
  };
}

/** Reads back an event a notice kept (a JSON column): null for anything that is not one. */
export function storedCalendarEvent(value: unknown): CalendarEvent | null {
  if (typeof value !== "object" || value === null) return null;
  const event = value as Partial<CalendarEvent>;
  const complete =
    typeof event.bookingId === "number" &&
    typeof event.sequence === "number" &&
    typeof event.startsAt === "string" &&
    typeof event.timeZone === "string" &&
    typeof event.durationMinutes === "number";
  return complete ? (event as CalendarEvent) : null;
}
