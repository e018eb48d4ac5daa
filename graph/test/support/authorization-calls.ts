// The matrix's vocabulary: what a call came to, who the callers are in groups, how a
// caller is refused by default, and the calls themselves (GraphQL, REST, node reads).
// graph/test/support/authorization-cases.ts and its domain files build rows from these.
import { CALLERS, type Caller, type CallerName, type World } from "./authorization-world.ts";

/** What a call came to: allowed, or refused (with the HTTP status for REST). */
export type Outcome =
  { allowed: true; status?: number } | { allowed: false; status?: number; message: string | null; body?: unknown };

export interface Denial {
  /** REST only: GraphQL answers refusals in its body. */
  status?: number;
  /** null: a node read answers null, with no error that would confirm the id exists. */
  message: string | null;
}

/** What a fresh record a call uses up is: its database id (or a fresh day's number, World.freshDay). */
export type Target = number | undefined;

export interface MatrixCase {
  /** "Query.registrations", "Mutation.approveProvider", or a route: "GET /api/bookings/:id". */
  operation: string;
  /** Which of an operation's rows this is, when it has several (node reads by type). */
  label?: string;
  /**
   * public: anyone may call it, partners too. door: anyone may call it to sign in, book or
   * register, but a partner may not write. restricted: only `allow`.
   */
  access: "public" | "door" | "restricted";
  note?: string;
  allow: readonly CallerName[];
  /** Refusals in other words than the caller's usual ones (see expectedDenial). */
  deniedWith?: Partial<Record<CallerName, Denial>>;
  /** A node read: a refused caller gets null, not an error. */
  nodeRead?: boolean;
  /**
   * The call carries a wrong credential of its own (a guest's changed or expired link): an open
   * door refuses every caller alike, in `deniedWith`'s words.
   */
  wrongCredential?: boolean;
  /** Makes the fresh record this call aims at (calls that use one up get their own). */
  prepare?: (world: World) => Promise<Target>;
  call: (world: World, caller: Caller, target: Target) => Promise<Outcome>;
  /**
   * false for a restricted write staff may make that is not a staff action (their own push
   * token, their own sign-out): the matrix otherwise expects staff's call to leave an audit entry.
   */
  audited?: false;
  /** After an allowed call: that it did what it says (and undo what would disturb later calls). */
  afterAllowed?: (world: World, target: Target) => Promise<void>;
}

export const SIGN_IN_MESSAGE = "Please sign in to continue.";
export const FORBIDDEN_MESSAGE = "You do not have permission to do that.";
export const PARTNERS_READ_ONLY = "Partner API tokens may only read public marketplace data.";

export const EVERYONE = CALLERS;
export const EVERYONE_BUT_PARTNERS = CALLERS.filter((caller) => caller !== "partner");
export const CUSTOMERS_AND_VISITORS = ["anonymous", "customer", "otherCustomer"] as const;
export const STAFF = ["admin"] as const;
export const SIGNED_IN = CALLERS.filter((caller) => caller !== "anonymous" && caller !== "partner");
/** Provider A's own account and staff: provider A's workspace. */
export const PROVIDER_A_AND_STAFF = ["provider", "admin"] as const;

/** How provider A's workspace refuses signed-in accounts that do not act for provider A. */
const NOT_PROVIDER_A_MESSAGE = "Only this provider's own account and staff can do that.";
export function notProviderA(status?: number): MatrixCase["deniedWith"] {
  const denial = { ...(status !== undefined ? { status } : {}), message: NOT_PROVIDER_A_MESSAGE };
  return { customer: denial, otherCustomer: denial, otherProvider: denial };
}

/**
 * How a booking refuses a signed-in account that may not read it: with the answer an id that
 * names no booking gets (404 over REST), so no account can tell which ids are bookings.
 */
export function bookingOfSomeoneElse(overRest: boolean): MatrixCase["deniedWith"] {
  const denial = { ...(overRest ? { status: 404 } : {}), message: "There is no booking with that id." };
  return { otherCustomer: denial, otherProvider: denial };
}

/** How a caller is refused when the row says nothing else. */
export function expectedDenial(row: MatrixCase, caller: CallerName): Denial {
  const special = row.deniedWith?.[caller];
  if (special) return special;
  if (row.nodeRead) return { message: null };
  const rest = /^(GET|POST|PUT|PATCH|DELETE) \//.exec(row.operation);
  const writes = row.operation.startsWith("Mutation.") || (rest !== null && rest[1] !== "GET");
  const status = (code: number) => (rest ? { status: code } : {});
  // A partner is nobody's session: reads answer as to a visitor, writes are refused outright.
  if (caller === "partner" && writes) return { ...status(403), message: PARTNERS_READ_ONLY };
  if (caller === "anonymous" || caller === "partner") return { ...status(401), message: SIGN_IN_MESSAGE };
  return { ...status(403), message: FORBIDDEN_MESSAGE };
}

// ---------------------------------------------------------------------------------------
// Calls

/** A GraphQL call; refused if it has errors, or if the field answered a typed Error. */
export async function graphql(
  world: World,
  headers: Record<string, string>,
  field: string,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<Outcome> {
  const { data, errors } = await world.api.graphql(document, variables, headers);
  if (errors?.length) {
    if (data?.[field] != null) throw new Error(`${field} answered data and errors: ${JSON.stringify(errors)}`);
    return { allowed: false, message: errors[0]!.message };
  }
  const value = data?.[field];
  if (value && typeof value === "object" && typeof value.__typename === "string" && "message" in value) {
    return { allowed: false, message: value.message as string };
  }
  return { allowed: true };
}

/** A REST call; refused unless 2xx. */
export async function rest(
  world: World,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Outcome> {
  const response = await world.api.request(path, {
    method,
    headers: { ...headers, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // 204 No Content has no body to read.
  const text = await response.text();
  // A calendar feed answers text/calendar; every other answer is JSON.
  const json: any = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null;
  if (response.ok) return { allowed: true, status: response.status };
  return { allowed: false, status: response.status, message: json?.message ?? null, body: json };
}

/** node(id:) or nodes(ids:) for one id: allowed when it is answered. */
export async function readNode(world: World, caller: Caller, field: "node" | "nodes", id: string): Promise<Outcome> {
  const document =
    field === "node"
      ? `query($id: ID!) { node(id: $id) { __typename id } }`
      : `query($id: ID!) { nodes(ids: [$id]) { __typename id } }`;
  const { data, errors } = await world.api.graphql(document, { id }, caller.headers);
  if (errors?.length) return { allowed: false, message: errors[0]!.message };
  const node = field === "node" ? data!.node : data!.nodes[0];
  if (node === null) return { allowed: false, message: null };
  if (node.id !== id) throw new Error(`${field} answered ${JSON.stringify(node)} for ${id}`);
  return { allowed: true };
}

/** A mutation's selection: its payload's typename (and `extra` fields), or an Error's message. */
export const PAYLOAD = (type: string, extra = "") =>
  `__typename ... on ${type} { __typename ${extra} } ... on Error { message }`;
