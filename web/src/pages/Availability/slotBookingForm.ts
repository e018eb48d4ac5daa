// Booking a chosen slot (spec sections 2, 5 and 8), apart from React: the booking dialog's
// request less its date and time, which the slot has. Checked with the shared booking
// schema, as the server checks it (graph/src/services/availability/book-slot.ts).
import {
  bookingRequestFields,
  missingBookingFields,
  REQUIRED_BOOKING_FIELDS,
} from "../../../../shared/bookings/booking-request";

/** The fields, in the order the form shows them. */
export const SLOT_BOOKING_FIELDS = [
  "serviceType",
  "customerName",
  "customerPhone",
  "customerEmail",
  "serviceDetails",
  "specialInstructions",
] as const;
export type SlotBookingField = (typeof SLOT_BOOKING_FIELDS)[number];
export type SlotBookingValues = Record<SlotBookingField, string>;
export type SlotBookingErrors = Partial<Record<SlotBookingField, string>>;

const slotBookingFields = bookingRequestFields.omit({ preferredDate: true, preferredTime: true });

export const REQUIRED_SLOT_BOOKING_FIELDS: readonly SlotBookingField[] = SLOT_BOOKING_FIELDS.filter((field) =>
  REQUIRED_BOOKING_FIELDS.includes(field),
);

export function emptySlotBooking(prefill: Partial<SlotBookingValues> = {}): SlotBookingValues {
  return {
    serviceType: "",
    customerName: "",
    customerPhone: "",
    customerEmail: "",
    serviceDetails: "",
    specialInstructions: "",
    ...prefill,
  };
}

/** Required fields left empty or blank: the same rule the server applies. */
export function missingSlotBookingFields(values: SlotBookingValues): SlotBookingField[] {
  const result = slotBookingFields.safeParse(values);
  return result.success ? [] : (missingBookingFields(result.error.issues) as SlotBookingField[]);
}

/** bookTimeSlot's input, less its idempotency key: text trimmed, empty optional text left out. */
export function slotBookingRequest(timeSlotId: string, values: SlotBookingValues) {
  const optional = (text: string) => (text.trim() === "" ? null : text.trim());
  return {
    timeSlotId,
    serviceType: values.serviceType,
    customerName: values.customerName.trim(),
    customerPhone: values.customerPhone.trim(),
    customerEmail: values.customerEmail.trim(),
    serviceDetails: optional(values.serviceDetails),
    specialInstructions: optional(values.specialInstructions),
  };
}

interface BookTimeSlotResult {
  readonly __typename: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
}

export type BookSlotOutcome =
  | { kind: "booked" }
  /** Someone else got it first, or it has begun: it is no longer bookable. */
  | { kind: "taken" }
  /** The form can be fixed: the messages go under its fields. */
  | { kind: "invalid"; errors: SlotBookingErrors }
  | { kind: "failed" };

/** What the bookTimeSlot answer means for the dialog and its toast. */
export function bookSlotOutcome(result: BookTimeSlotResult): BookSlotOutcome {
  switch (result.__typename) {
    case "CreateBookingPayload":
      return { kind: "booked" };
    case "ConflictError":
    case "NotFoundError":
    case "ProviderUnavailableError":
      return { kind: "taken" };
    case "ValidationError": {
      const errors: SlotBookingErrors = {};
      for (const { path, message } of result.fieldErrors ?? []) {
        const field = path[path.length - 1] as SlotBookingField;
        if ((SLOT_BOOKING_FIELDS as readonly string[]).includes(field)) errors[field] ??= message;
      }
      return { kind: "invalid", errors };
    }
    default:
      return { kind: "failed" };
  }
}
