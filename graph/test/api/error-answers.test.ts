// Every error the server sends is JSON with a message, on every status and every door, and a
// refused input names its field: what a generic client (the spec's, a partner's) can rely on
// to show or log an error without special cases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/http/request-body.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { signInCookie } from "../support/notifications.ts";

let api: TestApp;
let customerCookie: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  customerCookie = await signInCookie(api, "customer@demo.test");
});
afterAll(async () => api?.close());

async function answer(path: string, init: RequestInit = {}) {
  const response = await api.request(path, init);
  expect(response.headers.get("content-type"), `${init.method ?? "GET"} ${path}`).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const QUIZ_ANSWERS = {
  serviceType: "house_cleaning",
  budget: "under_100",
  urgency: "asap",
  location: "Toronto, ON",
  mobilePreference: "either",
  certificationImportance: "preferred",
};

describe("statuses the framework would answer in plain text", () => {
  it("a method GraphQL does not take is a 405 naming the ones it does", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const { status, headers, body } = await answer("/graphql", { method });
      expect(status, method).toBe(405);
      expect(headers.get("allow")).toBe("GET, POST, OPTIONS");
      expect(body.errors).toEqual([
        { message: "GraphQL takes GET and POST requests.", extensions: { code: "METHOD_NOT_ALLOWED" } },
      ]);
    }
  });

  it("an address no route serves is a 404", async () => {
    for (const [method, path] of [
      ["GET", "/nothing.json"],
      ["POST", "/healthz"],
      ["PUT", "/readyz"],
    ] as const) {
      expect(await answer(path, { method }), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: "There is nothing at this address." },
      });
    }
  });

  it("a body over the limit is a 413, and a form post a 415", async () => {
    const large = await answer("/api/quiz", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) },
      body: "x".repeat(MAX_BODY_BYTES + 1),
    });
    expect(large).toMatchObject({ status: 413, body: { message: "The request body is too large: at most 1 MB." } });
    const form = await answer("/api/quiz", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "budget=under_100",
    });
    expect(form).toMatchObject({ status: 415, body: { message: expect.stringContaining("as JSON") } });
  });
});

describe("a write with nothing to send", () => {
  it("goes without a body or a Content-Type, and reaches its handler", async () => {
    // Resuming schedule 999999: the handler ran (and found none), not the body check.
    const { status, body } = await answer("/api/recurring-schedules/999999/resume", {
      method: "PATCH",
      headers: { cookie: customerCookie },
    });
    expect(status).toBe(404);
    expect(body.message).not.toContain("JSON");
  });

  it("a handler that needs fields says the empty body is not JSON", async () => {
    const { status, body } = await answer("/api/quiz", { method: "POST", headers: { cookie: customerCookie } });
    expect(status).toBe(400);
    expect(body.message).toBe("The request body is not valid JSON.");
  });
});

describe("text that cannot be stored, anywhere in the input", () => {
  const quizSessions = () => api.db.prisma.quizSession.count();

  it("REST: a lone surrogate in a list item is a 400 naming it, and nothing is stored", async () => {
    const before = await quizSessions();
    const { status, body } = await answer("/api/quiz", {
      method: "POST",
      headers: { "content-type": "application/json" },
      // JSON.stringify would write the surrogate as an escape too; spelled out, it is plain.
      body: `{"sessionId":"surrogate-1","specialRequirements":["weekend","\\ud800"],${JSON.stringify(QUIZ_ANSWERS).slice(1)}`,
    });
    expect(status).toBe(400);
    expect(body.message).toContain("specialRequirements[1]");
    expect(body.fields).toEqual([{ field: "specialRequirements[1]", message: body.message }]);
    expect(await quizSessions()).toBe(before);
  });

  it("REST: in a nested object's field too", async () => {
    const { status, body } = await answer("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"providerId":1,"address":{"line1":"1 King St \\udc00"}}',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ field: "address.line1", message: expect.stringContaining("address.line1") }]);
  });

  it("GraphQL: a lone surrogate inside a variable is a 400 naming the variable's field", async () => {
    const before = await quizSessions();
    const response = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({
        query: "mutation Quiz($input: SubmitQuizInput!) { submitQuiz(input: $input) { __typename } }",
        variables: { input: { ...QUIZ_ANSWERS, sessionId: "surrogate-2", specialRequirements: ["\ud800"] } },
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as any;
    expect(body.errors).toEqual([
      {
        message: expect.stringContaining("$input.specialRequirements[0]"),
        extensions: { code: "BAD_USER_INPUT", field: "$input.specialRequirements[0]" },
      },
    ]);
    expect(await quizSessions()).toBe(before);
  });

  it("a valid pair (an emoji) is text like any other", async () => {
    const { status } = await answer("/api/quiz", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...QUIZ_ANSWERS, sessionId: "surrogate-3", additionalNotes: "Cat friendly \ud83d\udc08" }),
    });
    expect(status).toBeLessThan(300);
  });
});

describe("missing fields", () => {
  it("are each named beside the spec's one message", async () => {
    const { status, body } = await answer("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ providerId: 1, serviceType: "house-cleaning", preferredDate: "2026-12-01" }),
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Please fill in all required fields.");
    expect(body.fields).toEqual(
      ["preferredTime", "customerName", "customerPhone", "customerEmail"].map((field) => ({
        field,
        message: "Required",
      })),
    );
  });
});
