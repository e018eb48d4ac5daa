// A provider's public profile: the provider by its number, and what only a profile shows.
import { builder } from "../../builder.ts";
import { canReadProvider, ProviderNotFoundError } from "../../services/providers/access.ts";
import {
  BADGE_SELECT,
  badgesOf,
  nextOpenSlots,
  ratingDistribution,
  type ProviderBadge,
  type StarCount,
} from "../../services/providers/provider-profile.ts";
import { providerPath } from "../../../../shared/urls/provider-path.ts";
import { TimeSlotRef } from "../availability/time-slot.ts";
import { isDatabaseId } from "../../services/ids.ts";
import { databaseIdOf } from "../ids.ts";

const StarCountRef = builder.objectRef<StarCount>("StarCount").implement({
  description: "How many published reviews gave so many stars.",
  fields: (t) => ({
    stars: t.exposeInt("stars", { description: "1 to 5." }),
    count: t.exposeInt("count"),
  }),
});

const BadgeKindEnum = builder.enumType("ProviderBadgeKind", {
  values: {
    CHECKED_BY_STAFF: { description: "Staff reviewed the business's registration and approved it." },
    CERTIFIED: { description: "Staff saw its trade certification when approving it." },
    INSURED: { description: "Its registration declared liability insurance, reviewed at approval." },
  } as const,
});

const ProviderBadgeRef = builder.objectRef<ProviderBadge>("ProviderBadge").implement({
  description: "What was checked about a provider, and when.",
  fields: (t) => ({
    kind: t.field({ type: BadgeKindEnum, resolve: (badge) => badge.kind }),
    checkedAt: t.expose("checkedAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields("Provider", (t) => ({
  profilePath: t.string({
    description: 'Its public profile\'s path on the web app, e.g. "/providers/12-sparkle-clean".',
    select: { name: true },
    resolve: (provider) => providerPath(provider.id, provider.name),
  }),
  ratingDistribution: t.field({
    type: [StarCountRef],
    description: "Its published reviews by stars, 5 down to 1 (a page of providers is counted in one query).",
    resolve: (provider, _args, ctx) => ratingDistribution(ctx, provider.id),
  }),
  badges: t.field({
    type: [ProviderBadgeRef],
    description: "What staff checked and when; none before approval.",
    select: BADGE_SELECT,
    resolve: badgesOf,
  }),
}));

/** The provider number an id argument names, or null when it names none (a lookup's null, not an error). */
function providerNumber(id: string | number): number | null {
  const text = String(databaseIdOf("Provider", id));
  const databaseId = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return isDatabaseId(databaseId) ? databaseId : null;
}

builder.queryField("provider", (t) =>
  t.prismaField({
    type: "Provider",
    nullable: true,
    description:
      "A provider by its global id or databaseId (the profile's address): null when there is none you may read " +
      "(the public reads approved providers; a pending one's own account and staff read it too).",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const databaseId = providerNumber(id);
      if (databaseId === null) return null;
      const provider = await ctx.db.provider.findUnique({ ...query, where: { id: databaseId } });
      return provider && canReadProvider(ctx, provider) ? provider : null;
    },
  }),
);

// A root field, not one on Provider: which slots are still open depends on the clock, and
// the public response cache shares `node` and `providers` answers by data version.
builder.queryField("openSlots", (t) =>
  t.field({
    type: [TimeSlotRef],
    nullable: true,
    description:
      "A provider's next slots open for booking, earliest first (at most 20); its profile shows them. Null, like " +
      "`provider`, for a provider there is none of that you may read.",
    authScopes: { public: true },
    args: {
      providerId: t.arg.id({ required: true, description: "The Provider's global id or databaseId." }),
      first: t.arg.int({ defaultValue: 4 }),
    },
    resolve: (_root, { providerId, first }, ctx) => {
      const databaseId = providerNumber(providerId);
      if (databaseId === null) return null;
      return nextOpenSlots(ctx, databaseId, { first: first ?? undefined }).catch((error: unknown) => {
        if (error instanceof ProviderNotFoundError) return null;
        throw error;
      });
    },
  }),
);
