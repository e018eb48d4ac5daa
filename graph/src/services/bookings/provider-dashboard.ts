import type { z } from "zod";
import type { Context } from "../../context.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { ForbiddenError, parseInput, UnauthenticatedError, ValidationError } from "../errors.ts";
import { assertActsForProvider, ProviderNotFoundError, providerIdInput } from "../providers/access.ts";
import { dateColumn } from "./calendar-date.ts";

/** Spec section 9: the Completed tab shows the latest 10. */
export const COMPLETED_TAB_SIZE = 10;

/** Spec section 3 "Provider stats", in cents; plus the calendar the dashboard's tabs use. */
export interface ProviderDashboard {
  providerId: number;
  /** The provider's city's IANA zone: "today" and "this month" are on its calendar. */
  timeZone: string;
  /** YYYY-MM-DD in that zone. */
  today: string;
  totalBookings: number;
  completedBookings: number;
  /** Average review rating, 0-5. */
  averageRating: number;
  reviewCount: number;
  /**
   * Cents earned this calendar month: the actual prices of the bookings completed in it, less
   * what was refunded of their payments, plus the late-cancellation fees kept from bookings
   * cancelled in it (shared/bookings/cancellation-policy.ts). A cancelled booking is no
   * completed work: only its fee counts.
   */
  thisMonthEarnings: number;
}

export type ProviderBookingView = "TODAY" | "UPCOMING" | "COMPLETED" | "ALL";

interface DashboardRow {
  timeZone: string;
  today: string;
  rating: number;
  reviewCount: number;
  total: number;
  completed: number;
  earnings: bigint | number;
}

/**
 * Whose dashboard a request means: the one named, or else the provider account's own.
 * Staff must name one; a customer has none.
 */
export function dashboardProviderId(ctx: Context, named: string | number | null | undefined): string | number {
  if (named != null) return named;
  if (ctx.viewer?.providerId != null) return ctx.viewer.providerId;
  if (ctx.viewer?.role === "ADMIN") throw new ValidationError("Choose a provider to see their dashboard.");
  if (!ctx.viewer) throw new UnauthenticatedError();
  throw new ForbiddenError("Only provider accounts have a dashboard.");
}

/**
 * A provider's stats, for the account acting for it or staff. One statement, however many
 * bookings it has: the counts and the month's earnings are aggregates over its index, and
 * the month's bounds are the provider's zone's (a booking completed at 11 pm on the 31st in
 * Vancouver counts in that month, though it is already the 1st in UTC).
 */
export async function readProviderDashboard(
  ctx: Context,
  id: z.input<typeof providerIdInput>,
): Promise<ProviderDashboard> {
  const providerId = parseInput(providerIdInput, id);
  assertActsForProvider(ctx, providerId);
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.db.$queryRaw<DashboardRow[]>(Prisma.sql`
    SELECT c."timeZone",
           to_char((${now}::timestamptz AT TIME ZONE c."timeZone")::date, 'YYYY-MM-DD') AS "today",
           p."rating", p."reviewCount",
           b."total", b."completed", b."earnings"
    FROM "Provider" p
    JOIN "City" c ON c."id" = p."cityId"
    CROSS JOIN LATERAL (
      SELECT (date_trunc('month', ${now}::timestamptz AT TIME ZONE c."timeZone") AT TIME ZONE c."timeZone")
               AT TIME ZONE 'UTC' AS "monthStart",
             -- The end on the local calendar too: a month with a clock change is not 30 or 31 × 24 hours.
             ((date_trunc('month', ${now}::timestamptz AT TIME ZONE c."timeZone") + interval '1 month')
               AT TIME ZONE c."timeZone") AT TIME ZONE 'UTC' AS "monthEnd"
    ) m
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "total",
             (count(*) FILTER (WHERE bk."status" = 'COMPLETED'))::int AS "completed",
             -- The price is before tax, so what a refund took back of it is the refund less the
             -- service's tax it returned (the ledger's SERVICE_TAX refund entries, negative).
             (coalesce(sum(bk."actualPrice" - coalesce(pay."refundedAmount", 0) - coalesce((
               SELECT sum(l."amount") FROM "LedgerEntry" l
               WHERE l."paymentId" = pay."id" AND l."kind" = 'SERVICE_TAX' AND l."reference" <> 'settlement'
             ), 0)) FILTER (
               WHERE bk."status" = 'COMPLETED'
                 AND bk."completedAt" >= m."monthStart"
                 AND bk."completedAt" < m."monthEnd"
             ), 0)
             + coalesce(sum(bk."cancellationFee") FILTER (
               WHERE bk."status" = 'CANCELLED'
                 AND bk."cancelledAt" >= m."monthStart"
                 AND bk."cancelledAt" < m."monthEnd"
             ), 0))::bigint AS "earnings"
      FROM "Booking" bk
      -- A refund of a completed booking's payment is not earned.
      LEFT JOIN "Payment" pay ON pay."bookingId" = bk."id" AND pay."paymentStatus" = 'COMPLETED'
      WHERE bk."providerId" = p."id"
    ) b
    WHERE p."id" = ${providerId}
  `);
  const row = rows[0];
  if (!row) throw new ProviderNotFoundError();
  return {
    providerId,
    timeZone: row.timeZone,
    today: row.today,
    totalBookings: row.total,
    completedBookings: row.completed,
    averageRating: row.rating,
    reviewCount: row.reviewCount,
    thisMonthEarnings: Number(row.earnings),
  };
}

/**
 * Which of a provider's bookings a dashboard tab lists, in its order (spec sections 2 and 4):
 * Today, dated today and confirmed or in progress; Upcoming, confirmed and after today;
 * Completed, the latest first; All, newest date first. `id` ends every order, so cursors
 * are stable.
 */
export interface BookingListQuery {
  where: Prisma.BookingWhereInput;
  orderBy: Prisma.BookingOrderByWithRelationInput[];
}

export function providerBookingsQuery(
  dashboard: Pick<ProviderDashboard, "providerId" | "today">,
  view: ProviderBookingView,
): BookingListQuery {
  const providerId = dashboard.providerId;
  const today = dateColumn(dashboard.today);
  switch (view) {
    case "TODAY":
      return {
        where: { providerId, preferredDate: today, status: { in: ["CONFIRMED", "IN_PROGRESS"] } },
        orderBy: [{ preferredTime: "asc" }, { id: "asc" }],
      };
    case "UPCOMING":
      return {
        where: { providerId, status: "CONFIRMED", preferredDate: { gt: today } },
        orderBy: [{ preferredDate: "asc" }, { preferredTime: "asc" }, { id: "asc" }],
      };
    case "COMPLETED":
      return {
        where: { providerId, status: "COMPLETED" },
        orderBy: [{ completedAt: "desc" }, { id: "desc" }],
      };
    case "ALL":
      return {
        where: { providerId },
        orderBy: [{ preferredDate: "desc" }, { preferredTime: "desc" }, { id: "desc" }],
      };
  }
}
