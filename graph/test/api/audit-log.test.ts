// The audit log: staff actions leave one entry each, written in the change's transaction
// (a refused change leaves none), naming who did it; the table itself refuses updates and
// deletes on either database. Which doors must write one is the authorization matrix's check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext, systemContext, type Context } from "../../src/context.ts";
import type { Database } from "../../src/db/client.ts";
import { listAuditEntries } from "../../src/services/audit/audit-entries.ts";
import { recordAudit } from "../../src/services/audit/audit-log.ts";
import { issuePartnerToken, revokePartnerToken } from "../../src/services/partners/partner-tokens.ts";
import { approveProvider } from "../../src/services/onboarding/provider-approval.ts";
import { fixedClock, startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { createTestDatabase } from "../support/database.ts";
import { signInCookie } from "../support/notifications.ts";

let database: Database;
let staff: Context;
let staffId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await database.prisma.user.create({
    data: { email: "audit-staff@example.test", name: "Audit Staff", passwordHash: "x", role: "ADMIN" },
  });
  staffId = admin.id;
  staff = requestContext({
    db: database.prisma,
    clock: fixedClock,
    viewer: {
      userId: admin.id,
      email: admin.email,
      name: admin.name,
      role: "ADMIN",
      providerId: null,
      sessionId: "s",
      secondFactorAt: TEST_NOW,
    },
  });
});
afterAll(() => database?.close());

const entriesFor = (targetType: string, targetId: number) =>
  database.prisma.auditEntry.findMany({ where: { targetType, targetId: String(targetId) }, orderBy: { id: "asc" } });

describe("staff actions", () => {
  it("records who issued a partner token, and never the token", async () => {
    const { token, record } = await issuePartnerToken(staff, { name: "Audit Partner" });
    const [entry] = await entriesFor("PartnerToken", record.id);
    expect(entry).toMatchObject({
      action: "partnerToken.issue",
      actorKind: "USER",
      actorUserId: staffId,
      actorRole: "ADMIN",
      at: fixedClock.now(),
      summary: { before: null, after: { name: "Audit Partner", prefix: record.prefix } },
    });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it("records a revocation once: a second one changes nothing", async () => {
    const { record } = await issuePartnerToken(staff, { name: "Revoked Partner" });
    await revokePartnerToken(staff, { id: record.id });
    await revokePartnerToken(staff, { id: record.id });
    const actions = (await entriesFor("PartnerToken", record.id)).map((entry) => entry.action);
    expect(actions).toEqual(["partnerToken.issue", "partnerToken.revoke"]);
  });

  it("writes nothing for a decision that is refused", async () => {
    const before = await database.prisma.auditEntry.count();
    await expect(approveProvider(staff, { providerId: 999_999, approvedBy: "Sam" })).rejects.toThrow(
      "There is no provider with that id.",
    );
    expect(await database.prisma.auditEntry.count()).toBe(before);
  });

  it("names the system when no account acted", async () => {
    const system = systemContext({ db: database.prisma, clock: fixedClock });
    await recordAudit(database.prisma, system, {
      action: "payment.refund",
      target: { type: "Payment", id: 42 },
      after: { refundRequested: 100 },
    });
    const [entry] = await entriesFor("Payment", 42);
    expect(entry).toMatchObject({ actorKind: "SYSTEM", actorUserId: null, actorRole: null });
  });
});

describe("staff's reading", () => {
  it("lists the newest first, narrowed by action, account or record", async () => {
    const all = await listAuditEntries(staff, {}, { take: 50 });
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
    const revocations = await listAuditEntries(staff, { action: "partnerToken.revoke" }, { take: 50 });
    expect(revocations.length).toBeGreaterThan(0);
    expect(revocations.every((entry) => entry.action === "partnerToken.revoke")).toBe(true);
    expect(await listAuditEntries(staff, { actorId: String(staffId) }, { take: 50 })).toHaveLength(all.length - 1);
    expect(await listAuditEntries(staff, { targetType: "Payment", targetId: "42" }, { take: 50 })).toHaveLength(1);
  });

  it("refuses a filter it does not know, and anyone but staff", async () => {
    await expect(listAuditEntries(staff, { action: "payment.steal" }, {})).rejects.toThrow(/action must be one of/);
    await expect(listAuditEntries(staff, { targetType: "Pay ment" }, {})).rejects.toThrow(/targetType/);
    const customer = requestContext({
      db: database.prisma,
      clock: fixedClock,
      viewer: {
        userId: staffId + 1,
        email: "c@example.test",
        name: "C",
        role: "CUSTOMER",
        providerId: null,
        sessionId: "c",
        secondFactorAt: null,
      },
    });
    await expect(listAuditEntries(customer, {}, {})).rejects.toThrow("You do not have permission to do that.");
  });
});

describe("the table is append-only", () => {
  it("refuses to change an entry", async () => {
    const entry = await database.prisma.auditEntry.findFirstOrThrow();
    await expect(
      database.prisma.$executeRaw`UPDATE "AuditEntry" SET "action" = 'provider.approve' WHERE "id" = ${entry.id}`,
    ).rejects.toThrow(/append-only/);
    await expect(
      database.prisma.auditEntry.update({ where: { id: entry.id }, data: { targetId: "0" } }),
    ).rejects.toThrow(/append-only/);
    expect(await database.prisma.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });

  it("refuses to delete an entry", async () => {
    const count = await database.prisma.auditEntry.count();
    await expect(database.prisma.$executeRaw`DELETE FROM "AuditEntry"`).rejects.toThrow(/append-only/);
    await expect(database.prisma.auditEntry.deleteMany({})).rejects.toThrow(/append-only/);
    expect(await database.prisma.auditEntry.count()).toBe(count);
  });
});

describe("through the server", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ providers: 3 });
  });
  afterAll(() => api?.close());

  it("keeps the request's id with the entry, and answers with it", async () => {
    const cookie = await signInCookie(api, "admin@demo.test");
    const { response, data } = await api.graphql(
      `mutation($input: IssuePartnerTokenInput!) { issuePartnerToken(input: $input) {
        ... on IssuePartnerTokenPayload { partnerToken { databaseId } } } }`,
      { input: { name: "Traced Partner" } },
      { cookie, "x-request-id": "edge-trace-42" },
    );
    expect(response.headers.get("x-request-id")).toBe("edge-trace-42");
    const tokenId = data!.issuePartnerToken.partnerToken.databaseId as number;
    const entry = await api.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: String(tokenId) } });
    expect(entry.requestId).toBe("edge-trace-42");

    const unnamed = await api.getJson("/api/categories");
    expect(unnamed.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
