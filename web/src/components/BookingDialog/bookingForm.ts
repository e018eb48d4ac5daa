// The booking dialog's form (spec sections 2, 3 and 5), apart from React: its fields, the
// required ones, and the request it sends.

/** Spec section 2: the times offered, sent as the server stores them ("HH:MM"). */
export const PREFERRED_TIMES = [
  { value: "09:00", label: "9:00 AM" },
  { value: "11:00", label: "11:00 AM" },
  { value: "13:00", label: "1:00 PM" },
  { value: "15:00", label: "3:00 PM" },
  { value: "17:00", label: "5:00 PM" },
] as const;

export interface BookingFormValues {
  serviceType: string;
  preferredDate: string;
  preferredTime: string;
  serviceDetails: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialInstructions: string;
}

export type BookingField = keyof BookingFormValues;

/** Spec section 5: these must not be empty; the other two are optional. */
export const REQUIRED_FIELDS: readonly BookingField[] = [
  "serviceType",
  "preferredDate",
  "preferredTime",
  "customerName",
  "customerPhone",
  "customerEmail",
];

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

/** Required fields that are empty or only spaces. */
export function missingFields(values: BookingFormValues): BookingField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === "");
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
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
