// Reminders of a visit: the same time on the day before, on the provider's wall clock ("your
// cleaning is tomorrow at 1 p.m."), and two hours before it. Each is recorded once per
// booking, lead and visit instant (a unique key, BookingReminder), with its notices, in one
// transaction: two workers racing insert it once, a booking moved to another time is
// reminded again, and a cancelled one (no longer CONFIRMED) is not. The outbox delivers them
// by email and push as the accounts' preferences say.
import type { Context } from "../../context.ts";
import type { ReminderLead } from "../../generated/prisma/client.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import { bookingsForNotice } from "../notifications/booking-notices.ts";
import { recordNotifications } from "../notifications/outbox.ts";
import { reminderDrafts } from "../notifications/reminder-notices.ts";

export const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

export interface ReminderOptions {
  /** Reminders recorded per transaction. */
  batchSize?: number;
  /** Transactions per run at most, so one run ends and the next takes the rest. */
  maxBatches?: number;
}

interface Recorded {
  bookingId: number;
  lead: ReminderLead;
}

/**
 * Records the reminders due now and their notices; returns how many. A reminder is due from
 * its instant until the next one's (the day before's gives way to the two hours' once those
 * start, and those end when the visit does). One falling before the booking was made is not
 * sent: the confirmation has just said it all.
 */
export async function recordDueReminders(ctx: Context, options: ReminderOptions = {}): Promise<{ recorded: number }> {
  const batchSize = options.batchSize ?? 100;
  const maxBatches = options.maxBatches ?? 50;
  const now = ctx.clock.now();
  let recorded = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const { found, rows } = await ctx.db.$transaction(async (tx) => {
      const [batchRow] = await tx.$queryRaw<{ found: number; recorded: Recorded[] | null }[]>`
        WITH "visit" AS (
          SELECT b."id",
            -- Set when the booking was made, or last moved: its notice has just said it all.
            COALESCE(b."movedAt", b."createdAt") AS "settledAt",
            -- A slot's booking starts at the slot's instant; a request at its wall clock there.
            COALESCE(slot."startsAt",
              ((b."preferredDate" + b."preferredTime"::time) AT TIME ZONE city."timeZone") AT TIME ZONE 'UTC') AS "visitAt",
            (((b."preferredDate" - 1) + b."preferredTime"::time) AT TIME ZONE city."timeZone") AT TIME ZONE 'UTC' AS "dayBeforeAt"
          FROM "Booking" AS b
          JOIN "Provider" AS p ON p."id" = b."providerId"
          JOIN "City" AS city ON city."id" = p."cityId"
          LEFT JOIN "TimeSlot" AS slot ON slot."id" = b."timeSlotId"
          WHERE b."status" = 'CONFIRMED'
            -- Every zone's "tomorrow" lies within a day either side of UTC's.
            AND b."preferredDate" BETWEEN (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date - 1
                                      AND (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date + 2
        ),
        "due" AS (
          SELECT v."id" AS "bookingId", lead."lead", v."visitAt"
          FROM "visit" AS v
          CROSS JOIN LATERAL (VALUES
            ('DAY_BEFORE'::"ReminderLead", v."dayBeforeAt", v."visitAt" - interval '2 hours'),
            ('TWO_HOURS'::"ReminderLead", v."visitAt" - interval '2 hours', v."visitAt")
          ) AS lead("lead", "remindAt", "until")
          WHERE lead."remindAt" <= ${utcTimestampSql(now)} AND ${utcTimestampSql(now)} < lead."until"
            AND lead."remindAt" >= v."settledAt"
            AND NOT EXISTS (
              SELECT FROM "BookingReminder" AS r
              WHERE r."bookingId" = v."id" AND r."lead" = lead."lead" AND r."visitAt" = v."visitAt")
          ORDER BY lead."remindAt", v."id"
          LIMIT ${batchSize}
        ),
        "inserted" AS (
          -- Another worker's reminder for the same row makes this one wait for its commit,
          -- then do nothing.
          INSERT INTO "BookingReminder" ("bookingId", "lead", "visitAt", "createdAt")
          SELECT "bookingId", "lead", "visitAt", ${utcTimestampSql(now)} FROM "due"
          ON CONFLICT ("bookingId", "lead", "visitAt") DO NOTHING
          RETURNING "bookingId", "lead"
        )
        SELECT (SELECT count(*)::int FROM "due") AS "found",
          (SELECT json_agg(json_build_object('bookingId', "bookingId", 'lead', "lead")) FROM "inserted") AS "recorded"`;
      const rows = batchRow?.recorded ?? [];
      // The batch's bookings in two statements, and its notices in one, whatever its size.
      const bookings = await bookingsForNotice(tx, [...new Set(rows.map((row) => row.bookingId))]);
      const drafts = rows.flatMap((row) => {
        const booking = bookings.get(row.bookingId);
        return booking ? reminderDrafts(booking, row.lead) : [];
      });
      await recordNotifications(tx, now, drafts);
      return { found: batchRow?.found ?? 0, rows };
    });
    recorded += rows.length;
    // A batch another worker won is not the end: the next one finds what is left.
    if (found < batchSize) break;
  }
  return { recorded };
}
