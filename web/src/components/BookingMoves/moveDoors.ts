// The two doors a booking's moves go through, whichever caller holds the booking: an account
// (rescheduleBooking, answerBookingReschedule) or a guest's signed link (rescheduleGuestBooking,
// answerGuestBookingReschedule). The panel and its dialog speak only these shapes.
import type { MoveRefusal, MoveTarget } from "./MoveForm";

/** What a proposal came back with: where the booking went (or was asked to go), or why not. */
export type ProposeOutcome =
  { kind: "sent"; status: string; toDate: string; toTime: string } | { kind: "refused"; refusal: Partial<MoveRefusal> };

/** What an answer came back with: the proposal's new status, or the server's words against it. */
export type AnswerOutcome = { kind: "answered"; status: string | null } | { kind: "refused"; message: string | null };

export interface MoveDoors {
  propose(input: MoveTarget & { idempotencyKey: string }, settle: (outcome: ProposeOutcome) => void): void;
  proposing: boolean;
  answer(input: { rescheduleId: number; accept: boolean }, settle: (outcome: AnswerOutcome) => void): void;
  answering: boolean;
}

interface SentMove {
  readonly reschedule?: { readonly status: string; readonly toDate: string; readonly toTime: string } | null;
  readonly message?: string | null;
  readonly fieldErrors?: MoveRefusal["fieldErrors"];
}

/** A proposal mutation's result, from either door. */
export function proposeOutcomeOf(result: SentMove): ProposeOutcome {
  if (result.reschedule) return { kind: "sent", ...result.reschedule };
  return { kind: "refused", refusal: { message: result.message ?? undefined, fieldErrors: result.fieldErrors } };
}

/** An answer mutation's result, from either door. */
export function answerOutcomeOf(
  result: Pick<SentMove, "message"> & {
    readonly reschedule?: { readonly status: string } | null;
  },
): AnswerOutcome {
  if (result.reschedule) return { kind: "answered", status: result.reschedule.status };
  return { kind: "refused", message: result.message ?? null };
}

export const NETWORK_REFUSAL: ProposeOutcome = { kind: "refused", refusal: {} };
export const NETWORK_FAILURE: AnswerOutcome = { kind: "refused", message: null };
