// The business registration form (spec sections 3 and 5) apart from React: its values, the
// services each business type offers, the city picker's choice, and the check before
// sending, which is the server's own schema with the server's own messages.
import {
  BUSINESS_TYPES,
  registrationFields,
  SERVICES_BY_BUSINESS_TYPE,
  type BusinessType,
  type Registration,
} from "../../../../shared/onboarding/registration";
import { fieldErrorsOf, type FieldErrors } from "../../lib/forms/fieldErrors";

/** Every field, in the order the form shows them (the first wrong one gets the focus). */
export const REGISTRATION_FIELDS = [
  "businessName",
  "businessType",
  "services",
  "description",
  "yearsInBusiness",
  "isMobile",
  "isInsured",
  "website",
  "ownerName",
  "email",
  "phone",
  "address",
  "city",
  "province",
  "postalCode",
  "gstHstNumber",
  "qstNumber",
  "pstNumber",
  "password",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface RegistrationFormValues {
  businessName: string;
  ownerName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  businessType: BusinessType | "";
  description: string;
  services: string[];
  isMobile: boolean;
  isInsured: boolean;
  /** As typed: the schema turns it into a whole number. */
  yearsInBusiness: string;
  website: string;
  /** The business's sales tax numbers as typed; empty: not registered (the schema sends null). */
  gstHstNumber: string;
  qstNumber: string;
  pstNumber: string;
  /** Only asked when nobody is signed in: it creates the registrant's account. */
  password: string;
}

export function emptyRegistrationForm(): RegistrationFormValues {
  return {
    businessName: "",
    ownerName: "",
    email: "",
    phone: "",
    address: "",
    city: "",
    province: "",
    postalCode: "",
    businessType: "",
    description: "",
    services: [],
    isMobile: false,
    isInsured: false,
    yearsInBusiness: "",
    website: "",
    gstHstNumber: "",
    qstNumber: "",
    pstNumber: "",
    password: "",
  };
}

export function isBusinessType(value: string): value is BusinessType {
  return (BUSINESS_TYPES as readonly string[]).includes(value);
}

/** The services a business type offers; none before a type is chosen. */
export function servicesFor(type: BusinessType | ""): readonly string[] {
  return type === "" ? [] : SERVICES_BY_BUSINESS_TYPE[type];
}

/** A new business type: the chosen services it does not offer are dropped. */
export function withBusinessType(values: RegistrationFormValues, type: BusinessType | ""): RegistrationFormValues {
  const offered = servicesFor(type);
  return { ...values, businessType: type, services: values.services.filter((service) => offered.includes(service)) };
}

/** A service ticked or cleared; the list keeps the order the form offers them in. */
export function withService(values: RegistrationFormValues, service: string, chosen: boolean): RegistrationFormValues {
  const next = new Set(values.services);
  if (chosen) next.add(service);
  else next.delete(service);
  return { ...values, services: servicesFor(values.businessType).filter((offered) => next.has(offered)) };
}

/** The city picker's 'Name, Province' back into its parts; null for anything else. */
export function splitCityDisplayName(displayName: string): { city: string; province: string } | null {
  const comma = displayName.lastIndexOf(", ");
  if (comma <= 0 || comma + 2 >= displayName.length) return null;
  return { city: displayName.slice(0, comma), province: displayName.slice(comma + 2) };
}

/** What the city picker shows for the form's city: its 'Name, Province', or "" for none. */
export function cityDisplayName(values: Pick<RegistrationFormValues, "city" | "province">): string {
  return values.city && values.province ? `${values.city}, ${values.province}` : "";
}

/** A city from the picker: its name and its province. */
export function withCity(values: RegistrationFormValues, displayName: string): RegistrationFormValues {
  const chosen = splitCityDisplayName(displayName);
  return chosen ? { ...values, ...chosen } : { ...values, city: "" };
}

/** Another province: a city chosen in a different one no longer fits and is cleared. */
export function withProvince(values: RegistrationFormValues, province: string): RegistrationFormValues {
  return { ...values, province, city: values.province === province ? values.city : "" };
}

/** What registerBusiness is sent: the schema's output, normalised as the server stores it. */
export type RegistrationRequest = Omit<Registration, "password"> & { password: string | null };

export type RegistrationCheck =
  { ok: true; request: RegistrationRequest } | { ok: false; errors: FieldErrors<RegistrationField> };

/**
 * The form checked with the server's schema. The password is checked, and sent, only when
 * the form creates an account; otherwise the signed-in account is the registrant's.
 */
export function checkRegistration(
  values: RegistrationFormValues,
  { createsAccount }: { createsAccount: boolean },
): RegistrationCheck {
  const result = registrationFields.safeParse({
    ...values,
    yearsInBusiness: values.yearsInBusiness.trim() === "" ? undefined : values.yearsInBusiness,
    password: createsAccount ? values.password : undefined,
  });
  if (!result.success) return { ok: false, errors: fieldErrorsOf(result.error.issues, REGISTRATION_FIELDS) };
  const { password, ...fields } = result.data;
  return { ok: true, request: { ...fields, password: createsAccount ? (password ?? null) : null } };
}
