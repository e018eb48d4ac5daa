// The platform's earnings over a range of days (spec sections 2, 3 and 7 "Platform
// earnings"), for staff. Every figure is an aggregate the database computes over the
// ledger, so it is exact to the cent however many payments there are, and it counts money
// when the gateway moved it (LedgerEntry.occurredAt), refunds included on their own day.
import type { Context } from "../../context.ts";
import { type Payment, Prisma } from "../../generated/prisma/client.ts";
import { ValidationError } from "../errors.ts";
import { zonedInstant } from "../availability/slot-times.ts";
import { addDaysIso } from "../../../../shared/availability/slots.ts";
import {
  earningsDateOf,
  type EarningsDateRange,
  MAX_EARNINGS_DATE_LENGTH,
  monthOf,
  PLATFORM_TIME_ZONE,
  platformToday,
  rangeProblem,
} from "../../../../shared/payments/earnings-range.ts";
import { assertStaff } from "../accounts/access.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";

/** REST answers this many of the range's payments; GraphQL pages through them all. */
export const REST_EARNINGS_PAYMENTS = 50;

/** What a caller may send: either end may be missing (then the current month's is used). */
export interface EarningsRangeInput {
  startDate?: string | null;
  endDate?: string | null;
}

/** A range of the platform's calendar days and the instants that bound it. */
export interface EarningsRange extends EarningsDateRange {
  timeZone: string;
  /** Midnight in Toronto at the start of startDate, as an instant. */
  startsAt: Date;
  /** Midnight in Toronto at the end of endDate (the next day's start): not included. */
  endsBefore: Date;
}

export interface DailyEarnings {
  /** YYYY-MM-DD on the platform's calendar. */
  date: string;
  /** Cents: payments that moved that day before the service's taxes, refunds negative. */
  volume: number;
  /** Cents: the platform's fees that moved that day, refunds negative. */
  fees: number;
  /** Payments settled that day. */
  paymentCount: number;
}

export interface PlatformEarnings {
  range: EarningsRange;
  /** Cents: the PLATFORM_FEE entries in range (a refund's reversal counts on its day). */
  totalEarnings: number;
  /**
   * Cents: net payment volume before sales tax, i.e. every entry in range but the service's
   * taxes (the fee's tax is carved out of the price, so it counts as volume).
   */
  totalVolume: number;
  /** Cents: the services' sales taxes collected for providers (SERVICE_TAX), refunds negative. */
  totalServiceTax: number;
  /** Cents: the sales tax on the platform's fees (FEE_TAX), which the platform remits. */
  totalFeeTax: number;
  /** Payments settled in range (with a "settlement" entry whose time is in it). */
  paymentCount: number;
  /**
   * Percent, to 2 decimals (10 for 10%): the settled payments' fees over their prices before
   * tax, both as charged, so a later refund does not distort it. 0 when nothing settled.
   */
  averageCommissionRate: number;
  /** Every day of the range, in order, zeros included. */
  daily: DailyEarnings[];
}

/**
 * The range a request means, checked: each date is YYYY-MM-DD or an ISO 8601 instant (its
 * Toronto date); a missing or empty end is the current Toronto month's. Throws a
 * ValidationError naming the field for anything else.
 */
export function earningsRange(ctx: Pick<Context, "clock">, input: EarningsRangeInput): EarningsRange {
  const month = monthOf(platformToday(ctx.clock.now()));
  const startDate = dateParameter(input.startDate, "startDate") ?? month.startDate;
  const endDate = dateParameter(input.endDate, "endDate") ?? month.endDate;
  const problem = rangeProblem({ startDate, endDate });
  if (problem) throw new ValidationError(problem, [{ path: ["endDate"], message: problem }]);
  return {
    startDate,
    endDate,
    timeZone: PLATFORM_TIME_ZONE,
    // Midnight is never skipped or repeated in Toronto (its clocks change at 02:00).
    startsAt: zonedInstant(startDate, "00:00", PLATFORM_TIME_ZONE).instant,
    endsBefore: zonedInstant(addDaysIso(endDate, 1), "00:00", PLATFORM_TIME_ZONE).instant,
  };
}

function dateParameter(value: string | null | undefined, name: "startDate" | "endDate"): string | null {
  if (value == null || value === "") return null;
  const date = typeof value === "string" ? earningsDateOf(value) : null;
  if (date !== null) return date;
  const message =
    typeof value === "string" && value.length > MAX_EARNINGS_DATE_LENGTH
      ? `${name} is too long: send a date such as 2026-11-20.`
      : `${name} must be a date such as 2026-11-20, or an ISO 8601 date-time such as 2026-11-20T15:00:00Z.`;
  throw new ValidationError(message, [{ path: [name], message }]);
}

interface EarningsRow {
  /** Null on the one row of totals. */
  date: string | null;
  volume: bigint | number;
  fees: bigint | number;
  serviceTax: bigint | number;
  feeTax: bigint | number;
  paymentCount: number;
  averageCommissionRate: number;
}

/**
 * Staff only. One statement, so the totals and the daily series come from the same
 * snapshot of the ledger and always agree.
 */
export async function readPlatformEarnings(ctx: Context, input: EarningsRangeInput): Promise<PlatformEarnings> {
  assertStaff(ctx);
  const range = earningsRange(ctx, input);
  const startsAt = utcTimestampSql(range.startsAt);
  const endsBefore = utcTimestampSql(range.endsBefore);
  const localDay = (column: Prisma.Sql) =>
    Prisma.sql`((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${PLATFORM_TIME_ZONE})::date`;
  const rows = await ctx.db.$queryRaw<EarningsRow[]>(Prisma.sql`
    WITH entries AS (
      SELECT l."kind", l."amount", ${localDay(Prisma.sql`l."occurredAt"`)} AS "day"
      FROM "LedgerEntry" l
      WHERE l."occurredAt" >= ${startsAt} AND l."occurredAt" < ${endsBefore}
    ),
    -- Each payment settled in range once, with its amounts as charged.
    settled AS (
      SELECT p."platformFee", p."totalAmount" - p."serviceTax" AS "price", ${localDay(Prisma.sql`min(l."occurredAt")`)} AS "day"
      FROM "LedgerEntry" l
      JOIN "Payment" p ON p."id" = l."paymentId"
      WHERE l."reference" = 'settlement' AND l."occurredAt" >= ${startsAt} AND l."occurredAt" < ${endsBefore}
      GROUP BY p."id"
    ),
    days AS (
      SELECT d::date AS "day"
      FROM generate_series(${range.startDate}::date, ${range.endDate}::date, interval '1 day') AS d
    )
    SELECT to_char(days."day", 'YYYY-MM-DD') AS "date",
           coalesce(e."volume", 0)::bigint AS "volume",
           coalesce(e."fees", 0)::bigint AS "fees",
           0::bigint AS "serviceTax",
           0::bigint AS "feeTax",
           coalesce(s."paymentCount", 0)::int AS "paymentCount",
           0::float8 AS "averageCommissionRate"
    FROM days
    LEFT JOIN (
      SELECT "day",
             sum("amount") FILTER (WHERE "kind" <> 'SERVICE_TAX') AS "volume",
             sum("amount") FILTER (WHERE "kind" = 'PLATFORM_FEE') AS "fees"
      FROM entries GROUP BY "day"
    ) e ON e."day" = days."day"
    LEFT JOIN (SELECT "day", count(*) AS "paymentCount" FROM settled GROUP BY "day") s ON s."day" = days."day"
    UNION ALL
    SELECT NULL,
           (SELECT coalesce(sum("amount") FILTER (WHERE "kind" <> 'SERVICE_TAX'), 0) FROM entries)::bigint,
           (SELECT coalesce(sum("amount") FILTER (WHERE "kind" = 'PLATFORM_FEE'), 0) FROM entries)::bigint,
           (SELECT coalesce(sum("amount") FILTER (WHERE "kind" = 'SERVICE_TAX'), 0) FROM entries)::bigint,
           (SELECT coalesce(sum("amount") FILTER (WHERE "kind" = 'FEE_TAX'), 0) FROM entries)::bigint,
           (SELECT count(*) FROM settled)::int,
           -- The commission is on the price before tax, so its rate is over the prices.
           coalesce(round(100.0 * t."settledFees" / nullif(t."settledPrices", 0), 2), 0)::float8
    FROM (SELECT sum("platformFee") AS "settledFees", sum("price") AS "settledPrices" FROM settled) t
    ORDER BY 1 NULLS LAST
  `);
  const totals = rows[rows.length - 1];
  if (!totals || totals.date !== null) throw new Error("The earnings statement returned no totals row");
  return {
    range,
    totalEarnings: Number(totals.fees),
    totalVolume: Number(totals.volume),
    totalServiceTax: Number(totals.serviceTax),
    totalFeeTax: Number(totals.feeTax),
    paymentCount: totals.paymentCount,
    averageCommissionRate: totals.averageCommissionRate,
    daily: rows.slice(0, -1).map((row) => ({
      date: row.date!,
      volume: Number(row.volume),
      fees: Number(row.fees),
      paymentCount: row.paymentCount,
    })),
  };
}

/** The range's payments as Prisma reads them: created in range, any status, newest first. */
export function earningsPaymentsQuery(range: EarningsRange) {
  return {
    where: { createdAt: { gte: range.startsAt, lt: range.endsBefore } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  } satisfies Pick<Prisma.PaymentFindManyArgs, "where" | "orderBy">;
}

/** The range's payments for a staff reader (REST's list): the first `take`, newest first. */
export async function listEarningsPayments(ctx: Context, range: EarningsRange, take = REST_EARNINGS_PAYMENTS) {
  assertStaff(ctx);
  return ctx.db.payment.findMany({
    ...earningsPaymentsQuery(range),
    take,
    include: {
      provider: { select: { name: true } },
      booking: { select: { serviceType: true, customerName: true } },
      recurringSchedule: { select: { serviceType: true, customerName: true } },
      customer: { select: { name: true } },
    },
  });
}

/**
 * "subscription" for a schedule's paid invoice, "booking" for a one-off payment. A
 * subscription payment carries the gateway's subscription or invoice; a schedule's payment
 * without a booking is one too.
 */
export function paymentKindOf(
  payment: Pick<Payment, "stripeSubscriptionId" | "stripeInvoiceId" | "bookingId" | "recurringScheduleId">,
): "booking" | "subscription" {
  if (payment.stripeSubscriptionId !== null || payment.stripeInvoiceId !== null) return "subscription";
  return payment.bookingId === null && payment.recurringScheduleId !== null ? "subscription" : "booking";
}

/** Basis points as a percent: 1000 → 10, 1250 → 12.5. */
export function commissionRatePercent(bps: number): number {
  return bps / 100;
}

interface PaymentParties {
  booking?: { serviceType: string; customerName: string } | null;
  recurringSchedule?: { serviceType: string; customerName: string } | null;
  customer?: { name: string } | null;
}

/** The service paid for: the booking's, else the schedule's; null if neither is left. */
export function paymentServiceType(payment: PaymentParties): string | null {
  return payment.booking?.serviceType ?? payment.recurringSchedule?.serviceType ?? null;
}

/**
 * Who paid, as the booking or schedule names them, else the paying account's name. A customer
 * who deleted their account left a blank name (and no account): null, not an empty cell.
 */
export function paymentCustomerName(payment: PaymentParties): string | null {
  return payment.booking?.customerName || payment.recurringSchedule?.customerName || payment.customer?.name || null;
}
