import { Hono } from "hono";
import { type ProviderTaxProfile, readTaxProfile, updateTaxProfile } from "../services/providers/tax-profile.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";

/**
 * A provider's tax profile (GraphQL `Provider.taxProfile`, `updateProviderTaxProfile`), for its
 * own accounts and staff.
 *
 * GET /api/providers/{id}/tax-profile: `{ gstHstNumber, qstNumber, pstNumber, smallSupplier, updatedAt }`.
 * PUT /api/providers/{id}/tax-profile `{ gstHstNumber, qstNumber, pstNumber }`: saves it; an
 *   empty number means not registered for that tax. Answers the profile as saved.
 */
export const taxProfileRoutes = new Hono<RestEnv>()
  .get("/providers/:id/tax-profile", async (c) =>
    c.json(taxProfileJson(await readTaxProfile(c.var.ctx, c.req.param("id")))),
  )
  .put("/providers/:id/tax-profile", async (c) => {
    const body = await objectBody(c);
    const numbers = { gstHstNumber: body.gstHstNumber, qstNumber: body.qstNumber, pstNumber: body.pstNumber };
    return c.json(taxProfileJson(await updateTaxProfile(c.var.ctx, c.req.param("id"), numbers)));
  });

function taxProfileJson(profile: ProviderTaxProfile) {
  return {
    providerId: profile.providerId,
    gstHstNumber: profile.gstHstNumber,
    qstNumber: profile.qstNumber,
    pstNumber: profile.pstNumber,
    smallSupplier: profile.smallSupplier,
    updatedAt: profile.updatedAt?.toISOString() ?? null,
  };
}
