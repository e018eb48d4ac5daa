import { Hono } from "hono";
import { AppError } from "../services/errors.ts";
import { bookingRoutes } from "./bookings.ts";
import { catalogueRoutes } from "./catalogue.ts";
import type { RestEnv } from "./env.ts";
import { providerRoutes } from "./providers.ts";

/**
 * The /api compatibility layer: spec section 7's paths over the same services as
 * GraphQL. Errors are always JSON `{ "message": ... }` with a 4xx/5xx status.
 */
export function restRouter(log: (message: string, error: unknown) => void) {
  const api = new Hono<RestEnv>();
  api.route("/", catalogueRoutes);
  api.route("/", providerRoutes);
  api.route("/", bookingRoutes);

  // A mounted router's notFound is never consulted, so the catch-all is a route.
  api.all("*", (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json({ message: error.message }, error.status as 400);
    }
    if (error instanceof SyntaxError) {
      return c.json({ message: "The request body is not valid JSON." }, 400);
    }
    log(`REST ${c.req.method} ${c.req.path} failed`, error);
    return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}
