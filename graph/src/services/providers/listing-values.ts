// A listing's values as its change log compares and keeps them: the services sorted by
// slug, so the same services in another order are no change.
import type { Provider } from "../../generated/prisma/client.ts";
import type { ListingFields, ListingService } from "../../../../shared/providers/listing.ts";
import type { AuditFields } from "../audit/audit-log.ts";

export type ListingValues = Omit<ListingFields, "businessType"> & { businessType: string | null };

/** `{ field: { from, to } }`, as ProviderListingChange.changes keeps it. */
export type FieldChanges = Partial<Record<keyof ListingValues, { from: unknown; to: unknown }>>;

export type ListingRow = Provider & {
  businessType: { slug: string } | null;
  categories: { priceCents: number; category: { slug: string } }[];
};

export function listingValuesOf(provider: ListingRow): ListingValues {
  const services: ListingService[] = provider.categories
    .map((offered) => ({ serviceType: offered.category.slug, priceCents: offered.priceCents }))
    .sort((a, b) => a.serviceType.localeCompare(b.serviceType)) as ListingService[];
  return {
    name: provider.name,
    businessType: provider.businessType?.slug ?? null,
    description: provider.description,
    services,
    specialties: provider.specialties,
    serviceRadiusKm: provider.serviceRadiusKm,
    isMobileService: provider.isMobileService,
    replyWithinHours: provider.replyWithinHours as ListingValues["replyWithinHours"],
    phone: provider.phone,
    email: provider.email,
  };
}

/** A value as one audit column holds it: lists as text, "slug $price" for services. */
function auditValue(value: unknown): string | number | boolean | null {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === "object" && item !== null
          ? `${(item as ListingService).serviceType} ${(item as ListingService).priceCents}`
          : String(item),
      )
      .join(", ");
  }
  return JSON.stringify(value);
}

/** The audit entry's before and after of a change. */
export function auditFieldsOf(changes: FieldChanges): { before: AuditFields; after: AuditFields } {
  const before: AuditFields = {};
  const after: AuditFields = {};
  for (const [field, change] of Object.entries(changes)) {
    before[field] = auditValue(change.from);
    after[field] = auditValue(change.to);
  }
  return { before, after };
}
