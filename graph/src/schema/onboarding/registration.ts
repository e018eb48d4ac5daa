import { builder } from "../../builder.ts";
import type { BusinessRegistration } from "../../generated/prisma/client.ts";
import { RegistrationStatus } from "../../generated/prisma/enums.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import { formatNanp } from "../../../../shared/canada/phone.ts";
import { canReadRegistration } from "../../services/onboarding/access.ts";
import { registerBusiness } from "../../services/onboarding/register-business.ts";
import { listRegistrations, reviewRegistration } from "../../services/onboarding/review-registration.ts";
import {
  ConflictError,
  EmailUnavailableError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  TooManySignInAttemptsError,
  ValidationError,
} from "../../services/errors.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";
import { readableBy } from "../node.ts";

const RegistrationStatusEnum = builder.enumType(RegistrationStatus, { name: "RegistrationStatus" });

export const BusinessRegistrationNode = builder.prismaNode("BusinessRegistration", {
  id: { field: "id" },
  nullable: true,
  // Staff, and the account that submitted it.
  ...readableBy<BusinessRegistration>((registration, ctx) => canReadRegistration(ctx, registration)),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths." }),
    businessName: t.exposeString("businessName"),
    ownerName: t.exposeString("ownerName"),
    email: t.exposeString("email"),
    phone: t.string({
      description: 'As Canadians write it: "(416) 555-0100".',
      resolve: (registration) => formatNanp(registration.phone),
    }),
    address: t.exposeString("address"),
    city: t.exposeString("city"),
    province: t.exposeString("province"),
    postalCode: t.exposeString("postalCode"),
    businessType: t.exposeString("businessType", {
      description: '"car-detailing", "house-cleaning" or "carpet-cleaning".',
    }),
    description: t.exposeString("description"),
    services: t.exposeStringList("services"),
    isMobile: t.exposeBoolean("isMobile"),
    isInsured: t.exposeBoolean("isInsured"),
    yearsInBusiness: t.exposeInt("yearsInBusiness"),
    website: t.exposeString("website", { nullable: true }),
    gstHstNumber: t.exposeString("gstHstNumber", {
      nullable: true,
      description: 'Its GST/HST number as stored, "123456782RT0001"; null when not registered.',
    }),
    qstNumber: t.exposeString("qstNumber", {
      nullable: true,
      description: 'Its Québec QST number as stored, "1234567890TQ0001"; null when not registered.',
    }),
    pstNumber: t.exposeString("pstNumber", {
      nullable: true,
      description: "Its provincial sales tax number as stored; null when not registered.",
    }),
    status: t.field({ type: RegistrationStatusEnum, resolve: (registration) => registration.status }),
    reviewNotes: t.exposeString("reviewNotes", { nullable: true }),
    reviewedAt: t.expose("reviewedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    provider: t.relation("provider", {
      nullable: true,
      description: "The provider an approval created.",
    }),
  }),
});

builder.queryField("registrations", (t) =>
  t.prismaConnection(
    {
      type: "BusinessRegistration",
      cursor: "id",
      description: "Business registrations, newest first (staff only).",
      authScopes: { admin: true },
      args: { status: t.arg({ type: RegistrationStatusEnum }) },
      resolve: (query, _root, { status, after, before }, ctx) => {
        assertIdCursors(after, before);
        return listRegistrations(ctx, { status }, query);
      },
    },
    { name: "BusinessRegistrationConnection" },
    { name: "BusinessRegistrationEdge" },
  ),
);

const RegisterBusinessInput = builder.inputType("RegisterBusinessInput", {
  description: "Spec section 3's business registration, checked by section 5's rules.",
  fields: (t) => ({
    businessName: t.string({ required: true }),
    ownerName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true, description: "A 10-digit North American number." }),
    address: t.string({ required: true }),
    city: t.string({ required: true, description: 'A city of the cities list, e.g. "Toronto".' }),
    province: t.string({ required: true, description: 'One of the 13: "Ontario" or "ON".' }),
    postalCode: t.string({ required: true, description: '"K1A 0B1"; must be in the province.' }),
    businessType: t.string({ required: true }),
    description: t.string({ required: true }),
    services: t.stringList({ required: true }),
    isMobile: t.boolean(),
    isInsured: t.boolean(),
    yearsInBusiness: t.int(),
    website: t.string({ description: "Optional; an http(s) URL." }),
    gstHstNumber: t.string({
      description:
        'Optional: 9 digits (the last a check digit), RT and 4 digits, e.g. "123456782 RT 0001"; ' +
        "spaces and dashes are ignored. Empty or absent: not registered (a small supplier).",
    }),
    qstNumber: t.string({
      description: 'Optional: 10 digits, TQ and 4 digits, e.g. "1234567890 TQ 0001". Empty or absent: not registered.',
    }),
    pstNumber: t.string({
      description:
        "Optional: 3 to 20 letters and digits (BC, Manitoba, Saskatchewan). Empty or absent: not registered.",
    }),
    password: t.string({
      description: "Required when not signed in: creates the registrant's customer account (and signs it in).",
    }),
    idempotencyKey: t.string({
      description: "Optional: a retry with the same key and input returns the first registration.",
    }),
  }),
});

const RegisterBusinessPayload = builder
  .objectRef<{ registration: BusinessRegistration }>("RegisterBusinessPayload")
  .implement({
    fields: (t) => ({
      registration: t.field({ type: BusinessRegistrationNode, resolve: (payload) => payload.registration }),
    }),
  });

builder.mutationField("registerBusiness", (t) =>
  t.field({
    type: RegisterBusinessPayload,
    description: "Submit a business registration for review (spec section 7 POST /api/business-registration).",
    authScopes: { public: true },
    // It may create an account, which hashes a password.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: RegisterBusinessInput, required: true }) },
    errors: {
      types: [
        ValidationError,
        ConflictError,
        EmailUnavailableError,
        ForbiddenError,
        TooManySignInAttemptsError,
        IdempotencyKeyReusedError,
      ],
      union: { name: "RegisterBusinessResult" },
    },
    resolve: async (_root, { input: { idempotencyKey, ...input } }, ctx) => {
      const { registration, session } = await registerBusiness(
        ctx,
        {
          ...input,
          isMobile: input.isMobile ?? undefined,
          isInsured: input.isInsured ?? undefined,
          yearsInBusiness: input.yearsInBusiness ?? undefined,
        },
        { clientAddress: ctx.http.clientAddress, deviceToken: null, userAgent: ctx.http.userAgent },
        { idempotencyKey },
      );
      if (session) ctx.http.setSessionCookie(session);
      return { registration };
    },
  }),
);

const RegistrationDecisionEnum = builder.enumType("RegistrationDecision", {
  values: ["APPROVED", "REJECTED"] as const,
});

const ReviewRegistrationInput = builder.inputType("ReviewRegistrationInput", {
  fields: (t) => ({
    registrationId: t.id({ required: true, description: "The registration's global id or databaseId." }),
    status: t.field({ type: RegistrationDecisionEnum, required: true }),
    notes: t.string({ description: "Optional for an approval; the reason, required, for a rejection." }),
  }),
});

const ReviewRegistrationPayload = builder
  .objectRef<{ registration: BusinessRegistration }>("ReviewRegistrationPayload")
  .implement({
    fields: (t) => ({
      registration: t.field({ type: BusinessRegistrationNode, resolve: (payload) => payload.registration }),
    }),
  });

builder.mutationField("reviewRegistration", (t) =>
  t.field({
    type: ReviewRegistrationPayload,
    description:
      "Approve (creating the pending provider) or reject a pending registration (staff only; " +
      "PUT /api/admin/registrations/{id}).",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ReviewRegistrationInput, required: true }) },
    errors: {
      types: [ValidationError, ConflictError, NotFoundError, SecondFactorRequiredError, StepUpRequiredError],
      union: { name: "ReviewRegistrationResult" },
    },
    resolve: async (_root, { input }, ctx) =>
      reviewRegistration(ctx, {
        id: databaseIdOf("BusinessRegistration", input.registrationId),
        status: input.status,
        notes: input.notes,
      }),
  }),
);
