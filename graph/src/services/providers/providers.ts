import type { Prisma } from "../../generated/prisma/client.ts";

/** What `serviceNames` needs loaded. */
export const providerServicesSelect = {
  categories: { select: { category: { select: { name: true, sortOrder: true } } } },
} satisfies Prisma.ProviderSelect;

/** The spec's `services`: names of the categories offered, in catalogue order. */
export function serviceNames(provider: Prisma.ProviderGetPayload<{ select: typeof providerServicesSelect }>): string[] {
  return provider.categories
    .map(({ category }) => category)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => category.name);
}
