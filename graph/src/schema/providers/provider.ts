import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { builder } from "../../builder.ts";
import type { Provider } from "../../generated/prisma/client.ts";
import { canReadProvider } from "../../services/providers/access.ts";
import { readableBy } from "../node.ts";
import { providerServicesSelect, serviceNames } from "../../services/providers/providers.ts";
import type { FoundCount } from "../../services/providers/search-count.ts";
import { searchProviders } from "../../services/providers/search.ts";
import { FOUND_COUNT_CAP } from "../../services/providers/search-input.ts";
import { LocationNotFoundError } from "../../services/errors.ts";
import { CityNode } from "../cities/city.ts";
import { fieldsSelectedAt, selectsField } from "../selection.ts";
import { PUBLIC_CARD_COLUMNS } from "../../services/providers/provider-cards.ts";

export const ProviderNode = builder.prismaNode("Provider", {
  id: { field: "id" },
  nullable: true,
  // The public sees approved providers only; a pending one's owner and staff see it too.
  ...readableBy<Provider>((provider, ctx) => canReadProvider(ctx, provider)),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths." }),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    address: t.exposeString("address"),
    serviceArea: t.exposeString("serviceArea"),
    phone: t.exposeString("phone"),
    email: t.exposeString("email"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    rating: t.exposeFloat("rating"),
    reviewCount: t.exposeInt("reviewCount"),
    startingPrice: t.exposeInt("startingPrice", { description: "Cents." }),
    services: t.stringList({
      description: "Names of the service categories offered.",
      select: providerServicesSelect,
      resolve: serviceNames,
    }),
    specialties: t.exposeStringList("specialties"),
    availability: t.exposeStringList("availability"),
    isMobileService: t.exposeBoolean("isMobileService"),
    isCertified: t.exposeBoolean("isCertified"),
    city: t.relation("city"),
  }),
});

const ProviderSearchInput = builder.inputType("ProviderSearchInput", {
  description: "The home page's filters and the city page's search (spec sections 2 and 7).",
  fields: (t) => ({
    location: t.string({
      description:
        'A city: "Name, Province" as the picker stores it, a slug ("toronto-ontario"), a name, or a City id.',
    }),
    serviceType: t.string({ description: 'A category slug, e.g. "house-cleaning"; "all" or null for every service.' }),
    maxDistance: t.float({ description: "Km from the city's centre; default 50. Only with a location." }),
    minRating: t.float({ description: "0 to 5." }),
    maxPrice: t.int({
      description:
        "Whole DOLLARS, not cents: the one amount in this API in dollars, because the spec's home filter " +
        "('Under $100') is in dollars. The starting price (cents) must be at most this times 100.",
    }),
    mobileOnly: t.boolean(),
    certifiedOnly: t.boolean(),
    name: t.string({ description: "Part of the provider's name, any case (the schedule dialog's provider search)." }),
    text: t.string({
      description:
        'Words to find in the name, specialties, services and description, e.g. "eco", "Tesla", "move-out"; any ' +
        'accents, English or French forms; "quoted phrases", "or" and "-word" as in a search box. At most 100 characters.',
    }),
  }),
});

/** The connection object the search resolves to; totalCount is counted on demand. */
type ProviderSearchConnection = Awaited<ReturnType<typeof searchProviders>>;

/** The count a query selects, counted beside the page: the exact one wins if both are. */
function countAsked(info: GraphQLResolveInfo) {
  if (selectsField(info, "totalCount")) return "exact";
  return selectsField(info, "foundCount") ? "found" : undefined;
}

/**
 * The Provider fields a card of public columns answers: those exposing one of its columns,
 * the Relay id, and the relations a card brings when the selection includes them. Any other
 * field (a staff field, one added later) may read another column, so it gets the whole row.
 */
const cardFields = new WeakMap<GraphQLObjectType, ReadonlySet<string>>();
function publicCardFields(info: GraphQLResolveInfo): ReadonlySet<string> {
  const type = info.schema.getType("Provider") as GraphQLObjectType;
  let fields = cardFields.get(type);
  if (!fields) {
    const columns = new Set<string>(PUBLIC_CARD_COLUMNS);
    const exposing = Object.values(type.getFields()).filter((field) =>
      columns.has(field.extensions.pothosExposedField as string),
    );
    cardFields.set(type, (fields = new Set(["__typename", "id", "services", "city", ...exposing.map((f) => f.name)])));
  }
  return fields;
}

// Keyed by a document's selection (fieldsSelectedAt keeps one set per document).
const publicOnlyBySelection = new WeakMap<ReadonlySet<string>, boolean>();

/** Whether the page's providers are read for public card columns alone (see publicCardFields). */
function readsPublicColumnsOnly(info: GraphQLResolveInfo): boolean {
  const selected = fieldsSelectedAt(info, ["edges", "node"]);
  let publicOnly = publicOnlyBySelection.get(selected);
  if (publicOnly === undefined) {
    const fields = publicCardFields(info);
    publicOnly = [...selected].every((name) => fields.has(name));
    publicOnlyBySelection.set(selected, publicOnly);
  }
  return publicOnly;
}

const FoundCountObject = builder.objectRef<FoundCount>("FoundCount").implement({
  description: `How many providers a search found, counted exactly up to ${FOUND_COUNT_CAP.toLocaleString("en-CA")}.`,
  fields: (t) => ({
    count: t.exposeInt("count", { description: `Exact, or ${FOUND_COUNT_CAP} when more match.` }),
    isLowerBound: t.exposeBoolean("isLowerBound", {
      description: `More than \`count\` match: shown as "${FOUND_COUNT_CAP.toLocaleString("en-CA")}+ providers found".`,
    }),
  }),
});

builder.queryField("providers", (t) =>
  t.connection(
    {
      type: ProviderNode,
      description:
        "Approved providers. With a search location: within maxDistance of the city, nearest first, then best rated; " +
        "otherwise highest rated first. A location that names no city matches nothing, and `location` says so.",
      authScopes: { public: true },
      args: { search: t.arg({ type: ProviderSearchInput }) },
      resolve: async (_root, { search, ...page }, ctx, info) => {
        // The page's providers come with every relation the query selects under edges.node.
        const query = queryFromInfo({ context: ctx, info, path: ["edges", "node"] });
        return searchProviders(ctx, search, page, {
          query,
          count: countAsked(info),
          publicColumnsOnly: readsPublicColumnsOnly(info),
        });
      },
    },
    {
      name: "ProviderConnection",
      fields: (tc) => ({
        totalCount: tc.int({
          description:
            "How many providers match in all, exactly. Near a large city this counts every match: " +
            "`foundCount` is the cheaper count for showing.",
          resolve: (connection) => (connection as unknown as ProviderSearchConnection).totalCount(),
        }),
        foundCount: tc.field({
          type: FoundCountObject,
          description: `The live "providers found": exact up to ${FOUND_COUNT_CAP.toLocaleString("en-CA")}, then that many and more.`,
          resolve: (connection) => (connection as unknown as ProviderSearchConnection).foundCount(),
        }),
        location: tc.field({
          type: CityNode,
          nullable: true,
          // plugin-errors returns the error as the union's other member instead of raising it.
          errors: { types: [LocationNotFoundError], union: { name: "ProviderSearchLocation" } },
          description:
            "Where the search looked: the City its location names, or LocationNotFoundError (and no providers) " +
            "when it names none; null without a location.",
          resolve: (connection) => {
            const search = connection as unknown as ProviderSearchConnection;
            // Thrown for plugin-errors to catch and answer as the union's error member.
            if (search.locationNotFound) throw search.locationNotFound;
            return search.city;
          },
        }),
      }),
    },
    {
      name: "ProviderEdge",
      fields: (te) => ({
        distanceKm: te.float({
          nullable: true,
          description: "Great-circle km from the searched city's centre; null without a location.",
          resolve: (edge) => (edge as unknown as { distanceKm: number | null }).distanceKm,
        }),
      }),
    },
  ),
);
