// Registering a business and staff's decisions on it (rest/onboarding.ts), and the audit log
// (rest/audit.ts).
import { z } from "zod";
import { registrationFields } from "../../../../shared/onboarding/registration.ts";
import { AuditActor, ProviderStatus, RegistrationStatus, Role } from "../../generated/prisma/enums.ts";
import { auditFilterInput } from "../../services/audit/audit-entries.ts";
import { approveProviderInput, rejectProviderInput } from "../../services/onboarding/provider-approval.ts";
import { reviewRegistrationInput } from "../../services/onboarding/review-registration.ts";
import { restPageInput } from "../../services/pagination.ts";
import { suspensionInput } from "../../services/providers/suspension.ts";
import { pendingProvider } from "./catalogue.ts";
import type { ApiOperation } from "./operation.ts";
import { id, instant, lowerCaseOf } from "./values.ts";

/** rest/onboarding.ts registrationJson. */
const registration = z
  .object({
    id,
    businessName: z.string(),
    ownerName: z.string(),
    email: z.string(),
    phone: z.string().meta({ example: "(416) 555-0142" }),
    address: z.string(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    businessType: z.string(),
    description: z.string(),
    services: z.array(z.string()),
    isMobile: z.boolean(),
    isInsured: z.boolean(),
    yearsInBusiness: z.number().int(),
    website: z.string().nullable(),
    gstHstNumber: z.string().nullable(),
    qstNumber: z.string().nullable(),
    pstNumber: z.string().nullable(),
    status: lowerCaseOf(RegistrationStatus),
    reviewNotes: z.string().nullable(),
    reviewedAt: instant.nullable(),
    providerId: id.nullable(),
    createdAt: instant,
  })
  .meta({ id: "BusinessRegistration" });

/** rest/onboarding.ts decisionJson: a provider's standing after staff's decision. */
const decision = z
  .object({
    id,
    status: lowerCaseOf(ProviderStatus),
    approvedBy: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    suspensionReason: z.string().nullable(),
  })
  .meta({ id: "ProviderDecision" });

const auditEntry = z
  .object({
    id,
    at: instant,
    actor: z.object({ kind: lowerCaseOf(AuditActor), id: id.nullable(), role: lowerCaseOf(Role).nullable() }),
    action: z.string().meta({ example: "provider.approve" }),
    target: z.object({ type: z.string(), id: z.string() }),
    summary: z.unknown().meta({ description: "What changed, as the action records it." }),
    requestId: z.string().nullable(),
  })
  .meta({ id: "AuditEntry" });

// REST spells the statuses in lower case; the services' schemas take either case.
const registrationVerdict = reviewRegistrationInput
  .pick({ notes: true })
  .extend({ status: z.enum(["approved", "rejected"]) });
const registrationFilter = z.object({ status: z.enum(["pending", "approved", "rejected"]).optional() });

const providerPath = z.object({ id: approveProviderInput.shape.providerId });

export const ONBOARDING_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/business-registration",
    operationId: "registerBusiness",
    tag: "Onboarding",
    summary: "Register a business for staff to review",
    description:
      "Without a password, the owner gets a link to choose one. Takes optional GST/HST, QST and PST numbers.",
    callers: "anyoneButPartners",
    idempotent: true,
    body: registrationFields,
    responses: { 201: { description: "The registration, pending.", json: registration } },
    errors: [400, 403, 409, 422, 429],
  },
  {
    method: "get",
    path: "/api/admin/registrations",
    operationId: "listRegistrations",
    tag: "Onboarding",
    summary: "Business registrations, newest first",
    callers: "staff",
    query: registrationFilter.extend(restPageInput(20).shape),
    responses: { 200: { description: "A page of registrations.", json: z.array(registration), paged: true } },
    errors: [400, 401, 403],
  },
  {
    method: "put",
    path: "/api/admin/registrations/{id}",
    operationId: "reviewRegistration",
    tag: "Onboarding",
    summary: "Approve or reject a registration",
    callers: "staff",
    params: z.object({ id: reviewRegistrationInput.shape.id }),
    body: registrationVerdict,
    responses: { 200: { description: "The registration as decided.", json: registration } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/admin/providers/pending",
    operationId: "listPendingProviders",
    tag: "Onboarding",
    summary: "Providers waiting for approval, oldest first",
    callers: "staff",
    query: restPageInput(20),
    responses: { 200: { description: "A page of providers.", json: z.array(pendingProvider), paged: true } },
    errors: [400, 401, 403],
  },
  {
    method: "post",
    path: "/api/admin/providers/{id}/approve",
    operationId: "approveProvider",
    tag: "Onboarding",
    summary: "Approve a pending provider",
    callers: "staff",
    params: providerPath,
    body: approveProviderInput.pick({ approvedBy: true }),
    responses: { 200: { description: "The decision.", json: decision } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/admin/providers/{id}/reject",
    operationId: "rejectProvider",
    tag: "Onboarding",
    summary: "Reject a pending provider, saying why",
    callers: "staff",
    params: providerPath,
    body: rejectProviderInput.pick({ reason: true }),
    responses: { 200: { description: "The decision.", json: decision } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/admin/providers/{id}/suspend",
    operationId: "suspendProvider",
    tag: "Onboarding",
    summary: "Take an approved provider off the marketplace",
    description: "The same move again changes nothing; from any status but approved, 409.",
    callers: "staff",
    params: providerPath,
    body: suspensionInput.pick({ reason: true }),
    responses: { 200: { description: "The decision.", json: decision } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/admin/providers/{id}/reinstate",
    operationId: "reinstateProvider",
    tag: "Onboarding",
    summary: "Put a suspended provider back on the marketplace",
    callers: "staff",
    params: providerPath,
    body: suspensionInput.pick({ reason: true }),
    responses: { 200: { description: "The decision.", json: decision } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/admin/audit",
    operationId: "listAuditEntries",
    tag: "Staff",
    summary: "The audit log, newest first",
    callers: "staff",
    query: auditFilterInput.extend(restPageInput(20).shape),
    responses: { 200: { description: "A page of entries.", json: z.array(auditEntry), paged: true } },
    errors: [400, 401, 403],
  },
];
