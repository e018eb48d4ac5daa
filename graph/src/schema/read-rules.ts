// Read rules: who may read an object of a node type (a pending provider, someone else's
// booking), checked once for each object a field hands out, wherever it is reached from.
//
// scope-auth can hold such a rule as the type's `authScopes`, but it then runs it as a step
// of every field of the type: a page of twenty providers showing seventeen fields ran 340
// checks, each wrapping a field resolver that graphql-jit must give a resolve info of its
// own: 40% of what a search allocated. Its `runScopesOnType` checks once per
// object, in isTypeOf, but graphql-jit (the app's trusted documents) calls isTypeOf without
// a context. So this plugin checks the field's value instead: every field whose type is, or
// may be (an interface or union), a type with a rule, and every item of a list of them.
// An unreadable object becomes the same error scope-auth raises (401 for a visitor, 403
// for anyone else), in its place: a nullable position reads null, as before.
import SchemaBuilder, {
  BasePlugin,
  type PothosOutputFieldConfig,
  type PothosOutputFieldType,
  type SchemaTypes,
} from "@pothos/core";
import {
  type GraphQLAbstractType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  defaultTypeResolver,
  getNamedType,
  isAbstractType,
  isObjectType,
} from "graphql";
import type { RequestContext } from "../http/request-context.ts";
import { ForbiddenError, UnauthenticatedError } from "../services/errors.ts";

/** A node type's read rule: true when the request's viewer may read `node`. */
export type ReadRule<T> = (node: T, ctx: RequestContext) => boolean;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos' plugin registry is this namespace.
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      readRules: PothosReadRulesPlugin<Types>;
    }
  }
}

/** The error for reading what the viewer may not: the words REST uses for 401 and 403. */
export function unauthorizedError(ctx: RequestContext): Error {
  return ctx.viewer ? new ForbiddenError() : new UnauthenticatedError();
}

/** The rule a GraphQL type carries (see `readableBy`), if any. */
export function readRuleOf(type: { extensions?: Readonly<Record<string, unknown>> | null } | null | undefined) {
  return type?.extensions?.readableBy as ReadRule<unknown> | undefined;
}

type Check = (value: unknown, ctx: RequestContext, info: GraphQLResolveInfo) => unknown;

export class PothosReadRulesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    const check = this.checkFor(fieldConfig.type);
    if (!check) return resolver;
    return (parent, args, ctx, info) => {
      const value = resolver(parent, args, ctx, info);
      return isPromise(value)
        ? value.then((resolved) => check(resolved, ctx as RequestContext, info))
        : check(value, ctx as RequestContext, info);
    };
  }

  /** The check a field of this type needs, or undefined when no value of it can carry a rule. */
  private checkFor(type: PothosOutputFieldType<Types>): Check | undefined {
    if (type.kind === "List") {
      const item = this.checkFor(type.type);
      return item && checkEachItem(item);
    }
    const config = this.buildCache.getTypeConfig(type.ref);
    if (config.graphqlKind === "Object") {
      const rule = readRuleOf(config);
      // An error in the value's place is the resolver's own answer: it keeps its words.
      return (
        rule &&
        ((value, ctx) => (value == null || value instanceof Error || rule(value, ctx) ? value : unauthorizedError(ctx)))
      );
    }
    // An interface or a union: the rule is the concrete type's, known once the value is.
    return config.graphqlKind === "Interface" || config.graphqlKind === "Union" ? checkConcreteType : undefined;
  }
}

/** A list's items checked one by one: an unreadable item becomes an error in its place. */
function checkEachItem(check: Check): Check {
  return (value, ctx, info) => {
    if (value == null || typeof value !== "object" || !(Symbol.iterator in value)) return value;
    const items = [...(value as Iterable<unknown>)].map((item) => (isPromise(item) ? item : check(item, ctx, info)));
    return items.some(isPromise) ? Promise.all(items).then((all) => all.map((item) => check(item, ctx, info))) : items;
  };
}

// Which abstract types have a member with a rule: worked out once per schema and type.
const abstractHasRules = new WeakMap<GraphQLAbstractType, boolean>();

/** An interface's or union's value checked against the rule of the type it resolves to. */
function checkConcreteType(value: unknown, ctx: RequestContext, info: GraphQLResolveInfo): unknown {
  if (value == null || value instanceof Error) return value;
  const abstract = getNamedType(info.returnType) as GraphQLAbstractType;
  let hasRules = abstractHasRules.get(abstract);
  if (hasRules === undefined) {
    hasRules = info.schema.getPossibleTypes(abstract).some((type) => readRuleOf(type) !== undefined);
    abstractHasRules.set(abstract, hasRules);
  }
  if (!hasRules || !isAbstractType(abstract)) return value;
  const resolved = (abstract.resolveType ?? defaultTypeResolver)(value, ctx, info, abstract);
  const checkType = (name: unknown) => {
    const type = typeof name === "string" ? info.schema.getType(name) : undefined;
    const rule = isObjectType(type) ? readRuleOf(type) : undefined;
    return !rule || rule(value, ctx) ? value : unauthorizedError(ctx);
  };
  return isPromise(resolved) ? resolved.then(checkType) : checkType(resolved);
}

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

const pluginName = "readRules";
SchemaBuilder.registerPlugin(pluginName, PothosReadRulesPlugin);
export default pluginName;
