// The provider dashboard (spec section 2): stats and the Today, Upcoming and Completed tabs,
// through Query.providerDashboard and GET /api/provider/{id}/stats|bookings, computed from
// bookings this file inserts; "today" and "this month" on the provider's own calendar; and
// who may see it.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatusName } from "../../../shared/bookings/status.ts";
import { createApp } from "../../src/app.ts";
import type { Booking } from "../../src/generated/prisma/client.ts";
import { cookieFrom, startTestApp, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { TEST_TOTP_SECRET, totpCodeAt } from "../support/second-factor.ts";
import { createAccount } from "../support/sign-in.ts";

const SIGN_IN_MESSAGE = "Please sign in to continue.";
const NOT_YOUR_PROVIDER_MESSAGE = "Only this provider's own account and staff can do that.";
const VANCOUVER_PROVIDER = 2;

let api: TestApp;
let providerCookie: string;
let otherProviderCookie: string;
let customerCookie: string;
let staffCookie: string;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

/**
 * Staff signed in through `app` at its clock: a staff session lasts hours, not the days
 * between TEST_NOW and the instants these tests move to (shared/privacy/retention.ts).
 */
async function staffCookieOn(app: ReturnType<typeof createApp>, now: Date): Promise<string> {
  const response = await app.fetch(
    new Request("http://marketplace.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        query: `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
        variables: {
          input: { email: "admin@demo.test", password: "demo-password", code: totpCodeAt(TEST_TOTP_SECRET, now) },
        },
      }),
    }),
  );
  return cookieFrom(response);
}

interface BookingSpec {
  providerId?: number;
  date: string;
  time: string;
  status: BookingStatusName;
  completedAt?: string;
  actualPrice?: number;
}

async function insertBooking(spec: BookingSpec): Promise<Booking> {
  return api.db.prisma.booking.create({
    data: {
      providerId: spec.providerId ?? 1,
      customerName: "Dana Dashboard",
      customerPhone: "416-555-0177",
      customerEmail: "dana@example.test",
      serviceType: "house-cleaning",
      preferredDate: new Date(`${spec.date}T00:00:00Z`),
      preferredTime: spec.time,
      status: spec.status,
      estimatedPrice: 10_000,
      actualPrice: spec.actualPrice ?? null,
      completedAt: spec.completedAt ? new Date(spec.completedAt) : null,
    },
  });
}

// Provider 1 is in Toronto, where TEST_NOW (2026-11-20T15:00Z) is 10:00 on Friday the 20th.
const ids: Record<string, number> = {};
const PROVIDER_1_BOOKINGS: Record<string, BookingSpec> = {
  today13: { date: "2026-11-20", time: "13:00", status: "CONFIRMED" },
  today09: { date: "2026-11-20", time: "09:00", status: "IN_PROGRESS" },
  today15: { date: "2026-11-20", time: "15:00", status: "CONFIRMED" },
  todayCancelled: { date: "2026-11-20", time: "11:00", status: "CANCELLED" },
  yesterday: { date: "2026-11-19", time: "11:00", status: "CONFIRMED" },
  upcoming21late: { date: "2026-11-21", time: "15:00", status: "CONFIRMED" },
  upcoming21early: { date: "2026-11-21", time: "09:00", status: "CONFIRMED" },
  upcoming25: { date: "2026-11-25", time: "13:00", status: "CONFIRMED" },
  upcomingDec: { date: "2026-12-02", time: "09:00", status: "CONFIRMED" },
  laterInProgress: { date: "2026-11-22", time: "11:00", status: "IN_PROGRESS" },
  laterCancelled: { date: "2026-11-23", time: "11:00", status: "CANCELLED" },
  // Completed: 12 of them. Toronto is still on daylight time (UTC-4) at midnight on
  // 1 November 2026 (the clocks go back at 02:00 that night), so November starts at 04:00Z.
  doneOct31Toronto: {
    date: "2026-10-31",
    time: "15:00",
    status: "COMPLETED",
    completedAt: "2026-11-01T03:59:59Z",
    actualPrice: 1_111,
  },
  doneNov1Toronto: {
    date: "2026-10-31",
    time: "17:00",
    status: "COMPLETED",
    completedAt: "2026-11-01T04:00:00Z",
    actualPrice: 20_000,
  },
  doneNov05: {
    date: "2026-11-05",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-11-05T18:00:00Z",
    actualPrice: 10_001,
  },
  doneNov09: {
    date: "2026-11-09",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-11-09T18:00:00Z",
    actualPrice: 10_002,
  },
  doneNov12: {
    date: "2026-11-12",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-11-12T18:00:00Z",
    actualPrice: 10_003,
  },
  doneNov16: {
    date: "2026-11-16",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-11-16T18:00:00Z",
    actualPrice: 10_004,
  },
  doneNov19: {
    date: "2026-11-19",
    time: "09:00",
    status: "COMPLETED",
    completedAt: "2026-11-19T18:00:00Z",
    actualPrice: 10_005,
  },
  // Dated today but completed: on the Completed tab, not the Today tab.
  doneToday: {
    date: "2026-11-20",
    time: "08:00",
    status: "COMPLETED",
    completedAt: "2026-11-20T13:30:00Z",
    actualPrice: 9_000,
  },
  doneOct03: {
    date: "2026-10-03",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-10-03T18:00:00Z",
    actualPrice: 50_000,
  },
  doneOct10: {
    date: "2026-10-10",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-10-10T18:00:00Z",
    actualPrice: 50_000,
  },
  doneOct17: {
    date: "2026-10-17",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-10-17T18:00:00Z",
    actualPrice: 50_000,
  },
  doneOct24: {
    date: "2026-10-24",
    time: "11:00",
    status: "COMPLETED",
    completedAt: "2026-10-24T18:00:00Z",
    actualPrice: 50_000,
  },
};
const PROVIDER_1_TOTAL = Object.keys(PROVIDER_1_BOOKINGS).length;
/** November in Toronto: from 2026-11-01T04:00Z (midnight EDT), doneNov1Toronto onwards. */
const PROVIDER_1_NOVEMBER_EARNINGS = 20_000 + 10_001 + 10_002 + 10_003 + 10_004 + 10_005 + 9_000;

// Provider 2 is moved to Vancouver, where November starts at 07:00Z (midnight PDT).
const VANCOUVER_BOOKINGS: Record<string, BookingSpec> = {
  // The instant November starts in Toronto (and counts for provider 1): 21:00 on 31 October here.
  vanTorontoMidnight: {
    providerId: VANCOUVER_PROVIDER,
    date: "2026-10-31",
    time: "15:00",
    status: "COMPLETED",
    completedAt: "2026-11-01T04:00:00Z",
    actualPrice: 3_000,
  },
  vanOct31: {
    providerId: VANCOUVER_PROVIDER,
    date: "2026-10-31",
    time: "17:00",
    status: "COMPLETED",
    completedAt: "2026-11-01T06:59:59Z",
    actualPrice: 2_000,
  },
  vanNov1: {
    providerId: VANCOUVER_PROVIDER,
    date: "2026-10-31",
    time: "19:00",
    status: "COMPLETED",
    completedAt: "2026-11-01T07:00:00Z",
    actualPrice: 4_000,
  },
  vanToday: { providerId: VANCOUVER_PROVIDER, date: "2026-11-20", time: "11:00", status: "CONFIRMED" },
};

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  const vancouver = await prisma.city.findUniqueOrThrow({ where: { slug: "vancouver-british-columbia" } });
  await prisma.provider.update({ where: { id: VANCOUVER_PROVIDER }, data: { cityId: vancouver.id } });
  // The stats here are of the bookings this file inserts: the seed's reviewed bookings go
  // (their reviews with them) and the figures below stand in for what reviews would make.
  await prisma.booking.deleteMany({ where: { providerId: { in: [1, VANCOUVER_PROVIDER] } } });
  // Distinct values, so a stat read from the wrong column or provider shows.
  await prisma.provider.update({ where: { id: 1 }, data: { rating: 4.7, reviewCount: 23 } });
  await prisma.provider.update({ where: { id: VANCOUVER_PROVIDER }, data: { rating: 3.9, reviewCount: 8 } });
  for (const [name, spec] of Object.entries({ ...PROVIDER_1_BOOKINGS, ...VANCOUVER_BOOKINGS })) {
    ids[name] = (await insertBooking(spec)).id;
  }

  providerCookie = await signIn("provider@demo.test");
  customerCookie = await signIn("customer@demo.test");
  staffCookie = await signIn("admin@demo.test");
  await createAccount(prisma, "vancouver@dashboard.test", "vancouver provider 1");
  await prisma.user.update({
    where: { email: "vancouver@dashboard.test" },
    data: { role: "PROVIDER", providerId: VANCOUVER_PROVIDER },
  });
  otherProviderCookie = await signIn("vancouver@dashboard.test", "vancouver provider 1");
});
afterAll(() => api?.close());

const DASHBOARD = /* GraphQL */ `
  query Dashboard($providerId: ID, $first: Int, $after: String) {
    providerDashboard(providerId: $providerId) {
      provider {
        databaseId
      }
      timeZone
      today
      stats {
        totalBookings
        completedBookings
        averageRating
        reviewCount
        thisMonthEarnings
      }
      bookingsToday {
        databaseId
        preferredTime
        status
      }
      upcomingBookings(first: $first, after: $after) {
        edges {
          node {
            databaseId
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      recentlyCompleted {
        databaseId
        completedAt
        actualPrice
      }
    }
  }
`;

async function dashboard(variables: { providerId?: string; first?: number; after?: string }, cookie?: string) {
  return api.graphql(DASHBOARD, variables, cookie ? { cookie } : {});
}

const idsOf = (...names: string[]) => names.map((name) => ids[name]);

/** Provider 1's completed bookings, last completed first, as the Completed tab orders them. */
function completedByRecency(): number[] {
  return Object.entries(PROVIDER_1_BOOKINGS)
    .filter(([, spec]) => spec.status === "COMPLETED")
    .sort(([, a], [, b]) => b.completedAt!.localeCompare(a.completedAt!))
    .map(([name]) => ids[name]!);
}

describe("providerDashboard (GraphQL) for provider 1's own account", () => {
  it("computes the stats from its bookings, this month's earnings on Toronto's calendar", async () => {
    const { data, errors } = await dashboard({}, providerCookie);
    expect(errors).toBeUndefined();
    expect(data!.providerDashboard).toMatchObject({
      provider: { databaseId: 1 },
      timeZone: "America/Toronto",
      today: "2026-11-20",
      stats: {
        totalBookings: PROVIDER_1_TOTAL,
        completedBookings: 12,
        averageRating: 4.7,
        reviewCount: 23,
        thisMonthEarnings: PROVIDER_1_NOVEMBER_EARNINGS,
      },
    });
  });

  it("lists today's confirmed and in-progress bookings by time, and nothing else", async () => {
    const { data } = await dashboard({}, providerCookie);
    expect(data!.providerDashboard.bookingsToday).toEqual([
      { databaseId: ids.today09, preferredTime: "09:00", status: "IN_PROGRESS" },
      { databaseId: ids.today13, preferredTime: "13:00", status: "CONFIRMED" },
      { databaseId: ids.today15, preferredTime: "15:00", status: "CONFIRMED" },
    ]);
  });

  it("lists confirmed bookings after today, soonest first", async () => {
    const { data } = await dashboard({ first: 10 }, providerCookie);
    const upcoming = data!.providerDashboard.upcomingBookings;
    expect(upcoming.edges.map((edge: any) => edge.node.databaseId)).toEqual(
      idsOf("upcoming21early", "upcoming21late", "upcoming25", "upcomingDec"),
    );
    expect(upcoming.pageInfo.hasNextPage).toBe(false);
  });

  it("pages the upcoming bookings with first and after", async () => {
    const first = await dashboard({ first: 3 }, providerCookie);
    const page1 = first.data!.providerDashboard.upcomingBookings;
    expect(page1.edges.map((edge: any) => edge.node.databaseId)).toEqual(
      idsOf("upcoming21early", "upcoming21late", "upcoming25"),
    );
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await dashboard({ first: 3, after: page1.pageInfo.endCursor }, providerCookie);
    const page2 = second.data!.providerDashboard.upcomingBookings;
    expect(page2.edges.map((edge: any) => edge.node.databaseId)).toEqual(idsOf("upcomingDec"));
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses a cursor that names no row an id column can hold", async () => {
    const { errors } = await dashboard({ first: 3, after: "not-a-cursor" }, providerCookie);
    expect(errors?.map((error) => error.message)).toEqual([
      "That page cursor is not valid: start again from the first page.",
    ]);
  });

  it("lists the latest 10 completed bookings of 12, last completed first", async () => {
    const { data } = await dashboard({}, providerCookie);
    const completed = data!.providerDashboard.recentlyCompleted;
    expect(completed.map((booking: any) => booking.databaseId)).toEqual(completedByRecency().slice(0, 10));
    expect(completed[0]).toEqual({
      databaseId: ids.doneToday,
      completedAt: "2026-11-20T13:30:00.000Z",
      actualPrice: 9_000,
    });
    // The two oldest are left off.
    expect(completed.map((booking: any) => booking.databaseId)).not.toContain(ids.doneOct03);
    expect(completed.map((booking: any) => booking.databaseId)).not.toContain(ids.doneOct10);
  });

  it("answers the same with its own id, as a number or a global id", async () => {
    const own = (await dashboard({}, providerCookie)).data!.providerDashboard;
    for (const providerId of ["1", encodeGlobalID("Provider", 1)]) {
      const { data, errors } = await dashboard({ providerId }, providerCookie);
      expect(errors, providerId).toBeUndefined();
      expect(data!.providerDashboard).toEqual(own);
    }
  });
});

describe("the provider's time zone", () => {
  it("counts this month's earnings on Vancouver's calendar for a Vancouver provider", async () => {
    const { data, errors } = await dashboard({ providerId: String(VANCOUVER_PROVIDER) }, staffCookie);
    expect(errors).toBeUndefined();
    expect(data!.providerDashboard).toMatchObject({
      provider: { databaseId: VANCOUVER_PROVIDER },
      timeZone: "America/Vancouver",
      today: "2026-11-20",
      // Only vanNov1: the instant November starts in Toronto is still October here.
      stats: { totalBookings: 4, completedBookings: 3, averageRating: 3.9, reviewCount: 8, thisMonthEarnings: 4_000 },
      bookingsToday: [{ databaseId: ids.vanToday, preferredTime: "11:00", status: "CONFIRMED" }],
    });
  });

  it("moves 'today' with the zone: at 05:00Z on the 21st Toronto is on the 21st, Vancouver still on the 20th", async () => {
    const lateEvening = new Date("2026-11-21T05:00:00Z");
    const app = createApp({ db: api.db.prisma, clock: { now: () => lateEvening }, logError: () => {} });
    const staffCookie = await staffCookieOn(app, lateEvening);
    const ask = async (providerId: number) => {
      const response = await app.fetch(
        new Request("http://marketplace.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", cookie: staffCookie },
          body: JSON.stringify({ query: DASHBOARD, variables: { providerId: String(providerId), first: 10 } }),
        }),
      );
      return ((await response.json()) as any).data.providerDashboard;
    };
    const toronto = await ask(1);
    expect(toronto.today).toBe("2026-11-21");
    expect(toronto.bookingsToday.map((booking: any) => booking.databaseId)).toEqual(
      idsOf("upcoming21early", "upcoming21late"),
    );
    expect(toronto.upcomingBookings.edges.map((edge: any) => edge.node.databaseId)).toEqual(
      idsOf("upcoming25", "upcomingDec"),
    );
    const vancouver = await ask(VANCOUVER_PROVIDER);
    expect(vancouver.today).toBe("2026-11-20");
    expect(vancouver.bookingsToday.map((booking: any) => booking.databaseId)).toEqual([ids.vanToday]);
  });
});

describe("this month's end, across the change back to standard time", () => {
  // Provider 4, moved to Toronto. November there starts at 04:00Z (EDT) but ends at
  // 05:00Z on 1 December (EST): the month is 30 days and 1 hour long.
  const NOVEMBER_PROVIDER = 4;
  const stats = async (now: string) => {
    const app = createApp({ db: api.db.prisma, clock: { now: () => new Date(now) }, logError: () => {} });
    const response = await app.fetch(
      new Request(`http://marketplace.test/api/provider/${NOVEMBER_PROVIDER}/stats`, {
        headers: { cookie: await staffCookieOn(app, new Date(now)) },
      }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as any;
  };

  beforeAll(async () => {
    const toronto = await api.db.prisma.city.findUniqueOrThrow({ where: { slug: "toronto-ontario" } });
    await api.db.prisma.provider.update({ where: { id: NOVEMBER_PROVIDER }, data: { cityId: toronto.id } });
    // 23:30 on 30 November in Toronto.
    await insertBooking({
      providerId: NOVEMBER_PROVIDER,
      date: "2026-11-30",
      time: "21:00",
      status: "COMPLETED",
      completedAt: "2026-12-01T04:30:00Z",
      actualPrice: 5_000,
    });
    // Midnight on 1 December in Toronto.
    await insertBooking({
      providerId: NOVEMBER_PROVIDER,
      date: "2026-11-30",
      time: "23:00",
      status: "COMPLETED",
      completedAt: "2026-12-01T05:00:00Z",
      actualPrice: 700,
    });
  });

  // SERVER BUG (graph/src/services/bookings/provider-dashboard.ts, readProviderDashboard): the
  // month's end is its start + 1 month in UTC (2026-12-01T04:00Z), not midnight on 1 December
  // in Toronto (05:00Z), so the month's last hour is left out. Remove `.fails` once fixed.
  it("at 23:45 on 30 November counts a booking completed at 23:30 that evening", async () => {
    expect(await stats("2026-12-01T04:45:00Z")).toMatchObject({ today: "2026-11-30", thisMonthEarnings: 5_000 });
  });

  it("at 00:30 on 1 December counts only December's", async () => {
    expect(await stats("2026-12-01T05:30:00Z")).toMatchObject({ today: "2026-12-01", thisMonthEarnings: 700 });
  });
});

describe("who may see a dashboard (GraphQL)", () => {
  it("gives another provider's account its own dashboard, and refuses it provider 1's", async () => {
    const own = await dashboard({}, otherProviderCookie);
    expect(own.data!.providerDashboard.provider).toEqual({ databaseId: VANCOUVER_PROVIDER });
    const refused = await dashboard({ providerId: "1" }, otherProviderCookie);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.map((error) => error.message)).toEqual([NOT_YOUR_PROVIDER_MESSAGE]);
  });

  it("refuses provider 1's account another provider's dashboard", async () => {
    const refused = await dashboard({ providerId: String(VANCOUVER_PROVIDER) }, providerCookie);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.map((error) => error.message)).toEqual([NOT_YOUR_PROVIDER_MESSAGE]);
  });

  it("refuses a customer: they have no dashboard, and may not see provider 1's", async () => {
    const own = await dashboard({}, customerCookie);
    expect(own.data ?? null).toBeNull();
    expect(own.errors?.map((error) => error.message)).toEqual(["Only provider accounts have a dashboard."]);
    const other = await dashboard({ providerId: "1" }, customerCookie);
    expect(other.data ?? null).toBeNull();
    expect(other.errors?.map((error) => error.message)).toEqual([NOT_YOUR_PROVIDER_MESSAGE]);
  });

  it("refuses a visitor: sign in first", async () => {
    for (const variables of [{}, { providerId: "1" }]) {
      const { data, errors } = await dashboard(variables);
      expect(data ?? null).toBeNull();
      expect(errors?.map((error) => error.message)).toEqual([SIGN_IN_MESSAGE]);
    }
  });

  it("lets staff see provider 1's, and asks them to choose a provider without an id", async () => {
    const { data, errors } = await dashboard({ providerId: "1" }, staffCookie);
    expect(errors).toBeUndefined();
    expect(data!.providerDashboard.stats.totalBookings).toBe(PROVIDER_1_TOTAL);
    const none = await dashboard({}, staffCookie);
    expect(none.data ?? null).toBeNull();
    expect(none.errors?.map((error) => error.message)).toEqual(["Choose a provider to see their dashboard."]);
  });

  it("tells staff an id names no provider", async () => {
    const { data, errors } = await dashboard({ providerId: "999999" }, staffCookie);
    expect(data ?? null).toBeNull();
    expect(errors?.map((error) => error.message)).toEqual(["There is no provider with that id."]);
  });
});

describe("GET /api/provider/{id}/stats", () => {
  it("answers provider 1's stats to its account", async () => {
    const { status, body } = await api.getJson("/api/provider/1/stats", { cookie: providerCookie });
    expect(status).toBe(200);
    expect(body).toEqual({
      totalBookings: PROVIDER_1_TOTAL,
      completedBookings: 12,
      averageRating: 4.7,
      reviewCount: 23,
      thisMonthEarnings: PROVIDER_1_NOVEMBER_EARNINGS,
      today: "2026-11-20",
      timeZone: "America/Toronto",
    });
  });

  it("answers the Vancouver provider's stats on its own calendar to staff", async () => {
    const { status, body } = await api.getJson(`/api/provider/${VANCOUVER_PROVIDER}/stats`, { cookie: staffCookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalBookings: 4, thisMonthEarnings: 4_000, timeZone: "America/Vancouver" });
  });

  it("refuses another provider's account and a customer (403), and a visitor (401)", async () => {
    for (const path of ["/api/provider/1/stats", "/api/provider/1/bookings", "/api/provider/1/bookings?view=today"]) {
      for (const cookie of [otherProviderCookie, customerCookie]) {
        expect(await api.getJson(path, { cookie }), path).toMatchObject({
          status: 403,
          body: { message: NOT_YOUR_PROVIDER_MESSAGE },
        });
      }
      expect(await api.getJson(path), path).toMatchObject({ status: 401, body: { message: SIGN_IN_MESSAGE } });
    }
  });

  it("answers 404 for an id that names no provider, and 400 for one that is not an id", async () => {
    expect(await api.getJson("/api/provider/999999/stats", { cookie: staffCookie })).toMatchObject({
      status: 404,
      body: { message: "There is no provider with that id." },
    });
    expect((await api.getJson("/api/provider/abc/stats", { cookie: staffCookie })).status).toBe(400);
  });
});

describe("GET /api/provider/{id}/bookings", () => {
  const list = async (query: string, cookie = providerCookie) => {
    const result = await api.getJson(`/api/provider/1/bookings${query}`, { cookie });
    expect(result.status, query).toBe(200);
    return result;
  };

  it("view=today: today's confirmed and in-progress bookings by time", async () => {
    const { body } = await list("?view=today");
    expect(body.map((booking: any) => [booking.id, booking.preferredTime, booking.status])).toEqual([
      [ids.today09, "09:00", "in-progress"],
      [ids.today13, "13:00", "confirmed"],
      [ids.today15, "15:00", "confirmed"],
    ]);
    expect(body[0]).toMatchObject({ providerId: 1, preferredDate: "2026-11-20", customerName: "Dana Dashboard" });
  });

  it("view=upcoming: confirmed bookings after today, soonest first", async () => {
    const { body } = await list("?view=upcoming");
    expect(body.map((booking: any) => booking.id)).toEqual(
      idsOf("upcoming21early", "upcoming21late", "upcoming25", "upcomingDec"),
    );
  });

  it("view=completed: every completed booking, last completed first", async () => {
    const { body } = await list("?view=completed");
    expect(body.map((booking: any) => booking.id)).toEqual(completedByRecency());
    expect(body.every((booking: any) => booking.status === "completed")).toBe(true);
  });

  it("view=all (and no view): all of provider 1's bookings, newest date first, paged with a Link header", async () => {
    const expected = Object.entries(PROVIDER_1_BOOKINGS)
      .sort(
        ([nameA, a], [nameB, b]) =>
          b.date.localeCompare(a.date) || b.time.localeCompare(a.time) || ids[nameB]! - ids[nameA]!,
      )
      .map(([name]) => ids[name]);
    const seen: number[] = [];
    let path: string | null = "/api/provider/1/bookings?view=all&limit=10";
    let pages = 0;
    while (path) {
      const response: Response = await api.request(path, { headers: { cookie: providerCookie } });
      expect(response.status).toBe(200);
      seen.push(...((await response.json()) as any[]).map((booking) => booking.id));
      const link = response.headers.get("link");
      path = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(PROVIDER_1_TOTAL / 10));
    expect(seen).toEqual(expected);

    const { body, response } = await list("");
    expect(body.map((booking: any) => booking.id)).toEqual(expected.slice(0, 20));
    expect(response.headers.get("link")).toMatch(/^<\/api\/provider\/1\/bookings\?.*after=\d+.*>; rel="next"$/);
  });

  it("answers the list to staff, and never another provider's bookings", async () => {
    const { body } = await list("?view=today", staffCookie);
    expect(body.map((booking: any) => booking.id)).not.toContain(ids.vanToday);
    expect(body).toHaveLength(3);
  });

  it("answers 400 for a view it does not know", async () => {
    for (const view of ["bogus", "TODAY", ""]) {
      expect(await api.getJson(`/api/provider/1/bookings?view=${view}`, { cookie: providerCookie }), view).toEqual(
        expect.objectContaining({
          status: 400,
          body: { message: "view must be one of today, upcoming, completed or all." },
        }),
      );
    }
  });
});
