import { Hono } from "hono";
import type { Booking } from "../generated/prisma/client.ts";
import { isoDateOf } from "../services/bookings/calendar-date.ts";
import { createParsedBooking, parseCreateBookingInput } from "../services/bookings/create-booking.ts";
import { customerBookingsQuery } from "../services/bookings/customer-bookings.ts";
import {
  type ProviderBookingView,
  providerBookingsQuery,
  readProviderDashboard,
} from "../services/bookings/provider-dashboard.ts";
import { readBooking } from "../services/bookings/read-booking.ts";
import { moveBookingStatus } from "../services/bookings/update-status.ts";
import { type CancellationOutcome, previewCancellation } from "../services/bookings/cancel-booking.ts";
import { ValidationError } from "../services/errors.ts";
import { specStatusWord } from "../../../shared/bookings/status.ts";
import { addressToConfirm } from "../../../shared/addresses/service-address.ts";
import type { RestEnv } from "./env.ts";
import { jsonBody, objectBody, pageOf, pageOfRows, pageQuery } from "./paging.ts";

/** The provider's lists, as `view` names them (the description of /api lists them too). */
export const PROVIDER_VIEW_NAMES = ["today", "upcoming", "completed", "all"] as const;

const PROVIDER_VIEWS: Record<string, ProviderBookingView> = {
  today: "TODAY",
  upcoming: "UPCOMING",
  completed: "COMPLETED",
  all: "ALL",
} satisfies Record<(typeof PROVIDER_VIEW_NAMES)[number], ProviderBookingView>;

/**
 * POST /api/bookings (spec section 7): the booking request fields plus providerId.
 * 201 with the stored booking's public fields; 400 or 404 with `{ message }`.
 * An optional `Idempotency-Key` header makes retries safe: the same key with the same
 * body answers 201 with the first booking again; with another body, 422.
 *
 * GET /api/bookings/{id}: the booking, for the readers the bookings service allows
 * (staff, its provider, the customer who made it); 401, 403 or 404 with `{ message }`.
 *
 * GET /api/bookings: the signed-in account's own bookings, latest date first, paged
 * (`limit`, `after`, next page in a Link header): what the SPA refreshes after booking.
 *
 * PATCH /api/bookings/{id}/status `{ status, actualPrice }`: "in-progress", "completed"
 * or "cancelled" (spec section 4); 400 for a move its life does not allow, 409 when
 * someone else moved it first. A cancellation also answers `refund`: what its payment gave
 * back and kept by the cancellation policy (shared/bookings/cancellation-policy.ts).
 *
 * GET /api/bookings/{id}/cancellation: what cancelling now would give back and keep, in
 * cents, on the caller's terms; for those who may cancel it (401, 403, 404, or 400 once it
 * can no longer be cancelled).
 *
 * GET /api/provider/{id}/bookings (`view` = today | upcoming | completed | all, paged)
 * and GET /api/provider/{id}/stats: the provider's account and staff only.
 */
export const bookingRoutes = new Hono<RestEnv>()
  .post("/bookings", async (c) => {
    const request = parseCreateBookingInput(await jsonBody(c));
    const booking = await createParsedBooking(c.var.ctx, request, {
      idempotencyKey: c.req.header("idempotency-key") ?? null,
    });
    return c.json(
      {
        id: booking.id,
        status: specStatusWord(booking.status),
        providerId: booking.providerId,
        serviceType: booking.serviceType,
        preferredDate: isoDateOf(booking.preferredDate),
        preferredTime: booking.preferredTime,
        estimatedPrice: booking.estimatedPrice,
      },
      201,
    );
  })
  .get("/bookings", async (c) => {
    const ctx = c.var.ctx;
    const page = pageOf(c);
    const userId = ctx.viewer?.userId ?? 0;
    const rows = await ctx.db.booking.findMany({ ...customerBookingsQuery(ctx, userId), ...pageQuery(page) });
    return c.json(pageOfRows(c, page, rows).map(bookingJson));
  })
  .get("/bookings/:id", async (c) => c.json(bookingJson(await readBooking(c.var.ctx, c.req.param("id")))))
  .patch("/bookings/:id/status", async (c) => {
    const body = await objectBody(c);
    const { booking, cancellation } = await moveBookingStatus(c.var.ctx, {
      bookingId: c.req.param("id"),
      status: body.status,
      actualPrice: body.actualPrice as number | null | undefined,
    });
    return c.json(cancellation ? { ...bookingJson(booking), refund: refundJson(cancellation) } : bookingJson(booking));
  })
  .get("/bookings/:id/cancellation", async (c) => {
    const preview = await previewCancellation(c.var.ctx, c.req.param("id"));
    return c.json({
      bookingId: preview.bookingId,
      window: preview.window,
      party: preview.party.toLowerCase(),
      paid: preview.paid,
      refund: preview.refund,
      fee: preview.fee,
      feeToProvider: preview.feeToProvider,
      feeToPlatform: preview.feeToPlatform,
      startsAt: preview.startsAt.toISOString(),
      freeUntil: preview.freeUntil.toISOString(),
    });
  })
  .get("/provider/:id/stats", async (c) => {
    const dashboard = await readProviderDashboard(c.var.ctx, c.req.param("id"));
    return c.json({
      totalBookings: dashboard.totalBookings,
      completedBookings: dashboard.completedBookings,
      averageRating: dashboard.averageRating,
      thisMonthEarnings: dashboard.thisMonthEarnings,
      reviewCount: dashboard.reviewCount,
      today: dashboard.today,
      timeZone: dashboard.timeZone,
    });
  })
  .get("/provider/:id/bookings", async (c) => {
    const viewName = c.req.query("view") ?? "all";
    const view = PROVIDER_VIEWS[viewName];
    if (!view) throw new ValidationError("view must be one of today, upcoming, completed or all.");
    const ctx = c.var.ctx;
    const page = pageOf(c);
    const dashboard = await readProviderDashboard(ctx, c.req.param("id"));
    const rows = await ctx.db.booking.findMany({ ...providerBookingsQuery(dashboard, view), ...pageQuery(page) });
    return c.json(pageOfRows(c, page, rows).map(bookingJson));
  });

/**
 * A cancellation's refund: `amount` given back and `fee` kept (cents), the `window` it fell in,
 * and `status` ("pending" while the gateway is asked again, "done", "failed"; "none" when
 * nothing was paid, so nothing comes back).
 */
function refundJson({ terms, refund }: CancellationOutcome) {
  return {
    amount: refund?.amount ?? 0,
    fee: terms.fee,
    paid: terms.paid,
    window: terms.window,
    status: refund ? refund.status.toLowerCase() : "none",
  };
}

/** Spec section 3 "Booking (provider view)", plus who and what it is for. Prices in cents. */
export function bookingJson(booking: Booking) {
  return {
    id: booking.id,
    providerId: booking.providerId,
    status: specStatusWord(booking.status),
    serviceType: booking.serviceType,
    serviceDetails: booking.serviceDetails,
    specialInstructions: booking.specialInstructions,
    preferredDate: isoDateOf(booking.preferredDate),
    preferredTime: booking.preferredTime,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    /** The customer deleted their account: the fields above are blank. */
    customerErased: booking.customerErasedAt !== null,
    address: booking.address,
    addressUnit: booking.addressUnit,
    addressCityId: booking.addressCityId,
    postalCode: booking.postalCode,
    /** No checked address (the spec's payload has none): the provider confirms where the job is. */
    addressToConfirm: addressToConfirm(booking),
    estimatedPrice: booking.estimatedPrice,
    actualPrice: booking.actualPrice,
    completedAt: booking.completedAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}
