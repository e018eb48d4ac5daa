import { builder } from "../../builder.ts";
import {
  countApprovedProviders,
  listApprovedProviders,
  providerServicesSelect,
  serviceNames,
} from "../../services/providers/providers.ts";

builder.prismaNode("Provider", {
  id: { field: "id" },
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

builder.queryField("providers", (t) =>
  t.prismaConnection(
    {
      type: "Provider",
      cursor: "id",
      description: "Approved providers, highest rated first.",
      authScopes: { public: true },
      resolve: (query, _root, _args, ctx) => listApprovedProviders(ctx, query),
      totalCount: (_connection, _args, ctx) => countApprovedProviders(ctx),
    },
    { name: "ProviderConnection" },
    { name: "ProviderEdge" },
  ),
);
