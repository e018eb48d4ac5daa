import { builder } from "../../builder.ts";
import type { Provider } from "../../generated/prisma/client.ts";
import { ProviderStatus } from "../../generated/prisma/enums.ts";
import {
  ConflictError,
  NotFoundError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  ValidationError,
} from "../../services/errors.ts";

const decisionErrors = [ValidationError, ConflictError, NotFoundError, SecondFactorRequiredError, StepUpRequiredError];
import { approveProvider, listPendingProviders, rejectProvider } from "../../services/onboarding/provider-approval.ts";
import { reinstateProvider, suspendProvider } from "../../services/providers/suspension.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";
import { ProviderNode } from "../providers/provider.ts";

const ProviderStatusEnum = builder.enumType(ProviderStatus, { name: "ProviderStatus" });

// What staff need to decide, and the record of the decision: staff only.
builder.prismaObjectFields(ProviderNode, (t) => ({
  status: t.field({
    type: ProviderStatusEnum,
    description: "ACTIVE providers are public; PENDING and REJECTED ones are seen by their account and staff.",
    resolve: (provider) => provider.status,
  }),
  submittedAt: t.expose("createdAt", { type: "DateTime" }),
  approvedBy: t.exposeString("approvedBy", {
    nullable: true,
    authScopes: { admin: true },
    description: "The approver's name as staff typed it.",
  }),
  approvedAt: t.expose("approvedAt", { type: "DateTime", nullable: true, authScopes: { admin: true } }),
  rejectionReason: t.exposeString("rejectionReason", { nullable: true, authScopes: { admin: true } }),
  suspendedAt: t.expose("suspendedAt", {
    type: "DateTime",
    nullable: true,
    description: "When staff suspended it (status SUSPENDED); its own account and staff read it.",
  }),
  suspensionReason: t.exposeString("suspensionReason", {
    nullable: true,
    description: "Staff's reason for the suspension; its own account and staff read it.",
  }),
  registration: t.relation("registration", {
    nullable: true,
    description: "The registration it came from (staff and its own account).",
  }),
}));

builder.queryField("pendingProviders", (t) =>
  t.prismaConnection(
    {
      type: "Provider",
      cursor: "id",
      description: "Providers waiting for approval, oldest first (staff only).",
      authScopes: { admin: true },
      resolve: (query, _root, { after, before }, ctx) => {
        assertIdCursors(after, before);
        return listPendingProviders(ctx, query);
      },
    },
    { name: "PendingProviderConnection" },
    { name: "PendingProviderEdge" },
  ),
);

const ProviderDecisionPayload = builder.objectRef<Provider>("ProviderDecisionPayload").implement({
  fields: (t) => ({
    provider: t.field({ type: ProviderNode, resolve: (provider) => provider }),
  }),
});

const ApproveProviderInput = builder.inputType("ApproveProviderInput", {
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id or databaseId." }),
    approvedBy: t.string({ required: true, description: "The approver's name (spec default 'Admin')." }),
  }),
});

const ProviderReasonInput = builder.inputType("ProviderReasonInput", {
  description: "A provider, and staff's reason for suspending or reinstating it.",
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id or databaseId." }),
    reason: t.string({ required: true, description: "5 to 2,000 characters." }),
  }),
});

const RejectProviderInput = builder.inputType("RejectProviderInput", {
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id or databaseId." }),
    reason: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  approveProvider: t.field({
    type: ProviderDecisionPayload,
    description: "A pending provider becomes ACTIVE: bookable and in search at once (staff only).",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ApproveProviderInput, required: true }) },
    errors: { types: decisionErrors, union: { name: "ApproveProviderResult" } },
    resolve: (_root, { input }, ctx) =>
      approveProvider(ctx, { providerId: databaseIdOf("Provider", input.providerId), approvedBy: input.approvedBy }),
  }),
  suspendProvider: t.field({
    type: ProviderDecisionPayload,
    description:
      "An approved provider leaves the marketplace (search, profile, new bookings) with staff's reason; its " +
      "accounts and its upcoming bookings' customers are told (staff only; audited).",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ProviderReasonInput, required: true }) },
    errors: { types: decisionErrors, union: { name: "SuspendProviderResult" } },
    resolve: (_root, { input }, ctx) =>
      suspendProvider(ctx, { providerId: databaseIdOf("Provider", input.providerId), reason: input.reason }),
  }),
  reinstateProvider: t.field({
    type: ProviderDecisionPayload,
    description: "A suspended provider is back on the marketplace, with staff's reason (staff only; audited).",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ProviderReasonInput, required: true }) },
    errors: { types: decisionErrors, union: { name: "ReinstateProviderResult" } },
    resolve: (_root, { input }, ctx) =>
      reinstateProvider(ctx, { providerId: databaseIdOf("Provider", input.providerId), reason: input.reason }),
  }),
  rejectProvider: t.field({
    type: ProviderDecisionPayload,
    description: "A pending provider is rejected with a reason and stays unpublished (staff only).",
    authScopes: { admin: true },
    args: { input: t.arg({ type: RejectProviderInput, required: true }) },
    errors: { types: decisionErrors, union: { name: "RejectProviderResult" } },
    resolve: (_root, { input }, ctx) =>
      rejectProvider(ctx, { providerId: databaseIdOf("Provider", input.providerId), reason: input.reason }),
  }),
}));
