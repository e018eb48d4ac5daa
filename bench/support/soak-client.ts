// How the soak talks to the app: the SPA's own GraphQL operations (their Relay artifacts)
// sent by the SPA's own fetchGraphQL, so the body is whatever the browser would send, as a
// browser behind a reverse proxy would: the proxy's X-Forwarded-For naming the visitor
// (the servers run with TRUST_PROXY=true), the page's Origin, and the session cookie of a
// signed-in provider.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestParameters, Variables } from "relay-runtime";
import { SESSION_COOKIE } from "../../graph/src/http/session-cookie.ts";
import { fetchGraphQL } from "../../web/src/relay/fetchGraphQL.ts";

/** Past this an answer counts as an error: a soak must not wait forever on one request. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** relay-compiler's list of the SPA's operations (relay.config.js `persistConfig`): id → text. */
const PERSISTED_OPERATIONS = path.resolve(
  import.meta.dirname,
  "../../shared/graphql/__generated__/persisted-operations.json",
);
let byName: Map<string, RequestParameters> | undefined;

/**
 * The SPA's operation of this name, as Relay hands it to fetchGraphQL: its id and, for
 * a fetchGraphQL that sends the text instead, its text. Read from relay-compiler's list
 * rather than the artifacts, whose type-only imports Node cannot load as they are.
 */
export function spaOperation(name: string): RequestParameters {
  if (!byName) {
    if (!existsSync(PERSISTED_OPERATIONS)) {
      throw new Error(`${PERSISTED_OPERATIONS} is missing: run npm run relay`);
    }
    const documents = JSON.parse(readFileSync(PERSISTED_OPERATIONS, "utf8")) as Record<string, string>;
    byName = new Map(
      Object.entries(documents).map(([id, text]) => {
        const [, operationKind, operationName] = /^(query|mutation|subscription) (\w+)/.exec(text) ?? [];
        const params = { id, text, name: operationName, operationKind, metadata: {} };
        return [operationName ?? id, params as unknown as RequestParameters];
      }),
    );
  }
  const operation = byName.get(name);
  if (!operation) throw new Error(`The SPA has no operation named ${name} (${PERSISTED_OPERATIONS})`);
  return operation;
}

/** Who is asking: the visitor's address (as the proxy forwards it) and a session, if any. */
export interface Caller {
  address: string;
  cookie?: string;
}

/** Sends one operation to `server`; throws on an HTTP error, GraphQL errors or a timeout. */
export async function sendOperation(
  server: string,
  params: RequestParameters,
  variables: Variables,
  caller: Caller,
  onResponse?: (response: Response) => void,
): Promise<Record<string, unknown>> {
  const fetchThroughProxy: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("x-forwarded-for", caller.address);
    headers.set("origin", server);
    if (caller.cookie) headers.set("cookie", caller.cookie);
    const target = input instanceof Request ? input.url : String(input);
    const response = await fetch(new URL(target, server), {
      ...init,
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    onResponse?.(response);
    return response;
  };
  const answer = await fetchGraphQL(params, variables, fetchThroughProxy);
  return (answer as { data: Record<string, unknown> }).data;
}

/** Signs in through the SPA's sign-in mutation; the session cookie ("sid=…") to send after. */
export async function signIn(server: string, email: string, password: string, address: string): Promise<string> {
  let setCookies: string[] = [];
  const data = await sendOperation(
    server,
    spaOperation("SignInPageMutation"),
    { input: { email, password } },
    { address },
    (response) => (setCookies = response.headers.getSetCookie()),
  );
  const result = data.signIn as { __typename: string; message?: string };
  const session = setCookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (result.__typename !== "SignInPayload" || !session) {
    throw new Error(`${email} did not sign in: ${result.__typename} ${result.message ?? ""}`);
  }
  return session.split(";")[0]!;
}
