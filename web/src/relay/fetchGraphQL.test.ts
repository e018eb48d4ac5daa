import type { RequestParameters } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import { GraphQLResponseError, HttpError, fetchGraphQL, httpErrorMessage } from "./fetchGraphQL";

const request = { name: "HomePageQuery", id: "66712d38", text: null } as RequestParameters;

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async () => new Response(body, { status, statusText })) as unknown as typeof fetch & ReturnType<typeof vi.fn>;

describe("fetchGraphQL", () => {
  it("POSTs the operation's id as JSON to /graphql with the session cookie", async () => {
    const fetchImpl = respond(200, JSON.stringify({ data: { viewer: null } }));
    await expect(fetchGraphQL(request, { a: 1 }, fetchImpl)).resolves.toEqual({ data: { viewer: null } });
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/graphql");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({
      documentId: "66712d38",
      operationName: "HomePageQuery",
      variables: { a: 1 },
    });
  });

  it("sends the text of an operation compiled without an id", async () => {
    const text = "query HomePageQuery { viewer { name } }";
    const fetchImpl = respond(200, JSON.stringify({ data: { viewer: null } }));
    await fetchGraphQL({ name: "HomePageQuery", id: null, text } as RequestParameters, {}, fetchImpl);
    const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ query: text, operationName: "HomePageQuery", variables: {} });
  });

  it("throws on GraphQL errors, even with partial data", async () => {
    const body = JSON.stringify({ data: { viewer: null }, errors: [{ message: "Unexpected error." }] });
    const error = await fetchGraphQL(request, {}, respond(200, body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as Error).message).toBe("Unexpected error.");
  });

  it("prefers a 4xx response's GraphQL messages", async () => {
    const body = JSON.stringify({ errors: [{ message: "Cannot query field" }] });
    await expect(fetchGraphQL(request, {}, respond(400, body))).rejects.toThrow("Cannot query field");
  });

  it("reports other failures as '<status>: <body or status text>'", async () => {
    const error = await fetchGraphQL(request, {}, respond(502, "", "Bad Gateway")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as Error).message).toBe("502: Bad Gateway");
    await expect(fetchGraphQL(request, {}, respond(500, "upstream down"))).rejects.toThrow("500: upstream down");
  });

  it("rejects a non-JSON success", async () => {
    await expect(fetchGraphQL(request, {}, respond(200, "<html>"))).rejects.toBeInstanceOf(HttpError);
  });
});

describe("httpErrorMessage", () => {
  it("uses the body, or the status text when the body is empty", () => {
    expect(httpErrorMessage(404, "Not here", "Not Found")).toBe("404: Not here");
    expect(httpErrorMessage(404, "  ", "Not Found")).toBe("404: Not Found");
  });
});
