import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** The calendar date ("YYYY-MM-DD") it is at `now` in an IANA time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** A `@db.Date` column holds midnight UTC of the wall-clock date. */
export const dateColumn = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
export const isoDateOf = (column: Date) => column.toISOString().slice(0, 10);
