import { GraphQLResponseError } from "../../relay/fetchGraphQL";

/**
 * Whether a staff action came back asking for the second factor again: as a member of its
 * result union, or, for a mutation without one, as a refusal with that code.
 */
export function needsStepUp(outcome: { readonly __typename: string } | unknown): boolean {
  if (outcome instanceof GraphQLResponseError) {
    return outcome.errors.some((error) => error.extensions?.code === "STEP_UP_REQUIRED");
  }
  return (
    typeof outcome === "object" &&
    outcome !== null &&
    (outcome as { __typename?: unknown }).__typename === "StepUpRequiredError"
  );
}
