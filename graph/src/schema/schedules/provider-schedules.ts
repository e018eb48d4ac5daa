// A provider's side of recurring schedules: the ones customers set up with it, for its
// dashboard (where it proposes new prices: price-proposals.ts). The provider account reads
// its own, staff any provider's (services/schedules/access.ts decides).
import { builder } from "../../builder.ts";
import { providerSchedulesQuery } from "../../services/schedules/list-schedules.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";

builder.queryField("providerSchedules", (t) =>
  t.prismaConnection(
    {
      type: "RecurringSchedule",
      cursor: "id",
      description:
        "A provider's active and paused recurring schedules, newest first. A provider account gets its own " +
        "without an id (and may name only itself); staff name any provider, or none for every provider's.",
      authScopes: { signedIn: true },
      args: { providerId: t.arg.id({ description: "The Provider's global id or databaseId." }) },
      resolve: (query, _root, { providerId, after, before }, ctx) => {
        const where = providerSchedulesQuery(ctx, providerId != null ? databaseIdOf("Provider", providerId) : null);
        assertIdCursors(after, before);
        return ctx.db.recurringSchedule.findMany({ ...where, ...query });
      },
    },
    { name: "ProviderScheduleConnection" },
    { name: "ProviderScheduleEdge" },
  ),
);
