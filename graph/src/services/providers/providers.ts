import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

/** Only providers staff approved are ever shown to customers. */
export const APPROVED_PROVIDER: Prisma.ProviderWhereInput = { status: "ACTIVE" };

/** Best rated first; id breaks ties so a page never repeats or skips a provider. */
export const PROVIDER_ORDER = [{ rating: "desc" }, { id: "asc" }] satisfies Prisma.ProviderOrderByWithRelationInput[];

type ProviderQuery = Omit<Prisma.ProviderFindManyArgs, "where" | "orderBy">;

export function listApprovedProviders<Q extends ProviderQuery>(
  ctx: Context,
  query?: Q,
): Promise<Prisma.ProviderGetPayload<Q>[]> {
  // Prisma cannot infer the payload through a spread generic; the return type says it.
  return ctx.db.provider.findMany({ ...query, where: APPROVED_PROVIDER, orderBy: PROVIDER_ORDER }) as never;
}

export function countApprovedProviders(ctx: Context) {
  return ctx.db.provider.count({ where: APPROVED_PROVIDER });
}

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
