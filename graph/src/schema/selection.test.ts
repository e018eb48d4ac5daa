import { type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { fieldsSelectedAt, selectsField } from "./selection.ts";

/** The resolve info of the document's first root field, as far as the helpers read it. */
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  const operation = parsed.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo;
}

const DOCUMENT = `
  query { providers { ...Page edges { cursor node { id ... on Provider { name } } } } }
  fragment Page on ProviderConnection { totalCount edges { node { ...Card alias: phone } } }
  fragment Card on Provider { rating ...Card2 }
  fragment Card2 on Provider { email ...Card }`;

describe("selection helpers", () => {
  it("finds the fields at a path through fragments, inline fragments and aliases", () => {
    const info = infoOf(DOCUMENT);
    expect([...fieldsSelectedAt(info, ["edges", "node"])].sort()).toEqual(["email", "id", "name", "phone", "rating"]);
    expect([...fieldsSelectedAt(info, ["edges"])].sort()).toEqual(["cursor", "node"]);
    expect([...fieldsSelectedAt(info, ["pageInfo"])]).toEqual([]);
    // Asked again, the same answer (from the document's memo).
    expect(fieldsSelectedAt(info, ["edges", "node"])).toBe(fieldsSelectedAt(info, ["edges", "node"]));
  });

  it("tells whether a field is selected directly on the result", () => {
    const info = infoOf(DOCUMENT);
    expect(selectsField(info, "totalCount")).toBe(true);
    expect(selectsField(info, "foundCount")).toBe(false);
  });
});
