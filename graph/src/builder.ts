import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { RequestContext } from "./http/request-context.ts";
import type PrismaTypes from "./generated/pothos-types.ts";
import { getDatamodel } from "./generated/pothos-types.ts";
import { AppError } from "./services/errors.ts";
import ConnectionContractPlugin from "./schema/connection-contract.ts";
import ReadRulesPlugin, { unauthorizedError } from "./schema/read-rules.ts";

export interface AuthScopes {
  public: boolean;
  signedIn: boolean;
  customer: boolean;
  provider: boolean;
  admin: boolean;
}

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    ID: { Input: string; Output: string | number };
  };
}>({
  // scope-auth first, so authorization runs before anything else touches a field.
  // Read rules next, so they check what a field finally hands out (read-rules.ts); then
  // every connection's paging arguments, once the caller may ask (connection-contract.ts).
  plugins: [ScopeAuthPlugin, ReadRulesPlugin, ConnectionContractPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: ctx.viewer !== null,
      customer: ctx.viewer?.role === "CUSTOMER",
      provider: ctx.viewer?.role === "PROVIDER",
      admin: ctx.viewer?.role === "ADMIN",
    }),
    // Unauthorized fields fail with the same words REST uses for 401/403.
    unauthorizedError: (_parent, ctx) => unauthorizedError(ctx),
  },
  errors: {
    directResult: true,
  },
  prisma: {
    // The client is opened at start-up (PGlite or PostgreSQL) and carried by the context.
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
    maxConnectionSize: 100,
    defaultConnectionSize: 20,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // node(id:) and nodes(ids:) are schema/node.ts's: every id gets an answer, unknown ones null.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType("DateTime", {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError("Invalid date-time");
    return date;
  },
});
