// The in-app bell through GraphQL (User.notifications,
// unreadNotificationCount, markNotificationsRead, node) and REST (GET /api/notifications,
// POST /api/notifications/read): each account reads and marks only its own notifications,
// newest first and paged, whether or not push or email are set up.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NotificationKind } from "../../src/generated/prisma/client.ts";
import {
  MarkNotificationsReadDocument as MARK_READ,
  MyNotificationsDocument as MY_NOTIFICATIONS,
  NotificationByIdDocument as NOTIFICATION_BY_ID,
  UserNotificationsDocument as USER_NOTIFICATIONS,
} from "../__generated__/graphql.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { restCall, signedInAccount, type SignedInAccount, signInCookie } from "../support/notifications.ts";

const SIGN_IN_MESSAGE = "Please sign in to continue.";
const SIGN_IN_FOR_NOTIFICATIONS = "Please sign in to manage your notifications.";

let api: TestApp;
let customer: SignedInAccount;
let otherCustomer: SignedInAccount;
let providerCookie: string;
let staffCookie: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  customer = await signedInAccount(api, "bell-customer@inbox.test");
  otherCustomer = await signedInAccount(api, "other-customer@inbox.test");
  providerCookie = await signInCookie(api, "provider@demo.test");
  staffCookie = await signInCookie(api, "admin@demo.test");
});
afterAll(() => api?.close());

beforeEach(() => api.db.prisma.notification.deleteMany({}));

const minutesAfterNow = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

/** A notification straight into the outbox, as an event would have written it. */
async function notify(
  recipientId: number,
  title: string,
  createdAt: Date,
  options: { kind?: NotificationKind; readAt?: Date } = {},
): Promise<number> {
  const row = await api.db.prisma.notification.create({
    data: {
      kind: options.kind ?? "BOOKING_STATUS_CHANGED",
      recipientId,
      email: "someone@inbox.test",
      title,
      body: `${title}: the details.`,
      link: "/bookings",
      createdAt,
      readAt: options.readAt ?? null,
    },
  });
  return row.id;
}

/**
 * Five of the customer's, written in an order that differs from their times (ids do not
 * decide the order; the time does, and for equal times the later id first), and two of
 * another customer's.
 */
async function customerBell() {
  const ids = {
    second: await notify(customer.userId, "second", minutesAfterNow(2)),
    fifth: await notify(customer.userId, "fifth", minutesAfterNow(5)),
    first: await notify(customer.userId, "first", minutesAfterNow(1), { readAt: minutesAfterNow(3) }),
    fourthA: await notify(customer.userId, "fourth-a", minutesAfterNow(4)),
    fourthB: await notify(customer.userId, "fourth-b", minutesAfterNow(4)),
    others: await notify(otherCustomer.userId, "not yours", minutesAfterNow(6)),
    othersOld: await notify(otherCustomer.userId, "not yours either", minutesAfterNow(0)),
  };
  return ids;
}

const NEWEST_FIRST = ["fifth", "fourth-b", "fourth-a", "second", "first"];

async function myBell(cookie: string, variables: { first?: number; after?: string } = {}) {
  const { data, errors } = await api.graphql(MY_NOTIFICATIONS, variables, { cookie });
  expect(errors).toBeUndefined();
  return data!.viewer!;
}

const globalId = (id: number) => encodeGlobalID("Notification", id);

describe("User.notifications and unreadNotificationCount", () => {
  it("lists the account's own notifications newest first, paged, with how many are unread", async () => {
    const ids = await customerBell();

    const firstPage = await myBell(customer.cookie, { first: 2 });
    expect(firstPage.unreadNotificationCount).toBe(4);
    expect(firstPage.notifications.edges.map((edge) => edge.node.title)).toEqual(NEWEST_FIRST.slice(0, 2));
    expect(firstPage.notifications.pageInfo.hasNextPage).toBe(true);
    expect(firstPage.notifications.edges[0]!.node).toEqual({
      id: globalId(ids.fifth),
      kind: "BOOKING_STATUS_CHANGED",
      title: "fifth",
      body: "fifth: the details.",
      link: "/bookings",
      read: false,
      createdAt: minutesAfterNow(5).toISOString(),
    });

    const secondPage = await myBell(customer.cookie, { first: 2, after: firstPage.notifications.pageInfo.endCursor! });
    expect(secondPage.notifications.edges.map((edge) => edge.node.title)).toEqual(NEWEST_FIRST.slice(2, 4));
    const lastPage = await myBell(customer.cookie, { first: 2, after: secondPage.notifications.pageInfo.endCursor! });
    expect(lastPage.notifications.edges.map((edge) => [edge.node.title, edge.node.read])).toEqual([["first", true]]);
    expect(lastPage.notifications.pageInfo.hasNextPage).toBe(false);

    const other = await myBell(otherCustomer.cookie);
    expect(other.notifications.edges.map((edge) => edge.node.title)).toEqual(["not yours", "not yours either"]);
    expect(other.unreadNotificationCount).toBe(2);
  });

  it("counts unread up to 100, the bell showing 99+ beyond", async () => {
    await api.db.prisma.notification.createMany({
      data: Array.from({ length: 101 }, (_, index) => ({
        kind: "BOOKING_STATUS_CHANGED" as const,
        recipientId: customer.userId,
        email: customer.email,
        title: `update ${index}`,
        body: "A booking changed.",
        createdAt: minutesAfterNow(index),
      })),
    });

    expect((await myBell(customer.cookie)).unreadNotificationCount).toBe(100);
  });

  it("shows nobody else's: staff reading a customer's account see no notifications and no count", async () => {
    await customerBell();

    const { data, errors } = await api.graphql(
      USER_NOTIFICATIONS,
      { id: encodeGlobalID("User", customer.userId) },
      { cookie: staffCookie },
    );

    expect(errors).toBeUndefined();
    expect(data!.node).toEqual({
      __typename: "User",
      email: customer.email,
      unreadNotificationCount: 0,
      notifications: { edges: [] },
    });
  });

  it("node(id:) gives the notification to its recipient only", async () => {
    const ids = await customerBell();
    const id = globalId(ids.second);

    const own = await api.graphql(NOTIFICATION_BY_ID, { id }, { cookie: customer.cookie });
    expect(own.data!.node).toEqual({
      __typename: "Notification",
      id,
      kind: "BOOKING_STATUS_CHANGED",
      title: "second",
      read: false,
    });

    const others: Record<string, string>[] = [
      { cookie: otherCustomer.cookie },
      { cookie: staffCookie },
      { cookie: providerCookie },
      {},
    ];
    for (const headers of others) {
      const { data, errors } = await api.graphql(NOTIFICATION_BY_ID, { id }, headers);
      expect(errors).toBeUndefined();
      expect(data!.node).toBeNull();
    }
  });

  it("shows the provider the bell's new booking as soon as it is made", async () => {
    const booked = await restCall(api, "POST", "/api/bookings", {
      body: {
        providerId: 1,
        serviceType: "house-cleaning",
        preferredDate: "2026-11-21",
        preferredTime: "9:00 AM",
        serviceDetails: "Three bedrooms",
        customerName: "Robin Guest",
        customerPhone: "416-555-0100",
        customerEmail: "robin@example.test",
      },
    });
    expect(booked.status).toBe(201);

    const bell = await myBell(providerCookie, { first: 5 });

    expect(bell.unreadNotificationCount).toBe(1);
    expect(bell.notifications.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({
        kind: "BOOKING_CREATED",
        title: "New booking",
        body: "Robin Guest booked House Cleaning for Saturday, November 21, 2026 at 9:00 a.m. EST.\nAddress: to confirm with the customer",
        link: "/provider-dashboard",
        read: false,
      }),
    ]);
  });
});

describe("markNotificationsRead", () => {
  async function markRead(cookie: string | null, notificationIds?: number[]) {
    const input = notificationIds ? { notificationIds: notificationIds.map(globalId) } : {};
    return api.graphql(MARK_READ, { input }, cookie ? { cookie } : {});
  }

  const readFlags = async () =>
    Object.fromEntries(
      (await api.db.prisma.notification.findMany({ orderBy: { id: "asc" } })).map((row) => [
        row.title,
        row.readAt !== null,
      ]),
    );

  it("marks the given ones read, leaving the rest and returning how many changed", async () => {
    const ids = await customerBell();

    const { data, errors } = await markRead(customer.cookie, [ids.second, ids.fifth, ids.first]);

    expect(errors).toBeUndefined();
    // "first" was read already: two changed.
    expect(data!.markNotificationsRead).toEqual({
      __typename: "MarkNotificationsReadPayload",
      markedCount: 2,
      viewer: { unreadNotificationCount: 2 },
    });
    expect(await readFlags()).toEqual({
      second: true,
      fifth: true,
      first: true,
      "fourth-a": false,
      "fourth-b": false,
      "not yours": false,
      "not yours either": false,
    });
    const read = await api.db.prisma.notification.findUniqueOrThrow({ where: { id: ids.second } });
    expect(read.readAt).toEqual(TEST_NOW);
  });

  it("marks all of the account's read when no ids are given, and no one else's", async () => {
    await customerBell();

    const { data } = await markRead(customer.cookie);

    expect(data!.markNotificationsRead).toMatchObject({ markedCount: 4, viewer: { unreadNotificationCount: 0 } });
    expect((await myBell(customer.cookie)).notifications.edges.every((edge) => edge.node.read)).toBe(true);
    expect((await myBell(otherCustomer.cookie)).unreadNotificationCount).toBe(2);
    // Again: nothing left to change.
    expect((await markRead(customer.cookie)).data!.markNotificationsRead).toMatchObject({ markedCount: 0 });
  });

  it("changes nothing for another account's ids", async () => {
    const ids = await customerBell();

    const { data } = await markRead(customer.cookie, [ids.others, ids.othersOld]);

    expect(data!.markNotificationsRead).toMatchObject({ markedCount: 0, viewer: { unreadNotificationCount: 4 } });
    expect((await myBell(otherCustomer.cookie)).unreadNotificationCount).toBe(2);
  });

  it("refuses a visitor, and ids that are not notifications'", async () => {
    const ids = await customerBell();

    const visitor = await markRead(null, [ids.second]);
    expect(visitor.errors?.[0]?.message).toBe(SIGN_IN_MESSAGE);

    const wrongType = await api.graphql(
      MARK_READ,
      { input: { notificationIds: [encodeGlobalID("Booking", ids.second)] } },
      { cookie: customer.cookie },
    );
    expect(wrongType.data!.markNotificationsRead).toEqual({
      __typename: "ValidationError",
      message: "Unknown notification",
    });
    expect((await myBell(customer.cookie)).unreadNotificationCount).toBe(4);
  });
});

describe("GET /api/notifications and POST /api/notifications/read", () => {
  it("lists the account's own, newest first, in the REST shape, paged with a Link header", async () => {
    const ids = await customerBell();

    const firstPage = await restCall(api, "GET", "/api/notifications?limit=3", { cookie: customer.cookie });

    expect(firstPage.status).toBe(200);
    expect(firstPage.body.map((row: { title: string }) => row.title)).toEqual(NEWEST_FIRST.slice(0, 3));
    expect(firstPage.body[0]).toEqual({
      id: ids.fifth,
      kind: "booking-status-changed",
      title: "fifth",
      body: "fifth: the details.",
      link: "/bookings",
      read: false,
      createdAt: minutesAfterNow(5).toISOString(),
    });
    const link = firstPage.headers.get("link");
    expect(link).toBe(`</api/notifications?limit=3&after=${ids.fourthA}>; rel="next"`);

    const next = link!.slice(1, link!.indexOf(">"));
    const secondPage = await restCall(api, "GET", next, { cookie: customer.cookie });
    expect(secondPage.body.map((row: { title: string; read: boolean }) => [row.title, row.read])).toEqual([
      ["second", false],
      ["first", true],
    ]);
    expect(secondPage.headers.get("link")).toBeNull();
  });

  it("marks the given ones read, or all, never another account's", async () => {
    const ids = await customerBell();

    const given = await restCall(api, "POST", "/api/notifications/read", {
      cookie: customer.cookie,
      body: { notificationIds: [ids.second, ids.others] },
    });
    expect(given).toMatchObject({ status: 200, body: { markedCount: 1 } });

    const all = await restCall(api, "POST", "/api/notifications/read", { cookie: customer.cookie });
    expect(all).toMatchObject({ status: 200, body: { markedCount: 3 } });

    const rows = await api.db.prisma.notification.findMany({ where: { recipientId: otherCustomer.userId } });
    expect(rows.map((row) => row.readAt)).toEqual([null, null]);
    const list = await restCall(api, "GET", "/api/notifications", { cookie: customer.cookie });
    expect(list.body.every((row: { read: boolean }) => row.read)).toBe(true);
  });

  it("refuses ids that are not ids, and a visitor (401)", async () => {
    await customerBell();

    const bad = await restCall(api, "POST", "/api/notifications/read", {
      cookie: customer.cookie,
      body: { notificationIds: ["the first one"] },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: "Unknown notification" } });

    expect(await restCall(api, "GET", "/api/notifications")).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FOR_NOTIFICATIONS },
    });
    expect(await restCall(api, "POST", "/api/notifications/read", { body: {} })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FOR_NOTIFICATIONS },
    });
    expect(await api.db.prisma.notification.count({ where: { readAt: { not: null } } })).toBe(1);
  });
});
