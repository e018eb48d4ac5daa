import { Hono } from "hono";
import type { RequestContext } from "../http/request-context.ts";
import {
  cancelGuestBooking,
  type GuestBookingView,
  type GuestOrigin,
  readGuestBooking,
  startGuestCheckout,
} from "../services/bookings/guest-booking.ts";
import { specStatusWord } from "../../../shared/bookings/status.ts";
import type { RestEnv } from "./env.ts";

const origin = (ctx: RequestContext): GuestOrigin => ({ clientAddress: ctx.http.clientAddress });

/**
 * A booking made without an account, through the signed link its confirmation email carries
 * (services/bookings/guest-booking.ts):
 *
 * GET /api/guest-bookings/{token}: the booking as its holder sees it.
 * POST /api/guest-bookings/{token}/cancel `{}`: cancels it on a customer's terms; answers it.
 * POST /api/guest-bookings/{token}/checkout `{}`: its payment's client secret and the summary.
 *
 * A changed, expired or unknown link, or an account's booking, is always 404
 * `{ "message": "This link is not valid or has expired." }`; too many of those from one
 * address, 429.
 */
export const guestBookingRoutes = new Hono<RestEnv>()
  .get("/guest-bookings/:token", async (c) => {
    const ctx = c.var.ctx;
    return c.json(guestBookingJson(await readGuestBooking(ctx, c.req.param("token"), origin(ctx))));
  })
  .post("/guest-bookings/:token/cancel", async (c) => {
    const ctx = c.var.ctx;
    return c.json(guestBookingJson(await cancelGuestBooking(ctx, c.req.param("token"), origin(ctx))));
  })
  .post("/guest-bookings/:token/checkout", async (c) => {
    const ctx = c.var.ctx;
    const started = await startGuestCheckout(ctx, c.req.param("token"), origin(ctx));
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
  };
}
