// The booking dialog's form (spec sections 2, 3 and 5), apart from React: its fields, the
// required ones, and the request it sends. The rules themselves are the server's, shared.
import {
  type BookingField,
  bookingRequestFields,
  missingBookingFields,
} from "../../../../shared/bookings/booking-request";
import { formatTime12h, PREFERRED_TIMES } from "../../../../shared/bookings/booking-time";

/** Spec section 2: the times offered, sent as the server stores them ("HH:MM"). */
export const PREFERRED_TIME_OPTIONS = PREFERRED_TIMES.map((value) => ({ value, label: formatTime12h(value) }));

export type BookingFormValues = Record<BookingField, string>;
export type { BookingField };

export function emptyBookingForm(prefill: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    serviceType: "",
    preferredDate: "",
    preferredTime: "",
    serviceDetails: "",
    customerName: "",
    customerPhone: "",
    customerEmail: "",
    specialInstructions: "",
    ...prefill,
  };
}

/** Required fields that are empty or only spaces: the same rule the server applies. */
export function missingFields(values: BookingFormValues): BookingField[] {
  const result = bookingRequestFields.safeParse(values);
  return result.success ? [] : missingBookingFields(result.error.issues);
}

/** The request for the server: every text trimmed, empty optional text left out. */
export function bookingRequest(providerId: string, values: BookingFormValues) {
  const optional = (text: string) => (text.trim() === "" ? null : text.trim());
  return {
    providerId,
    serviceType: values.serviceType,
    preferredDate: values.preferredDate,
    preferredTime: values.preferredTime,
    serviceDetails: optional(values.serviceDetails),
    customerName: values.customerName.trim(),
    customerPhone: values.customerPhone.trim(),
    customerEmail: values.customerEmail.trim(),
    specialInstructions: optional(values.specialInstructions),
  };
}

/**
 * The service types to offer: the provider's own (its `services` are category names),
 * in catalogue order; every category when none of its names match.
 */
export function serviceOptions<C extends { name: string; slug: string }>(
  categories: readonly C[],
  services: readonly string[],
): C[] {
  const offered = categories.filter((category) => services.includes(category.name));
  return offered.length > 0 ? offered : [...categories];
}

/** Today on the visitor's own calendar, as a date input's value ("YYYY-MM-DD"). */
export { localIsoDate } from "../../../../shared/calendar/iso-dates";
