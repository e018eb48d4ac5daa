// A recurring schedule as the customer sets it up (spec sections 3, 5 and 9), defined once:
// the 'Schedule Regular Cleaning' dialog checks it before sending and the server checks it
// again on every door (GraphQL, REST), with the same words.
import { z } from "zod";
import { bookingRequestFields, REQUIRED } from "../bookings/booking-request.ts";
import { isIsoDate, normalizeTime } from "../bookings/booking-time.ts";
import { SCHEDULE_FREQUENCIES, type ScheduleFrequency, type ScheduleRule } from "./next-date.ts";
import { slugify } from "../urls/slug.ts";

/**
 * Spec section 9's recurring service types. Office cleaning is not a catalogue category:
 * it is offered by the providers who offer regular (house) cleaning.
 */
export const RECURRING_SERVICE_TYPES = [
  { serviceType: "house-cleaning", category: "house-cleaning" },
  { serviceType: "deep-cleaning", category: "deep-cleaning" },
  { serviceType: "office-cleaning", category: "house-cleaning" },
  { serviceType: "carpet-cleaning", category: "carpet-cleaning" },
] as const;
export type RecurringServiceType = (typeof RECURRING_SERVICE_TYPES)[number]["serviceType"];

/** The catalogue category a provider must offer to take on a recurring service type. */
export function categoryOfRecurringService(serviceType: RecurringServiceType): string {
  return RECURRING_SERVICE_TYPES.find((type) => type.serviceType === serviceType)!.category;
}

/**
 * Spec section 9: the estimate the interface starts with, in cents ($150.00). The server
 * prices a schedule at the provider's price instead (schedulePriceFor).
 */
export const DEFAULT_ESTIMATED_PRICE = 15_000;
/** Spec section 9: the time a schedule's cleanings start with. */
export const DEFAULT_PREFERRED_TIME = "09:00";
/** The estimate's bounds, in cents: what a card can be charged each period, and a sane ceiling. */
export const ESTIMATED_PRICE_RANGE = { min: 1_000, max: 1_000_000 } as const;
export const ESTIMATED_PRICE_MESSAGE = "Please enter an estimated price from $10.00 to $10,000.00.";
export const WEEKDAY_MESSAGE = "Please choose a day of the week.";
export const DAY_OF_MONTH_MESSAGE = "Please choose a day of the month from 1 to 31.";

/** Frequencies by their labels' slugs, where the label is not the frequency's own name. */
const FREQUENCY_LABELS: Record<string, ScheduleFrequency> = { "every-2-weeks": "BIWEEKLY", "bi-weekly": "BIWEEKLY" };

/** A whole number as a door receives it: a number, or digits as text (a form, a query). */
const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );

/** Empty text, null and absent are all "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

export const recurringScheduleFields = z
  .object({
    providerId: wholeNumber("Please choose a provider.").pipe(
      z.number().min(1, "Please choose a provider.").max(2_147_483_647, "Please choose a provider."),
    ),
    // Its slug, or its label as spec section 9 lists it ("Office Cleaning").
    serviceType: z.preprocess(
      (value) => (typeof value === "string" ? slugify(value) : value),
      z.enum(
        RECURRING_SERVICE_TYPES.map((type) => type.serviceType) as [RecurringServiceType, ...RecurringServiceType[]],
        { error: "Please select a service type" },
      ),
    ),
    // The REST paths say "weekly", "biweekly" and "monthly"; GraphQL's enum says WEEKLY...;
    // spec section 9's label for the second is "Every 2 weeks".
    frequency: z.preprocess(
      (value) => (typeof value === "string" ? (FREQUENCY_LABELS[slugify(value)] ?? value.trim().toUpperCase()) : value),
      z.enum(SCHEDULE_FREQUENCIES, { error: "Please choose how often: weekly, every 2 weeks or monthly." }),
    ),
    dayOfWeek: z.preprocess(
      blankToUndefined,
      wholeNumber(WEEKDAY_MESSAGE).pipe(z.number().min(0, WEEKDAY_MESSAGE).max(6, WEEKDAY_MESSAGE)).optional(),
    ),
    dayOfMonth: z.preprocess(
      blankToUndefined,
      wholeNumber(DAY_OF_MONTH_MESSAGE)
        .pipe(z.number().min(1, DAY_OF_MONTH_MESSAGE).max(31, DAY_OF_MONTH_MESSAGE))
        .optional(),
    ),
    preferredTime: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(20, "Please choose a valid time")
        .transform((text) => normalizeTime(text))
        .refine((time): time is string => time !== null, "Please choose a valid time")
        .default(DEFAULT_PREFERRED_TIME),
    ),
    startDate: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).refine(isIsoDate, "Please choose a valid date"),
    estimatedPrice: z.preprocess(
      blankToUndefined,
      wholeNumber(ESTIMATED_PRICE_MESSAGE)
        .pipe(
          z
            .number()
            .min(ESTIMATED_PRICE_RANGE.min, ESTIMATED_PRICE_MESSAGE)
            .max(ESTIMATED_PRICE_RANGE.max, ESTIMATED_PRICE_MESSAGE),
        )
        // The provider's price decides; a client may send it back, and absent is "the provider's".
        .optional(),
    ),
  })
  .extend(
    bookingRequestFields.pick({
      serviceDetails: true,
      specialInstructions: true,
      customerName: true,
      customerPhone: true,
      customerEmail: true,
    }).shape,
  )
  .superRefine((schedule, issues) => {
    if (schedule.frequency === "MONTHLY" && schedule.dayOfMonth === undefined) {
      issues.addIssue({ code: "custom", path: ["dayOfMonth"], message: DAY_OF_MONTH_MESSAGE });
    }
    if (schedule.frequency !== "MONTHLY" && schedule.dayOfWeek === undefined) {
      issues.addIssue({ code: "custom", path: ["dayOfWeek"], message: WEEKDAY_MESSAGE });
    }
  })
  // A weekly schedule has no day of the month (and a monthly one no weekday), whatever was sent.
  .transform(({ dayOfWeek, dayOfMonth, ...schedule }) =>
    schedule.frequency === "MONTHLY"
      ? { ...schedule, dayOfWeek: null, dayOfMonth: dayOfMonth! }
      : { ...schedule, dayOfWeek: dayOfWeek!, dayOfMonth: null },
  );

export type RecurringScheduleInput = z.input<typeof recurringScheduleFields>;
export type RecurringSchedule = z.output<typeof recurringScheduleFields>;

/** The date rule of a schedule as stored (frequency, day, start date). */
export function scheduleRuleOf(schedule: {
  frequency: ScheduleFrequency;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  startDate: string;
}): ScheduleRule {
  if (schedule.frequency === "MONTHLY") {
    if (schedule.dayOfMonth === null) throw new Error("A monthly schedule has a day of the month");
    return { frequency: "MONTHLY", dayOfMonth: schedule.dayOfMonth, startDate: schedule.startDate };
  }
  if (schedule.dayOfWeek === null) throw new Error("A weekly schedule has a weekday");
  return { frequency: schedule.frequency, dayOfWeek: schedule.dayOfWeek, startDate: schedule.startDate };
}
