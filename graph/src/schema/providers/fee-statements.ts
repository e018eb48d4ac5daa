// Where a provider's monthly fee statements are (services/receipts/fee-statements.ts): on
// Provider, for its own accounts and staff.
import { builder } from "../../builder.ts";
import { canActForProvider } from "../../services/providers/access.ts";
import { type FeeStatementLink, feeStatementLinks } from "../../services/receipts/fee-statements.ts";
import { ProviderNode } from "./provider.ts";

const FeeStatementRef = builder.objectRef<FeeStatementLink>("FeeStatement").implement({
  description:
    "A month's statement of the fees the marketplace charged a provider and the GST/HST and QST on them: what a " +
    "registered provider claims its input tax credits with.",
  fields: (t) => ({
    month: t.exposeString("month", { description: 'The calendar month on the platform\'s clock, e.g. "2026-11".' }),
    path: t.exposeString("path", { description: "The PDF, on this server; add ?format=html for the page." }),
  }),
});

builder.prismaObjectFields(ProviderNode, (t) => ({
  feeStatements: t.field({
    type: [FeeStatementRef],
    nullable: true,
    description:
      "Its fee statements for this month (to date) and the eleven before, newest first: for its own accounts and " +
      "staff, null for anyone else.",
    resolve: (provider, _args, ctx) =>
      canActForProvider(ctx, provider.id) ? feeStatementLinks(provider.id, ctx.clock.now()) : null,
  }),
}));
