import { builder } from "../../builder.ts";
import { publicFieldData } from "../../http/public-field-cache.ts";
import { listRecentReviews } from "../../services/reviews/reviews.ts";

builder.prismaNode("Review", {
  id: { field: "id" },
  nullable: true,
  fields: (t) => ({
    customerName: t.exposeString("customerName"),
    rating: t.exposeInt("rating"),
    comment: t.exposeString("comment"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    provider: t.relation("provider"),
  }),
});

builder.queryField("recentReviews", (t) =>
  t.prismaField({
    type: ["Review"],
    authScopes: { public: true },
    args: { first: t.arg.int({ defaultValue: 3 }) },
    resolve: (query, _root, { first }, ctx) =>
      publicFieldData(ctx, "recentReviews", { first }, query, () => listRecentReviews(ctx, { first }, query)),
  }),
);
