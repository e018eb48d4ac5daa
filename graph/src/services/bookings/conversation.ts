// A booking's conversation: its customer (the account that made it, or the guest holding its
// signed link) and its provider's accounts write bounded messages beside the booking, read
// markers say how far each side has read, and the other side is told in the bell and by email
// at most once per 15 minutes while a message waits. Staff read it only while a no-show report
// on the booking is disputed, each reading audited (absences.ts); nobody else learns anything
// but a refusal.
import type { Context } from "../../context.ts";
import type { BookingMessage, Prisma } from "../../generated/prisma/client.ts";
import {
  MESSAGE_NOTICE_MINUTES,
  MESSAGES_PAGE_MAX,
  MESSAGES_PAGE_SIZE,
  messageFields,
} from "../../../../shared/bookings/conversation.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import { z } from "zod";
import { parseInput } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import { bookingForNotice } from "../notifications/booking-notices.ts";
import { messageNoticeDrafts } from "../notifications/message-notices.ts";
import { recordNotifications } from "../notifications/outbox.ts";
import { consumeRateLimit, type RateLimit } from "../rate-limit.ts";
import { accountSeatOn, type BookingSeat, type BookingSide, guestSeatOf } from "./booking-seat.ts";

export type ConversationSide = BookingSide;

export const NOT_IN_CONVERSATION = "Only this booking's customer and provider can read and write its messages.";

/** Enough for a lively exchange; a script writing in a loop is stopped. */
export const MESSAGE_RATE_LIMIT: RateLimit = {
  requests: 30,
  windowSeconds: 10 * 60,
  description: "30 messages per 10 minutes on one side of a booking",
};

/** Who is asking about which booking, once their right to be there is checked. */
export type ConversationSeat = BookingSeat;

export interface ConversationMessage {
  id: number;
  side: ConversationSide;
  /** How the message is signed: the business's name, or the customer's. */
  authorName: string;
  body: string;
  erased: boolean;
  createdAt: Date;
}

export interface Conversation {
  bookingId: number;
  viewerSide: ConversationSide;
  /** Oldest first. */
  messages: ConversationMessage[];
  hasOlder: boolean;
  customerReadUpTo: number;
  providerReadUpTo: number;
}

export interface MessagePage {
  /** Messages older than this id (the page before the one shown); the newest page without it. */
  before?: unknown;
  limit?: unknown;
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MESSAGES_PAGE_MAX}.`;
const MESSAGE_ID = "must be a message id.";
/** A message id as a column holds it, given as a number or a numeric string (a query string). */
const messageId = (field: string) =>
  z.coerce
    .number({ error: `${field} ${MESSAGE_ID}` })
    .int(`${field} ${MESSAGE_ID}`)
    .min(0, `${field} ${MESSAGE_ID}`)
    .max(2_147_483_647, `${field} ${MESSAGE_ID}`);
const blankAsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);
export const pageFields = z.object({
  limit: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(MESSAGES_PAGE_MAX, LIMIT_MESSAGE)
      .default(MESSAGES_PAGE_SIZE),
  ),
  before: z.preprocess(blankAsAbsent, messageId("before").optional()),
});
export const readFields = z.object({ upTo: messageId("upTo") });

/** The seat of a signed-in viewer: the booking's provider's accounts, or the account that made it. */
export function accountSeat(ctx: Context, bookingId: unknown): Promise<ConversationSeat> {
  return accountSeatOn(ctx, bookingId, NOT_IN_CONVERSATION);
}

/** The seat of a guest holding the booking's signed link (verifyGuestLink made the grant). */
export const guestSeat = guestSeatOf;

/** A page of the conversation (the newest by default), oldest first, with both read markers. */
export async function readConversation(
  ctx: Context,
  seat: ConversationSeat,
  page: MessagePage = {},
): Promise<Conversation> {
  const { limit, before } = parseInput(pageFields, { limit: page.limit, before: page.before });
  const [rows, sides, booking] = await Promise.all([
    ctx.db.bookingMessage.findMany({
      where: { bookingId: seat.bookingId, ...(before !== undefined ? { id: { lt: before } } : {}) },
      orderBy: { id: "desc" },
      take: limit + 1,
    }),
    ctx.db.bookingConversationSide.findMany({ where: { bookingId: seat.bookingId } }),
    ctx.db.booking.findUniqueOrThrow({
      where: { id: seat.bookingId },
      select: { customerName: true, customerErasedAt: true, provider: { select: { name: true } } },
    }),
  ]);
  const names: Record<ConversationSide, string> = {
    CUSTOMER: booking.customerErasedAt ? "A former customer" : booking.customerName,
    PROVIDER: booking.provider.name,
  };
  const readUpTo = (side: ConversationSide) => sides.find((row) => row.side === side)?.readUpTo ?? 0;
  return {
    bookingId: seat.bookingId,
    viewerSide: seat.side,
    messages: rows
      .slice(0, limit)
      .reverse()
      .map((row) => messageOf(row, names)),
    hasOlder: rows.length > limit,
    customerReadUpTo: readUpTo("CUSTOMER"),
    providerReadUpTo: readUpTo("PROVIDER"),
  };
}

function messageOf(row: BookingMessage, names: Record<ConversationSide, string>): ConversationMessage {
  const side = row.side as ConversationSide;
  return {
    id: row.id,
    side,
    authorName: names[side],
    body: row.body,
    erased: row.erasedAt !== null,
    createdAt: row.createdAt,
  };
}

/**
 * Writes a message as the seat's side; the writer has then read everything up to it, and the
 * other side is told unless it was told less than 15 minutes ago. A retry with the same
 * Idempotency-Key and the same message gets the first one back.
 */
export async function postMessage(
  ctx: Context,
  seat: ConversationSeat,
  input: { body?: unknown },
  options: { idempotencyKey?: string | null } = {},
): Promise<BookingMessage> {
  const { body } = parseInput(messageFields, input);
  return withIdempotency(
    ctx,
    { scope: "postBookingMessage", key: options.idempotencyKey, request: { bookingId: seat.bookingId, body } },
    {
      create: (db) => insertMessage(ctx, db, seat, body),
      idOf: (message) => message.id,
      replay: (id) => ctx.db.bookingMessage.findUniqueOrThrow({ where: { id } }),
    },
  );
}

async function insertMessage(ctx: Context, db: Db, seat: ConversationSeat, body: string): Promise<BookingMessage> {
  const now = ctx.clock.now();
  await consumeRateLimit(db, now, `booking-message:${seat.bookingId}:${seat.side}`, MESSAGE_RATE_LIMIT);
  const message = await db.bookingMessage.create({
    data: { bookingId: seat.bookingId, side: seat.side, authorId: seat.accountId, body, createdAt: now },
  });
  await markRead(db, now, seat, message.id);
  const other: ConversationSide = seat.side === "CUSTOMER" ? "PROVIDER" : "CUSTOMER";
  const noticeDue = new Date(now.getTime() - MESSAGE_NOTICE_MINUTES * 60_000);
  // Claimed in one statement, so two messages at once tell the other side once.
  const told = await db.$queryRaw<unknown[]>`
    INSERT INTO "BookingConversationSide" ("bookingId", "side", "notifiedAt")
    VALUES (${seat.bookingId}, ${other}::"BookingParty", ${utcTimestampSql(now)})
    ON CONFLICT ("bookingId", "side") DO UPDATE SET "notifiedAt" = EXCLUDED."notifiedAt"
    WHERE "BookingConversationSide"."notifiedAt" IS NULL
       OR "BookingConversationSide"."notifiedAt" <= ${utcTimestampSql(noticeDue)}
    RETURNING 1`;
  if (told.length > 0) {
    const booking = await bookingForNotice(db as Prisma.TransactionClient, seat.bookingId);
    await recordNotifications(db, now, messageNoticeDrafts(booking, other, body));
  }
  return message;
}

/** Moves the seat's read marker forward to `upTo` (never back, never past the last message). */
export async function markMessagesRead(ctx: Context, seat: ConversationSeat, upTo: unknown): Promise<Conversation> {
  const { upTo: id } = parseInput(readFields, { upTo });
  await ctx.db.$transaction((tx) => markRead(tx, ctx.clock.now(), seat, id));
  return readConversation(ctx, seat);
}

async function markRead(db: Db, now: Date, seat: ConversationSeat, upTo: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "BookingConversationSide" ("bookingId", "side", "readUpTo", "readAt")
    SELECT ${seat.bookingId}, ${seat.side}::"BookingParty", last."id", ${utcTimestampSql(now)}
    FROM (SELECT COALESCE(max("id"), 0) AS "id" FROM "BookingMessage"
          WHERE "bookingId" = ${seat.bookingId} AND "id" <= ${upTo}) AS last
    ON CONFLICT ("bookingId", "side") DO UPDATE
      SET "readUpTo" = GREATEST("BookingConversationSide"."readUpTo", EXCLUDED."readUpTo"),
          "readAt" = EXCLUDED."readAt"`;
}
