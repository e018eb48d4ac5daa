// A query's cost as the rows and fields it can make us produce: each field costs 1 plus
// its selections, times the page size for a paginated field (`first`/`last`, or the
// largest page when a variable sets it, since validation runs before variables are
// known). GraphQL Armor's cost rule weighs depth, not pages, and rates the app's own
// city page above a thousand aliased provider pages; this one rates what a query asks for.
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from "graphql";

export interface QueryCostOptions {
  maxCost: number;
  /** What an omitted or variable page size may be at most (the connections' cap). */
  maxPageSize: number;
}

export function queryCostRule(options: QueryCostOptions) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const walk: CostWalk = { context, options, fragmentCosts: new Map() };
      const cost = selectionCost(walk, operation.selectionSet, root, new Set());
      if (cost > options.maxCost) {
        context.reportError(
          new GraphQLError(
            `Query is too costly: it could produce ${Math.round(cost)} values, at most ${options.maxCost}. Ask for smaller pages or fewer fields.`,
            { nodes: operation, extensions: { code: "REQUEST_LIMIT" } },
          ),
        );
      }
    },
  });
}

interface CostWalk {
  context: ValidationContext;
  options: QueryCostOptions;
  /**
   * A fragment's cost, computed once: fragments that spread each other twice over
   * ("billion laughs") would otherwise take exponential time to walk.
   */
  fragmentCosts: Map<string, number>;
}

function selectionCost(
  walk: CostWalk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  fragmentsOnPath: Set<string>,
): number {
  const { context, options } = walk;
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith("__")) continue;
      const fields = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields() : {};
      const field = fields[selection.name.value];
      if (!field) continue;
      const childType = getNamedType(field.type);
      const children = selection.selectionSet
        ? selectionCost(walk, selection.selectionSet, childType, fragmentsOnPath)
        : 0;
      const paginated = field.args.some((arg) => arg.name === "first" || arg.name === "last");
      total += (paginated ? pageSize(selection.arguments ?? [], options) : 1) * (1 + children);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? context.getSchema().getType(selection.typeCondition.name.value)
        : parentType;
      total += selectionCost(walk, selection.selectionSet, type ?? parentType, fragmentsOnPath);
    } else {
      const name = selection.name.value;
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
      // A fragment that spreads itself is another rule's error; don't recurse forever.
      if (!fragment || fragmentsOnPath.has(name)) continue;
      let cost = walk.fragmentCosts.get(name);
      if (cost === undefined) {
        const type = context.getSchema().getType(fragment.typeCondition.name.value) ?? parentType;
        cost = selectionCost(walk, fragment.selectionSet, type, new Set([...fragmentsOnPath, name]));
        walk.fragmentCosts.set(name, cost);
      }
      total += cost;
    }
  }
  return total;
}

/** A paginated field's page: its literal `first`/`last`, else (a variable, or omitted) the largest. */
function pageSize(args: readonly { name: { value: string }; value: ValueNode }[], options: QueryCostOptions): number {
  const page = args.find((arg) => arg.name.value === "first" || arg.name.value === "last");
  if (!page) return options.maxPageSize;
  if (page.value.kind === Kind.INT) return Math.max(1, Math.min(Number(page.value.value), options.maxPageSize));
  return options.maxPageSize;
}
