// `node(id:)` and `nodes(ids:)`, written here instead of taken from the Relay plugin so
// that every id a caller can send has an answer: an id that is not ours, names no row, or
// names a row the viewer may not read is null. The three look the same, so a stranger
// learns nothing about which ids exist.
import { decodeGlobalID, resolveNodes } from "@pothos/plugin-relay";
import { type GraphQLResolveInfo, isObjectType } from "graphql";
import { builder } from "../builder.ts";
import type { RequestContext } from "../http/request-context.ts";
import { ValidationError } from "../services/errors.ts";
import { MAX_DATABASE_ID } from "../services/ids.ts";
import { type ReadRule, readRuleOf } from "./read-rules.ts";

/** More ids than any screen shows at once; a bigger batch is refused, not truncated. */
export const MAX_NODE_IDS = 100;

/** Longer than any global id we issue ("Booking:2147483647" in base64 is 24 characters). */
const MAX_GLOBAL_ID_LENGTH = 64;

/**
 * Options for a prismaNode whose rows not every viewer may read: read-rules.ts checks the
 * rule on every object a field hands out, and the node fields use it to answer null rather
 * than an error that would confirm the id.
 */
export function readableBy<T>(rule: ReadRule<T>) {
  return { extensions: { readableBy: rule } };
}

const NodeInterface = builder.nodeInterfaceRef();

builder.queryFields((t) => ({
  node: t.field({
    type: NodeInterface,
    nullable: true,
    description: "The object with this global id, or null when there is none you may read.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx, info) => (await loadNodes([String(id)], ctx, info))[0] ?? null,
  }),
  nodes: t.field({
    type: [NodeInterface],
    nullable: { list: false, items: true },
    description: `The objects with these global ids, in order; null for each one you may not read. At most ${MAX_NODE_IDS} ids.`,
    authScopes: { public: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, ctx, info) => {
      if (ids.length > MAX_NODE_IDS) throw new ValidationError(`Ask for at most ${MAX_NODE_IDS} ids at a time.`);
      return loadNodes(ids.map(String), ctx, info);
    },
  }),
}));

async function loadNodes(ids: string[], ctx: RequestContext, info: GraphQLResolveInfo) {
  const parsed = ids.map((id) => parseNodeId(id, info));
  const nodes = (await resolveNodes(builder, ctx, info, parsed)) as unknown[];
  return nodes.map((node, index) => {
    const typename = parsed[index]?.typename;
    if (node == null || !typename) return null;
    const rule = readRuleOf(info.schema.getType(typename));
    return !rule || rule(node, ctx) ? node : null;
  });
}

/** A global id of one of our node types with an id our integer columns can hold, or null. */
function parseNodeId(globalId: string, info: GraphQLResolveInfo): { typename: string; id: string } | null {
  if (globalId.length > MAX_GLOBAL_ID_LENGTH) return null;
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    return null;
  }
  const type = info.schema.getType(decoded.typename);
  const isNodeType = isObjectType(type) && type.getInterfaces().some((iface) => iface.name === "Node");
  if (!isNodeType || !/^[1-9]\d{0,9}$/.test(decoded.id) || Number(decoded.id) > MAX_DATABASE_ID) return null;
  return decoded;
}
