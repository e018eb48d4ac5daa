import { queryFromInfo } from "@pothos/plugin-prisma";
import { builder } from "../../builder.ts";
import { LocationNotFoundError } from "../../services/errors.ts";
import { findCleaners, type FinderResult } from "../../services/matching/cleaning-finder.ts";
import { forwardOnlyConnection } from "../connection-contract.ts";
import { CityNode } from "../cities/city.ts";
import { ProviderNode } from "../providers/provider.ts";

const CleaningFinderInput = builder.inputType("CleaningFinderInput", {
  description:
    "The cleaning finder's criteria (spec sections 3 and 9). propertyType, cleaningType and budget are required; " +
    "a missing or unknown value is a ValidationError naming the choices.",
  fields: (t) => ({
    location: t.string({
      description: 'A city: "Name, Province" as the picker stores it, a slug or a name. None searches all of Canada.',
    }),
    propertyType: t.string({ description: "Required: apartment, house, office or commercial." }),
    propertySize: t.string({ description: "studio, small, medium, large, office-small or office-large." }),
    cleaningType: t.string({
      description:
        "Required: regular, deep, move, post-construction, carpet or window. Carpet is carpet-cleaning's; deep, " +
        "move and post-construction are deep-cleaning's or house-cleaning's; regular and window house-cleaning's.",
    }),
    frequency: t.string({ description: "one-time, weekly, biweekly, monthly or seasonal." }),
    budget: t.string({
      description:
        "Required: the band the starting price must be in, bounds included: budget $50-$100, standard $100-$200, " +
        "premium $200-$350, luxury $350-$1,000.",
    }),
    urgency: t.string({ description: "flexible (2 weeks), week, days (3 days) or urgent (same or next day)." }),
    specialRequirements: t.stringList({
      description:
        "eco-friendly (a specialty with the word eco or green), pet-safe (the word pet) and insurance (certified) " +
        "narrow the results; allergies, background-check, own-supplies, recurring and weekend are wishes only.",
    }),
  }),
});

type FinderConnection = FinderResult<unknown>;

builder.queryField("cleaningFinder", (t) =>
  t.connection(
    {
      type: ProviderNode,
      description:
        "The cleaning finder (/cleaning-finder): active providers of the cleaning type's categories within 50 km of " +
        "the location whose starting price is in the budget band, narrowed by the special requirements; certified " +
        "first, then best rated, then nearest. Pages forward only (first, after).",
      authScopes: { public: true },
      extensions: forwardOnlyConnection,
      args: { criteria: t.arg({ type: CleaningFinderInput, required: true }) },
      resolve: (_root, { criteria, ...page }, ctx, info) =>
        findCleaners(ctx, criteria, page, { query: queryFromInfo({ context: ctx, info, path: ["edges", "node"] }) }),
    },
    {
      name: "CleaningFinderConnection",
      fields: (tc) => ({
        totalCount: tc.int({
          description: "How many providers match in all.",
          resolve: (connection) => (connection as unknown as FinderConnection).totalCount,
        }),
        location: tc.field({
          type: CityNode,
          nullable: true,
          // plugin-errors answers the thrown error as the union's other member.
          errors: { types: [LocationNotFoundError], union: { name: "CleaningFinderLocation" } },
          description:
            "Where the finder looked: the City its location names, or LocationNotFoundError (and no providers) when " +
            "it names none; null without a location.",
          resolve: (connection) => {
            const result = connection as unknown as FinderConnection;
            if (result.locationNotFound) throw result.locationNotFound;
            return result.city;
          },
        }),
      }),
    },
    {
      name: "CleaningFinderEdge",
      fields: (te) => ({
        distanceKm: te.float({
          nullable: true,
          description: "Great-circle km from the city's centre; null without a location.",
          resolve: (edge) => (edge as unknown as { distanceKm: number | null }).distanceKm,
        }),
      }),
    },
  ),
);
