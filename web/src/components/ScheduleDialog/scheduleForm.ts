// The 'Schedule Regular Cleaning' form (spec sections 3, 5 and 9), apart from React: its
// fields as the inputs hold them, the check before sending (the server's own schema, so the
// same words), the request it sends, and the first cleaning it previews.
import { isIsoDate } from "../../../../shared/bookings/booking-time";
import { firstOccurrence } from "../../../../shared/schedules/next-date";
import {
  DEFAULT_PREFERRED_TIME,
  recurringScheduleFields,
  scheduleRuleOf,
} from "../../../../shared/schedules/recurring-schedule";
import { REQUIRED } from "../../../../shared/bookings/booking-request";
import { dollarsToCents } from "../../lib/checkoutParams";

/** The request's fields the booking dialog also asks for (useBookingFields holds them). */
export type RequestField =
  | "serviceType"
  | "preferredTime"
  | "serviceDetails"
  | "customerName"
  | "customerPhone"
  | "customerEmail"
  | "specialInstructions";
/** The schedule's own fields. Its price is the provider's: shown, never asked for. */
export type ScheduleOwnField = "providerId" | "frequency" | "dayOfWeek" | "dayOfMonth" | "startDate";
export type ScheduleField = RequestField | ScheduleOwnField;
export type ScheduleFormValues = Record<ScheduleField, string>;

export const FREQUENCIES = ["WEEKLY", "BIWEEKLY", "MONTHLY"] as const;

/** The request fields that must not be empty (the server's "Please fill in all required fields."). */
export const REQUIRED_REQUEST_FIELDS = ["serviceType", "customerName", "customerPhone", "customerEmail"] as const;

/** Cents as a price field shows them: 15000 → "150.00". */
export function dollarsText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export function emptyRequestFields(prefill: Partial<Record<RequestField, string>> = {}): Record<RequestField, string> {
  return {
    // Spec section 9 lists House Cleaning first: the search starts with its providers.
    serviceType: "house-cleaning",
    preferredTime: DEFAULT_PREFERRED_TIME,
    serviceDetails: "",
    customerName: "",
    customerPhone: "",
    customerEmail: "",
    specialInstructions: "",
    ...prefill,
  };
}

export function emptyScheduleFields(startDate: string): Record<ScheduleOwnField, string> {
  return {
    providerId: "",
    frequency: "WEEKLY",
    dayOfWeek: "",
    dayOfMonth: "",
    startDate,
  };
}

/**
 * A price field's dollars as cents: "$1,250.5" is 125050. Empty stays empty; text that is
 * not an amount stays as it is, for the schema to refuse with its message.
 */
export function priceCents(text: string): number | string {
  const plain = text.replace(/[$,\s]/g, "");
  if (plain === "") return "";
  return dollarsToCents(plain) ?? text;
}

export type ScheduleCheck =
  | { kind: "missing"; fields: ScheduleField[] }
  | { kind: "invalid"; errors: Partial<Record<ScheduleField, string>> }
  | { kind: "valid"; input: ScheduleRequest };

export interface ScheduleRequest {
  providerId: string;
  serviceType: string;
  frequency: (typeof FREQUENCIES)[number];
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  preferredTime: string;
  startDate: string;
  serviceDetails: string | null;
  specialInstructions: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

/**
 * The form checked with the server's schema: an empty required field is 'Missing
 * Information' (nothing else is said until those are filled), any other problem is its
 * field's message, else the request to send.
 */
export function checkSchedule(values: ScheduleFormValues): ScheduleCheck {
  const result = recurringScheduleFields.safeParse(values);
  if (!result.success) {
    const issues = result.error.issues;
    const missing = issues.filter((issue) => issue.message === REQUIRED).map((issue) => issue.path[0] as ScheduleField);
    if (missing.length > 0) return { kind: "missing", fields: missing };
    const errors: Partial<Record<ScheduleField, string>> = {};
    for (const issue of issues) {
      errors[issue.path[0] as ScheduleField] ??= issue.message;
    }
    return { kind: "invalid", errors };
  }
  // No price: the server charges the provider's (the dialog shows it).
  const { estimatedPrice: _none, ...schedule } = result.data;
  const optional = (text: string) => (text === "" ? null : text);
  return {
    kind: "valid",
    input: {
      ...schedule,
      providerId: String(schedule.providerId),
      serviceDetails: optional(schedule.serviceDetails),
      specialInstructions: optional(schedule.specialInstructions),
    },
  };
}

/**
 * The date of the first cleaning the form would give, by the server's own rule; null until
 * the start date and the day are chosen.
 */
export function firstCleaningOf(values: Pick<ScheduleFormValues, ScheduleOwnField>): string | null {
  if (!isIsoDate(values.startDate)) return null;
  const monthly = values.frequency === "MONTHLY";
  const day = Number(monthly ? values.dayOfMonth : values.dayOfWeek);
  const text = monthly ? values.dayOfMonth : values.dayOfWeek;
  if (text === "" || !Number.isInteger(day)) return null;
  if (monthly ? day < 1 || day > 31 : day < 0 || day > 6) return null;
  const frequency = FREQUENCIES.find((f) => f === values.frequency);
  if (!frequency) return null;
  return firstOccurrence(
    scheduleRuleOf({
      frequency,
      dayOfWeek: monthly ? null : day,
      dayOfMonth: monthly ? day : null,
      startDate: values.startDate,
    }),
  );
}
