// What the move components decide from a booking's proposals, kept pure so it is tested alone.
import type { MessageId } from "../../i18n/messages";

export type MoveSide = "CUSTOMER" | "PROVIDER";
export type MoveStatus = "PENDING" | "ACCEPTED" | "DECLINED" | "WITHDRAWN" | "LAPSED";

export interface MoveRecord {
  readonly databaseId: number;
  readonly proposedBy: string;
  readonly status: string;
  readonly answerBy: string;
}

/** The proposal still waiting for an answer at `now`, if any (one lapsing now is not). */
export function openMoveOf<T extends MoveRecord>(moves: readonly T[], now: Date): T | null {
  return moves.find((move) => move.status === "PENDING" && new Date(move.answerBy).getTime() > now.getTime()) ?? null;
}

/** Whether the reader may accept it, or only withdraw it (their own side proposed it). */
export function answerRoleOf(move: MoveRecord, side: MoveSide): "answer" | "withdraw" {
  return move.proposedBy === side ? "withdraw" : "answer";
}

const STATUS_WORDS: Record<MoveStatus, MessageId> = {
  PENDING: "bookingMoves.status.pending",
  ACCEPTED: "bookingMoves.status.accepted",
  DECLINED: "bookingMoves.status.declined",
  WITHDRAWN: "bookingMoves.status.withdrawn",
  LAPSED: "bookingMoves.status.lapsed",
};

/** A proposal's outcome in the reader's words; a status this client does not know reads as pending. */
export function moveStatusWords(status: string): MessageId {
  return STATUS_WORDS[status as MoveStatus] ?? STATUS_WORDS.PENDING;
}

/** Who proposed it, from the reader's side: themselves, or the other side named. */
export function proposerWords(move: Pick<MoveRecord, "proposedBy">, side: MoveSide): MessageId {
  if (move.proposedBy === side) return "bookingMoves.proposer.you";
  return move.proposedBy === "PROVIDER" ? "bookingMoves.proposer.provider" : "bookingMoves.proposer.customer";
}
