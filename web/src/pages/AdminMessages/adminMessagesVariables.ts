import type { AdminMessagesPageQuery$variables } from "./__generated__/AdminMessagesPageQuery.graphql";

/** The page's filters: a message's status, or all of them. */
export type Filter = "WAITING" | "HANDLED" | "ALL";

/** What the page shows first, so what the route's loader asks for. */
export const ROUTE_FILTER: Filter = "WAITING";

/** The page query's variables for a filter (the route loader's, and the page's for the others). */
export function adminMessagesVariables(filter: Filter): AdminMessagesPageQuery$variables {
  return { status: filter === "ALL" ? null : filter };
}
