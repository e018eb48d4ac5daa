import { Hono } from "hono";
import {
  cancelGuestBooking,
  type GuestBookingView,
  guestOrigin,
  readGuestBooking,
  startGuestCheckout,
  verifyGuestLink,
} from "../services/bookings/guest-booking.ts";
import {
  answerGuestReschedule,
  disputeGuestAbsence,
  type GuestAbsenceOutcome,
  type GuestMoveOutcome,
  reportGuestAbsence,
  rescheduleGuestBooking,
} from "../services/bookings/guest-changes.ts";
import { rescheduleHistory } from "../services/bookings/reschedule.ts";
import { specStatusWord } from "../../../shared/bookings/status.ts";
import type { RestEnv } from "./env.ts";
import { absenceJson } from "./absences.ts";
import { objectBody, optionalObjectBody } from "./paging.ts";
import { rescheduleJson } from "./reschedules.ts";

/**
 * A booking made without an account, through the signed link its confirmation email carries
 * (services/bookings/guest-booking.ts):
 *
 * GET /api/guest-bookings/{token}: the booking as its holder sees it, with the paths of its
 *   payment's receipt and credit notes (routes in receipts.ts).
 * POST /api/guest-bookings/{token}/cancel `{}`: cancels it on a customer's terms; answers it.
 * POST /api/guest-bookings/{token}/checkout `{}`: its payment's client secret and the summary.
 * POST /api/guest-bookings/{token}/reschedule `{ timeSlotId }` or `{ preferredDate, preferredTime }`:
 *   proposes another time as its customer (201 with the proposal and the booking); an optional
 *   `Idempotency-Key` header makes a retry propose once.
 * POST /api/guest-bookings/{token}/reschedule/{proposalId}/accept and /decline: answers the
 *   provider's proposal (or withdraws one's own).
 * GET /api/guest-bookings/{token}/reschedules: the proposals and answers, newest first.
 * POST /api/guest-bookings/{token}/no-show: reports the provider absent (201 with the report).
 * POST /api/guest-bookings/{token}/no-show/dispute `{ note }`: disputes the provider's report.
 *
 * A changed, expired or unknown link, or an account's booking, is always 404
 * `{ "message": "This link is not valid or has expired." }`; too many of those from one
 * address, 429.
 */
export const guestBookingRoutes = new Hono<RestEnv>()
  .get("/guest-bookings/:token", async (c) => {
    const ctx = c.var.ctx;
    return c.json(guestBookingJson(await readGuestBooking(ctx, c.req.param("token"), guestOrigin(ctx))));
  })
  .post("/guest-bookings/:token/cancel", async (c) => {
    const ctx = c.var.ctx;
    return c.json(guestBookingJson(await cancelGuestBooking(ctx, c.req.param("token"), guestOrigin(ctx))));
  })
  .post("/guest-bookings/:token/reschedule", async (c) => {
    const ctx = c.var.ctx;
    const body = await objectBody(c);
    const idempotencyKey = c.req.header("idempotency-key") ?? null;
    const outcome = await rescheduleGuestBooking(ctx, c.req.param("token"), body, { idempotencyKey }, guestOrigin(ctx));
    return c.json(moveJson(outcome), 201);
  })
  .post("/guest-bookings/:token/reschedule/:proposalId/:answer{accept|decline}", async (c) => {
    const ctx = c.var.ctx;
    await optionalObjectBody(c);
    const answer = { rescheduleId: c.req.param("proposalId"), accept: c.req.param("answer") === "accept" };
    return c.json(moveJson(await answerGuestReschedule(ctx, c.req.param("token"), answer, guestOrigin(ctx))));
  })
  .get("/guest-bookings/:token/reschedules", async (c) => {
    const ctx = c.var.ctx;
    const grant = await verifyGuestLink(ctx, c.req.param("token"), guestOrigin(ctx));
    return c.json((await rescheduleHistory(ctx, grant.bookingId)).map(rescheduleJson));
  })
  .post("/guest-bookings/:token/no-show", async (c) => {
    const ctx = c.var.ctx;
    await optionalObjectBody(c);
    return c.json(noShowJson(await reportGuestAbsence(ctx, c.req.param("token"), guestOrigin(ctx))), 201);
  })
  .post("/guest-bookings/:token/no-show/dispute", async (c) => {
    const ctx = c.var.ctx;
    const body = await objectBody(c);
    const outcome = await disputeGuestAbsence(ctx, c.req.param("token"), { note: body.note }, guestOrigin(ctx));
    return c.json(noShowJson(outcome));
  })
  .post("/guest-bookings/:token/checkout", async (c) => {
    const ctx = c.var.ctx;
    const started = await startGuestCheckout(ctx, c.req.param("token"), guestOrigin(ctx));
    return c.json({
      clientSecret: started.clientSecret,
      paymentId: started.payment?.id ?? null,
      amount: started.summary.amount,
      serviceType: started.summary.serviceType,
      providerName: started.summary.providerName,
      customerName: started.summary.customerName,
      customerEmail: started.summary.customerEmail,
      serviceDetails: started.summary.serviceDetails,
    });
  });

const moveJson = (outcome: GuestMoveOutcome) => ({
  proposal: rescheduleJson(outcome.reschedule),
  booking: guestBookingJson(outcome.view),
});
const noShowJson = (outcome: GuestAbsenceOutcome) => ({
  noShow: absenceJson(outcome.absence),
  booking: guestBookingJson(outcome.view),
});

function guestBookingJson(view: GuestBookingView) {
  return {
    bookingId: view.bookingId,
    expiresAt: view.expiresAt.toISOString(),
    customerName: view.customerName,
    provider: { name: view.providerName, phone: view.providerPhone, email: view.providerEmail },
    serviceType: view.serviceType,
    serviceName: view.serviceName,
    serviceDetails: view.serviceDetails,
    date: view.date,
    time: view.time,
    timeZone: view.timeZone,
    address: view.address,
    status: specStatusWord(view.status),
    price: view.price,
    paymentStatus: view.paymentStatus,
    amountPaid: view.amountPaid,
    refundedAmount: view.refundedAmount,
    documents: view.documents.map((document) => ({
      kind: document.kind,
      number: document.number,
      path: document.path,
      issuedAt: document.issuedAt?.toISOString() ?? null,
    })),
    cancelledAt: view.cancelledAt?.toISOString() ?? null,
    cancelledBy: view.cancelledBy,
    cancellationFee: view.cancellationFee,
    canPay: view.canPay,
    cancellation: view.cancellation
      ? {
          window: view.cancellation.window,
          paid: view.cancellation.paid,
          refund: view.cancellation.refund,
          fee: view.cancellation.fee,
          freeUntil: view.cancellation.freeUntil.toISOString(),
        }
      : null,
    providerId: view.providerId,
    movable: view.movable,
    noShowReportable: view.noShowReportable,
  };
}
