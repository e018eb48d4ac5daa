import type { Context } from "../../context.ts";
import type { Prisma, RecurringSchedule } from "../../generated/prisma/client.ts";
import { firstOccurrenceAfter } from "../../../../shared/schedules/next-date.ts";
import { canReadUser } from "../accounts/access.ts";
import { ForbiddenError, parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { isoDateOf, todayIn } from "../bookings/calendar-date.ts";
import { providerIdInput } from "../providers/access.ts";
import { assertSignedInForSchedules, scheduleOwnerFor, scheduleProviderFor } from "./access.ts";
import { storedScheduleRule } from "./schedule-rule.ts";

export interface ScheduleListQuery {
  where: Prisma.RecurringScheduleWhereInput;
  orderBy: Prisma.RecurringScheduleOrderByWithRelationInput[];
}

export const customerIdInput = databaseIdInput("customerId must be a customer's account id.");

/** A cancelled schedule has ended for good: the lists show the active and paused ones, newest first. */
const LIVE: Prisma.RecurringScheduleWhereInput = { status: { in: ["ACTIVE", "PAUSED"] } };
const NEWEST_FIRST: Prisma.RecurringScheduleOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/** One account's schedules, for that account and staff. */
export function customerSchedulesQuery(ctx: Context, userId: number): ScheduleListQuery {
  assertSignedInForSchedules(ctx);
  if (!canReadUser(ctx, { id: userId })) throw new ForbiddenError();
  return { where: { ...LIVE, customerId: userId }, orderBy: NEWEST_FIRST };
}

/**
 * GET /api/recurring-schedules?customerId=: a customer gets their own whatever the
 * parameter says; staff get the named customer's, or everyone's without one.
 */
export function requestedSchedulesQuery(ctx: Context, customerId: unknown): ScheduleListQuery {
  const owner = scheduleOwnerFor(ctx, () =>
    customerId === undefined || customerId === "" ? undefined : parseInput(customerIdInput, customerId),
  );
  return { where: owner === "all" ? LIVE : { ...LIVE, customerId: owner }, orderBy: NEWEST_FIRST };
}

/**
 * A provider's schedules, for its dashboard: the provider account's own (whatever else it
 * names is refused), or the provider staff name (every provider's when they name none).
 */
export function providerSchedulesQuery(ctx: Context, providerId: unknown): ScheduleListQuery {
  const provider = scheduleProviderFor(ctx, () =>
    providerId === undefined || providerId === null || providerId === ""
      ? undefined
      : parseInput(providerIdInput, providerId),
  );
  return { where: provider === "all" ? LIVE : { ...LIVE, providerId: provider }, orderBy: NEWEST_FIRST };
}

/** The schedule's bookings that may be its next cleaning: live, from yesterday on (every zone's today). */
export function upcomingBookingsSelection(now: Date) {
  return {
    where: {
      status: { in: ["CONFIRMED", "IN_PROGRESS"] },
      preferredDate: { gte: new Date(now.getTime() - 86_400_000 * 2) },
    },
    orderBy: [{ preferredDate: "asc" }, { id: "asc" }],
    take: 3,
    select: { preferredDate: true },
  } satisfies Prisma.RecurringSchedule$bookingsArgs;
}

/**
 * The date of the schedule's next cleaning as the customer sees it: the first booking it
 * has made from today on (the scheduler books a week ahead, and moves nextBookingDate past
 * it), else the next date it will book. A paused schedule books nothing until its pause
 * ends: then the date it resumes with (as resuming would set it), and none while paused
 * until resumed. Null once cancelled.
 */
export function nextCleaningDate(
  schedule: Pick<RecurringSchedule, "status" | "nextBookingDate" | "pausedUntil"> &
    Parameters<typeof storedScheduleRule>[0] & { timeZone: string },
  upcoming: readonly { preferredDate: Date }[],
  now: Date,
): string | null {
  if (schedule.status === "CANCELLED") return null;
  const today = todayIn(schedule.timeZone, now);
  const booked = upcoming.map((booking) => isoDateOf(booking.preferredDate)).find((date) => date >= today);
  if (booked) return booked;
  const next = isoDateOf(schedule.nextBookingDate);
  if (schedule.status === "ACTIVE") return next;
  if (schedule.pausedUntil === null) return null;
  const resumesOn = isoDateOf(schedule.pausedUntil);
  return next >= resumesOn ? next : firstOccurrenceAfter(storedScheduleRule(schedule), resumesOn);
}
