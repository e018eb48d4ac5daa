// Properties of GraphQL over HTTP: any envelope, method, content type, accept header and
// body (broken, empty, huge, not UTF-8), and documents built to cost the server the most
// (thousands deep, thousands of aliases, directives, fragments). Never a 5xx or an
// "Unexpected error.", and an answer in bounded time.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/schema/index.ts";
import { type FuzzApp, startFuzzApp } from "./fuzz-app.ts";
import { assertAnswersWell, describeFailure, fuzzParameters, problemsOf, propertyTimeoutMs } from "./harness.ts";
import { logProblems } from "./log-check.ts";
import { aliasQuery, FuzzRequest, heavyDocuments, transportRequest } from "./requests.ts";

const PROPERTY_TIMEOUT_MS = propertyTimeoutMs();
/** The probe's alias query must be answered (or refused) within this. */
const ALIAS_QUERY_LIMIT_MS = 15_000;

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await startFuzzApp();
});
afterAll(() => fuzz?.close());

describe("GraphQL over HTTP under fuzzing", () => {
  it(
    "any envelope, method, content type and body",
    async () => {
      await fc.assert(
        fc.asyncProperty(transportRequest(schema, fuzz.known), (request) => assertAnswersWell(fuzz.send, request)),
        fuzzParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "documents thousands deep, with thousands of aliases, directives, fragments or tokens: every shape, every size",
    async () => {
      // About 150 fixed documents, all of them on every run: a sample would miss most sizes.
      const failures: string[] = [];
      for (const request of heavyDocuments(fuzz.known)) {
        const response = await fuzz.send(request);
        const problems = problemsOf(request, response);
        if (problems.length) failures.push(describeFailure(request, response, problems));
      }
      expect(failures, `${failures.length} failed:\n\n${failures.join("\n\n")}`).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  // Last in the file: a server that stalls on it keeps the database busy for a while.
  it(
    `answers (or refuses) the probe's 1,000-alias providers query within ${ALIAS_QUERY_LIMIT_MS / 1000} s`,
    async () => {
      const send = fuzz.sender(ALIAS_QUERY_LIMIT_MS);
      const request = new FuzzRequest(
        "GraphQL alias query",
        "POST",
        "/graphql",
        { "content-type": "application/json", accept: "application/json" },
        JSON.stringify({ query: aliasQuery(1000) }),
      );
      await assertAnswersWell(send, request);
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("the server's log after the run", () => {
  it("holds one JSON line per request, and nothing a caller sent", () => {
    expect(logProblems(fuzz.serverLog(), fuzz.known).slice(0, 20)).toEqual([]);
  });
});
