// The two doors a booking's no-show goes through: an account's (reportNoShow, disputeNoShow)
// or a guest's signed link's (reportGuestNoShow, disputeGuestNoShow). The panel and its dialog
// speak only these shapes.

/** What a report or dispute came back with: done, or the server's words against it. */
export type NoShowOutcome = { kind: "done" } | { kind: "refused"; message: string | null };

export interface NoShowDoors {
  report(settle: (outcome: NoShowOutcome) => void): void;
  reporting: boolean;
  dispute(note: string, settle: (outcome: NoShowOutcome) => void): void;
  disputing: boolean;
}

/** A report or dispute mutation's result, from either door. */
export function noShowOutcomeOf(result: {
  readonly noShow?: unknown;
  readonly message?: string | null;
}): NoShowOutcome {
  return result.noShow ? { kind: "done" } : { kind: "refused", message: result.message ?? null };
}

export const NO_SHOW_NETWORK_FAILURE: NoShowOutcome = { kind: "refused", message: null };
