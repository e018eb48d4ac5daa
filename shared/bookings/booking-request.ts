// A booking request (spec sections 2, 3 and 5), defined once: the dialog checks it before
// sending, the server checks it again on every door (GraphQL, REST), with the same words.
import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoNul, tooLongMessage } from "../validation/text.ts";
import { formatTime12h, isIsoDate, normalizeTime, PREFERRED_TIMES } from "./booking-time.ts";
import { slugify } from "../urls/slug.ts";

/** Spec section 5: the one message for any empty required field (toast 'Missing Information'). */
export const MISSING_FIELDS_MESSAGE = "Please fill in all required fields.";
/** The per-field issue of an empty required field; the form summarises them as the message above. */
export const REQUIRED = "Required";

/** The longest text each field may hold: what its column and a person filling it in need. */
export const BOOKING_TEXT_LIMITS = {
  serviceType: 64,
  preferredDate: 10,
  preferredTime: 20,
  serviceDetails: 2000,
  customerName: 100,
  customerPhone: 40,
  customerEmail: 254,
  specialInstructions: 2000,
} as const;

type BookingTextField = keyof typeof BOOKING_TEXT_LIMITS;

const tooLong = (field: BookingTextField) => tooLongMessage(BOOKING_TEXT_LIMITS[field]);

/** Trimmed text; empty (or absent) is the "Required" issue. No NUL: no column can store it. */
const requiredText = (field: BookingTextField) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(BOOKING_TEXT_LIMITS[field], tooLong(field))
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE);

const optionalText = (field: BookingTextField) =>
  z
    .string()
    .trim()
    .max(BOOKING_TEXT_LIMITS[field], tooLong(field))
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((text) => text ?? "");

/** The request's own fields; the server adds which provider it is for. */
export const bookingRequestFields = z.object({
  // A catalogue slug, or its label as a client may send it ("House Cleaning" is house-cleaning).
  serviceType: requiredText("serviceType").transform(slugify),
  preferredDate: requiredText("preferredDate").refine(isIsoDate, "Please choose a valid date"),
  preferredTime: requiredText("preferredTime")
    .transform((text) => normalizeTime(text) ?? text)
    .refine((time) => (PREFERRED_TIMES as readonly string[]).includes(time), {
      message: `Please choose one of ${PREFERRED_TIMES.map(formatTime12h).join(", ")}`,
    }),
  serviceDetails: optionalText("serviceDetails"),
  customerName: requiredText("customerName"),
  // Spec section 5: no format checks on phone or email beyond the inputs' types.
  customerPhone: requiredText("customerPhone"),
  customerEmail: requiredText("customerEmail"),
  specialInstructions: optionalText("specialInstructions"),
});

export type BookingRequestFields = z.input<typeof bookingRequestFields>;
export type BookingField = keyof BookingRequestFields;

/** Spec section 5: these must not be empty; serviceDetails and specialInstructions are optional. */
export const REQUIRED_BOOKING_FIELDS = (Object.keys(bookingRequestFields.shape) as BookingField[]).filter(
  (field) => !bookingRequestFields.shape[field].safeParse(undefined).success,
);

/** The fields an attempt left empty (the dialog's and the server's "missing information"). */
export function missingBookingFields(issues: readonly z.core.$ZodIssue[]): BookingField[] {
  return issues
    .filter((issue) => issue.message === REQUIRED && issue.path.length === 1)
    .map((issue) => issue.path[0] as BookingField);
}
