import { Hono } from "hono";
import type { BusinessRegistration } from "../generated/prisma/client.ts";
import { formatNanp } from "../../../shared/canada/phone.ts";
import { approveProvider, listPendingProviders, rejectProvider } from "../services/onboarding/provider-approval.ts";
import { type RegisterBusinessInput, registerBusiness } from "../services/onboarding/register-business.ts";
import { listRegistrations, reviewRegistration } from "../services/onboarding/review-registration.ts";
import { reinstateProvider, suspendProvider } from "../services/providers/suspension.ts";
import type { RestEnv } from "./env.ts";
import { jsonBody, objectBody, pageOf, pageOfRows, pageQuery } from "./paging.ts";
import { providerJson, providerJsonInclude } from "./presenters.ts";

/**
 * Spec section 7's business-registration and admin calls, over the onboarding services.
 * The services decide who may call them: staff paths answer 401 to a visitor and 403 to
 * any other account, before anything is read.
 *
 * POST /api/business-registration: 201 with the registration; 400, 403 or 409 with
 *   `{ message }`. An optional `Idempotency-Key` header makes retries safe. Beyond the spec's
 *   fields it takes, and answers, the optional `gstHstNumber`, `qstNumber` and `pstNumber`.
 * GET /api/admin/registrations: newest first, `limit`/`after`, next page in a Link header.
 * PUT /api/admin/registrations/{id}: `{ status: "approved" | "rejected", notes }`.
 * GET /api/admin/providers/pending: oldest first, the same paging.
 * POST /api/admin/providers/{id}/approve `{ approvedBy }` and /reject `{ reason }`.
 * POST /api/admin/providers/{id}/suspend and /reinstate `{ reason }`: an approved provider off
 * the marketplace and back (409 from any other status; the same move again changes nothing).
 */
export const onboardingRoutes = new Hono<RestEnv>()
  .post("/business-registration", async (c) => {
    const ctx = c.var.ctx;
    // The service parses the untyped body with the form's own schema.
    const body = (await jsonBody(c)) as RegisterBusinessInput;
    const { registration, session } = await registerBusiness(
      ctx,
      body,
      { clientAddress: ctx.http.clientAddress, deviceToken: null, userAgent: ctx.http.userAgent },
      { idempotencyKey: c.req.header("idempotency-key") ?? null },
    );
    if (session) ctx.http.setSessionCookie(session);
    return c.json(registrationJson(registration), 201);
  })
  .get("/admin/registrations", async (c) => {
    const page = pageOf(c);
    const rows = await listRegistrations(c.var.ctx, { status: c.req.query("status") }, pageQuery(page));
    return c.json(pageOfRows(c, page, rows).map(registrationJson));
  })
  .put("/admin/registrations/:id", async (c) => {
    const body = await objectBody(c);
    const { registration } = await reviewRegistration(c.var.ctx, {
      id: c.req.param("id"),
      status: body.status as "APPROVED",
      notes: body.notes as string | undefined,
    });
    return c.json(registrationJson(registration));
  })
  .get("/admin/providers/pending", async (c) => {
    const page = pageOf(c);
    const rows = await listPendingProviders(c.var.ctx, { ...pageQuery(page), include: providerJsonInclude });
    return c.json(pageOfRows(c, page, rows).map((provider) => ({ ...providerJson(provider), status: "pending" })));
  })
  .post("/admin/providers/:id/approve", async (c) => {
    const body = await objectBody(c);
    const provider = await approveProvider(c.var.ctx, {
      providerId: c.req.param("id"),
      approvedBy: body.approvedBy as string,
    });
    return c.json(decisionJson(provider));
  })
  .post("/admin/providers/:id/reject", async (c) => {
    const body = await objectBody(c);
    const provider = await rejectProvider(c.var.ctx, { providerId: c.req.param("id"), reason: body.reason as string });
    return c.json(decisionJson(provider));
  })
  .post("/admin/providers/:id/suspend", async (c) => {
    const body = await objectBody(c);
    const provider = await suspendProvider(c.var.ctx, { providerId: c.req.param("id"), reason: body.reason as string });
    return c.json(decisionJson(provider));
  })
  .post("/admin/providers/:id/reinstate", async (c) => {
    const body = await objectBody(c);
    const provider = await reinstateProvider(c.var.ctx, {
      providerId: c.req.param("id"),
      reason: body.reason as string,
    });
    return c.json(decisionJson(provider));
  });

/** Spec section 3's business registration with the server's status and reviewNotes, and its tax numbers. */
function registrationJson(registration: BusinessRegistration) {
  return {
    id: registration.id,
    businessName: registration.businessName,
    ownerName: registration.ownerName,
    email: registration.email,
    phone: formatNanp(registration.phone),
    address: registration.address,
    city: registration.city,
    province: registration.province,
    postalCode: registration.postalCode,
    businessType: registration.businessType,
    description: registration.description,
    services: registration.services,
    isMobile: registration.isMobile,
    isInsured: registration.isInsured,
    yearsInBusiness: registration.yearsInBusiness,
    website: registration.website,
    gstHstNumber: registration.gstHstNumber,
    qstNumber: registration.qstNumber,
    pstNumber: registration.pstNumber,
    status: registration.status.toLowerCase(),
    reviewNotes: registration.reviewNotes,
    reviewedAt: registration.reviewedAt?.toISOString() ?? null,
    providerId: registration.providerId,
    createdAt: registration.createdAt.toISOString(),
  };
}

function decisionJson(provider: {
  id: number;
  status: string;
  approvedBy: string | null;
  rejectionReason: string | null;
  suspensionReason: string | null;
}) {
  return {
    id: provider.id,
    status: provider.status.toLowerCase(),
    approvedBy: provider.approvedBy,
    rejectionReason: provider.rejectionReason,
    suspensionReason: provider.suspensionReason,
  };
}
