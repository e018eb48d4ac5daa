// iCalendar (RFC 5545) files of bookings, written by ical-generator: the file an email
// carries and the provider's subscribed feed. Times are written on the provider's wall clock
// with its zone (TZID and a VTIMEZONE from timezones-ical-library), so a calendar abroad
// still shows 1:00 p.m. in Toronto as the hour it is there.
import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { CalendarEvent } from "./calendar-event.ts";

/**
 * The UID's right-hand side. The product's name rather than its host: an address can move,
 * and a calendar matches a cancellation to its event by UID alone.
 */
const UID_DOMAIN = "local-services-marketplace";
const PRODUCT = { company: "Local Services Marketplace", product: "Bookings", language: "EN" };
const MINUTE_MS = 60_000;

export const eventUid = (bookingId: number) => `booking-${bookingId}@${UID_DOMAIN}`;

export interface CalendarFile {
  /**
   * PUBLISH for a file that adds or updates events, CANCEL for one that removes them (RFC
   * 5546), none for a subscribed feed.
   */
  method: "PUBLISH" | "CANCEL" | null;
  /** The feed's name in the calendar app (X-WR-CALNAME); none for an email's file. */
  name?: string;
  /** How often a subscriber should read the feed again. */
  refreshSeconds?: number;
  /** DTSTAMP: when this copy was made. */
  stamp: Date;
  /** A link to the booking's page in the web app. */
  url?: (event: CalendarEvent) => string | null;
}

export function renderCalendar(events: readonly CalendarEvent[], file: CalendarFile): string {
  const calendar = ical({
    prodId: PRODUCT,
    method: file.method === null ? null : ICalCalendarMethod[file.method],
    name: file.name ?? null,
    ttl: file.refreshSeconds ?? null,
  });
  // No calendar-wide zone (DTSTAMP stays UTC, as RFC 5545 requires); one VTIMEZONE per zone
  // the events use.
  calendar.timezone({ name: "", generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  for (const event of events) {
    const startsAt = new Date(event.startsAt).getTime();
    calendar.createEvent({
      id: eventUid(event.bookingId),
      sequence: event.sequence,
      stamp: file.stamp,
      start: new TZDate(startsAt, event.timeZone),
      end: new TZDate(startsAt + event.durationMinutes * MINUTE_MS, event.timeZone),
      timezone: event.timeZone,
      summary: event.summary,
      location: event.location || null,
      description: event.description || null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: event.organizer,
      url: file.url?.(event) ?? null,
    });
  }
  return calendar.toString();
}
