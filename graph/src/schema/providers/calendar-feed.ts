// A provider's private calendar feed in GraphQL: its address on Provider for its own accounts
// and staff, and the mutations that replace or turn it off (services/calendars/provider-feed.ts).
import { builder } from "../../builder.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../services/errors.ts";
import { calendarFeedPath, resetCalendarFeed, turnOffCalendarFeed } from "../../services/calendars/provider-feed.ts";
import { canActForProvider } from "../../services/providers/access.ts";
import { databaseIdOf } from "../ids.ts";
import { ProviderNode } from "./provider.ts";

builder.prismaObjectFields(ProviderNode, (t) => ({
  calendarFeedPath: t.string({
    nullable: true,
    description:
      "The address of its private calendar feed (an iCalendar file calendar apps subscribe to), a path under " +
      "this server's origin; null while it is off, and for anyone but its own accounts and staff.",
    select: { calendarFeedVersion: true },
    resolve: (provider, _args, ctx) =>
      provider.calendarFeedVersion !== null && canActForProvider(ctx, provider.id)
        ? calendarFeedPath(provider.id, provider.calendarFeedVersion)
        : null,
  }),
}));

const CalendarFeedInput = builder.inputType("CalendarFeedInput", {
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id or databaseId." }),
  }),
});

const CalendarFeedPayload = builder
  .objectRef<{ providerId: number; path: string | null }>("CalendarFeedPayload")
  .implement({
    fields: (t) => ({
      path: t.string({
        nullable: true,
        description: "The feed's address now; null when it is off.",
        resolve: (p) => p.path,
      }),
      provider: t.prismaField({
        type: "Provider",
        resolve: (query, payload, _args, ctx) =>
          ctx.db.provider.findUniqueOrThrow({ ...query, where: { id: payload.providerId } }),
      }),
    }),
  });

const feedErrors = { types: [ValidationError, ForbiddenError, NotFoundError] };

builder.mutationFields((t) => ({
  resetCalendarFeed: t.field({
    type: CalendarFeedPayload,
    description:
      "A new address for the provider's calendar feed, turning it on if it was off; the old address stops " +
      "working (its own accounts and staff).",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CalendarFeedInput, required: true }) },
    errors: { ...feedErrors, union: { name: "ResetCalendarFeedResult" } },
    resolve: async (_root, { input }, ctx) => {
      const providerId = databaseIdOf("Provider", input.providerId);
      return { providerId: Number(providerId), path: await resetCalendarFeed(ctx, providerId) };
    },
  }),
  turnOffCalendarFeed: t.field({
    type: CalendarFeedPayload,
    description: "Turn the provider's calendar feed off: its address stops working (its own accounts and staff).",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CalendarFeedInput, required: true }) },
    errors: { ...feedErrors, union: { name: "TurnOffCalendarFeedResult" } },
    resolve: async (_root, { input }, ctx) => {
      const providerId = databaseIdOf("Provider", input.providerId);
      return { providerId: Number(providerId), path: await turnOffCalendarFeed(ctx, providerId) };
    },
  }),
}));
