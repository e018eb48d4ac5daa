import type { GraphQLResponse, RequestParameters, Variables } from "relay-runtime";

/** A non-success HTTP status (spec section 7: message is "<status>: <body or status text>"). */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    body: string,
    statusText: string,
  ) {
    super(httpErrorMessage(status, body, statusText));
  }
}

/**
 * The server answered, but with top-level GraphQL errors. Expected failures are typed
 * results in the schema, so anything here is unexpected: throwing lets the nearest error
 * boundary show it instead of Relay silently rendering partial data.
 */
export class GraphQLResponseError extends Error {
  override name = "GraphQLResponseError";
  constructor(readonly errors: ReadonlyArray<ResponseError>) {
    super(errors.map((e) => e.message).join("\n") || "Unknown GraphQL error");
  }
}

export function httpErrorMessage(status: number, body: string, statusText: string): string {
  return `${status}: ${body.trim() || statusText}`;
}

/** One of a response's errors; `extensions.code` tells a refusal a screen can answer (a step-up). */
export interface ResponseError {
  message: string;
  extensions?: { code?: unknown } | null;
}

type ResponseJson = { data?: unknown; errors?: ReadonlyArray<ResponseError> | null };

/** Throws unless the response is a successful GraphQL result; returns it unchanged. */
export function assertGraphQLSuccess(json: ResponseJson): GraphQLResponse {
  if (json.errors && json.errors.length > 0) throw new GraphQLResponseError(json.errors);
  // eslint-disable-next-line formatjs/no-literal-string-in-object -- for developers; the error card has its own words
  if (json.data === undefined) throw new GraphQLResponseError([{ message: "Response had no data" }]);
  return json as GraphQLResponse;
}

export async function fetchGraphQL(
  request: RequestParameters,
  variables: Variables,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphQLResponse> {
  const response = await fetchImpl("/graphql", {
    method: "POST",
    // Same-origin cookie session.
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify(requestBody(request, variables)),
  });
  const text = await response.text();
  if (!response.ok) {
    // graphql-response+json answers some failures with 4xx and a GraphQL body; prefer its messages.
    const errors = tryParse(text)?.errors;
    if (errors && errors.length > 0) throw new GraphQLResponseError(errors);
    throw new HttpError(response.status, text, response.statusText);
  }
  const json = tryParse(text);
  if (!json) throw new HttpError(response.status, "Response was not JSON", response.statusText);
  return assertGraphQLSuccess(json);
}

/**
 * The operation's id (trusted documents, relay.config.js's persistConfig): the server runs
 * the document it holds under that id. Its name still goes along, so logs, proxies and
 * tests can tell requests apart. Only an operation compiled without an id sends its text.
 */
function requestBody(request: RequestParameters, variables: Variables) {
  const operationName = request.name;
  if (request.id != null) return { documentId: request.id, operationName, variables };
  return { query: request.text, operationName, variables };
}

function tryParse(text: string): ResponseJson | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as ResponseJson) : null;
  } catch {
    return null;
  }
}
