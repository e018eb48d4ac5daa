// The catalog's names of service types. Apart from bookingFormat.ts because the list of
// recurring service types comes with their schema (zod), which first-view pages do without.
import { RECURRING_SERVICE_TYPES, type RecurringServiceType } from "../../../shared/schedules/recurring-schedule";
import { SERVICE_TYPE_SLUGS, type ServiceTypeSlug } from "../../../shared/service-types";
import type { MessageId } from "../i18n/messages";

/** Every service type a booking can carry: the catalogue's, and office cleaning from recurring schedules. */
const NAMED_SERVICE_TYPES: readonly string[] = [
  ...SERVICE_TYPE_SLUGS,
  ...RECURRING_SERVICE_TYPES.map((type) => type.serviceType),
];
type NamedServiceType = ServiceTypeSlug | RecurringServiceType;

/**
 * The catalog's name of a service type ("house-cleaning" is "House Cleaning", as in the
 * home's dropdown); null for a slug it has no name for, which is then shown as stored.
 */
export function serviceTypeLabelId(slug: string): MessageId | null {
  if (!NAMED_SERVICE_TYPES.includes(slug)) return null;
  const id: `serviceType.${NamedServiceType}` = `serviceType.${slug as NamedServiceType}`;
  return id;
}
