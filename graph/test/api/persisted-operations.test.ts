// Persisted operations: the SPA sends its operations' ids (trusted documents), the server runs
// the documents it holds under them and refuses ids it does not know; a full document
// still runs, through every limit, as partners and GraphiQL send it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { parse, validate } from "graphql";
import { compileQuery, isCompiledQuery } from "graphql-jit";
import { createSchema, createYoga } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import manifest from "../../../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { GRAPHQL_LIMITS, graphqlGuards } from "../../src/http/graphql-guards.ts";
import { persistedOperations, STALE_APP_MESSAGE } from "../../src/http/persisted-operations.ts";
import { schema } from "../../src/schema/index.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 40 });
});
afterAll(() => api?.close());

const documents: Record<string, string> = manifest;

/** The manifest's id for an operation of the SPA, by its name. */
function idOf(operationName: string): string {
  const entry = Object.entries(documents).find(([, text]) => parse(text).definitions.some(isNamed(operationName)));
  if (!entry) throw new Error(`${operationName} is not in the manifest`);
  return entry[0];
}

const isNamed = (name: string) => (definition: { kind: string; name?: { value: string } }) =>
  definition.kind === "OperationDefinition" && definition.name?.value === name;

type Body = { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(body: unknown) {
  const response = await api.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const HOME_SEARCH = { search: { location: "Toronto, Ontario", serviceType: "house-cleaning", maxDistance: 50 } };

describe("the manifest (run npm run relay)", () => {
  // Artifacts carry the ids; relay-compiler --validate (server.test.ts) ties them to the
  // sources. The manifest must hold exactly those: relay-compiler only ever adds to it.
  const artifactIds = (readdirSync("web/src", { recursive: true }) as string[])
    .filter((file) => file.endsWith(".graphql.ts"))
    .flatMap((file) => {
      const id = /"params": \{[^}]*?"id": "([0-9a-f]+)"/.exec(readFileSync(`web/src/${file}`, "utf8"))?.[1];
      return id ? [id] : [];
    });

  it("lists exactly the operations of the Relay artifacts, nothing stale", () => {
    expect(artifactIds.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(documents).sort()).toEqual([...new Set(artifactIds)].sort());
  });

  it("keys each document by the SHA-256 of its text", () => {
    for (const [id, text] of Object.entries(documents)) {
      expect(createHash("sha256").update(text).digest("hex"), text.slice(0, 60)).toBe(id);
    }
  });

  // The server skips validating these per request: they must be valid for the schema it serves.
  it("holds only documents valid for the served schema", () => {
    for (const text of Object.values(documents)) {
      expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([]);
    }
  });

  // They also run compiled: a document graphql-jit cannot compile would answer with its error.
  it("holds only documents graphql-jit compiles", () => {
    for (const text of Object.values(documents)) {
      const compiled = compileQuery(schema, parse(text));
      expect(
        isCompiledQuery(compiled) ? [] : compiled.errors?.map((error) => error.message),
        text.slice(0, 60),
      ).toEqual([]);
    }
  });
});

describe("a request by documentId", () => {
  it("answers the home search with the same data as its full text", async () => {
    const id = idOf("HomePageQuery");
    const byId = await post({ documentId: id, operationName: "HomePageQuery", variables: HOME_SEARCH });
    const byText = await post({ query: documents[id], variables: HOME_SEARCH });
    expect(byId.status).toBe(200);
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body.data!.providers.edges.length).toBeGreaterThan(0);
    expect(byId.body).toEqual(byText.body);
  });

  it("refuses an operationName its document does not have", async () => {
    const { status, body } = await post({ documentId: idOf("HomePageQuery"), operationName: "Other", variables: {} });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toBe("Could not determine what operation to execute.");
  });

  it("runs a mutation of the SPA by its id", async () => {
    const { status, body } = await post({
      documentId: idOf("SignInPageMutation"),
      variables: { input: { email: "nobody@example.com", password: "not the password" } },
    });
    expect(status).toBe(200);
    // The mutation ran: a wrong password is its typed answer, words and all.
    expect(body.data!.signIn).toMatchObject({
      __typename: "InvalidCredentialsError",
      message: "Incorrect email or password.",
    });
  });

  it("refuses an id the app does not have, in plain words, running nothing", async () => {
    const { status, body } = await post({ documentId: "0".repeat(64), variables: {} });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: STALE_APP_MESSAGE, extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }),
    ]);
  });

  it.each([
    ["a number", 12],
    ["an object", { id: "x" }],
    ["too long", "a".repeat(10_000)],
    ["not hex", "z".repeat(64)],
    ["upper-case hex", "A".repeat(64)],
  ])("refuses a documentId that is %s with a 400", async (_kind, documentId) => {
    const { status, body } = await post({ documentId, variables: {} });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toBe(
      '"documentId" must be the 64-character hex id of one of the app\'s operations.',
    );
  });

  it("refuses a documentId beside a query", async () => {
    const id = idOf("HomePageQuery");
    const { status, body } = await post({ documentId: id, query: documents[id] });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toBe('Send either "query" or "documentId", not both.');
  });

  it("refuses a request with neither", async () => {
    const { status, body } = await post({ variables: {} });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/^Send a GraphQL document in "query"/);
  });

  it("is read from a JSON POST only: a GET or a form carrying one runs nothing, even a mutation's", async () => {
    const documentId = idOf("SignInPageMutation");
    const get = await api.request(`/graphql?${new URLSearchParams({ documentId })}`, {
      headers: { accept: "application/json" },
    });
    const form = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "graphql-require-preflight": "1" },
      body: new URLSearchParams({ documentId }).toString(),
    });
    for (const response of [get, form]) {
      expect(response.status).toBe(400);
      const body = (await response.json()) as Body;
      expect(body.data).toBeUndefined();
      expect(body.errors![0]!.message).toMatch(/^Send a GraphQL document in "query"/);
    }
  });
});

describe("a full document", () => {
  it("still runs", async () => {
    const { status, body } = await post({ query: "{ categories { slug } }" });
    expect(status).toBe(200);
    expect(body.data!.categories.length).toBeGreaterThan(0);
  });

  it("still meets every limit", async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: categories { slug }`);
    const { status, body } = await post({ query: `{ ${aliases.join(" ")} }` });
    expect(status).toBe(400);
    expect(body.errors!.map((error) => error.message)).toContain(
      `Query has too many aliases: at most ${GRAPHQL_LIMITS.maxAliases}.`,
    );
  });
});

describe("validation", () => {
  // A document over a limit, trusted under an id: only the id skips the checks.
  const overLimit = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: one`).join(" ")} }`;
  const id = createHash("sha256").update(overLimit).digest("hex");
  const yoga = createYoga({
    schema: createSchema({ typeDefs: "type Query { one: Int }", resolvers: { Query: { one: () => 1 } } }),
    logging: false,
    plugins: [...graphqlGuards({ production: true }), ...persistedOperations({ [id]: overLimit })],
  });
  const send = async (body: unknown) => {
    const response = await yoga.fetch("http://marketplace.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Body;
  };

  it("is skipped for a trusted document sent by its id", async () => {
    const body = await send({ documentId: id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.a15).toBe(1);
  });

  it("still runs for the same document sent as text", async () => {
    const body = await send({ query: overLimit });
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toBe(`Query has too many aliases: at most ${GRAPHQL_LIMITS.maxAliases}.`);
  });
});
