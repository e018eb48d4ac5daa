import { builder } from "../../builder.ts";
import { findNearestCity, NEAREST_CITY_MAX_KM, type NearestCity } from "../../services/cities/nearest-city.ts";
import { ValidationError } from "../../services/errors.ts";
import { CityNode } from "./city.ts";

const NearestCityRef = builder.objectRef<NearestCity>("NearestCity").implement({
  description: "The city of the list nearest a point, and how far it is.",
  fields: (t) => ({
    city: t.prismaField({
      type: CityNode,
      resolve: (query, nearest, _args, ctx) =>
        ctx.db.city.findUniqueOrThrow({ ...query, where: { id: nearest.cityId } }),
    }),
    distanceKm: t.exposeFloat("distanceKm", { description: "Great-circle km from the point to the city's centre." }),
  }),
});

builder.queryField("nearestCity", (t) =>
  t.field({
    type: NearestCityRef,
    nullable: true,
    description: `The city nearest a point (the sidebar's 'Enable Location'); null when none is within ${NEAREST_CITY_MAX_KM} km.`,
    authScopes: { public: true },
    args: {
      latitude: t.arg.float({ required: true }),
      longitude: t.arg.float({ required: true }),
    },
    errors: { types: [ValidationError], union: { name: "NearestCityResult" } },
    resolve: (_root, args, ctx) => findNearestCity(ctx, args),
  }),
);
