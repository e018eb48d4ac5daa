import { errorTypeFor, type ErrorType } from "../../components/StateCard/stateCardContent";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";

/** What a failed earnings load comes to, for the card that replaces it. */
export type EarningsFailure =
  /** Signed out meanwhile, or not staff: the server's words say which; retrying won't help. */
  | { kind: "refused"; message: string }
  /** Anything else: 'Failed to fetch earnings', with a retry. */
  | { kind: "failed"; type: ErrorType };

// The server's expected failures carry their HTTP status in the error's extensions
// (graph/src/app.ts, maskError).
function statusOf(error: unknown): unknown {
  return (error as { extensions?: { status?: unknown } } | null)?.extensions?.status;
}

export function earningsFailure(error: unknown): EarningsFailure {
  if (error instanceof GraphQLResponseError) {
    const refusal = error.errors.find((e) => statusOf(e) === 401 || statusOf(e) === 403);
    if (refusal?.message) return { kind: "refused", message: refusal.message };
  }
  return { kind: "failed", type: errorTypeFor(error) };
}
