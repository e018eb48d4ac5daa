import { Hono } from "hono";
import type { AuditEntry } from "../generated/prisma/client.ts";
import { listAuditEntries } from "../services/audit/audit-entries.ts";
import type { RestEnv } from "./env.ts";
import { pageOf, pageOfRows, pageQuery } from "./paging.ts";

/**
 * GET /api/admin/audit (staff only): the audit log, newest first, narrowed by `action`,
 * `actorId`, `targetType` and `targetId`; `limit`/`after` pages, the next in a Link header.
 */
export const auditRoutes = new Hono<RestEnv>().get("/admin/audit", async (c) => {
  const page = pageOf(c);
  const { action, actorId, targetType, targetId } = c.req.query();
  const rows = await listAuditEntries(c.var.ctx, { action, actorId, targetType, targetId }, pageQuery(page));
  return c.json(pageOfRows(c, page, rows).map(auditEntryJson));
});

function auditEntryJson(entry: AuditEntry) {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { kind: entry.actorKind.toLowerCase(), id: entry.actorUserId, role: entry.actorRole?.toLowerCase() ?? null },
    action: entry.action,
    target: { type: entry.targetType, id: entry.targetId },
    summary: entry.summary,
    requestId: entry.requestId,
  };
}
