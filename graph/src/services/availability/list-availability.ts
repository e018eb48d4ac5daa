import { z } from "zod";
import type { Context } from "../../context.ts";
import type { TimeSlot } from "../../generated/prisma/client.ts";
import { addDaysIso, availabilityWindowFields } from "../../../../shared/availability/slots.ts";
import { isIsoDate } from "../../../../shared/bookings/booking-time.ts";
import { todayIn } from "../bookings/calendar-date.ts";
import { ProviderNotFoundError, providerIdInput } from "../providers/access.ts";
import { parseInput } from "../errors.ts";
import { canReadProvider } from "../providers/access.ts";
import { dayBoundsInZone, wallClockOf } from "./slot-times.ts";

/** A calendar shows a week; a month is the most any screen asks for at once. */
export const MAX_AVAILABILITY_DAYS = 31;

export const listAvailabilityInput = z
  .object({
    providerId: providerIdInput,
    /** First day shown, YYYY-MM-DD on the provider's calendar. */
    start: availabilityWindowFields.shape.date,
    /** Last day shown (inclusive). */
    end: availabilityWindowFields.shape.date,
  })
  // zod runs these even when a date failed above: they only judge two real dates.
  .refine((range) => !bothDates(range) || range.end >= range.start, {
    path: ["end"],
    message: "The end date must not be before the start date.",
  })
  .refine((range) => !bothDates(range) || range.end <= addDaysIso(range.start, MAX_AVAILABILITY_DAYS - 1), {
    path: ["end"],
    message: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`,
  });

function bothDates(range: { start: unknown; end: unknown }): boolean {
  return (
    typeof range.start === "string" && typeof range.end === "string" && isIsoDate(range.start) && isIsoDate(range.end)
  );
}

export type SlotState = "AVAILABLE" | "BOOKED" | "UNAVAILABLE";

/** Spec section 3's TimeSlot, on the provider's wall clock. */
export interface SlotView {
  id: number;
  providerId: number;
  date: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  /** Cents. */
  price: number;
  /** Spec section 4: booked, available, or unavailable (closed by the provider, or already begun). */
  state: SlotState;
  startsAt: Date;
  endsAt: Date;
}

export interface AvailabilityCalendar {
  providerId: number;
  timeZone: string;
  /** YYYY-MM-DD in the provider's zone: days before it take no new availability. */
  today: string;
  slots: SlotView[];
}

/**
 * A provider's slots from `start` to `end` (inclusive), in time order. Anyone may see an
 * approved provider's; a pending or rejected provider's only its account and staff (the
 * provider read rule). A slot that has begun is unavailable, whatever its row says.
 */
export async function listAvailability(
  ctx: Context,
  input: z.input<typeof listAvailabilityInput>,
): Promise<AvailabilityCalendar> {
  const { providerId, start, end } = parseInput(listAvailabilityInput, input);
  const provider = await ctx.db.provider.findUnique({
    where: { id: providerId },
    select: { id: true, status: true, city: { select: { timeZone: true } } },
  });
  if (!provider || !canReadProvider(ctx, provider)) throw new ProviderNotFoundError();
  const timeZone = provider.city.timeZone;
  const rows = await ctx.db.timeSlot.findMany({
    where: {
      providerId,
      startsAt: { gte: dayBoundsInZone(start, timeZone).start, lt: dayBoundsInZone(end, timeZone).end },
    },
    orderBy: { startsAt: "asc" },
  });
  const now = ctx.clock.now();
  return {
    providerId,
    timeZone,
    today: todayIn(timeZone, now),
    slots: rows.map((row) => slotView(row, timeZone, now)),
  };
}

export function slotView(slot: TimeSlot, timeZone: string, now: Date): SlotView {
  const start = wallClockOf(slot.startsAt, timeZone);
  const state: SlotState =
    slot.status === "BOOKED"
      ? "BOOKED"
      : slot.status === "UNAVAILABLE" || slot.startsAt <= now
        ? "UNAVAILABLE"
        : "AVAILABLE";
  return {
    id: slot.id,
    providerId: slot.providerId,
    date: start.date,
    startTime: start.time,
    endTime: wallClockOf(slot.endsAt, timeZone).time,
    durationMinutes: slot.durationMinutes,
    price: slot.price,
    state,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
  };
}

/**
 * Slots by id, as `node` hands them out: each as the provider's calendar shows it, or null
 * for an id that names no slot or a slot of a provider the viewer may not read (the same
 * answer, so ids tell a stranger nothing).
 */
export async function readableSlots(ctx: Context, ids: readonly number[]): Promise<(SlotView | null)[]> {
  const rows = await ctx.db.timeSlot.findMany({
    where: { id: { in: [...ids] } },
    include: { provider: { select: { id: true, status: true, city: { select: { timeZone: true } } } } },
  });
  const now = ctx.clock.now();
  const byId = new Map(
    rows
      .filter((row) => canReadProvider(ctx, row.provider))
      .map((row) => [row.id, slotView(row, row.provider.city.timeZone, now)]),
  );
  return ids.map((id) => byId.get(id) ?? null);
}
