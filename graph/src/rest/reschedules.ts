import { Hono } from "hono";
import type { BookingReschedule } from "../generated/prisma/client.ts";
import { isoDateOf } from "../services/bookings/calendar-date.ts";
import {
  answerReschedule,
  moveSeat,
  proposeReschedule,
  rescheduleHistory,
  type RescheduleOutcome,
} from "../services/bookings/reschedule.ts";
import { bookingJson } from "./bookings.ts";
import type { RestEnv } from "./env.ts";
import { objectBody, optionalObjectBody } from "./paging.ts";

/**
 * Moving a booking, for its customer's account and its provider's accounts (GraphQL
 * `rescheduleBooking`, `answerBookingReschedule`, `Booking.reschedules`).
 *
 * POST /api/bookings/{id}/reschedule `{ timeSlotId }` or `{ preferredDate, preferredTime }`:
 *   201 with the proposal (`status` "accepted" when it moved at once, else "pending") and the
 *   booking as it now stands. An optional `Idempotency-Key` header makes a retry propose once.
 * POST /api/bookings/{id}/reschedule/{proposalId}/accept and /decline (no body needed): the
 *   other side's answer; the proposer's decline withdraws it. 409 once it was answered, lapsed
 *   or the booking changed.
 * GET /api/bookings/{id}/reschedules: the proposals and answers, newest first.
 */
export const rescheduleRoutes = new Hono<RestEnv>()
  .post("/bookings/:id/reschedule", async (c) => {
    const ctx = c.var.ctx;
    const seat = await moveSeat(ctx, c.req.param("id"));
    const body = await objectBody(c);
    const outcome = await proposeReschedule(ctx, seat, body, {
      idempotencyKey: c.req.header("idempotency-key") ?? null,
    });
    return c.json(await outcomeJson(c.var.ctx, outcome), 201);
  })
  .post("/bookings/:id/reschedule/:proposalId/:answer{accept|decline}", async (c) => {
    const ctx = c.var.ctx;
    const seat = await moveSeat(ctx, c.req.param("id"));
    await optionalObjectBody(c);
    const outcome = await answerReschedule(ctx, seat, {
      rescheduleId: c.req.param("proposalId"),
      accept: c.req.param("answer") === "accept",
    });
    return c.json(await outcomeJson(ctx, outcome));
  })
  .get("/bookings/:id/reschedules", async (c) => {
    const ctx = c.var.ctx;
    const seat = await moveSeat(ctx, c.req.param("id"));
    return c.json((await rescheduleHistory(ctx, seat.bookingId)).map(rescheduleJson));
  });

async function outcomeJson(ctx: RestEnv["Variables"]["ctx"], outcome: RescheduleOutcome) {
  const booking = await ctx.db.booking.findUniqueOrThrow({ where: { id: outcome.bookingId } });
  return { proposal: rescheduleJson(outcome.reschedule), booking: bookingJson(booking) };
}

export function rescheduleJson(reschedule: BookingReschedule) {
  return {
    id: reschedule.id,
    bookingId: reschedule.bookingId,
    proposedBy: reschedule.proposedBy.toLowerCase(),
    from: { date: isoDateOf(reschedule.fromDate), time: reschedule.fromTime, price: reschedule.fromPrice },
    to: {
      date: isoDateOf(reschedule.toDate),
      time: reschedule.toTime,
      price: reschedule.toPrice,
      timeSlotId: reschedule.toTimeSlotId,
    },
    status: reschedule.status.toLowerCase(),
    immediate: reschedule.immediate,
    answerBy: reschedule.answerBy.toISOString(),
    answeredBy: reschedule.answeredBy?.toLowerCase() ?? null,
    answeredAt: reschedule.answeredAt?.toISOString() ?? null,
    refundedAmount: reschedule.refundedAmount,
    createdAt: reschedule.createdAt.toISOString(),
  };
}
