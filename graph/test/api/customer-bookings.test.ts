// A customer's own bookings: `viewer { bookings }` and
// GET /api/bookings list the signed-in account's bookings and nobody else's, latest date
// first; the customer cancels a confirmed one; staff read any account's through node(id:).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatusName } from "../../../shared/bookings/status.ts";
import { cookieFrom, startTestApp, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";

let api: TestApp;
let customerId: number;
let otherCustomerId: number;
let customerCookie: string;
let otherCustomerCookie: string;
let staffCookie: string;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

async function insertBooking(
  customer: number | null,
  date: string,
  time: string,
  status: BookingStatusName = "CONFIRMED",
  providerId = 1,
) {
  const booking = await api.db.prisma.booking.create({
    data: {
      providerId,
      customerId: customer,
      customerName: "Sam Customer",
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      preferredDate: new Date(`${date}T00:00:00Z`),
      preferredTime: time,
      status,
      estimatedPrice: 11_000,
      // A completed booking says when (a CHECK constraint holds every row to it).
      ...(status === "COMPLETED" ? { actualPrice: 11_000, completedAt: new Date(`${date}T18:00:00Z`) } : {}),
    },
  });
  return booking.id;
}

/** The customer's own bookings, in the order the list must show them: latest date (and time) first. */
const own: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  otherCustomerId = await createAccount(prisma, "other@customer-bookings.test", "other customer pass 1");
  customerCookie = await signIn("customer@demo.test");
  otherCustomerCookie = await signIn("other@customer-bookings.test", "other customer pass 1");
  staffCookie = await signIn("admin@demo.test");

  // Made in an order that is not the list's, so an id or creation order would show.
  own.nov25morning = await insertBooking(customerId, "2026-11-25", "09:00");
  own.dec03 = await insertBooking(customerId, "2026-12-03", "13:00", "CONFIRMED", 2);
  own.oct02 = await insertBooking(customerId, "2026-10-02", "11:00", "COMPLETED");
  own.nov25afternoon = await insertBooking(customerId, "2026-11-25", "15:00", "IN_PROGRESS");
  own.nov21 = await insertBooking(customerId, "2026-11-21", "11:00", "CANCELLED");
  // Not the customer's: another account's, and one made signed out with the same email.
  await insertBooking(otherCustomerId, "2026-11-26", "09:00");
  await insertBooking(null, "2026-11-27", "09:00");
});
afterAll(() => api?.close());

const LATEST_FIRST = () => [own.dec03, own.nov25afternoon, own.nov25morning, own.nov21, own.oct02];

const VIEWER_BOOKINGS = /* GraphQL */ `
  query ViewerBookings($first: Int, $after: String) {
    viewer {
      bookings(first: $first, after: $after) {
        edges {
          node {
            databaseId
            status
            preferredDate
            preferredTime
            estimatedPrice
            nextStatuses
            provider {
              databaseId
              name
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

const idsOf = (connection: any) => connection.edges.map((edge: any) => edge.node.databaseId);

describe("viewer { bookings }", () => {
  it("lists only the customer's own bookings, latest date first, with what the list shows", async () => {
    const { data, errors } = await api.graphql(VIEWER_BOOKINGS, { first: 20 }, { cookie: customerCookie });
    expect(errors).toBeUndefined();
    const bookings = data!.viewer.bookings;
    expect(idsOf(bookings)).toEqual(LATEST_FIRST());
    expect(bookings.pageInfo.hasNextPage).toBe(false);
    expect(bookings.edges[0].node).toMatchObject({
      status: "CONFIRMED",
      preferredDate: "2026-12-03",
      preferredTime: "13:00",
      estimatedPrice: 11_000,
      provider: { databaseId: 2, name: expect.any(String) },
    });
    expect(bookings.edges.map((edge: any) => edge.node.nextStatuses.sort())).toEqual([
      ["CANCELLED", "IN_PROGRESS"],
      ["CANCELLED", "COMPLETED"],
      ["CANCELLED", "IN_PROGRESS"],
      [],
      [],
    ]);
  });

  it("pages with first and after", async () => {
    const first = await api.graphql(VIEWER_BOOKINGS, { first: 2 }, { cookie: customerCookie });
    const page1 = first.data!.viewer.bookings;
    expect(idsOf(page1)).toEqual(LATEST_FIRST().slice(0, 2));
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await api.graphql(
      VIEWER_BOOKINGS,
      { first: 2, after: page1.pageInfo.endCursor },
      { cookie: customerCookie },
    );
    expect(idsOf(second.data!.viewer.bookings)).toEqual(LATEST_FIRST().slice(2, 4));
  });

  it("lists another customer's bookings to that customer, and none of these", async () => {
    const { data } = await api.graphql(VIEWER_BOOKINGS, { first: 20 }, { cookie: otherCustomerCookie });
    const ids = idsOf(data!.viewer.bookings);
    expect(ids).toHaveLength(1);
    for (const id of Object.values(own)) expect(ids).not.toContain(id);
  });

  it("has no viewer for a visitor", async () => {
    const { data, errors } = await api.graphql(VIEWER_BOOKINGS, { first: 20 });
    expect(errors).toBeUndefined();
    expect(data!.viewer).toBeNull();
  });
});

describe("GET /api/bookings", () => {
  it("answers the same list, latest date first", async () => {
    const { status, body } = await api.getJson("/api/bookings", { cookie: customerCookie });
    expect(status).toBe(200);
    expect(body.map((booking: any) => booking.id)).toEqual(LATEST_FIRST());
    expect(body[0]).toMatchObject({
      providerId: 2,
      status: "confirmed",
      preferredDate: "2026-12-03",
      preferredTime: "13:00",
      estimatedPrice: 11_000,
    });
    expect(body.map((booking: any) => booking.status)).toEqual([
      "confirmed",
      "in-progress",
      "confirmed",
      "cancelled",
      "completed",
    ]);
  });

  it("pages with limit and the Link header", async () => {
    const seen: number[] = [];
    let path: string | null = "/api/bookings?limit=2";
    while (path) {
      const response: Response = await api.request(path, { headers: { cookie: customerCookie } });
      expect(response.status).toBe(200);
      seen.push(...((await response.json()) as any[]).map((booking) => booking.id));
      const link = response.headers.get("link");
      path = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    }
    expect(seen).toEqual(LATEST_FIRST());
  });

  it("answers 401 to a visitor", async () => {
    expect(await api.getJson("/api/bookings")).toMatchObject({
      status: 401,
      body: { message: "Please sign in to continue." },
    });
  });
});

describe("cancelling one's own booking", () => {
  it("moves a confirmed booking to cancelled, and the list shows it cancelled", async () => {
    const id = await insertBooking(customerId, "2026-12-10", "09:00");
    const { data, errors } = await api.graphql(
      `mutation($input: UpdateBookingStatusInput!) {
        updateBookingStatus(input: $input) {
          __typename
          ... on UpdateBookingStatusPayload { booking { databaseId status nextStatuses } }
          ... on Error { message }
        }
      }`,
      { input: { bookingId: encodeGlobalID("Booking", id), status: "CANCELLED" } },
      { cookie: customerCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.updateBookingStatus).toEqual({
      __typename: "UpdateBookingStatusPayload",
      booking: { databaseId: id, status: "CANCELLED", nextStatuses: [] },
    });
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id } })).status).toBe("CANCELLED");
    const list = await api.graphql(VIEWER_BOOKINGS, { first: 1 }, { cookie: customerCookie });
    expect(list.data!.viewer.bookings.edges[0].node).toMatchObject({ databaseId: id, status: "CANCELLED" });
    await api.db.prisma.booking.delete({ where: { id } });
  });

  it("cannot cancel another customer's booking: 404 as for a missing one, and nothing changes", async () => {
    const id = await insertBooking(otherCustomerId, "2026-12-11", "09:00");
    const before = await api.db.prisma.booking.findUniqueOrThrow({ where: { id } });
    const response = await api.request(`/api/bookings/${id}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: customerCookie },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(response.status).toBe(404);
    expect(await api.db.prisma.booking.findUniqueOrThrow({ where: { id } })).toEqual(before);
    await api.db.prisma.booking.delete({ where: { id } });
  });
});

describe("reading an account's bookings through node(id:)", () => {
  const USER_BOOKINGS = /* GraphQL */ `
    query UserBookings($id: ID!) {
      node(id: $id) {
        ... on User {
          email
          bookings(first: 20) {
            edges {
              node {
                databaseId
              }
            }
          }
        }
      }
    }
  `;

  it("lets staff read a customer's bookings", async () => {
    const { data, errors } = await api.graphql(
      USER_BOOKINGS,
      { id: encodeGlobalID("User", customerId) },
      { cookie: staffCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.node.email).toBe("customer@demo.test");
    expect(idsOf(data!.node.bookings)).toEqual(LATEST_FIRST());
  });

  it("shows another customer nothing: the account is not theirs to read", async () => {
    const { data } = await api.graphql(
      USER_BOOKINGS,
      { id: encodeGlobalID("User", customerId) },
      { cookie: otherCustomerCookie },
    );
    expect(data?.node ?? null).toBeNull();
  });
});
