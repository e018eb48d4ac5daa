// The no-show policy, defined once: when a side may report the other absent, what the payment
// then gives back and keeps, and how long the reported side has to dispute it. The server
// settles by it, the report dialogs preview it, and the Help page states its numbers.
// Pure: no server or browser code.
//
// - From the visit's start until ABSENCE_REPORT_HOURS after it, the provider may report the
//   customer absent (the late-cancellation fee is kept, as for a cancellation after the start),
//   and the customer may report the provider absent (a full refund; staff are told).
// - The reported side may dispute it for ABSENCE_DISPUTE_HOURS; staff then decide. Overturning
//   an absent customer's report refunds the fee kept.
import { z } from "zod";
import { lateCancellationFeeOf } from "./cancellation-policy.ts";

export const ABSENCE_REPORT_HOURS = 48;
export const ABSENCE_DISPUTE_HOURS = 48;
export const ABSENCE_NOTE_MAX_LENGTH = 1000;

const HOUR_MS = 60 * 60 * 1000;

export type AbsentSide = "CUSTOMER" | "PROVIDER";

/** Why a report cannot be made now, or null when it can. */
export function absenceReportRefusal(startsAt: Date, now: Date): string | null {
  if (now.getTime() < startsAt.getTime()) return "A no-show can be reported once the visit's start time has passed.";
  if (now.getTime() >= startsAt.getTime() + ABSENCE_REPORT_HOURS * HOUR_MS) {
    return `A no-show can be reported up to ${ABSENCE_REPORT_HOURS} hours after the visit's start.`;
  }
  return null;
}

/** What the payment keeps and gives back when `absent` did not show up. `paid`: cents still refundable. */
export function absenceTerms(absent: AbsentSide, paid: number): { fee: number; refund: number } {
  const fee = absent === "CUSTOMER" ? lateCancellationFeeOf(paid) : 0;
  return { fee, refund: paid - fee };
}

/** Until when the reported side may dispute a report made at `reportedAt`. */
export const disputeByOf = (reportedAt: Date) => new Date(reportedAt.getTime() + ABSENCE_DISPUTE_HOURS * HOUR_MS);

export const EMPTY_ABSENCE_NOTE = "Please say what happened.";
export const LONG_ABSENCE_NOTE = `Please keep it to ${ABSENCE_NOTE_MAX_LENGTH.toLocaleString("en-CA")} characters.`;

/** A dispute's account, or staff's reasons: one schema for the forms and the server. */
export const absenceNoteFields = z.object({
  note: z.string(EMPTY_ABSENCE_NOTE).trim().min(1, EMPTY_ABSENCE_NOTE).max(ABSENCE_NOTE_MAX_LENGTH, LONG_ABSENCE_NOTE),
});
