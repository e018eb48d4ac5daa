import { builder } from "../../builder.ts";
import { publicFieldData } from "../../http/public-field-cache.ts";
import { listCategories } from "../../services/categories/categories.ts";
import { formatPriceRange } from "../../services/categories/price-range.ts";

builder.prismaNode("Category", {
  id: { field: "id" },
  nullable: true,
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    minPrice: t.exposeInt("minPriceCents", { description: "Cents." }),
    maxPrice: t.exposeInt("maxPriceCents", { description: "Cents." }),
    priceRange: t.string({
      description: 'e.g. "$80 - $200".',
      resolve: (category) => formatPriceRange(category.minPriceCents, category.maxPriceCents),
    }),
  }),
});

builder.queryField("categories", (t) =>
  t.prismaField({
    type: ["Category"],
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) =>
      publicFieldData(ctx, "categories", null, query, () => listCategories(ctx, query)),
  }),
);
