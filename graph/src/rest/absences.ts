import { Hono } from "hono";
import type { BookingAbsence } from "../generated/prisma/client.ts";
import {
  absenceSeat,
  type AbsenceOutcome,
  decideAbsence,
  disputeAbsence,
  disputedAbsences,
  readDisputedConversation,
  reportAbsence,
} from "../services/bookings/absences.ts";
import { bookingJson } from "./bookings.ts";
import type { RestEnv } from "./env.ts";
import { conversationJson } from "./messages.ts";
import { objectBody, optionalObjectBody } from "./paging.ts";

/**
 * No-shows (GraphQL `reportNoShow`, `disputeNoShow`, `decideNoShow`, `Booking.absence`,
 * `disputedNoShows`, `disputedBookingConversation`).
 *
 * POST /api/bookings/{id}/no-show (no body needed): the caller's side reports the other absent,
 *   from the visit's start until 48 hours after; 201 with the report and the booking (cancelled).
 * POST /api/bookings/{id}/no-show/dispute `{ note }`: the side reported absent disputes it,
 *   within 48 hours of the report.
 * GET /api/admin/no-shows: staff's queue of disputed reports, the longest waiting first.
 * POST /api/admin/no-shows/{id}/uphold and /overturn `{ note }`: staff decide (a recent second
 *   factor needed: overturning an absent customer's report refunds the fee).
 * GET /api/admin/bookings/{id}/messages: staff read a disputed booking's conversation (audited).
 */
export const absenceRoutes = new Hono<RestEnv>()
  .post("/bookings/:id/no-show", async (c) => {
    const ctx = c.var.ctx;
    const seat = await absenceSeat(ctx, c.req.param("id"));
    await optionalObjectBody(c);
    return c.json(await outcomeJson(ctx, await reportAbsence(ctx, seat)), 201);
  })
  .post("/bookings/:id/no-show/dispute", async (c) => {
    const ctx = c.var.ctx;
    const seat = await absenceSeat(ctx, c.req.param("id"));
    const body = await objectBody(c);
    return c.json(await outcomeJson(ctx, await disputeAbsence(ctx, seat, { note: body.note })));
  })
  .get("/admin/no-shows", async (c) => c.json((await disputedAbsences(c.var.ctx)).map(absenceJson)))
  .post("/admin/no-shows/:absenceId/:verdict{uphold|overturn}", async (c) => {
    const ctx = c.var.ctx;
    const body = await objectBody(c);
    const outcome = await decideAbsence(ctx, {
      absenceId: c.req.param("absenceId"),
      overturn: c.req.param("verdict") === "overturn",
      note: body.note,
    });
    return c.json(await outcomeJson(ctx, outcome));
  })
  .get("/admin/bookings/:id/messages", async (c) =>
    c.json(conversationJson(await readDisputedConversation(c.var.ctx, c.req.param("id"), c.req.query()))),
  );

async function outcomeJson(ctx: RestEnv["Variables"]["ctx"], outcome: AbsenceOutcome) {
  const booking = await ctx.db.booking.findUniqueOrThrow({ where: { id: outcome.bookingId } });
  return { noShow: absenceJson(outcome.absence), booking: bookingJson(booking) };
}

export function absenceJson(absence: BookingAbsence) {
  return {
    id: absence.id,
    bookingId: absence.bookingId,
    absent: absence.absentParty.toLowerCase(),
    reportedAt: absence.reportedAt.toISOString(),
    fee: absence.fee,
    refund: absence.refund,
    disputeBy: absence.disputeBy.toISOString(),
    disputedAt: absence.disputedAt?.toISOString() ?? null,
    disputeNote: absence.disputeNote,
    status: absence.status.toLowerCase(),
    decidedAt: absence.decidedAt?.toISOString() ?? null,
    decisionNote: absence.decisionNote,
  };
}
