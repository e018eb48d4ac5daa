import { builder } from "../../builder.ts";
import type { PaymentDocumentLink } from "../../services/receipts/receipts.ts";

const PaymentDocumentKindEnum = builder.enumType("PaymentDocumentKind", {
  values: {
    RECEIPT: { description: "The numbered receipt of the payment." },
    CREDIT_NOTE: { description: "The numbered credit note of one of its refunds." },
  } as const,
});

export const PaymentDocumentRef = builder.objectRef<PaymentDocumentLink>("PaymentDocument").implement({
  description: "A receipt or credit note of a payment, and where its reader downloads it.",
  fields: (t) => ({
    kind: t.field({ type: PaymentDocumentKindEnum, resolve: (document) => document.kind }),
    number: t.exposeString("number", {
      nullable: true,
      description: '"R-000042" or "CN-000003"; null for an older receipt numbered when first opened.',
    }),
    path: t.exposeString("path", { description: "The PDF, on this server; add ?format=html for the page." }),
    issuedAt: t.expose("issuedAt", { type: "DateTime", nullable: true }),
  }),
});
