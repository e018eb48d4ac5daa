// Slot times are wall-clock times in the provider's city: a 09:00 slot is 09:00 there on
// every day of the year, whatever the offset. This turns them into instants to store and
// query, in the city's IANA time zone, never the server's.
//
// It asks @date-fns/tz only for the zone's offset at an instant (tzOffset) and for the wall
// clock of an instant (TZDate): `new TZDate(y, m, d, h, min, zone)` alone will not do for
// the way back, because in the fall-back hour the occurrence it picks depends on the
// process's own time zone, and in the spring-forward gap it silently moves the time on.
import { tz, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";
import { isIsoDate } from "../../../../shared/bookings/booking-time.ts";
import { addDaysIso, minutesOfDay, slotTimesInWindow } from "../../../../shared/availability/slots.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC at `instant`, in milliseconds (some old offsets have seconds). */
function offsetAt(timeZone: string, instant: number): number {
  const minutes = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return Math.round(minutes * MINUTE);
}

/** "2026-03-08", "09:00" as if it were UTC: the wall clock before any offset is applied. */
function wallClockAsUtc(isoDate: string, time: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a date: ${JSON.stringify(isoDate)}`);
  return new Date(`${isoDate}T00:00:00Z`).getTime() + minutesOfDay(time) * MINUTE;
}

/**
 * The instant the wall clocks of `timeZone` read `time` on `isoDate`.
 *
 * - Twice in the fall-back hour (01:30 on 2026-11-01 in Toronto): the first time, still on
 *   daylight time.
 * - Never, in the spring-forward gap (02:30 on 2026-03-08 in Toronto): `exists` is false and
 *   the instant is the one the clocks jump over it (03:00 daylight time), the first instant
 *   whose wall clock is past the time asked for.
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string): { instant: Date; exists: boolean } {
  const wallClock = wallClockAsUtc(isoDate, time);
  // The offsets in force a day either side cover any change near this time (offsets are
  // within ±14 hours). Each gives one candidate instant; a candidate is real when the zone
  // has that very offset there, so that its wall clock reads the time asked for.
  const candidates = [offsetAt(timeZone, wallClock - DAY), offsetAt(timeZone, wallClock + DAY)]
    .map((offset) => wallClock - offset)
    .sort((a, b) => a - b);
  const first = candidates.find((instant) => instant + offsetAt(timeZone, instant) === wallClock);
  if (first !== undefined) return { instant: new Date(first), exists: true };

  // In a gap the earlier candidate reads before the time asked for and the later one after
  // it: find the millisecond the clocks jump between them.
  let [before, after] = candidates as [number, number];
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (middle + offsetAt(timeZone, middle) > wallClock) after = middle;
    else before = middle;
  }
  return { instant: new Date(after), exists: false };
}

/** What the wall clocks of `timeZone` read at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  offsetAt(timeZone, instant.getTime()); // refuses an unknown zone with a clear message
  const [date, time] = format(tz(timeZone)(instant), "yyyy-MM-dd HH:mm").split(" ") as [string, string];
  return { date, time };
}

export type ZonedSlot = { startsAt: Date; endsAt: Date; startTime: string; endTime: string; durationMinutes: number };

/**
 * A day's slots as instants. Each starts at its wall-clock time on the grid and lasts its
 * length in real minutes, so across a DST change its wall-clock end moves: on a
 * spring-forward night 01:00 for 60 minutes ends at 03:00. Not made: a slot whose start the
 * clocks skip, and a slot that lasts through the skipped hour so long that it would run
 * into the slot before it ends or past the window's end (01:30 for 90 minutes ends at 04:00,
 * so 03:00 is not made). So the slots never overlap and all end within the window.
 */
export function zonedSlots(
  window: { date: string; startTime: string; endTime: string; durationMinutes: number },
  timeZone: string,
): ZonedSlot[] {
  const { date, durationMinutes } = window;
  const windowEnd = zonedInstant(date, window.endTime, timeZone).instant;
  const slots: ZonedSlot[] = [];
  for (const { startTime } of slotTimesInWindow(window)) {
    const start = zonedInstant(date, startTime, timeZone);
    const startsAt = start.instant;
    const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE);
    const previous = slots.at(-1);
    if (!start.exists || (previous && startsAt < previous.endsAt) || endsAt > windowEnd) continue;
    slots.push({ startsAt, endsAt, startTime, endTime: wallClockOf(endsAt, timeZone).time, durationMinutes });
  }
  return slots;
}

/**
 * The instants the date starts and the next one starts in `timeZone`, for range queries:
 * 23 or 25 hours apart on a DST day. Where the clocks skip midnight the day starts when
 * they jump.
 */
export function dayBoundsInZone(isoDate: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(isoDate, "00:00", timeZone).instant,
    end: zonedInstant(addDaysIso(isoDate, 1), "00:00", timeZone).instant,
  };
}
