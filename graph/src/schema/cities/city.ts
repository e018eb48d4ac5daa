import { builder } from "../../builder.ts";
import { countCities, findCityBySlug, listCities } from "../../services/cities/cities.ts";
import { type CityTier, TIER_LABELS } from "../../services/cities/tier.ts";

export const CityNode = builder.prismaNode("City", {
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    province: t.exposeString("province"),
    provinceCode: t.exposeString("provinceCode"),
    population: t.exposeInt("population"),
    tier: t.exposeInt("tier"),
    tierLabel: t.string({
      description: "Major, Large, Medium or Small.",
      resolve: (city) => TIER_LABELS[city.tier as CityTier],
    }),
    latitude: t.exposeFloat("latitude"),
    longitude: t.exposeFloat("longitude"),
    timeZone: t.exposeString("timeZone"),
    displayName: t.string({
      description: "'Name, Province' as the city picker stores it.",
      resolve: (city) => `${city.name}, ${city.province}`,
    }),
  }),
});

builder.queryFields((t) => ({
  cities: t.prismaConnection(
    {
      type: "City",
      cursor: "id",
      description: "Cities by name or province text, province code and tier; largest first.",
      authScopes: { public: true },
      args: {
        search: t.arg.string(),
        province: t.arg.string(),
        tier: t.arg.int(),
      },
      resolve: (query, _root, { search, province, tier }, ctx) => listCities(ctx, { search, province, tier }, query),
      totalCount: (_connection, { search, province, tier }, ctx) => countCities(ctx, { search, province, tier }),
    },
    { name: "CityConnection" },
    { name: "CityEdge" },
  ),
  city: t.prismaField({
    type: "City",
    nullable: true,
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => findCityBySlug(ctx, slug, query),
  }),
}));
