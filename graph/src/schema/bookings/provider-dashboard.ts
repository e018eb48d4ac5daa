import { builder } from "../../builder.ts";
import {
  COMPLETED_TAB_SIZE,
  dashboardProviderId,
  type ProviderDashboard,
  providerBookingsQuery,
  readProviderDashboard,
} from "../../services/bookings/provider-dashboard.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";

/** One provider's bookings on one day: a handful; the cap only bounds a runaway day. */
const MAX_BOOKINGS_TODAY = 100;

const ProviderStatsRef = builder.objectRef<ProviderDashboard>("ProviderStats").implement({
  description: "Spec section 3 'Provider stats'. Counts over all of the provider's bookings.",
  fields: (t) => ({
    totalBookings: t.exposeInt("totalBookings"),
    completedBookings: t.exposeInt("completedBookings"),
    averageRating: t.exposeFloat("averageRating", { description: "Average review rating, 0-5." }),
    reviewCount: t.exposeInt("reviewCount"),
    thisMonthEarnings: t.exposeInt("thisMonthEarnings", {
      description: "Cents: actual prices of bookings completed this calendar month, in the provider's time zone.",
    }),
  }),
});

const ProviderDashboardRef = builder.objectRef<ProviderDashboard>("ProviderDashboard").implement({
  description: "A provider's workspace (spec section 2 'Provider dashboard'): its account and staff only.",
  fields: (t) => ({
    provider: t.prismaField({
      type: "Provider",
      resolve: (query, dashboard, _args, ctx) =>
        ctx.db.provider.findUniqueOrThrow({ ...query, where: { id: dashboard.providerId } }),
    }),
    timeZone: t.exposeString("timeZone", { description: "The provider's city's IANA zone." }),
    today: t.exposeString("today", { description: "YYYY-MM-DD in the provider's zone." }),
    stats: t.field({ type: ProviderStatsRef, resolve: (dashboard) => dashboard }),
    bookingsToday: t.prismaField({
      type: ["Booking"],
      description: `Dated today, confirmed or in progress, by time (at most ${MAX_BOOKINGS_TODAY}).`,
      resolve: (query, dashboard, _args, ctx) =>
        ctx.db.booking.findMany({ ...query, ...providerBookingsQuery(dashboard, "TODAY"), take: MAX_BOOKINGS_TODAY }),
    }),
    upcomingBookings: t.prismaConnection({
      type: "Booking",
      cursor: "id",
      description: "Confirmed bookings after today, soonest first.",
      resolve: (query, dashboard, { after, before }, ctx) => {
        assertIdCursors(after, before);
        return ctx.db.booking.findMany({ ...providerBookingsQuery(dashboard, "UPCOMING"), ...query });
      },
    }),
    recentlyCompleted: t.prismaField({
      type: ["Booking"],
      description: `The latest ${COMPLETED_TAB_SIZE} completed bookings, last completed first.`,
      resolve: (query, dashboard, _args, ctx) =>
        ctx.db.booking.findMany({
          ...query,
          ...providerBookingsQuery(dashboard, "COMPLETED"),
          take: COMPLETED_TAB_SIZE,
        }),
    }),
  }),
});

builder.queryField("providerDashboard", (t) =>
  t.field({
    type: ProviderDashboardRef,
    description:
      "A provider's stats and bookings. A provider account gets its own without an id; staff name any provider.",
    authScopes: { signedIn: true },
    args: { providerId: t.arg.id({ description: "The Provider's global id or databaseId." }) },
    resolve: (_root, { providerId }, ctx) =>
      readProviderDashboard(
        ctx,
        dashboardProviderId(ctx, providerId != null ? databaseIdOf("Provider", providerId) : null),
      ),
  }),
);
