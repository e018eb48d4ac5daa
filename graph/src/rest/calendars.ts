import { Hono } from "hono";
import {
  calendarFeed,
  readCalendarFeedPath,
  resetCalendarFeed,
  turnOffCalendarFeed,
} from "../services/calendars/provider-feed.ts";
import type { RestEnv } from "./env.ts";

/**
 * A provider's private calendar feed (GraphQL `Provider.calendarFeedPath`, `resetCalendarFeed`,
 * `turnOffCalendarFeed`).
 *
 * GET /api/provider/{id}/calendar.ics?token=…: the feed itself, text/calendar, for whoever holds
 *   the address (calendar apps send no cookies); any other address is 404.
 * GET /api/providers/{id}/calendar-feed: `{ path }`, the feed's address, or null while it is off
 *   (its own accounts and staff).
 * POST /api/providers/{id}/calendar-feed: a new address, the old one stops working: `{ path }`.
 * DELETE /api/providers/{id}/calendar-feed: turns it off: `{ path: null }`.
 */
export const calendarRoutes = new Hono<RestEnv>()
  .get("/provider/:id/calendar.ics", async (c) => {
    const text = await calendarFeed(c.var.ctx, c.req.param("id"), c.req.query("token"));
    return c.body(text, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bookings.ics"',
      // The bookings of one business: never kept by a shared cache.
      "Cache-Control": "private, no-cache",
    });
  })
  .get("/providers/:id/calendar-feed", async (c) =>
    c.json({ path: await readCalendarFeedPath(c.var.ctx, c.req.param("id")) }),
  )
  .post("/providers/:id/calendar-feed", async (c) =>
    c.json({ path: await resetCalendarFeed(c.var.ctx, c.req.param("id")) }),
  )
  .delete("/providers/:id/calendar-feed", async (c) =>
    c.json({ path: await turnOffCalendarFeed(c.var.ctx, c.req.param("id")) }),
  );
