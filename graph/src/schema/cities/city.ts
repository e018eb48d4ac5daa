import { builder } from "../../builder.ts";
import { publicFieldData } from "../../http/public-field-cache.ts";
import { assertIdCursors } from "../cursors.ts";
import { citySlugInput, countCities, findCityBySlug, listCities, listProvinces } from "../../services/cities/cities.ts";
import { parseInput } from "../../services/errors.ts";
import { type CityTier, TIER_LABELS } from "../../services/cities/tier.ts";

export const CityNode = builder.prismaNode("City", {
  id: { field: "id" },
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id (a service address's cityId takes either)." }),
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

const ProvinceRef = builder.objectRef<{ code: string; name: string; cityCount: number }>("Province").implement({
  fields: (t) => ({
    code: t.exposeString("code", { description: 'Two-letter abbreviation, e.g. "ON".' }),
    name: t.exposeString("name"),
    cityCount: t.exposeInt("cityCount"),
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
        tiers: t.arg.intList({ description: "Any of these tiers (1-4)." }),
      },
      resolve: (query, _root, { search, province, tier, tiers, after, before }, ctx) => {
        assertIdCursors(after, before);
        const filter = { search, province, tier, tiers };
        return publicFieldData(ctx, "cities", filter, query, () => listCities(ctx, filter, query));
      },
      totalCount: (_connection, { search, province, tier, tiers }, ctx) => {
        const filter = { search, province, tier, tiers };
        return publicFieldData(ctx, "cities", { count: filter }, undefined, () => countCities(ctx, filter));
      },
    },
    { name: "CityConnection" },
    { name: "CityEdge" },
  ),
  provinces: t.field({
    type: [ProvinceRef],
    description: "The 13 provinces and territories, west to east, with their number of cities.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => publicFieldData(ctx, "provinces", null, undefined, () => listProvinces(ctx)),
  }),
  city: t.prismaField({
    type: "City",
    nullable: true,
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => {
      const parsed = parseInput(citySlugInput, slug);
      return publicFieldData(ctx, "city", parsed, query, () => findCityBySlug(ctx, parsed, query));
    },
  }),
}));
