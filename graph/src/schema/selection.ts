import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

/**
 * Whether the query selects `name` directly on this field's result, also through
 * fragments, so a resolver can start optional work (a count) beside its main query.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return fieldsSelectedAt(info, []).has(name);
}

/** The selections of `selectionSet`, fragments spread into it (each named one once). */
function flatten(info: GraphQLResolveInfo, selectionSet: SelectionSetNode | undefined): FieldNode[] {
  const into: FieldNode[] = [];
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === "Field") into.push(selection);
      else if (selection.kind === "InlineFragment") visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  visit(selectionSet);
  return into;
}

// A document's field nodes outlive its requests (Yoga and graphql-jit keep parsed documents),
// so what one selects is worked out once per document, not per request.
const selectedNames = new WeakMap<FieldNode, Map<string, ReadonlySet<string>>>();

/**
 * The names of the fields selected at `path` below this field (e.g. ["edges", "node"]),
 * through fragments and whatever type they are on, and whatever @include or @skip says: the
 * fields the result there may need, as a superset.
 */
export function fieldsSelectedAt(info: GraphQLResolveInfo, path: readonly string[]): ReadonlySet<string> {
  const first = info.fieldNodes[0]!;
  const key = path.join(".");
  let byPath = selectedNames.get(first);
  if (!byPath) selectedNames.set(first, (byPath = new Map()));
  let names = byPath.get(key);
  if (!names) {
    let fields: FieldNode[] = [...info.fieldNodes];
    for (const step of path) {
      fields = fields
        .flatMap((field) => flatten(info, field.selectionSet))
        .filter((field) => field.name.value === step);
    }
    names = new Set(fields.flatMap((field) => flatten(info, field.selectionSet)).map((field) => field.name.value));
    byPath.set(key, names);
  }
  return names;
}
