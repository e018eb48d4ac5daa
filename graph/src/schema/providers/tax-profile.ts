// A provider's tax profile in GraphQL (services/providers/tax-profile.ts): on Provider for its
// own accounts and staff, and the mutation that saves it.
import { builder } from "../../builder.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../services/errors.ts";
import { canActForProvider } from "../../services/providers/access.ts";
import { profileOf, type ProviderTaxProfile, updateTaxProfile } from "../../services/providers/tax-profile.ts";
import { databaseIdOf } from "../ids.ts";
import { ProviderNode } from "./provider.ts";

const TaxProfileRef = builder.objectRef<ProviderTaxProfile>("TaxProfile").implement({
  description:
    "Which sales taxes a provider is registered to collect, with the numbers its receipts print. No GST/HST " +
    "number: a small supplier, which charges no GST/HST.",
  fields: (t) => ({
    gstHstNumber: t.exposeString("gstHstNumber", { nullable: true, description: 'e.g. "123456782RT0001".' }),
    qstNumber: t.exposeString("qstNumber", { nullable: true, description: 'Québec\'s, e.g. "1234567890TQ0001".' }),
    pstNumber: t.exposeString("pstNumber", {
      nullable: true,
      description: "British Columbia's, Manitoba's or Saskatchewan's provincial sales tax number.",
    }),
    smallSupplier: t.exposeBoolean("smallSupplier", {
      description: "Not registered for the GST/HST: its customers are charged no GST/HST.",
    }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", nullable: true, description: "Null while never saved." }),
  }),
});

builder.prismaObjectFields(ProviderNode, (t) => ({
  taxProfile: t.field({
    type: TaxProfileRef,
    nullable: true,
    description: "Its tax registrations: for its own accounts and staff, null for anyone else.",
    select: { gstHstNumber: true, qstNumber: true, pstNumber: true, taxProfileUpdatedAt: true },
    resolve: (provider, _args, ctx) => (canActForProvider(ctx, provider.id) ? profileOf(provider) : null),
  }),
}));

builder.mutationField("updateProviderTaxProfile", (t) =>
  t.field({
    type: builder.objectRef<ProviderTaxProfile>("UpdateProviderTaxProfilePayload").implement({
      fields: (t) => ({
        taxProfile: t.field({ type: TaxProfileRef, resolve: (profile) => profile }),
        provider: t.prismaField({
          type: "Provider",
          resolve: (query, profile, _args, ctx) =>
            ctx.db.provider.findUniqueOrThrow({ ...query, where: { id: profile.providerId } }),
        }),
      }),
    }),
    description:
      "Saves a provider's tax registrations (PUT /api/providers/{id}/tax-profile): an empty number means not " +
      "registered for that tax. Its own accounts and staff; every change is audited.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("UpdateProviderTaxProfileInput", {
          fields: (t) => ({
            providerId: t.id({ required: true, description: "The provider's global id or databaseId." }),
            gstHstNumber: t.string({
              required: true,
              description: 'e.g. "123456782 RT 0001"; "" for a small supplier.',
            }),
            qstNumber: t.string({ required: true, description: 'e.g. "1234567890 TQ 0001"; "" when not registered.' }),
            pstNumber: t.string({ required: true, description: '"" when not registered.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, ForbiddenError, NotFoundError],
      union: { name: "UpdateProviderTaxProfileResult" },
    },
    resolve: (_root, { input }, ctx) => {
      const { providerId, ...numbers } = input;
      return updateTaxProfile(ctx, databaseIdOf("Provider", providerId), numbers);
    },
  }),
);
