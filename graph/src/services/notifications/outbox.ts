// The outbox's write side. Every event is recorded by the code that makes the change, with
// the transaction client of that change: the booking and its notification commit together
// or not at all, and the worker (deliver.ts) finds the rows however long the server is down.
import type { NotificationKind, Prisma } from "../../generated/prisma/client.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import type { CalendarEvent } from "../calendars/calendar-event.ts";

type Tx = Prisma.TransactionClient;

/** Who is told: an account (in-app, push and email), or a guest known by an email address only. */
export type Recipient = { userId: number; email: string } | { userId: null; email: string };

export interface NotificationDraft {
  kind: NotificationKind;
  recipient: Recipient;
  title: string;
  body: string;
  /** A path in the web app ("/provider-dashboard"). */
  link: string | null;
  bookingId?: number | null;
  paymentId?: number | null;
  contactMessageId?: number | null;
  /** The booking's event as it stands, sent with the email as an iCalendar file. */
  calendarEvent?: CalendarEvent | null;
}

const TITLE_LIMIT = 200;
const BODY_LIMIT = 1000;

/**
 * Records the notifications and their deliveries, due at once: one statement however many.
 * A recipient is reached by email, and an account by push too (push needs an account's
 * devices): the statement gives each notification its channels from its recipient, less the
 * channels the account turned off for that kind (NotificationOptOut, preferences.ts). The
 * notification itself is always written: the bell keeps it whatever the preferences.
 */
export async function recordNotifications(tx: Tx, now: Date, drafts: readonly NotificationDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const rows = drafts.map((draft) => ({
    kind: draft.kind,
    recipientId: draft.recipient.userId,
    email: draft.recipient.email,
    // Names come from users: a long one shortens the text rather than failing the booking.
    title: clip(draft.title, TITLE_LIMIT),
    body: clip(draft.body, BODY_LIMIT),
    link: draft.link,
    bookingId: draft.bookingId ?? null,
    paymentId: draft.paymentId ?? null,
    contactMessageId: draft.contactMessageId ?? null,
    calendarEvent: draft.calendarEvent ?? null,
  }));
  const at = utcTimestampSql(now);
  // The rows travel as one JSON value, read back with their columns' types.
  await tx.$executeRaw`
    WITH "created" AS (
      INSERT INTO "Notification"
        ("kind", "recipientId", "email", "title", "body", "link", "bookingId", "paymentId", "contactMessageId",
         "calendarEvent", "createdAt")
      SELECT "kind"::"NotificationKind", "recipientId", "email", "title", "body", "link", "bookingId", "paymentId",
             "contactMessageId", "calendarEvent", ${at}
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS draft(
        "kind" text, "recipientId" int, "email" text, "title" text, "body" text, "link" text,
        "bookingId" int, "paymentId" int, "contactMessageId" int, "calendarEvent" jsonb)
      RETURNING "id", "recipientId", "kind"
    )
    INSERT INTO "NotificationDelivery" ("notificationId", "channel", "nextAttemptAt")
    SELECT "created"."id", "via"."channel"::"DeliveryChannel", ${at}
    FROM "created"
    CROSS JOIN LATERAL unnest(
      CASE WHEN "created"."recipientId" IS NULL THEN ARRAY['EMAIL'] ELSE ARRAY['PUSH', 'EMAIL'] END
    ) AS "via"("channel")
    -- An opted-out channel gets no row rather than a SKIPPED one: nothing was due, and the
    -- statement stays one. A guest (no account) has no preferences.
    WHERE NOT EXISTS (
      SELECT 1 FROM "NotificationOptOut" AS "optOut"
      WHERE "optOut"."userId" = "created"."recipientId"
        AND "optOut"."kind" = "created"."kind"
        AND "optOut"."channel" = "via"."channel"::"DeliveryChannel"
    )`;
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}
