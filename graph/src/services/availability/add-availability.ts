import { z } from "zod";
import type { Context } from "../../context.ts";
import { sqlStateOf } from "../../db/data-exception.ts";
import { latestBookingDate, TOO_FAR_AHEAD_MESSAGE } from "../../../../shared/bookings/booking-time.ts";
import {
  availabilityWindowFields,
  DURATION_MESSAGE,
  minutesOfDay,
  SLOT_DURATIONS,
} from "../../../../shared/availability/slots.ts";
import { todayIn } from "../bookings/calendar-date.ts";
import { ProviderNotFoundError, providerIdInput } from "../providers/access.ts";
import { ConflictError, parseInput, ValidationError } from "../errors.ts";
import { MAX_DATABASE_ID } from "../ids.ts";
import { assertActsForProvider } from "../providers/access.ts";
import { type SlotView, slotView } from "./list-availability.ts";
import { zonedInstant, zonedSlots } from "./slot-times.ts";
import { recordStaffAction } from "../audit/audit-log.ts";

export const OVERLAPPING_AVAILABILITY_MESSAGE =
  "These times overlap availability you already have on that day. Choose times outside your existing slots.";
export const PAST_DAY_MESSAGE = "Availability can't be added for a day that has passed.";
export const ALL_PASSED_MESSAGE = "All of these times have already passed today. Choose later times.";
const PRICE_MESSAGE = "The price must be a whole number of cents, zero or more.";
/** A day holds at most 24 one-hour slots; a list longer than a day of 60-minute slots is not a day's. */
const MAX_SLOTS_PER_DAY = 24;

const priceCents = z
  .number({ error: PRICE_MESSAGE })
  .int(PRICE_MESSAGE)
  .min(0, PRICE_MESSAGE)
  .max(MAX_DATABASE_ID, PRICE_MESSAGE)
  .nullish();

/** What the Provider View sends: a day, a window of whole hours and a duration. */
export const addAvailabilityInput = z.object({
  providerId: providerIdInput,
  window: availabilityWindowFields,
  /** Each slot's price in cents; the provider's starting price when absent. */
  priceCents,
});

const clockTime = z
  .string({ error: "Each slot needs a start time such as 09:00." })
  .max(8)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Each slot needs a start time such as 09:00.");

/** What spec section 7's POST /api/providers/{id}/availability sends: the slots themselves. */
export const addSlotsInput = z.object({
  providerId: providerIdInput,
  date: availabilityWindowFields.shape.date,
  slots: z
    .array(
      z.object({
        startTime: clockTime,
        durationMinutes: z.union(
          SLOT_DURATIONS.map((minutes) => z.literal(minutes)),
          { error: DURATION_MESSAGE },
        ),
      }),
    )
    .min(1, "Add at least one slot.")
    .max(MAX_SLOTS_PER_DAY, `Add at most ${MAX_SLOTS_PER_DAY} slots for one day.`),
  priceCents,
});

interface SlotRequest {
  providerId: number;
  date: string;
  /** The day's slots as instants in the provider's zone (the spring-forward gap already left out). */
  slotsIn: (timeZone: string) => Array<{ startsAt: Date; durationMinutes: number }>;
  priceCents?: number | null;
}

/** Spec sections 2 and 5: the slots that fit entirely in the window, added together or not at all. */
export function addAvailability(ctx: Context, input: z.input<typeof addAvailabilityInput>): Promise<SlotView[]> {
  const { providerId, window, priceCents } = parseInput(addAvailabilityInput, input);
  // zonedSlots also keeps a slot that runs through a spring-forward gap from overlapping the next.
  const slotsIn = (timeZone: string) => zonedSlots(window, timeZone);
  return insertSlots(ctx, { providerId, date: window.date, slotsIn, priceCents });
}

/** The same rules for a list of slots: each ends by midnight, none overlap. */
export function addSlots(ctx: Context, input: z.input<typeof addSlotsInput>): Promise<SlotView[]> {
  const request = parseInput(addSlotsInput, input);
  const sorted = [...request.slots].sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
  sorted.forEach((slot, index) => {
    const end = minutesOfDay(slot.startTime) + slot.durationMinutes;
    if (end > 24 * 60) throw new ValidationError(`The ${slot.startTime} slot must end by midnight.`);
    const next = sorted[index + 1];
    if (next && minutesOfDay(next.startTime) < end) {
      throw new ValidationError(`The ${slot.startTime} and ${next.startTime} slots overlap.`);
    }
  });
  const slotsIn = (timeZone: string) =>
    sorted.flatMap(({ startTime, durationMinutes }) => {
      const start = zonedInstant(request.date, startTime, timeZone);
      // A wall-clock time the spring-forward gap skips does not happen that day.
      return start.exists ? [{ startsAt: start.instant, durationMinutes }] : [];
    });
  return insertSlots(ctx, {
    providerId: request.providerId,
    date: request.date,
    slotsIn,
    priceCents: request.priceCents,
  });
}

/**
 * The slots go in as one INSERT: the exclusion constraint on TimeSlot refuses the whole
 * statement if any of them overlaps a slot the provider already has, even one another
 * request is adding at this instant, so either all are stored or none.
 */
async function insertSlots(ctx: Context, request: SlotRequest): Promise<SlotView[]> {
  assertActsForProvider(ctx, request.providerId);
  const provider = await ctx.db.provider.findUnique({
    where: { id: request.providerId },
    select: { id: true, startingPrice: true, city: { select: { timeZone: true } } },
  });
  if (!provider) throw new ProviderNotFoundError();
  const timeZone = provider.city.timeZone;
  const now = ctx.clock.now();
  const today = todayIn(timeZone, now);
  if (request.date < today) throw dateError(PAST_DAY_MESSAGE);
  if (request.date > latestBookingDate(today)) throw dateError(TOO_FAR_AHEAD_MESSAGE);

  const rows = request
    .slotsIn(timeZone)
    // Today's slots that have already begun are not offered.
    .filter(({ startsAt }) => startsAt > now)
    .map(({ startsAt, durationMinutes }) => ({
      providerId: provider.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
      durationMinutes,
      price: request.priceCents ?? provider.startingPrice,
    }));
  if (rows.length === 0) throw dateError(ALL_PASSED_MESSAGE);

  try {
    const made = await ctx.db.$transaction(async (tx) => {
      const slots = await tx.timeSlot.createManyAndReturn({ data: rows });
      await recordStaffAction(tx, ctx, {
        action: "availability.add",
        target: { type: "Provider", id: provider.id },
        after: { date: request.date, slots: slots.length },
      });
      return slots;
    });
    return made.map((slot) => slotView(slot, timeZone, now));
  } catch (error) {
    // 23P01: the exclusion constraint; 23505: the same start as an existing slot;
    const state = sqlStateOf(error);
    // 40P01: two windows racing can deadlock on the constraint's index; one of them lost.
    if (state === "23P01" || state === "23505" || state === "40P01") {
      throw new ConflictError(OVERLAPPING_AVAILABILITY_MESSAGE);
    }
    throw error;
  }
}

function dateError(message: string): ValidationError {
  return new ValidationError(message, [{ path: ["date"], message }]);
}
