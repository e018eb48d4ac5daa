// Plain calendar dates ("YYYY-MM-DD") with nothing but the language's own Date and Intl: the
// route table's loaders compute their variables with these before any page code or date
// library has arrived, so this module must import nothing.

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

// Plain dates are counted at midnight UTC, so the process time zone never moves a day.
function utcMidnight(isoDate: string): Date {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a date: ${JSON.stringify(isoDate)}`);
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The date `days` days after (or, if negative, before) `isoDate`. */
export function addDaysIso(isoDate: string, days: number): string {
  const date = utcMidnight(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday on or before `isoDate`: where its week starts on the calendar. */
export function weekStartOf(isoDate: string): string {
  return addDaysIso(isoDate, -utcMidnight(isoDate).getUTCDay());
}

/** The seven dates, Sunday to Saturday, of the week holding `isoDate` (its Sunday, or any day of it). */
export function weekDates(isoDate: string): string[] {
  const sunday = weekStartOf(isoDate);
  return Array.from({ length: 7 }, (_, day) => addDaysIso(sunday, day));
}

/** The date this device's own calendar shows at `now`. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date it is at `now` in `timeZone` (an IANA zone such as "America/Toronto"). */
export function zonedIsoDate(now: Date, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
