// The rescheduling policy, defined once: when a move happens at once and when the other side
// is asked, and how long an answer may take. The server moves by it, the change-time dialogs
// preview it, and the Help page states its numbers from these constants. Pure: no server or
// browser code.
//
// - A customer's move into one of the provider's free slots happens at once while the visit is
//   still outside the cancellation policy's late window (FREE_CANCELLATION_HOURS before it).
// - Any other move (a later one, a time without a slot, or the provider's proposal) waits for
//   the other side, who has RESCHEDULE_ANSWER_HOURS to answer, and never past the start of the
//   visit or of the proposed time; unanswered, it lapses and the booking stands.
import { cancellationWindow } from "./cancellation-policy.ts";

/** How long the other side has to answer a proposed move, at most. */
export const RESCHEDULE_ANSWER_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

export type MovingParty = "CUSTOMER" | "PROVIDER";

/** Whether a proposed move happens without waiting for the other side. */
export function movesAtOnce(input: {
  party: MovingParty;
  intoFreeSlot: boolean;
  currentStart: Date;
  now: Date;
}): boolean {
  return (
    input.party === "CUSTOMER" && input.intoFreeSlot && cancellationWindow(input.currentStart, input.now) === "free"
  );
}

/** When an unanswered proposal lapses: RESCHEDULE_ANSWER_HOURS on, or the earlier start if sooner. */
export function answerByOf(input: { now: Date; currentStart: Date; proposedStart: Date }): Date {
  const latest = input.now.getTime() + RESCHEDULE_ANSWER_HOURS * HOUR_MS;
  return new Date(Math.min(latest, input.currentStart.getTime(), input.proposedStart.getTime()));
}
