import { Hono } from "hono";
import type { Booking } from "../generated/prisma/client.ts";
import { isoDateOf } from "../services/bookings/calendar-date.ts";
import { createParsedBooking, parseCreateBookingInput } from "../services/bookings/create-booking.ts";
import { readBooking } from "../services/bookings/read-booking.ts";
import type { RestEnv } from "./env.ts";

/**
 * POST /api/bookings (spec section 7): the booking request fields plus providerId.
 * 201 with the stored booking's public fields; 400 or 404 with `{ message }`.
 * An optional `Idempotency-Key` header makes retries safe: the same key with the same
 * body answers 201 with the first booking again; with another body, 422.
 *
 * GET /api/bookings/{id}: the booking, for the readers the bookings service allows
 * (staff, its provider, the customer who made it); 401, 403 or 404 with `{ message }`.
 */
export const bookingRoutes = new Hono<RestEnv>()
  .post("/bookings", async (c) => {
    const request = parseCreateBookingInput(await c.req.json());
    const booking = await createParsedBooking(c.var.ctx, request, {
      idempotencyKey: c.req.header("idempotency-key") ?? null,
    });
    return c.json(
      {
        id: booking.id,
        status: booking.status,
        providerId: booking.providerId,
        serviceType: booking.serviceType,
        preferredDate: isoDateOf(booking.preferredDate),
        preferredTime: booking.preferredTime,
        estimatedPrice: booking.estimatedPrice,
      },
      201,
    );
  })
  .get("/bookings/:id", async (c) => c.json(bookingJson(await readBooking(c.var.ctx, c.req.param("id")))));

/** Spec section 3 "Booking (provider view)", plus who and what it is for. Prices in cents. */
function bookingJson(booking: Booking) {
  return {
    id: booking.id,
    providerId: booking.providerId,
    status: booking.status,
    serviceType: booking.serviceType,
    serviceDetails: booking.serviceDetails,
    specialInstructions: booking.specialInstructions,
    preferredDate: isoDateOf(booking.preferredDate),
    preferredTime: booking.preferredTime,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    address: booking.address,
    estimatedPrice: booking.estimatedPrice,
    actualPrice: booking.actualPrice,
    createdAt: booking.createdAt.toISOString(),
  };
}
