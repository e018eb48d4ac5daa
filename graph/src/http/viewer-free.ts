// Which of the app's trusted documents answer every caller alike, signed in or not, so that
// a signed-in request for one needs no session read (session-viewer.ts). Decided from the
// document and the schema, once per document, and conservatively: a document is viewer-free
// only when nothing it selects can tell one caller from another.
import {
  BREAK,
  type DocumentNode,
  getNamedType,
  type GraphQLNamedType,
  type GraphQLSchema,
  isAbstractType,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from "graphql";
import manifest from "../../../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { readRuleOf } from "../schema/read-rules.ts";
import type { PersistedOperations } from "./persisted-operations.ts";
import { PUBLIC_ROOT_FIELDS } from "./response-cache.ts";

/**
 * Public root fields whose answer still depends on who asks: a visitor's `viewer` is null and
 * `node`/`nodes` hand a visitor only public objects, but a signed-in caller gets their own.
 */
const PERSONAL_ROOT_FIELDS: ReadonlySet<string> = new Set(["viewer", "node", "nodes"]);

/**
 * Types with a read rule that every object a public root field hands out passes: those roots
 * list approved (ACTIVE) providers only, which `canReadProvider` lets anyone read.
 */
const RULES_PASSED_UNDER_PUBLIC_ROOTS: ReadonlySet<string> = new Set(["Provider"]);

/**
 * A type whose fields compare the user with the viewer (an account's notifications, its last
 * service address, its saved providers): an empty answer to anyone but its owner.
 */
const OWNED_TYPES: ReadonlySet<string> = new Set(["User"]);

/** A test of a trusted document's id: true when its answer is the same for every caller. */
export function viewerFreeDocuments(
  schema: GraphQLSchema,
  documents: PersistedOperations = manifest,
): (documentId: unknown) => boolean {
  // Decided on first use, then kept: the manifest is small and fixed for the process's life.
  const decided = new Map<string, boolean>();
  return (documentId) => {
    if (typeof documentId !== "string" || !Object.hasOwn(documents, documentId)) return false;
    let free = decided.get(documentId);
    if (free === undefined) {
      free = isViewerFree(schema, parse(documents[documentId]!));
      decided.set(documentId, free);
    }
    return free;
  };
}

/**
 * True for a single query whose root fields are all public and not personal, and which
 * selects no field limited to some callers (authScopes other than public), no object a read
 * rule may refuse to someone, and nothing owned by an account.
 */
export function isViewerFree(schema: GraphQLSchema, document: DocumentNode): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === "OperationDefinition");
  if (operations.length !== 1 || operations[0]!.operation !== "query") return false;
  const queryType = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let free = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        const name = node.name.value;
        if (name === "__typename") return;
        const atRoot = typeInfo.getParentType() === queryType;
        const personal =
          !field ||
          (atRoot && (!PUBLIC_ROOT_FIELDS.has(name) || PERSONAL_ROOT_FIELDS.has(name))) ||
          !onlyPublicScopes(field.extensions) ||
          possibleTypes(schema, getNamedType(field.type)).some(mayTellCallersApart);
        if (personal) {
          free = false;
          return BREAK;
        }
      },
    }),
  );
  return free;
}

function possibleTypes(schema: GraphQLSchema, type: GraphQLNamedType): readonly GraphQLNamedType[] {
  return isAbstractType(type) ? schema.getPossibleTypes(type) : [type];
}

function mayTellCallersApart(type: GraphQLNamedType): boolean {
  if (!isObjectType(type)) return false;
  if (OWNED_TYPES.has(type.name) || !onlyPublicScopes(type.extensions)) return true;
  return readRuleOf(type) !== undefined && !RULES_PASSED_UNDER_PUBLIC_ROOTS.has(type.name);
}

/** No authScopes (anyone), or `{ public: true }` alone, as Pothos keeps them on the schema. */
function onlyPublicScopes(extensions: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const options = extensions?.pothosOptions as { authScopes?: unknown } | undefined;
  const scopes = options?.authScopes;
  if (scopes === undefined) return true;
  if (typeof scopes !== "object" || scopes === null) return false;
  const entries = Object.entries(scopes);
  return entries.length === 1 && entries[0]![0] === "public" && entries[0]![1] === true;
}
