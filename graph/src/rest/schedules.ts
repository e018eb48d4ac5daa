import { type Context, Hono } from "hono";
import type { RecurringSchedule } from "../generated/prisma/client.ts";
import { isoDateOf } from "../services/bookings/calendar-date.ts";
import { createRecurringSchedule } from "../services/schedules/create-schedule.ts";
import {
  cancelRecurringSchedule,
  pauseRecurringSchedule,
  resumeRecurringSchedule,
} from "../services/schedules/lifecycle.ts";
import { requestedSchedulesQuery } from "../services/schedules/list-schedules.ts";
import {
  answerSchedulePriceProposal,
  type ProposalWithParties,
  proposeSchedulePrice,
} from "../services/schedules/price-proposals.ts";
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
 *
 * POST /api/recurring-schedules/{id}/price-proposals `{ pricePerVisit }` (cents): the
 * schedule's provider or staff propose a new price; 201 with the proposal. POST
 * .../price-proposals/{proposalId}/accept and /decline: its customer answers; the proposal
 * and the schedule (with its new price when accepted).
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
      // The spec's client sends its default estimate whatever the provider charges: the
      // provider's price is used, not refused (docs/decisions/schedule-price-from-provider.md).
      differingPrice: "ignore",
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
  )
  .post("/recurring-schedules/:id/price-proposals", async (c) => {
    const body = await objectBody(c);
    const proposal = await proposeSchedulePrice(
      c.var.ctx,
      { scheduleId: c.req.param("id"), pricePerVisit: body.pricePerVisit as number },
      { idempotencyKey: c.req.header("idempotency-key") ?? null },
    );
    return c.json(proposalJson(proposal), 201);
  })
  .post("/recurring-schedules/:id/price-proposals/:proposalId/accept", (c) => answerProposal(c, true))
  .post("/recurring-schedules/:id/price-proposals/:proposalId/decline", (c) => answerProposal(c, false));

/** Accept or decline: the proposal must be the named schedule's, or it is not found there. */
async function answerProposal(c: Context<RestEnv>, accept: boolean) {
  const answered = await answerSchedulePriceProposal(c.var.ctx, {
    proposalId: c.req.param("proposalId"),
    scheduleId: c.req.param("id"),
    accept,
  });
  return c.json({ proposal: proposalJson(answered.proposal), schedule: scheduleJson(answered.schedule) });
}

/** A price proposal: cents, status in lower case. */
export function proposalJson(proposal: ProposalWithParties) {
  return {
    id: proposal.id,
    scheduleId: proposal.scheduleId,
    proposedPrice: proposal.proposedPrice,
    previousPrice: proposal.previousPrice,
    status: proposal.status.toLowerCase(),
    proposedAt: proposal.proposedAt.toISOString(),
    answeredAt: proposal.answeredAt?.toISOString() ?? null,
  };
}

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
