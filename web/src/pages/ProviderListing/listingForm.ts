// The listing form apart from React: its values as the controls hold them (prices in dollars,
// specialties one per line), and its check with the server's own schema
// (shared/providers/listing.ts), so the same words show under the same fields before sending.
import { completeListing, LISTING_FIELD_NAMES, type ListingFields } from "../../../../shared/providers/listing";
import { priceCents } from "../../components/ScheduleDialog/scheduleForm";
import { fieldErrorsOf, type FieldErrors } from "../../lib/forms/fieldErrors";

export const LISTING_FORM_FIELDS = LISTING_FIELD_NAMES;
export type ListingFormField = (typeof LISTING_FIELD_NAMES)[number];

export interface ListingFormValues {
  name: string;
  businessType: string;
  description: string;
  /** Dollars as typed, by service slug; a service is offered when it is in here. */
  prices: Record<string, string>;
  /** One per line. */
  specialties: string;
  serviceRadiusKm: string;
  isMobileService: boolean;
  /** Hours as text, one of the promises offered. */
  replyWithinHours: string;
  phone: string;
  email: string;
}

/** What the form starts from: the listing as the server has it, with a waiting name or type in their place. */
export interface ListingSource {
  readonly name: string;
  readonly businessType: { readonly slug: string } | null | undefined;
  readonly description: string;
  readonly offeredServices: ReadonlyArray<{ readonly serviceType: string; readonly priceCents: number }>;
  readonly specialties: ReadonlyArray<string>;
  readonly serviceRadiusKm: number;
  readonly isMobileService: boolean;
  readonly replyWithinHours: number;
  readonly phone: string;
  readonly email: string;
  readonly pendingListingChange?: {
    readonly changes: ReadonlyArray<{ readonly field: string; readonly to: { readonly text?: string | null } }>;
  } | null;
}

const dollarsText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export function listingFormValues(source: ListingSource): ListingFormValues {
  const waiting = (field: string) =>
    source.pendingListingChange?.changes.find((change) => change.field === field)?.to.text ?? undefined;
  return {
    name: waiting("name") ?? source.name,
    businessType: waiting("businessType") ?? source.businessType?.slug ?? source.offeredServices[0]?.serviceType ?? "",
    description: source.description,
    prices: Object.fromEntries(source.offeredServices.map((s) => [s.serviceType, dollarsText(s.priceCents)])),
    specialties: source.specialties.join("\n"),
    serviceRadiusKm: String(source.serviceRadiusKm),
    isMobileService: source.isMobileService,
    replyWithinHours: String(source.replyWithinHours),
    phone: source.phone,
    email: source.email,
  };
}

/** A field's message, or a service's price's (keyed `price:<slug>`). */
export type ListingFormErrors = FieldErrors<ListingFormField | `price:${string}`>;

export type ListingCheck = { ok: true; input: ListingFields } | { ok: false; errors: ListingFormErrors };

export function checkListingForm(values: ListingFormValues): ListingCheck {
  const services = Object.entries(values.prices).map(([serviceType, dollars]) => ({
    serviceType,
    priceCents: priceCents(dollars),
  }));
  const result = completeListing.safeParse({
    name: values.name,
    businessType: values.businessType,
    description: values.description,
    services,
    specialties: values.specialties.split("\n"),
    serviceRadiusKm: values.serviceRadiusKm.trim() === "" ? undefined : Number(values.serviceRadiusKm),
    isMobileService: values.isMobileService,
    replyWithinHours: Number(values.replyWithinHours),
    phone: values.phone,
    email: values.email,
  });
  if (result.success) return { ok: true, input: result.data };
  return {
    ok: false,
    errors: listingErrorsOf(
      result.error.issues,
      services.map((s) => s.serviceType),
    ),
  };
}

interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** Issues as the form shows them: a price's under its service, the rest under their field. */
export function listingErrorsOf(issues: readonly Issue[], serviceOrder: readonly string[]): ListingFormErrors {
  const errors: ListingFormErrors = fieldErrorsOf(
    issues.filter((issue) => !(issue.path[0] === "services" && issue.path.length > 1)),
    LISTING_FORM_FIELDS,
  );
  for (const issue of issues) {
    if (issue.path[0] !== "services" || issue.path.length < 2) continue;
    const slug = serviceOrder[Number(issue.path[1])];
    const key = slug === undefined ? "services" : (`price:${slug}` as const);
    errors[key] ??= issue.message;
  }
  return errors;
}
