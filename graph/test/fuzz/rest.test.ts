// Property: every REST route (read from the app's route table) answers any request, however
// malformed, with a status below 500, JSON, and never a masked unexpected error.
// `npm run fuzz -- --runs N` runs it longer; FUZZ_SEED changes the inputs.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appRoutes, type FuzzApp, startFuzzApp } from "./fuzz-app.ts";
import { assertAnswersWell, describeFailure, fuzzParameters, problemsOf, propertyTimeoutMs } from "./harness.ts";
import { logProblems } from "./log-check.ts";
import { probeFindings, restRequest, strayRestRequest } from "./requests.ts";

const PROPERTY_TIMEOUT_MS = propertyTimeoutMs();
const routes = appRoutes().filter((route) => route.path !== "/graphql");

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

describe("REST under fuzzing: 4xx for bad input, never a 5xx or an unexpected error", () => {
  it("finds the spec's routes in the app", () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/providers",
        "GET /api/providers/search",
        "POST /api/bookings",
        "GET /api/bookings/:id",
      ]),
    );
  });

  for (const route of routes) {
    it(
      `${route.method} ${route.path}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(restRequest(route, fuzz.known), (request) => assertAnswersWell(fuzz.send, request)),
          fuzzParameters(),
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  }

  it(
    "paths and methods no route serves",
    async () => {
      await fc.assert(
        fc.asyncProperty(strayRestRequest(fuzz.known), (request) => assertAnswersWell(fuzz.send, request)),
        fuzzParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("the inputs the outside probe found, on every seed", () => {
  it(
    "answers each of them well",
    async () => {
      const failures: string[] = [];
      for (const request of probeFindings(fuzz.known)) {
        const response = await fuzz.send(request);
        const problems = problemsOf(request, response);
        if (problems.length) failures.push(describeFailure(request, response, problems));
      }
      expect(failures, `${failures.length} failed:\n\n${failures.join("\n\n")}`).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("the server's log after the run", () => {
  it("holds one JSON line per request, and nothing a caller sent", () => {
    expect(logProblems(fuzz.serverLog(), fuzz.known).slice(0, 20)).toEqual([]);
  });
});
