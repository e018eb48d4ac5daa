// One paging contract for every connection. Most connections are plugin-prisma's, which clamp
// `first: 1000` to 100 without a word and take `first` when `last` is given too; the search and
// the cleaning finder read their own pages. A client paging any of them should meet the same
// bounds and the same words, so this plugin checks Relay's arguments (services/pagination.ts)
// on every field that takes them, before its resolver runs and after scope-auth has decided
// who may ask. A connection that pages forward only says so (`forwardOnlyConnection`) and
// then does not declare `last` and `before` at all, so a client's tools know before asking.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";
import { assertConnectionPage, type ConnectionPage } from "../services/pagination.ts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos' plugin registry is this namespace.
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      connectionContract: PothosConnectionContractPlugin<Types>;
    }
  }
}

/** Field extensions for a connection that pages forward only: it keeps `first` and `after`. */
export const forwardOnlyConnection = { pagesForwardOnly: true } as const;

/** A Relay connection field: it takes `first` and `after` (fields with `first` alone are lists). */
function isConnectionField({ args }: { args: Record<string, unknown> }): boolean {
  return "first" in args && "after" in args;
}

type PrismaSelection = (args: ConnectionPage, ...rest: unknown[]) => unknown;

/**
 * A connection plugin-prisma loads with its parent's query (a relatedConnection, or a
 * connection that selects from its parent) has its arguments read while that query is built,
 * before any of its own resolvers, and plugin-prisma refuses some in its own words at the
 * parent's path. Arguments the contract refuses select nothing there, so the parent loads as
 * usual and the connection's own resolver refuses them, in the contract's words, at its path.
 */
function checkedPrismaSelection(extensions: PothosOutputFieldConfig<SchemaTypes>["extensions"]) {
  const select = extensions?.pothosPrismaSelect as PrismaSelection | object | undefined;
  if (typeof select !== "function") return extensions;
  const checkedSelect: PrismaSelection = (args, ...rest) => {
    try {
      assertConnectionPage(args);
    } catch {
      return {};
    }
    return select(args, ...rest);
  };
  return { ...extensions, pothosPrismaSelect: checkedSelect };
}

export class PothosConnectionContractPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!isConnectionField(fieldConfig)) return fieldConfig;
    const checked = { ...fieldConfig, extensions: checkedPrismaSelection(fieldConfig.extensions) };
    if (fieldConfig.extensions?.pagesForwardOnly !== true) return checked;
    const { last: _last, before: _before, ...forwardArgs } = fieldConfig.args;
    return { ...checked, args: forwardArgs };
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    if (!isConnectionField(fieldConfig)) return resolver;
    return (parent, args, ctx, info) => {
      assertConnectionPage(args as ConnectionPage);
      return resolver(parent, args, ctx, info);
    };
  }
}

const pluginName = "connectionContract";
SchemaBuilder.registerPlugin(pluginName, PothosConnectionContractPlugin);
export default pluginName;
