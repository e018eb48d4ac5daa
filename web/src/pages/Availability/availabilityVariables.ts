import { localIsoDate } from "../../../../shared/calendar/iso-dates";
import type { AvailabilityPageQuery$variables } from "./__generated__/AvailabilityPageQuery.graphql";
import {
  initialRange,
  parseProviderParam,
  providerGlobalId,
  providerToShow,
  type AvailabilityViewer,
} from "./availabilityWeek";

/** The provider the URL names (?provider=), or null: then whose calendar it is depends on the viewer. */
export function requestedProvider(searchParams: URLSearchParams): number | null {
  return parseProviderParam(searchParams.get("provider"));
}

/**
 * The page query's variables (the route loader's): the calendar of the provider the URL
 * names, else the signed-in provider's own, else the demo's; the weeks around the reader's
 * today at `now` (on this device's calendar).
 */
export function availabilityVariables(
  requested: number | null,
  viewer: AvailabilityViewer | null | undefined,
  now: Date,
): AvailabilityPageQuery$variables {
  const providerId = providerToShow(requested, viewer);
  return {
    providerId: String(providerId),
    providerNodeId: providerGlobalId(providerId),
    ...initialRange(localIsoDate(now)),
  };
}
