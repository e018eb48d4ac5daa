// A provider's availability for one day and the appointment slots it makes, defined once:
// the availability form checks it before sending, the server checks it again and stores the
// slots. Shared by both: pure, no server or browser code, and no time zones — slot times here
// are wall-clock "HH:MM" in the provider's city; graph/src/services/availability turns them
// into instants.
import { z } from "zod";
import { isIsoDate } from "../bookings/booking-time.ts";

/** The appointment lengths a provider may offer, in minutes. */
export const SLOT_DURATIONS = [60, 90, 120, 180, 240] as const;
export type SlotDuration = (typeof SLOT_DURATIONS)[number];

/** The window's start and end are whole hours on the 24-hour list: "00:00" … "23:00". */
export const WINDOW_HOURS = [
  "00:00",
  "01:00",
  "02:00",
  "03:00",
  "04:00",
  "05:00",
  "06:00",
  "07:00",
  "08:00",
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
  "19:00",
  "20:00",
  "21:00",
  "22:00",
  "23:00",
] as const;
export type WindowHour = (typeof WINDOW_HOURS)[number];

export const DEFAULT_AVAILABILITY_WINDOW = { startTime: "09:00", endTime: "17:00", durationMinutes: 120 } as const;

/** What a demo slot costs: 150 dollars. */
export const DEMO_SLOT_PRICE_CENTS = 15_000;

export const WINDOW_ORDER_MESSAGE = "The end time must be after the start time.";
export const WHOLE_HOUR_MESSAGE = "Choose a whole hour from 00:00 to 23:00.";
export const DURATION_MESSAGE = "Choose a duration of 60, 90, 120, 180 or 240 minutes.";
export const DATE_MESSAGE = "Please choose a valid date";
export const NO_SLOT_FITS_MESSAGE = "No appointment of that length fits between those times.";

/** Longer than any value a field can hold: anything longer is refused before it is read. */
const MAX_INPUT_LENGTH = 10;

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;

/** "13:30" → 810. Throws on text that is not a time of day, since callers pass checked times. */
export function minutesOfDay(time: string): number {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 810 → "13:30". */
export function timeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export type WallClockSlot = { startTime: string; endTime: string };
type SlotGrid = { startTime: string; endTime: string; durationMinutes: number };

/**
 * The slots of a window, back to back from its start; a slot that would end after the
 * window's end is not made (09:00–17:00 at 180 minutes is 09:00–12:00 and 12:00–15:00).
 */
export function slotTimesInWindow({ startTime, endTime, durationMinutes }: SlotGrid): WallClockSlot[] {
  // A zero or fractional length would never reach the end of the window.
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`Not a slot length: ${durationMinutes}`);
  }
  const windowEnd = minutesOfDay(endTime);
  const slots: WallClockSlot[] = [];
  for (let start = minutesOfDay(startTime); start + durationMinutes <= windowEnd; start += durationMinutes) {
    slots.push({ startTime: timeOfDay(start), endTime: timeOfDay(start + durationMinutes) });
  }
  return slots;
}

/** "9:00" is 09:00, as a person may type it; "09:30" and "24:00" are not on the list. */
const windowHour = z
  .string({ error: WHOLE_HOUR_MESSAGE })
  .trim()
  .max(MAX_INPUT_LENGTH, { error: WHOLE_HOUR_MESSAGE, abort: true })
  .transform((text) => (/^\d:00$/.test(text) ? `0${text}` : text))
  .pipe(z.enum(WINDOW_HOURS, { error: WHOLE_HOUR_MESSAGE }));

/** A number, or the digits of one as a form or query string sends it. */
const slotDuration = z
  .union([z.number(), z.string().trim().max(MAX_INPUT_LENGTH).regex(/^\d+$/).transform(Number)], {
    error: DURATION_MESSAGE,
  })
  .pipe(z.literal(SLOT_DURATIONS, { error: DURATION_MESSAGE }));

export const availabilityWindowFields = z
  .object({
    date: z
      .string({ error: DATE_MESSAGE })
      .trim()
      .max(MAX_INPUT_LENGTH, { error: DATE_MESSAGE, abort: true })
      .refine(isIsoDate, DATE_MESSAGE),
    startTime: windowHour,
    endTime: windowHour,
    durationMinutes: slotDuration,
  })
  .refine((window) => minutesOfDay(window.endTime) > minutesOfDay(window.startTime), {
    error: WINDOW_ORDER_MESSAGE,
    path: ["endTime"],
  })
  // Only said of a window in the right order: a backwards one has the message above.
  .refine(
    (window) => minutesOfDay(window.endTime) <= minutesOfDay(window.startTime) || slotTimesInWindow(window).length > 0,
    { error: NO_SLOT_FITS_MESSAGE, path: ["durationMinutes"] },
  );

export type AvailabilityWindow = z.output<typeof availabilityWindowFields>;
export type AvailabilityWindowInput = z.input<typeof availabilityWindowFields>;

export { addDaysIso, weekDates, weekStartOf } from "../calendar/iso-dates.ts";
