import { type DocumentNode, parse, print } from "graphql";
import type * as graphqlJit from "graphql-jit";
import { compileQuery } from "graphql-jit";
import { createSchema, createYoga } from "graphql-yoga";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { compiledExecution } from "./compiled-execution.ts";

vi.mock("graphql-jit", async (importOriginal) => {
  const actual = await importOriginal<typeof graphqlJit>();
  return { ...actual, compileQuery: vi.fn(actual.compileQuery) };
});
const compiles = vi.mocked(compileQuery);

const schema = createSchema({
  typeDefs: `type Query { hello(name: String): String  answer: Int }`,
  resolvers: {
    Query: { hello: (_: unknown, { name }: { name?: string }) => `Hello, ${name ?? "you"}`, answer: () => 42 },
  },
});
const TRUSTED = `{ answer }`;

function server(options: { fromUse?: number; maxCompiled?: number; now?: () => number } = {}) {
  const yoga = createYoga({
    schema,
    logging: false,
    plugins: [
      compiledExecution({
        ...options,
        isTrusted: (document: DocumentNode) => print(document) === print(parse(TRUSTED)),
      }),
    ],
  });
  return async (query: string, operationName?: string) => {
    const response = await yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, operationName, variables: { name: "Ada" } }),
    });
    return response.json();
  };
}

/** The operation names compileQuery was asked for since the test began ("" when unnamed). */
const compiledOperations = () => compiles.mock.calls.map(([, , operationName]) => operationName ?? "");

beforeEach(() => {
  compiles.mockClear();
});

describe("compiled execution", () => {
  it("compiles a trusted document from its first use, and only once", async () => {
    const send = server();
    for (let i = 0; i < 3; i++) expect(await send(TRUSTED)).toEqual({ data: { answer: 42 } });
    expect(compiles).toHaveBeenCalledTimes(1);
  });

  it("runs another document through graphql-js until its third use, then compiled, with the same answer", async () => {
    const send = server();
    const query = `query Greet($name: String) { hello(name: $name) }`;
    const answers = [];
    for (let use = 1; use <= 2; use++) answers.push(await send(query));
    expect(compiles).not.toHaveBeenCalled();
    for (let use = 3; use <= 5; use++) answers.push(await send(query));
    expect(compiles).toHaveBeenCalledTimes(1);
    expect(answers).toEqual(Array(5).fill({ data: { hello: "Hello, Ada" } }));
  });

  it("compiles each operation of a document on its own and runs the one the request names", async () => {
    const send = server({ fromUse: 1 });
    const query = `query Greet($name: String) { hello(name: $name) } query Answer { answer }`;
    expect(await send(query, "Greet")).toEqual({ data: { hello: "Hello, Ada" } });
    expect(await send(query, "Answer")).toEqual({ data: { answer: 42 } });
    expect(await send(query, "Greet")).toEqual({ data: { hello: "Hello, Ada" } });
    expect(compiledOperations()).toEqual(["Greet", "Answer"]);
  });

  it("keeps at most maxCompiled other documents, replacing the least recently used once it has gone idle", async () => {
    let clock = 0;
    const send = server({ fromUse: 1, maxCompiled: 2, now: () => clock });
    const [a, b, c] = ["query A { answer }", "query B { answer }", "query C { answer }"];
    const compiledNames = () => compiles.mock.calls.map(([, document]) => print(document).split(" ")[1]);
    for (const query of [a, b, a, c, a, b]) expect(await send(query)).toEqual({ data: { answer: 42 } });
    // Both places are in use: C runs interpreted rather than push out B, which would then come back.
    expect(compiledNames()).toEqual(["A", "B"]);
    clock += 60_000;
    await send(a);
    expect(await send(c)).toEqual({ data: { answer: 42 } });
    // B, the least recently used, went idle for a minute: C takes its place.
    expect(compiledNames()).toEqual(["A", "B", "C"]);
    expect(compiledOperations()).toEqual(["", "", ""]);
  });
});
