import { builder } from "../../builder.ts";
import { type MarketplaceFigures, marketplaceFigures } from "../../services/marketplace/figures.ts";

const MarketplaceFiguresRef = builder.objectRef<MarketplaceFigures>("MarketplaceFigures").implement({
  description: "The marketplace's size as the database has it, counted at most once a minute.",
  fields: (t) => ({
    cities: t.exposeInt("cities", { description: "Cities the directory lists." }),
    verifiedProviders: t.exposeInt("verifiedProviders", { description: "Providers staff have approved." }),
    completedJobs: t.exposeInt("completedJobs", { description: "Bookings marked completed." }),
    averageRating: t.exposeFloat("averageRating", {
      nullable: true,
      description: "0-5, weighted by each verified provider's review count; null without reviews.",
    }),
    reviewCount: t.exposeInt("reviewCount"),
  }),
});

builder.queryField("marketplaceFigures", (t) =>
  t.field({
    type: MarketplaceFiguresRef,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => marketplaceFigures(ctx),
  }),
);
