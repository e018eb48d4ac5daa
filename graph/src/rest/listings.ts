import { Hono } from "hono";
import type { ProviderListingChange } from "../generated/prisma/client.ts";
import { parseInput } from "../services/errors.ts";
import { providerIdInput } from "../services/providers/access.ts";
import {
  approveListingChange,
  listListingChanges,
  listPendingListingChanges,
  rejectListingChange,
} from "../services/providers/listing-changes.ts";
import { readListing, type ListingUpdateInput, updateListing } from "../services/providers/listing.ts";
import type { RestEnv } from "./env.ts";
import { objectBody, optionalObjectBody, pageOf, pageOfRows, pageQuery } from "./paging.ts";

/**
 * The listing a provider runs (GraphQL `updateListing` and its queue), for its own account
 * and staff; 401 for a visitor and 403 for anyone else, before anything is read.
 *
 * GET /api/providers/{id}/listing: its fields as the listing page edits them, startingPrice and
 *   the change of name or type waiting for staff (`pendingChange`, or null).
 * PUT /api/providers/{id}/listing: any of name, businessType, description, services
 *   (`[{ serviceType, priceCents }]`, all of them), specialties, serviceRadiusKm,
 *   isMobileService, replyWithinHours (1, 4, 24 or 48), phone, email; answers the listing as GET does. The name and type wait
 *   for staff; the same values again change nothing.
 * GET /api/providers/{id}/listing-changes: every change, newest first, `limit`/`after`.
 * GET /api/admin/listing-changes: names and types waiting for staff, oldest first (staff).
 * POST /api/admin/listing-changes/{id}/approve `{ note? }` and /reject `{ reason }` (staff).
 */
export const listingRoutes = new Hono<RestEnv>()
  .get("/providers/:id/listing", async (c) => c.json(listingJson(await readListing(c.var.ctx, c.req.param("id")))))
  .put("/providers/:id/listing", async (c) => {
    const body = await objectBody(c);
    const { provider } = await updateListing(c.var.ctx, {
      ...(body as Omit<ListingUpdateInput, "providerId">),
      providerId: c.req.param("id"),
    });
    return c.json(listingJson(await readListing(c.var.ctx, provider.id)));
  })
  .get("/providers/:id/listing-changes", async (c) => {
    const providerId = parseInput(providerIdInput, c.req.param("id"));
    const page = pageOf(c);
    const rows = await listListingChanges(c.var.ctx, providerId, pageQuery(page));
    return c.json(pageOfRows(c, page, rows).map(changeJson));
  })
  .get("/admin/listing-changes", async (c) => {
    const page = pageOf(c);
    const rows = await listPendingListingChanges(c.var.ctx, pageQuery(page));
    return c.json(pageOfRows(c, page, rows).map(changeJson));
  })
  .post("/admin/listing-changes/:id/approve", async (c) => {
    const body = await optionalObjectBody(c);
    const change = await approveListingChange(c.var.ctx, {
      changeId: c.req.param("id"),
      note: body.note as string | undefined,
    });
    return c.json(changeJson(change));
  })
  .post("/admin/listing-changes/:id/reject", async (c) => {
    const body = await objectBody(c);
    const change = await rejectListingChange(c.var.ctx, {
      changeId: c.req.param("id"),
      reason: body.reason as string,
    });
    return c.json(changeJson(change));
  });

function listingJson({ pendingChange, ...listing }: Awaited<ReturnType<typeof readListing>>) {
  return { ...listing, pendingChange: pendingChange && changeJson(pendingChange) };
}

function changeJson(change: ProviderListingChange) {
  return {
    id: change.id,
    providerId: change.providerId,
    status: change.status.toLowerCase(),
    changes: change.changes,
    createdAt: change.createdAt.toISOString(),
    decidedAt: change.decidedAt?.toISOString() ?? null,
    decisionNote: change.decisionNote,
  };
}
