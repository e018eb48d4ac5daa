import { errorTypeFor, type ErrorType } from "../../components/StateCard/stateCardContent";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";

/** What a failed dashboard load comes to, for the card that replaces it. */
export type DashboardFailure =
  /** No provider has that number: nothing to retry. */
  | { kind: "not-found" }
  /** Signed out meanwhile, or not this provider's account: the server's words say which. */
  | { kind: "refused"; message: string }
  /** Anything else: the generic card for it, with a retry. */
  | { kind: "failed"; type: ErrorType };

// The server's expected failures carry their HTTP status in the error's extensions
// (graph/src/app.ts, maskError).
function statusOf(error: unknown): unknown {
  return (error as { extensions?: { status?: unknown } } | null)?.extensions?.status;
}

export function dashboardFailure(error: unknown): DashboardFailure {
  if (error instanceof GraphQLResponseError) {
    if (error.errors.some((e) => statusOf(e) === 404)) return { kind: "not-found" };
    const refusal = error.errors.find((e) => statusOf(e) === 401 || statusOf(e) === 403);
    if (refusal?.message) return { kind: "refused", message: refusal.message };
  }
  return { kind: "failed", type: errorTypeFor(error) };
}
