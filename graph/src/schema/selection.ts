import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";

/**
 * Whether the query selects `name` directly on this field's result, also through
 * fragments, so a resolver can start optional work (a count) beside its main query.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === "Field") return selection.name.value === name;
      if (selection.kind === "InlineFragment") return visit(selection.selectionSet);
      const fragmentName = selection.name.value;
      if (seen.has(fragmentName)) return false;
      seen.add(fragmentName);
      return visit(info.fragments[fragmentName]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
