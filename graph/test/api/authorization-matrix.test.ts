// Who may call what: every GraphQL root field and every /api route, as each of seven
// callers (a visitor, two customers, provider A's and provider B's accounts, a partner's
// API token, staff), aimed at records owned by "customer" and "provider A". The table is
// graph/test/support/authorization-cases.ts; an operation the schema or the router has and
// the table lacks fails here, so a new one cannot ship without saying who may call it.
import { isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { schema } from "../../src/schema/index.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { expectedDenial, type MatrixCase, type Outcome } from "../support/authorization-calls.ts";
import { GRAPHQL_ENDPOINT_ROUTES, MATRIX } from "../support/authorization-cases.ts";
import { buildWorld, CALLERS, snapshotRows, type World } from "../support/authorization-world.ts";

let api: TestApp;
let world: World;

beforeAll(async () => {
  // The matrix makes a few hundred calls with one partner token: far more than a minute's rate.
  api = await startTestApp({ providers: 5, partnerRateLimit: { requests: 100_000, windowSeconds: 60 } });
  world = await buildWorld(api);
});
afterAll(() => api?.close());

/** Root fields of the live schema, as "Query.name" and "Mutation.name". */
function schemaOperations(): string[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type && isObjectType(type) ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
  );
}

/** Every route the app serves, from Hono's own table; middleware and catch-alls left out. */
function appRoutes(): string[] {
  const app = createApp({ db: {} as PrismaClient, logError: () => {} });
  const withMethods = new Set(app.routes.filter((route) => route.method !== "ALL").map((route) => route.path));
  const routes = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" && (path.includes("*") || withMethods.has(path))) continue;
    routes.add(`${method} ${path}`);
  }
  return [...routes];
}

const matrixOperations = new Set(MATRIX.map((row) => row.operation));

describe("the matrix covers every operation", () => {
  it("has a row for every Query and Mutation field of the schema, and none for a field it lacks", () => {
    const fields = schemaOperations();
    expect(fields).toEqual(expect.arrayContaining(["Query.registrations", "Mutation.approveProvider"]));
    expect(fields.filter((field) => !matrixOperations.has(field))).toEqual([]);
    const stale = [...matrixOperations].filter((op) => /^(Query|Mutation|Subscription)\./.test(op));
    expect(stale.filter((op) => !fields.includes(op))).toEqual([]);
  });

  it("has a row for every route of the app, and none for a route it lacks", () => {
    const routes = appRoutes().filter((route) => !(GRAPHQL_ENDPOINT_ROUTES as readonly string[]).includes(route));
    expect(routes).toEqual(expect.arrayContaining(["GET /api/bookings/:id", "PUT /api/admin/registrations/:id"]));
    expect(routes.filter((route) => !matrixOperations.has(route))).toEqual([]);
    const stale = [...matrixOperations].filter((op) => !/^(Query|Mutation|Subscription)\./.test(op));
    expect(stale.filter((op) => !routes.includes(op))).toEqual([]);
    // The GraphQL endpoint's own routes are what they were: its operations are the fields.
    expect(appRoutes()).toEqual(expect.arrayContaining([...GRAPHQL_ENDPOINT_ROUTES]));
  });

  it("lists the public query fields as public, open to every caller", () => {
    const publicFields = [
      "cities",
      "city",
      "provinces",
      "categories",
      "cleaningFinder",
      "providers",
      "recentReviews",
      "viewer",
    ];
    for (const field of [...publicFields, "node", "nodes"]) {
      const rows = MATRIX.filter((row) => row.operation === `Query.${field}`);
      expect(rows.length, field).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.access)), field).toEqual(new Set(["public"]));
    }
    for (const field of publicFields) {
      expect(MATRIX.find((row) => row.operation === `Query.${field}`)!.allow, field).toEqual(CALLERS);
    }
  });

  it("agrees with the scopes each field declares: public in the schema is public or a door in the matrix", () => {
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const [name, field] of Object.entries(type.getFields())) {
        const scopes = (field.extensions?.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes;
        const declaredPublic = JSON.stringify(scopes) === JSON.stringify({ public: true });
        const rows = MATRIX.filter((row) => row.operation === `${type.name}.${name}`);
        for (const row of rows) {
          expect({ field: row.operation, open: row.access !== "restricted" }).toEqual({
            field: row.operation,
            open: declaredPublic,
          });
        }
      }
    }
  });

  it("is consistent: a restricted row refuses someone, a public row nobody, a door only partners' writes", () => {
    for (const row of MATRIX) {
      const refused = CALLERS.filter((caller) => !row.allow.includes(caller));
      const name = `${row.operation} ${row.label ?? ""}`;
      if (row.access === "restricted") expect(refused.length, name).toBeGreaterThan(0);
      if (row.access === "public" && !row.nodeRead && !row.wrongCredential) expect(refused, name).toEqual([]);
      if (row.wrongCredential) expect(Object.keys(row.deniedWith ?? {}).sort(), name).toEqual([...refused].sort());
      if (row.access === "door") {
        expect(refused, name).toContain("partner");
        expect(row.allow, name).toContain("anonymous");
      }
      expect(row.note, name).toBeTruthy();
    }
  });
});

describe("the snapshot a refused call is checked against", () => {
  it("changes when a watched column changes, and is equal again once it is put back", async () => {
    const before = await snapshotRows(world.prisma);
    const user = await world.prisma.user.findFirstOrThrow({ orderBy: { id: "asc" } });
    const later = new Date(user.updatedAt.getTime() + 1000);
    await world.prisma.user.update({ where: { id: user.id }, data: { updatedAt: later } });
    const changed = await snapshotRows(world.prisma);
    await world.prisma.user.update({ where: { id: user.id }, data: { updatedAt: user.updatedAt } });
    expect(changed.User!.rows).toBe(before.User!.rows);
    expect(changed.User!.digest).not.toBe(before.User!.digest);
    expect({ ...changed, User: before.User }).toEqual(before);
    expect(await snapshotRows(world.prisma)).toEqual(before);
  });
});

/** A write only some accounts may make, staff among them: a staff action. */
function isStaffWrite(row: MatrixCase): boolean {
  const write = row.operation.startsWith("Mutation.") || /^(POST|PUT|PATCH|DELETE) /.test(row.operation);
  return write && row.access === "restricted" && row.allow.includes("admin") && row.audited !== false;
}

/** The outcome's refusal, in the shape the matrix states it. */
function denialOf(outcome: Outcome) {
  if (outcome.allowed) return { allowed: true, status: outcome.status };
  return {
    allowed: false,
    ...(outcome.status !== undefined ? { status: outcome.status } : {}),
    message: outcome.message,
  };
}

async function check(row: MatrixCase, callerName: (typeof CALLERS)[number]) {
  const caller = world.callers[callerName];
  const target = await row.prepare?.(world);
  if (row.allow.includes(callerName)) {
    const entriesBefore = await world.prisma.auditEntry.count();
    const outcome = await row.call(world, caller, target);
    expect(denialOf(outcome)).toMatchObject({ allowed: true });
    await row.afterAllowed?.(world, target);
    // Staff acting on others' records leave an entry in the audit log, in the change's own
    // transaction; what staff do for themselves (sign out, save a provider) does not.
    if (callerName === "admin" && isStaffWrite(row)) {
      expect(await world.prisma.auditEntry.count(), "an audit entry").toBeGreaterThan(entriesBefore);
    }
    return;
  }
  const before = await snapshotRows(world.prisma);
  const outcome = await row.call(world, caller, target);
  const denial = expectedDenial(row, callerName);
  expect(denialOf(outcome)).toEqual({ allowed: false, ...denial });
  // REST refuses with a JSON body: the message, and for a refused input the fields it names.
  if (!outcome.allowed && outcome.status !== undefined) {
    const { fields, ...body } = outcome.body as { fields?: unknown };
    expect(body).toEqual({ message: denial.message });
    if (fields !== undefined) expect(fields).toContainEqual({ field: expect.any(String), message: denial.message });
  }
  expect(await snapshotRows(world.prisma)).toEqual(before);
}

for (const row of MATRIX) {
  const title = `${row.operation}${row.label ? ` — ${row.label}` : ""} (${row.access}: ${row.note})`;
  describe(title, () => {
    for (const caller of CALLERS) {
      const allowed = row.allow.includes(caller);
      it(`${allowed ? "allows" : "refuses"} ${caller}`, () => check(row, caller));
    }
  });
}
