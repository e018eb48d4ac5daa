/** What a staff decision's mutation result (a union with the Error types) comes to. */
export type DecisionOutcome =
  /** The payload: the decision was recorded. */
  | { kind: "done" }
  /** A ValidationError: the typed text was refused; the dialog says why and stays open. */
  | { kind: "invalid"; message: string }
  /** Any other Error (ConflictError, NotFoundError): nothing to fix in the form. */
  | { kind: "refused"; typename: string; message: string };

interface DecisionResult {
  readonly __typename: string;
  readonly message?: string | null;
}

export function decisionOutcome(result: DecisionResult, payloadTypename: string): DecisionOutcome {
  if (result.__typename === payloadTypename) return { kind: "done" };
  const message = result.message ?? "";
  if (result.__typename === "ValidationError") return { kind: "invalid", message };
  return { kind: "refused", typename: result.__typename, message };
}

/** Text a person typed, as the server will keep it: trimmed, and null when blank. */
export function typedText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}
