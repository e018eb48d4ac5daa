// Property: every root query and mutation field of the schema (read from the schema itself,
// so a new field is fuzzed without a change here) answers any arguments, inline or as
// variables, valid-looking or not, signed in or not, without a 5xx or "Unexpected error.".
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "../../src/schema/index.ts";
import { type FuzzApp, startFuzzApp } from "./fuzz-app.ts";
import { assertAnswersWell, fuzzParameters, propertyTimeoutMs } from "./harness.ts";
import { logProblems } from "./log-check.ts";
import { operationRequest, rootFields } from "./requests.ts";

const PROPERTY_TIMEOUT_MS = propertyTimeoutMs();
const fields = rootFields(schema);

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await startFuzzApp();
});
afterAll(() => fuzz?.close());
// The fuzz app's clock stands still, so a window of wrong guest links would never end: each
// property starts with none counted, so the guest doors' properties reach past the throttle.
beforeEach(async () => {
  await fuzz.db.prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "guest-link:" } } });
  // Likewise the password-reset doors' counters (asking for links, trying them).
  await fuzz.db.prisma.signInThrottle.deleteMany({ where: { key: { startsWith: "reset-" } } });
});

describe("GraphQL root fields under fuzzing: errors as data, never a 5xx or an unexpected error", () => {
  it("reads the root fields from the schema", () => {
    expect(fields.map(({ operation, field }) => `${operation} ${field.name}`)).toEqual(
      expect.arrayContaining([
        "query providers",
        "query cities",
        "query node",
        "query nodes",
        "mutation createBooking",
      ]),
    );
  });

  for (const { operation, field } of fields) {
    it(
      `${operation === "query" ? "Query" : "Mutation"}.${field.name}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(operationRequest(schema, operation, field, fuzz.known), (request) =>
            assertAnswersWell(fuzz.send, request),
          ),
          fuzzParameters(),
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  }
});

describe("the server's log after the run", () => {
  it("holds one JSON line per request, and nothing a caller sent", () => {
    expect(logProblems(fuzz.serverLog(), fuzz.known).slice(0, 20)).toEqual([]);
  });
});
