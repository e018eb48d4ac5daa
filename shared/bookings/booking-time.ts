// The booking times and date text, as the dialog offers them and the server checks them.
// Shared by both: pure, no server or browser code.
import { addMonths, format } from "date-fns";

export { isIsoDate } from "../calendar/iso-dates.ts";

/**
 * The booking dialog's times (spec section 2), stored as wall-clock "HH:MM" in the
 * provider's city, as the Booking table's CHECK requires.
 */
export const PREFERRED_TIMES = ["09:00", "11:00", "13:00", "15:00", "17:00"] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/**
 * "1:00 PM", "1 pm", "13:00" and "13:00:00" are all 13:00; anything that is not a time
 * of day is null. Whether it is one of the offered times is the caller's question.
 */
export function normalizeTime(text: string): string | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?(?::00)?\s*([ap])?\.?\s*(?:m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === "p" ? 12 : 0);
  } else if (match[2] === undefined || hours > 23) {
    // A bare "13" is not a time; a bare "1 pm" is.
    return null;
  }
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** "13:00" as the dialog shows it: "1:00 PM". */
export function formatTime12h(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** How far ahead a booking may be made: no provider plans a visit years out. */
export const BOOKING_MONTHS_AHEAD = 12;
export const TOO_FAR_AHEAD_MESSAGE = `Please choose a date within the next ${BOOKING_MONTHS_AHEAD} months.`;

/** The last date ("YYYY-MM-DD") bookable on `today` ("YYYY-MM-DD"). */
export function latestBookingDate(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return format(addMonths(new Date(year, month - 1, day), BOOKING_MONTHS_AHEAD), "yyyy-MM-dd");
}
