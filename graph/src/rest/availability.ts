import { Hono } from "hono";
import { addAvailability, addSlots } from "../services/availability/add-availability.ts";
import { bookSlot } from "../services/availability/book-slot.ts";
import { listAvailability } from "../services/availability/list-availability.ts";
import { ValidationError } from "../services/errors.ts";
import { minutesOfDay } from "../../../shared/availability/slots.ts";
import { isIsoDate } from "../../../shared/bookings/booking-time.ts";
import { bookingJson } from "./bookings.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";
import { slotJson } from "./presenters.ts";

/**
 * Spec section 7's availability calls, over the availability services.
 *
 * GET /api/providers/{id}/availability?start=YYYY-MM-DD&end=YYYY-MM-DD: the slots of those
 *   days (inclusive, at most 31), as spec section 3's TimeSlot.
 * POST /api/providers/{id}/availability: `{ date, slots: [{ startTime, endTime | duration }],
 *   dayOfWeek? }` as the spec's client sends it, or a window `{ date, startTime, endTime,
 *   duration }`; optional `price` in cents. 201 with the slots made; 400 for a past day or
 *   a bad slot, 409 if any overlaps an existing slot (then none is added).
 * POST /api/time-slots/{id}/book: the booking request's fields without date and time;
 *   201 with the booking; 409 'Unable to book this time slot.' if it is taken or has begun.
 */
export const availabilityRoutes = new Hono<RestEnv>()
  .get("/providers/:id/availability", async (c) => {
    const calendar = await listAvailability(c.var.ctx, {
      providerId: c.req.param("id"),
      start: c.req.query("start") as string,
      end: c.req.query("end") as string,
    });
    return c.json(calendar.slots.map(slotJson));
  })
  .post("/providers/:id/availability", async (c) => {
    const ctx = c.var.ctx;
    const providerId = c.req.param("id");
    const body = await objectBody(c);
    assertDayOfWeek(body.date, body.dayOfWeek);
    const priceCents = body.price as number | undefined;
    const made = Array.isArray(body.slots)
      ? await addSlots(ctx, {
          providerId,
          date: body.date,
          slots: body.slots.map(slotRequest),
          priceCents,
        } as Parameters<typeof addSlots>[1])
      : await addAvailability(ctx, {
          providerId,
          window: { date: body.date, startTime: body.startTime, endTime: body.endTime, durationMinutes: body.duration },
          priceCents,
        } as Parameters<typeof addAvailability>[1]);
    return c.json(made.map(slotJson), 201);
  })
  .post("/time-slots/:id/book", async (c) => {
    const body = await objectBody(c);
    const booking = await bookSlot(
      c.var.ctx,
      { ...body, timeSlotId: c.req.param("id") },
      { idempotencyKey: c.req.header("idempotency-key") ?? null },
    );
    return c.json(bookingJson(booking), 201);
  });

/** A slot as the spec's client sends it: a duration, or an end time on the same day. */
function slotRequest(slot: unknown) {
  if (typeof slot !== "object" || slot === null) throw new ValidationError("Each slot must be an object.");
  const { startTime, endTime, duration } = slot as Record<string, unknown>;
  if (duration !== undefined) return { startTime, durationMinutes: duration };
  if (!isClockTime(startTime) || !isClockTime(endTime)) {
    throw new ValidationError("Each slot needs a startTime and an endTime (such as 09:00 and 11:00) or a duration.");
  }
  return { startTime, durationMinutes: minutesOfDay(endTime) - minutesOfDay(startTime) };
}

const isClockTime = (text: unknown): text is string =>
  typeof text === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** The spec's client sends the weekday too; one that is not the date's is a mistake to report. */
function assertDayOfWeek(date: unknown, dayOfWeek: unknown): void {
  // A bad date is the service's to refuse, in its own words.
  if (dayOfWeek === undefined || dayOfWeek === null || typeof date !== "string" || !isIsoDate(date)) return;
  const actual = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (Number(dayOfWeek) !== actual) {
    throw new ValidationError("dayOfWeek must be the date's weekday (0 = Sunday to 6 = Saturday).");
  }
}
