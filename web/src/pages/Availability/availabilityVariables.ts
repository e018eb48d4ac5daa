import type { AvailabilityPageQuery$variables } from "./__generated__/AvailabilityPageQuery.graphql";
import { initialRange, providerGlobalId, providerToShow, type AvailabilityViewer } from "./availabilityWeek";

/**
 * The page query's variables (the route loader's): the calendar of the provider the URL
 * names, else the signed-in provider's own, else the demo's; the weeks around the reader's
 * today ("YYYY-MM-DD" on this device's calendar).
 */
export function availabilityVariables(
  requested: number | null,
  viewer: AvailabilityViewer | null | undefined,
  readerToday: string,
): AvailabilityPageQuery$variables {
  const providerId = providerToShow(requested, viewer);
  return { providerId: String(providerId), providerNodeId: providerGlobalId(providerId), ...initialRange(readerToday) };
}
