// Staff take a provider off the marketplace and put it back: out of search, its profile and
// new bookings while suspended, its upcoming bookings standing and their customers told, its
// accounts told both times; each move audited once, the same move again changing nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { restCall, signedInAccount, type SignedInAccount } from "../support/notifications.ts";

const PROVIDER = 4;
const REASON = "Licence lapsed; suspended until renewed.";

let api: TestApp;
let staff: SignedInAccount;
let owner: SignedInAccount;
let customer: SignedInAccount;
let upcoming: number;
let providerName: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 12 });
  staff = await signedInAccount(api, "staff@suspension.test", "ADMIN");
  owner = await signedInAccount(api, "owner@suspension.test", "PROVIDER", PROVIDER);
  customer = await signedInAccount(api, "customer@suspension.test");
  // Tomorrow's booking with the provider (insertCustomerBooking's day is before TEST_NOW: moved on).
  upcoming = await insertCustomerBooking(api.db.prisma, {
    customerId: customer.userId,
    price: 9_000,
    providerId: PROVIDER,
  });
  await api.db.prisma.booking.update({
    where: { id: upcoming },
    data: { preferredDate: new Date("2026-11-21T00:00:00Z") },
  });
  const past = await insertCustomerBooking(api.db.prisma, {
    customerId: customer.userId,
    price: 9_000,
    providerId: PROVIDER,
  });
  await api.db.prisma.booking.update({
    where: { id: past },
    data: { preferredDate: new Date("2026-11-02T00:00:00Z") },
  });
  providerName = (await api.db.prisma.provider.findUniqueOrThrow({ where: { id: PROVIDER } })).name;
}, 120_000);
afterAll(() => api?.close());

const move = (verb: "suspend" | "reinstate", body: unknown = { reason: REASON }, who = staff) =>
  restCall(api, "POST", `/api/admin/providers/${PROVIDER}/${verb}`, { cookie: who.cookie, body });

const inSearch = async () => {
  const { body } = await restCall(api, "GET", `/api/providers/search?q=${encodeURIComponent(providerName)}&limit=50`);
  return (body as { id: number }[]).some((provider) => provider.id === PROVIDER);
};

const audits = (action: string) =>
  api.db.prisma.auditEntry.count({ where: { action, targetType: "Provider", targetId: String(PROVIDER) } });

const notices = (kind: "PROVIDER_SUSPENDED" | "PROVIDER_REINSTATED") =>
  api.db.prisma.notification.findMany({ where: { kind }, select: { recipientId: true, bookingId: true, body: true } });

describe("suspending a provider", () => {
  it("refuses a reason too short, and changes nothing", async () => {
    const { status, body } = await move("suspend", { reason: "no" });
    expect([status, body.message]).toEqual([400, "Please give the reason, in at least 5 characters."]);
    expect(await inSearch()).toBe(true);
  });

  it("takes it out of search, its profile and new bookings, and tells its accounts and upcoming customers", async () => {
    const { status, body } = await move("suspend");
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: PROVIDER, status: "suspended", suspensionReason: REASON });

    expect(await inSearch()).toBe(false);
    expect((await restCall(api, "GET", `/api/providers/${PROVIDER}`)).status).toBe(404);
    // Its own account still reads it, suspended, with why.
    const own = await api.graphql(
      `query($id: ID!) { provider(id: $id) { status suspensionReason } }`,
      { id: String(PROVIDER) },
      { cookie: owner.cookie },
    );
    expect(own.data?.provider).toEqual({ status: "SUSPENDED", suspensionReason: REASON });

    const booked = await restCall(api, "POST", "/api/bookings", {
      cookie: customer.cookie,
      body: {
        providerId: PROVIDER,
        customerName: "Casey Customer",
        customerPhone: "416-555-0166",
        customerEmail: "customer@suspension.test",
        serviceType: "house-cleaning",
        preferredDate: "2026-11-28",
        preferredTime: "10:00",
      },
    });
    expect(booked.status).toBeGreaterThanOrEqual(400);
    expect(booked.status).toBeLessThan(500);

    const sent = await notices("PROVIDER_SUSPENDED");
    expect(sent.filter((notice) => notice.recipientId === owner.userId)).toHaveLength(1);
    expect(sent.find((notice) => notice.recipientId === owner.userId)?.body).toContain(REASON);
    // Only the upcoming booking's customer, about that booking.
    expect(sent.filter((notice) => notice.recipientId === customer.userId)).toEqual([
      expect.objectContaining({ bookingId: upcoming }),
    ]);
    expect(await audits("provider.suspend")).toBe(1);
    // The booking stands.
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: upcoming } })).status).toBe("CONFIRMED");
  });

  it("changes nothing when sent again", async () => {
    expect((await move("suspend")).status).toBe(200);
    expect(await audits("provider.suspend")).toBe(1);
    expect((await notices("PROVIDER_SUSPENDED")).filter((n) => n.recipientId === owner.userId)).toHaveLength(1);
  });

  it("puts it back when reinstated, once", async () => {
    const { status, body } = await move("reinstate", { reason: "Licence renewed." });
    expect([status, body.status, body.suspensionReason]).toEqual([200, "active", null]);
    expect(await inSearch()).toBe(true);
    expect((await restCall(api, "GET", `/api/providers/${PROVIDER}`)).status).toBe(200);
    expect((await notices("PROVIDER_REINSTATED")).map((notice) => notice.recipientId)).toEqual([owner.userId]);
    expect((await move("reinstate", { reason: "Licence renewed." })).status).toBe(200);
    expect(await audits("provider.reinstate")).toBe(1);
  });

  it("suspends only an approved provider", async () => {
    const pending = await api.db.prisma.provider.update({ where: { id: 5 }, data: { status: "PENDING" } });
    const { status, body } = await restCall(api, "POST", `/api/admin/providers/${pending.id}/suspend`, {
      cookie: staff.cookie,
      body: { reason: REASON },
    });
    expect([status, body.message]).toEqual([409, "Only an approved provider can be suspended."]);
    const unknown = await restCall(api, "POST", "/api/admin/providers/999999/suspend", {
      cookie: staff.cookie,
      body: { reason: REASON },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, "There is no provider with that id."]);
  });

  it("is staff's alone, in GraphQL too", async () => {
    const result = await api.graphql(
      `mutation($input: ProviderReasonInput!) { suspendProvider(input: $input) { __typename ... on Error { message } } }`,
      { input: { providerId: String(PROVIDER), reason: REASON } },
      { cookie: owner.cookie },
    );
    expect(result.errors?.[0]?.message ?? result.data?.suspendProvider.message).toBe(
      "You do not have permission to do that.",
    );
    expect(await inSearch()).toBe(true);
  });
});
