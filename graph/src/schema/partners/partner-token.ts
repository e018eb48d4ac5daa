import { builder } from "../../builder.ts";
import type { PartnerToken } from "../../generated/prisma/client.ts";
import {
  NotFoundError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  ValidationError,
} from "../../services/errors.ts";
import { isStaff } from "../../services/accounts/access.ts";
import { issuePartnerToken, listPartnerTokens, revokePartnerToken } from "../../services/partners/partner-tokens.ts";
import { databaseIdOf } from "../ids.ts";
import { readableBy } from "../node.ts";

// Staff only: a token's owner and use are not for partners or the public.
const PartnerTokenNode = builder.prismaNode("PartnerToken", {
  id: { field: "id" },
  nullable: true,
  // A read rule, not bare scopes: node(id:) then answers null to others, as for an id that
  // names nothing, instead of an error that confirms the token exists.
  ...readableBy<PartnerToken>((_token, ctx) => isStaff(ctx)),
  description: "A partner's API token. The token itself is shown once, when issued; only its hash is kept.",
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    name: t.exposeString("name"),
    prefix: t.exposeString("prefix", { description: "The token's first characters, to tell tokens apart." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
  }),
});

builder.queryField("partnerTokens", (t) =>
  t.prismaField({
    type: ["PartnerToken"],
    description: "Partner API tokens, newest first (staff only).",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => listPartnerTokens(ctx, { ...query, take: 500 }),
  }),
);

const IssuePartnerTokenPayload = builder
  .objectRef<{ token: string; record: PartnerToken }>("IssuePartnerTokenPayload")
  .implement({
    fields: (t) => ({
      token: t.exposeString("token", {
        description: "The bearer token. Shown this once: store it now, it cannot be read again.",
      }),
      partnerToken: t.field({ type: PartnerTokenNode, resolve: (payload) => payload.record }),
    }),
  });

const RevokePartnerTokenPayload = builder.objectRef<PartnerToken>("RevokePartnerTokenPayload").implement({
  fields: (t) => ({
    partnerToken: t.field({ type: PartnerTokenNode, resolve: (record) => record }),
  }),
});

builder.mutationFields((t) => ({
  issuePartnerToken: t.field({
    type: IssuePartnerTokenPayload,
    description: "Issue a partner API token (staff only).",
    authScopes: { admin: true },
    args: {
      input: t.arg({
        type: builder.inputType("IssuePartnerTokenInput", { fields: (f) => ({ name: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, SecondFactorRequiredError, StepUpRequiredError],
      union: { name: "IssuePartnerTokenResult" },
    },
    resolve: (_root, { input }, ctx) => issuePartnerToken(ctx, input),
  }),
  revokePartnerToken: t.field({
    type: RevokePartnerTokenPayload,
    description: "Revoke a partner API token: its next request is refused (staff only).",
    authScopes: { admin: true },
    args: {
      input: t.arg({
        type: builder.inputType("RevokePartnerTokenInput", {
          fields: (f) => ({ partnerTokenId: f.id({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, NotFoundError, SecondFactorRequiredError],
      union: { name: "RevokePartnerTokenResult" },
    },
    resolve: (_root, { input }, ctx) =>
      revokePartnerToken(ctx, { id: databaseIdOf("PartnerToken", input.partnerTokenId) }),
  }),
}));
