import { Hono } from "hono";
import { exportAccountData, exportFileName } from "../services/accounts/data-export.ts";
import type { RestEnv } from "./env.ts";

/**
 * GET /api/account/export: the signed-in account's own data (the "My data" page) as a JSON
 * file to save: account, bookings, recurring schedules, payments, quiz answers, saved
 * providers, devices, contact messages and notifications. 401 when signed out.
 */
export const accountRoutes = new Hono<RestEnv>().get("/account/export", async (c) => {
  const ctx = c.var.ctx;
  const data = await exportAccountData(ctx);
  // Personal data: never kept by a browser's or a proxy's cache.
  c.header("Cache-Control", "no-store");
  c.header("Content-Disposition", `attachment; filename="${exportFileName(ctx.clock.now())}"`);
  return c.json(data);
});
