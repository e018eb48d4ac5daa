// What a provider's public profile shows beyond its card: the stars its reviews gave, what
// staff checked and when, and the next times it can be booked. Each is read for one
// provider at a time (the profile, GET /api/providers/{id}); lists of cards do not ask.
import DataLoader from "dataloader";
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { slotView, type SlotView } from "../availability/list-availability.ts";
import { parseInput } from "../errors.ts";
import { PUBLISHED_REVIEWS } from "../reviews/reviews.ts";
import { canReadProvider, ProviderNotFoundError, providerIdInput } from "./access.ts";

export interface StarCount {
  stars: number;
  count: number;
}

// One loader per request context: the providers of a page that all ask for their stars are
// counted in one statement, not one each.
const distributionLoaders = new WeakMap<Context, DataLoader<number, StarCount[]>>();

/** How many published reviews gave each number of stars, 5 down to 1 (zeros included). */
export function ratingDistribution(ctx: Context, providerId: number): Promise<StarCount[]> {
  let loader = distributionLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids) => distributionsOf(ctx, ids));
    distributionLoaders.set(ctx, loader);
  }
  return loader.load(providerId);
}

async function distributionsOf(ctx: Context, providerIds: readonly number[]): Promise<StarCount[][]> {
  const groups = await ctx.db.review.groupBy({
    by: ["providerId", "rating"],
    where: { providerId: { in: [...providerIds] }, ...PUBLISHED_REVIEWS },
    _count: { _all: true },
  });
  const counts = new Map(groups.map((group) => [`${group.providerId}:${group.rating}`, group._count._all]));
  return providerIds.map((providerId) =>
    [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(`${providerId}:${stars}`) ?? 0 })),
  );
}

export type BadgeKind = "CHECKED_BY_STAFF" | "CERTIFIED" | "INSURED";

export interface ProviderBadge {
  kind: BadgeKind;
  /** When staff checked it: the approval, where the business's details were reviewed. */
  checkedAt: Date;
}

/** The registration's part of what badgesOf reads, for a query of the whole provider. */
export const BADGE_INCLUDE = {
  registration: { select: { isInsured: true, reviewedAt: true } },
} as const satisfies Prisma.ProviderInclude;

/** What badgesOf reads. */
export const BADGE_SELECT = {
  approvedAt: true,
  isCertified: true,
  ...BADGE_INCLUDE,
} as const satisfies Prisma.ProviderSelect;

type BadgeSource = Prisma.ProviderGetPayload<{ select: typeof BADGE_SELECT }>;

/**
 * What was checked, and when: staff's approval (a provider not yet approved has no badge),
 * the certification staff saw then, and the insurance its registration declared.
 */
export function badgesOf(provider: BadgeSource): ProviderBadge[] {
  const approvedAt = provider.approvedAt;
  if (!approvedAt) return [];
  const badges: ProviderBadge[] = [{ kind: "CHECKED_BY_STAFF", checkedAt: approvedAt }];
  if (provider.isCertified) badges.push({ kind: "CERTIFIED", checkedAt: approvedAt });
  if (provider.registration?.isInsured) {
    badges.push({ kind: "INSURED", checkedAt: provider.registration.reviewedAt ?? approvedAt });
  }
  return badges;
}

/** A profile lists a few; a week of openings is the most it would. */
export const nextOpenSlotsInput = z.object({
  first: z.coerce
    .number()
    .int()
    .min(1, "Ask for at least 1 slot.")
    .max(20, "Ask for at most 20 slots at a time.")
    .default(4),
});

/**
 * The provider's next slots a customer can book now, earliest first, on its wall clock; a
 * provider the viewer may not read is ProviderNotFoundError, like an unknown one.
 */
export async function nextOpenSlots(
  ctx: Context,
  providerId: unknown,
  input: z.input<typeof nextOpenSlotsInput>,
): Promise<SlotView[]> {
  const { first } = parseInput(nextOpenSlotsInput, input);
  const id = parseInput(providerIdInput, providerId);
  const provider = await ctx.db.provider.findUnique({
    where: { id },
    select: { id: true, status: true, city: { select: { timeZone: true } } },
  });
  if (!provider || !canReadProvider(ctx, provider)) throw new ProviderNotFoundError();
  const now = ctx.clock.now();
  const rows = await ctx.db.timeSlot.findMany({
    where: { providerId: id, status: "AVAILABLE", startsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    take: first,
  });
  return rows.map((row) => slotView(row, provider.city.timeZone, now));
}

/** What a profile's HTML says of its provider before any script runs (route-meta.ts). */
const PROFILE_FACTS_SELECT = {
  id: true,
  status: true,
  name: true,
  description: true,
  imageUrl: true,
  address: true,
  phone: true,
  serviceArea: true,
  rating: true,
  reviewCount: true,
  startingPrice: true,
  city: { select: { name: true, province: true } },
} as const satisfies Prisma.ProviderSelect;

/** The provider as the viewer may read it, for the profile page's HTML; null when it may not. */
export async function profileFacts(ctx: Context, id: number) {
  const provider = await ctx.db.provider.findUnique({ where: { id }, select: PROFILE_FACTS_SELECT });
  return provider && canReadProvider(ctx, provider) ? provider : null;
}
