import { Hono } from "hono";
import type { RecurringSchedule } from "../generated/prisma/client.ts";
import { isoDateOf } from "../services/bookings/calendar-date.ts";
import { createRecurringSchedule } from "../services/schedules/create-schedule.ts";
import {
  cancelRecurringSchedule,
  pauseRecurringSchedule,
  resumeRecurringSchedule,
} from "../services/schedules/lifecycle.ts";
import { requestedSchedulesQuery } from "../services/schedules/list-schedules.ts";
import type { RestEnv } from "./env.ts";
import { objectBody, optionalObjectBody, pageOf, pageOfRows, pageQuery } from "./paging.ts";

/**
 * Spec section 7's recurring-schedule calls, over the schedules services (401 signed out,
 * 403 not yours, 404 no such schedule, 409 already in that state; nothing changes then):
 *
 * GET /api/recurring-schedules?customerId=: the signed-in customer's own active and paused
 * schedules, whatever customerId says; staff get the named customer's, or everyone's. Paged
 * (`limit`, `after`, next page in a Link header).
 *
 * POST /api/recurring-schedules: the schedule's fields (frequency "weekly", "biweekly" or
 * "monthly"); a nextBookingDate in the body is not used, the server works it out. 201. An
 * optional `Idempotency-Key` header makes retries safe, as for bookings.
 *
 * PATCH /api/recurring-schedules/{id}/pause `{ pausedUntil }` (empty: until resumed),
 * PATCH /api/recurring-schedules/{id}/resume, DELETE /api/recurring-schedules/{id} (cancel).
 */
export const scheduleRoutes = new Hono<RestEnv>()
  .get("/recurring-schedules", async (c) => {
    const ctx = c.var.ctx;
    const query = requestedSchedulesQuery(ctx, c.req.query("customerId"));
    const page = pageOf(c);
    const rows = await ctx.db.recurringSchedule.findMany({ ...query, ...pageQuery(page) });
    return c.json(pageOfRows(c, page, rows).map(scheduleJson));
  })
  .post("/recurring-schedules", async (c) => {
    const body = await objectBody(c);
    const schedule = await createRecurringSchedule(c.var.ctx, body, {
      idempotencyKey: c.req.header("idempotency-key") ?? null,
    });
    return c.json(scheduleJson(schedule), 201);
  })
  .patch("/recurring-schedules/:id/pause", async (c) => {
    // The interface sends `{ pausedUntil }`; a pause without a body is "until resumed".
    const body = await optionalObjectBody(c);
    const schedule = await pauseRecurringSchedule(c.var.ctx, {
      scheduleId: c.req.param("id"),
      pausedUntil: body.pausedUntil as string | null | undefined,
    });
    return c.json(scheduleJson(schedule));
  })
  .patch("/recurring-schedules/:id/resume", async (c) =>
    c.json(scheduleJson(await resumeRecurringSchedule(c.var.ctx, { scheduleId: c.req.param("id") }))),
  )
  .delete("/recurring-schedules/:id", async (c) =>
    c.json(scheduleJson(await cancelRecurringSchedule(c.var.ctx, { scheduleId: c.req.param("id") }))),
  );

/** Spec section 3's RecurringSchedule: lower-case frequency, dates as YYYY-MM-DD, cents. */
export function scheduleJson(schedule: RecurringSchedule) {
  return {
    id: schedule.id,
    providerId: schedule.providerId,
    customerId: schedule.customerId,
    customerName: schedule.customerName,
    customerPhone: schedule.customerPhone,
    customerEmail: schedule.customerEmail,
    /** The customer deleted their account: the fields above are blank. */
    customerErased: schedule.customerErasedAt !== null,
    serviceType: schedule.serviceType,
    serviceDetails: schedule.serviceDetails,
    frequency: schedule.frequency.toLowerCase(),
    dayOfWeek: schedule.dayOfWeek,
    dayOfMonth: schedule.dayOfMonth,
    preferredTime: schedule.preferredTime,
    specialInstructions: schedule.specialInstructions,
    address: schedule.address,
    addressUnit: schedule.addressUnit,
    addressCityId: schedule.addressCityId,
    postalCode: schedule.postalCode,
    estimatedPrice: schedule.estimatedPrice,
    startDate: isoDateOf(schedule.startDate),
    nextBookingDate: isoDateOf(schedule.nextBookingDate),
    isActive: schedule.status === "ACTIVE",
    status: schedule.status.toLowerCase(),
    totalBookings: schedule.totalBookings,
    pausedUntil: schedule.pausedUntil ? isoDateOf(schedule.pausedUntil) : null,
    createdAt: schedule.createdAt.toISOString(),
  };
}
