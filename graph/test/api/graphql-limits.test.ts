// GraphQL's limits (GET parameters, deep nesting, bounded documents, no field suggestions in
// production): each refusal is a clear 4xx GraphQL error and runs nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { GRAPHQL_LIMITS } from "../../src/http/graphql-guards.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
});
afterAll(() => api?.close());

async function get(params: Record<string, string>) {
  const response = await api.request(`/graphql?${new URLSearchParams(params)}`, {
    headers: { accept: "application/json" },
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { message: string }[]; data?: unknown },
  };
}

function firstError(body: { errors?: { message: string }[] }) {
  return body.errors?.[0]?.message;
}

describe("GET /graphql", () => {
  it("runs a query", async () => {
    const { status, body } = await get({ query: "{ categories { slug } }" });
    expect(status).toBe(200);
    expect(body.data).toBeTruthy();
  });

  it.each(["x", "[1]", "null", "{", "1"])("refuses variables=%s with a 400, not a 500", async (variables) => {
    const { status, body } = await get({ query: "{ categories { slug } }", variables });
    expect(status).toBe(400);
    expect(firstError(body)).toBe('"variables" must be a JSON object.');
  });

  it("refuses non-JSON extensions with a 400", async () => {
    const { status, body } = await get({ query: "{ categories { slug } }", extensions: "}{" });
    expect(status).toBe(400);
    expect(firstError(body)).toBe('"extensions" must be a JSON object.');
  });
});

describe("document limits", () => {
  const post = (query: string, variables: Record<string, unknown> = {}) => api.graphql(query, variables);

  it("refuses selections nested thousands of levels deep before parsing them", async () => {
    const depth = 5_000;
    const query = `{ ${"providers { edges { node { city { ".repeat(1)}${"a { ".repeat(depth)}b${" }".repeat(depth)} } } } } }`;
    const { response, errors } = await post(query);
    expect(response.status).toBe(400);
    expect(errors![0]!.message).toMatch(/^Query is (too large|nested too deeply)/);
  });

  it("refuses list values and arguments nested thousands deep before the parser recurses into them", async () => {
    for (const query of [
      `{ cities(tiers: ${"[".repeat(5_000)}1${"]".repeat(5_000)}) { totalCount } }`,
      `{ cities(search: ${"{a:".repeat(3_000)}1${"}".repeat(3_000)}) { totalCount } }`,
    ]) {
      const { response, errors } = await post(query);
      expect(response.status).toBe(400);
      expect(errors![0]!.message).toMatch(/^Query is (nested too deeply|too large)/);
    }
  });

  it("refuses a query nested deeper than the limit", async () => {
    const levels = GRAPHQL_LIMITS.maxDepth + 1;
    const { errors } = await post(`{ ${"viewer { ".repeat(levels)}id${" }".repeat(levels)} }`);
    expect(errors!.map((error) => error.message)).toContainEqual(
      `Query is nested too deeply: at most ${GRAPHQL_LIMITS.maxDepth} levels.`,
    );
  });

  it("refuses 1,000 aliases of a page of providers at once, quickly", async () => {
    const aliases = Array.from(
      { length: 1_000 },
      (_, i) => `a${i}: providers(first: 100) { edges { node { id name } } }`,
    );
    const { response, errors, data } = await post(`{ ${aliases.join(" ")} }`);
    expect(response.status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors![0]!.message).toMatch(/Query is too large|too many aliases/);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases even in a short document`, async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `c${i}: categories { id }`);
    const { errors } = await post(`{ ${aliases.join(" ")} }`);
    expect(errors![0]!.message).toBe(`Query has too many aliases: at most ${GRAPHQL_LIMITS.maxAliases}.`);
  });

  it("refuses a query that could produce more values than the cost limit, counting pages in full", async () => {
    const page = `providers(first: 100) { edges { node { id name description address phone email rating reviewCount services city { name province } } } }`;
    const one = await post(`{ ${page} }`);
    expect(one.errors).toBeUndefined();
    const eight = await post(`{ ${Array.from({ length: 8 }, (_, i) => `p${i}: ${page}`).join(" ")} }`);
    expect(eight.data).toBeUndefined();
    expect(eight.errors![0]!.message).toMatch(/^Query is too costly: it could produce \d+ values, at most 10000/);
  });

  it("walks fragments that spread each other twice over (billion laughs) without blowing up", async () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Query { categories { id } }`
        : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    const { data, errors } = await post(`{ ...F0 } ${fragments.join(" ")}`);
    expect(data).toBeUndefined();
    expect(errors!.map((error) => error.message)).toContainEqual(expect.stringMatching(/^Query is too costly/));
  });

  it("refuses a document over the token limit while parsing it", async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => "id").join(" ");
    const { errors, data } = await post(`{ categories { ${fields} } }`);
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      {
        message: `Query is too large: at most ${GRAPHQL_LIMITS.maxTokens} tokens.`,
        extensions: { code: "REQUEST_LIMIT" },
      },
    ]);
  });

  it("refuses a document over the character limit", async () => {
    const { response, errors } = await post(`{ categories { id } } # ${"x".repeat(GRAPHQL_LIMITS.maxCharacters)}`);
    expect(response.status).toBe(400);
    expect(errors![0]!.message).toMatch(/Query is too large/);
  });

  it("allows one signIn per request, and refuses a second, through aliases or fragments", async () => {
    const signIn = (alias: string) =>
      `${alias}: signIn(input: { email: "customer@demo.test", password: "wrong" }) { __typename }`;
    const sprayed = await post(`mutation { ${signIn("a")} ${signIn("b")} }`);
    expect(sprayed.errors![0]!.message).toBe("Only one signIn is allowed per request.");
    expect(sprayed.data).toBeUndefined();
    const viaFragment = await post(`mutation { ${signIn("a")} ...More } fragment More on Mutation { ${signIn("b")} }`);
    expect(viaFragment.errors![0]!.message).toBe("Only one signIn is allowed per request.");
  });

  it("runs the app's own deepest queries and introspection", async () => {
    const introspection = await post(
      `{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name ofType { name } } } } } } } } }`,
    );
    expect(introspection.errors).toBeUndefined();
  });
});

describe("field suggestions", () => {
  const misspelt = JSON.stringify({ query: "{ categoriez { id } }" });
  const ask = (app: ReturnType<typeof createApp>) =>
    app.fetch(
      new Request("http://marketplace.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: misspelt,
      }),
    );

  it("suggest names in development", async () => {
    const response = await ask(createApp({ db: api.db.prisma, logError: () => {} }));
    expect(JSON.stringify(await response.json())).toMatch(/Did you mean/);
  });

  it("are off in production, while introspection stays on for partners", async () => {
    const app = createApp({ db: api.db.prisma, production: true, logError: () => {} });
    const response = await ask(app);
    expect(JSON.stringify(await response.json())).not.toMatch(/Did you mean/);
    const introspection = await app.fetch(
      new Request("http://marketplace.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
      }),
    );
    expect(await introspection.json()).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
  });
});
