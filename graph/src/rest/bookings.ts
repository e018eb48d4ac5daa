import { Hono } from "hono";
import { isoDateOf } from "../services/bookings/booking-time.ts";
import { createBooking } from "../services/bookings/create-booking.ts";
import type { RestEnv } from "./env.ts";

/**
 * POST /api/bookings (spec section 7): the booking request fields plus providerId.
 * 201 with the stored booking's public fields; 400 or 404 with `{ message }`.
 */
export const bookingRoutes = new Hono<RestEnv>().post("/bookings", async (c) => {
  const booking = await createBooking(c.var.ctx, await c.req.json());
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
});
