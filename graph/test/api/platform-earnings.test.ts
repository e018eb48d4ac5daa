// Platform earnings (spec sections 2, 3 and 7): GET /api/platform-earnings and
// Query.platformEarnings over payments and ledger entries this file inserts, checked
// against the ledger summed here in JavaScript over the same Toronto calendar days. Random
// ranges (fixed seed) cross midnights and both clock changes of 2026; fixed cases pin the
// last millisecond of a day, refunds, the default month, bad dates and who may ask.
import { TZDate } from "@date-fns/tz";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { format } from "date-fns";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LedgerEntry, Payment, PaymentStatus, TransferStatus } from "../../src/generated/prisma/client.ts";
import { refundSplit, splitPayment } from "../../../shared/payments/commission.ts";
import { cookieFrom, startTestApp, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";

const TORONTO = "America/Toronto";
const SEED = 20_261_120;
const DAY = 86_400_000;

let api: TestApp;
let staffCookie: string;
let customerCookie: string;
let providerCookie: string;
let strangerCookie: string;
let customerId: number;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

// --- The reference: Toronto's calendar by @date-fns/tz, the ledger summed in JavaScript ---

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The instant a Toronto calendar day starts (midnight is never skipped or repeated there). */
function torontoMidnight(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 0, 0, 0, 0, TORONTO).getTime();
}

const torontoDateOf = (instant: Date) => format(new TZDate(instant.getTime(), TORONTO), "yyyy-MM-dd");

interface Range {
  startDate: string;
  endDate: string;
}

interface Expected {
  totalEarnings: number;
  totalVolume: number;
  paymentCount: number;
  averageCommissionRate: number;
  daily: { date: string; volume: number; fees: number; paymentCount: number }[];
  /** Ids of the payments created in range, newest first. */
  paymentIds: number[];
}

type LedgerRow = LedgerEntry & { payment: Payment; torontoDate: string };
let ledger: LedgerRow[] = [];
let payments: Payment[] = [];

async function loadBooks() {
  const entries = await api.db.prisma.ledgerEntry.findMany({ include: { payment: true } });
  ledger = entries.map((entry) => ({ ...entry, torontoDate: torontoDateOf(entry.occurredAt) }));
  payments = await api.db.prisma.payment.findMany();
}

function expected({ startDate, endDate }: Range): Expected {
  const from = torontoMidnight(startDate);
  const to = torontoMidnight(addDays(endDate, 1));
  const inRange = ledger.filter((entry) => entry.occurredAt.getTime() >= from && entry.occurredAt.getTime() < to);
  const sum = (entries: LedgerRow[]) => entries.reduce((total, entry) => total + entry.amount, 0);
  const fees = (entries: LedgerRow[]) => sum(entries.filter((entry) => entry.kind === "PLATFORM_FEE"));
  const settlements = (entries: LedgerRow[]) =>
    new Map(
      entries.filter((entry) => entry.reference === "settlement").map((entry) => [entry.paymentId, entry.payment]),
    );
  const settled = [...settlements(inRange).values()];
  const settledFees = settled.reduce((total, payment) => total + payment.platformFee, 0);
  const settledTotals = settled.reduce((total, payment) => total + payment.totalAmount, 0);
  const days: Expected["daily"] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    const ofDay = inRange.filter((entry) => entry.torontoDate === date);
    days.push({ date, volume: sum(ofDay), fees: fees(ofDay), paymentCount: settlements(ofDay).size });
  }
  return {
    totalEarnings: fees(inRange),
    totalVolume: sum(inRange),
    paymentCount: settled.length,
    averageCommissionRate: settledTotals === 0 ? 0 : Math.round((10_000 * settledFees) / settledTotals) / 100,
    daily: days,
    paymentIds: payments
      .filter((payment) => payment.createdAt.getTime() >= from && payment.createdAt.getTime() < to)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((payment) => payment.id),
  };
}

// --- Writing the books directly (the settlement code is not under test here) ---

interface PaymentSpec {
  total: number;
  providerId?: number;
  customerId?: number | null;
  createdAt: number;
  /** Settled at this instant (COMPLETED), else pending or failed. */
  settledAt?: number;
  status?: PaymentStatus;
  transferStatus?: TransferStatus;
  /** Running refund totals, each at its instant, after the settlement. */
  refunds?: { at: number; refundedAfter: number }[];
  commissionBps?: number;
}

async function insertPayment(spec: PaymentSpec): Promise<Payment> {
  const bps = spec.commissionBps ?? 1000;
  const split = splitPayment(spec.total, bps);
  const entries: { kind: "PLATFORM_FEE" | "PROVIDER_SHARE"; amount: number; reference: string; occurredAt: Date }[] =
    [];
  let refunded = 0;
  if (spec.settledAt !== undefined) {
    const occurredAt = new Date(spec.settledAt);
    entries.push({ kind: "PLATFORM_FEE", amount: split.platformFee, reference: "settlement", occurredAt });
    entries.push({ kind: "PROVIDER_SHARE", amount: split.providerShare, reference: "settlement", occurredAt });
    for (const [index, refund] of (spec.refunds ?? []).entries()) {
      const back = refundSplit({
        totalAmount: spec.total,
        platformFee: split.platformFee,
        refundedBefore: refunded,
        refundedAfter: refund.refundedAfter,
      });
      const reference = `evt_refund_${spec.createdAt}_${index}`;
      const occurredAt = new Date(refund.at);
      entries.push({ kind: "PLATFORM_FEE", amount: back.platformFee, reference, occurredAt });
      entries.push({ kind: "PROVIDER_SHARE", amount: back.providerShare, reference, occurredAt });
      refunded = refund.refundedAfter;
    }
  }
  const status = spec.settledAt !== undefined ? "COMPLETED" : (spec.status ?? "PENDING");
  return api.db.prisma.payment.create({
    data: {
      providerId: spec.providerId ?? 1,
      customerId: spec.customerId ?? null,
      totalAmount: spec.total,
      platformFee: split.platformFee,
      platformCommissionBps: bps,
      paymentStatus: status,
      transferStatus: spec.transferStatus ?? "PENDING",
      refundedAmount: refunded,
      failureMessage: status === "FAILED" ? "Your card was declined." : null,
      settledAt: spec.settledAt !== undefined ? new Date(spec.settledAt) : null,
      createdAt: new Date(spec.createdAt),
      ledgerEntries: { create: entries },
    },
  });
}

// --- The requests ---

const EARNINGS_QUERY = /* GraphQL */ `
  query Earnings($startDate: String, $endDate: String, $first: Int, $after: String) {
    platformEarnings(startDate: $startDate, endDate: $endDate) {
      totalEarnings
      totalVolume
      paymentCount
      averageCommissionRate
      timeZone
      startDate
      endDate
      daily {
        date
        volume
        fees
        paymentCount
      }
      payments(first: $first, after: $after) {
        edges {
          node {
            databaseId
            totalAmount
            platformFee
            platformCommissionRate
            paymentStatus
            transferStatus
            refundedAmount
            kind
            createdAt
            provider {
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

function restPath(range: Partial<Record<"startDate" | "endDate", string>>) {
  const query = new URLSearchParams(range as Record<string, string>).toString();
  return `/api/platform-earnings${query ? `?${query}` : ""}`;
}

async function rest(range: Partial<Record<"startDate" | "endDate", string>>, cookie = staffCookie) {
  return api.getJson(restPath(range), cookie ? { cookie } : {});
}

async function graphql(variables: Record<string, unknown>, cookie = staffCookie) {
  return api.graphql(EARNINGS_QUERY, variables, cookie ? { cookie } : {});
}

const figures = (body: Record<string, any>) => ({
  totalEarnings: body.totalEarnings,
  totalVolume: body.totalVolume,
  paymentCount: body.paymentCount,
  averageCommissionRate: body.averageCommissionRate,
  daily: body.daily,
});

function expectFigures(body: Record<string, any>, want: Expected) {
  expect(figures(body)).toEqual({
    totalEarnings: want.totalEarnings,
    totalVolume: want.totalVolume,
    paymentCount: want.paymentCount,
    averageCommissionRate: want.averageCommissionRate,
    daily: want.daily,
  });
}

// --- Random books for 2026: instants anywhere, at midnights and through the clock changes ---

const YEAR_START = Date.parse("2026-01-01T05:00:00Z");
const YEAR_END = Date.parse("2027-01-05T05:00:00Z");
const nearMidnight = fc
  .tuple(
    fc.integer({ min: 0, max: 368 }),
    fc.integer({ min: -2, max: 2 }),
    fc.constantFrom(1, 1_000, 60_000, 3_600_000),
  )
  .map(([day, steps, unit]) => torontoMidnight(addDays("2026-01-01", day)) + steps * unit);
const instant = fc.oneof(
  fc.integer({ min: YEAR_START, max: YEAR_END }),
  nearMidnight,
  // The night the clocks go forward (2026-03-08, 02:00 EST → 03:00 EDT) and back (2026-11-01).
  fc.integer({ min: Date.parse("2026-03-07T04:00:00Z"), max: Date.parse("2026-03-09T06:00:00Z") }),
  fc.integer({ min: Date.parse("2026-10-31T03:00:00Z"), max: Date.parse("2026-11-02T06:00:00Z") }),
);
const paymentSpec: fc.Arbitrary<PaymentSpec> = fc
  .record({
    total: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 2_000_000 })),
    at: instant,
    createdBefore: fc.integer({ min: 0, max: 3 * DAY }),
    outcome: fc.constantFrom("settled", "settled", "settled", "pending", "failed"),
    providerId: fc.integer({ min: 1, max: 3 }),
    transferStatus: fc.constantFrom<TransferStatus>("PENDING", "TRANSFERRED", "COMPLETED", "FAILED"),
    refunds: fc.array(fc.tuple(fc.integer({ min: 1, max: 40 * DAY }), fc.double({ min: 0.01, max: 1, noNaN: true })), {
      maxLength: 2,
    }),
  })
  .map(({ total, at, createdBefore, outcome, providerId, transferStatus, refunds }) => {
    if (outcome !== "settled") {
      return { total, createdAt: at, providerId, status: outcome === "failed" ? "FAILED" : "PENDING" } as PaymentSpec;
    }
    let refundedAfter = 0;
    let when = at;
    const runningRefunds = refunds.map(([after, share]) => {
      when += after;
      refundedAfter = Math.max(refundedAfter + 1, Math.min(total, Math.ceil(total * share)));
      return { at: when, refundedAfter: Math.min(total, refundedAfter) };
    });
    return {
      total,
      createdAt: at - createdBefore,
      settledAt: at,
      providerId,
      transferStatus,
      refunds: runningRefunds.filter(
        (refund, index) => index === 0 || refund.refundedAfter > runningRefunds[index - 1]!.refundedAfter,
      ),
    };
  });

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  staffCookie = await signIn("admin@demo.test");
  customerCookie = await signIn("customer@demo.test");
  providerCookie = await signIn("provider@demo.test");
  await createAccount(api.db.prisma, "stranger@earnings.test", "stranger password 1");
  strangerCookie = await signIn("stranger@earnings.test", "stranger password 1");
  customerId = (await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;

  for (const spec of fc.sample(paymentSpec, { seed: SEED, numRuns: 160 })) await insertPayment(spec);
  // A payment at commission other than 10%, so the average is not 10 by construction.
  await insertPayment({
    total: 8_000,
    commissionBps: 1500,
    createdAt: Date.parse("2026-11-10T15:00:00Z"),
    settledAt: Date.parse("2026-11-10T15:00:00Z"),
  });
  await loadBooks();
});
afterAll(() => api?.close());

describe("GET /api/platform-earnings and Query.platformEarnings", () => {
  it("equal the ledger summed over random Toronto ranges, across midnights and clock changes", async () => {
    const date = fc.integer({ min: 0, max: 368 }).map((day) => addDays("2026-01-01", day));
    const clockChangeDays = ["2026-03-07", "2026-03-08", "2026-03-09", "2026-10-31", "2026-11-01", "2026-11-02"];
    const range = fc.oneof(
      fc.tuple(date, fc.integer({ min: 0, max: 40 })).map(([start, length]) => [start, addDays(start, length)]),
      fc.tuple(fc.constantFrom(...clockChangeDays), fc.constantFrom(...clockChangeDays)),
      // Anything up to the longest range allowed, 366 days.
      fc.tuple(date, fc.integer({ min: 0, max: 365 })).map(([start, length]) => [start, addDays(start, length)]),
    );
    // A parameter may be sent as its date, or as any instant of that Toronto day.
    const spelling = fc.oneof(fc.constant(null), fc.double({ min: 0, max: 0.999_999, noNaN: true }));
    const spell = (day: string, fraction: number | null) => {
      if (fraction === null) return day;
      const start = torontoMidnight(day);
      const length = torontoMidnight(addDays(day, 1)) - start;
      return new Date(start + Math.floor(fraction * length)).toISOString();
    };

    await fc.assert(
      fc.asyncProperty(range, spelling, spelling, async ([a, b], startSpelling, endSpelling) => {
        const [startDate, endDate] = a <= b ? [a, b] : [b, a];
        const want = expected({ startDate, endDate });
        const params = { startDate: spell(startDate, startSpelling), endDate: spell(endDate, endSpelling) };

        const { status, body } = await rest(params);
        expect(status).toBe(200);
        expect(body).toMatchObject({ startDate, endDate, timeZone: TORONTO });
        expectFigures(body, want);
        expect(body.payments.map((payment: { id: number }) => payment.id)).toEqual(want.paymentIds.slice(0, 50));
        expect(body.daily.reduce((total: number, day: { volume: number }) => total + day.volume, 0)).toBe(
          body.totalVolume,
        );

        const { data, errors } = await graphql({ ...params, first: 100 });
        expect(errors).toBeUndefined();
        const earnings = data!.platformEarnings;
        expect(earnings).toMatchObject({ startDate, endDate, timeZone: TORONTO });
        expectFigures(earnings, want);
        expect(earnings.payments.edges.map((edge: any) => edge.node.databaseId)).toEqual(want.paymentIds.slice(0, 100));
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it("defaults to this month in Toronto (November 2026 at the pinned clock)", async () => {
    const want = expected({ startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(want.paymentCount).toBeGreaterThan(0);
    for (const params of [{}, { startDate: "", endDate: "" }]) {
      const { status, body } = await rest(params);
      expect(status).toBe(200);
      expect(body).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-30", timeZone: TORONTO });
      expectFigures(body, want);
      expect(body.daily).toHaveLength(30);
    }
    const { data } = await graphql({});
    expect(data!.platformEarnings).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-30" });
    expectFigures(data!.platformEarnings, want);
    // The 15% payment pulls the average above 10.
    expect(want.averageCommissionRate).toBeGreaterThan(10);
  });

  it("pages through every payment of the range, newest first", async () => {
    const range = { startDate: "2026-01-01", endDate: "2026-12-31" };
    const want = expected(range);
    expect(want.paymentIds.length).toBeGreaterThan(100);
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const { data, errors } = await graphql({ ...range, first: 37, after });
      expect(errors).toBeUndefined();
      const connection: any = data!.platformEarnings.payments;
      seen.push(...connection.edges.map((edge: any) => edge.node.databaseId));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(want.paymentIds);

    const { body } = await rest(range);
    expect(body.payments).toHaveLength(50);
  });
});

describe("a day's last millisecond, refunds and the clock change (fixed books, 2025)", () => {
  // Toronto is on daylight time (UTC-4) in June 2025; the clocks went back at 02:00 on 2 November 2025.
  let lastMillisecond: Payment;
  beforeAll(async () => {
    lastMillisecond = await insertPayment({
      total: 10_000,
      customerId,
      createdAt: Date.parse("2025-06-16T03:59:59.999Z"),
      settledAt: Date.parse("2025-06-16T03:59:59.999Z"),
      transferStatus: "TRANSFERRED",
    });
    await insertPayment({
      total: 20_000,
      createdAt: Date.parse("2025-06-16T04:00:00.000Z"),
      settledAt: Date.parse("2025-06-16T04:00:00.000Z"),
    });
    // Settled on the 10th, refunded in full on the 20th.
    await insertPayment({
      total: 10_000,
      providerId: 2,
      createdAt: Date.parse("2025-06-10T16:00:00Z"),
      settledAt: Date.parse("2025-06-10T16:00:00Z"),
      refunds: [{ at: Date.parse("2025-06-20T16:00:00Z"), refundedAfter: 10_000 }],
    });
    // 15 cents: the fee rounds half up to 2 (13.33%).
    await insertPayment({
      total: 15,
      createdAt: Date.parse("2025-06-12T16:00:00Z"),
      settledAt: Date.parse("2025-06-12T16:00:00Z"),
    });
    await insertPayment({ total: 5_000, status: "FAILED", createdAt: Date.parse("2025-06-15T12:00:00Z") });
    // Around the 25-hour day, 2 November 2025 (00:00 EDT = 04:00Z, 24:00 EST = 05:00Z on the 3rd).
    await insertPayment({
      total: 1_000,
      createdAt: Date.parse("2025-11-02T03:59:59.999Z"),
      settledAt: Date.parse("2025-11-02T03:59:59.999Z"),
    });
    await insertPayment({
      total: 3_000,
      createdAt: Date.parse("2025-11-02T04:00:00Z"),
      settledAt: Date.parse("2025-11-02T04:00:00Z"),
    });
    await insertPayment({
      total: 5_000,
      createdAt: Date.parse("2025-11-03T04:59:59.999Z"),
      settledAt: Date.parse("2025-11-03T04:59:59.999Z"),
    });
    await insertPayment({
      total: 7_000,
      createdAt: Date.parse("2025-11-03T05:00:00Z"),
      settledAt: Date.parse("2025-11-03T05:00:00Z"),
    });
    await loadBooks();
  });

  it("counts 23:59:59.999 on the end date and not 00:00 the next day", async () => {
    const { body } = await rest({ startDate: "2025-06-15", endDate: "2025-06-15" });
    expect(figures(body)).toEqual({
      totalEarnings: 1_000,
      totalVolume: 10_000,
      paymentCount: 1,
      averageCommissionRate: 10,
      daily: [{ date: "2025-06-15", volume: 10_000, fees: 1_000, paymentCount: 1 }],
    });
    // Listed by when it was created; the failed payment is listed too, with its status.
    expect(body.payments.map((payment: any) => [payment.totalAmount, payment.paymentStatus])).toEqual([
      [10_000, "completed"],
      [5_000, "failed"],
    ]);
    expect(body.payments[0]).toMatchObject({
      id: lastMillisecond.id,
      kind: "booking",
      bookingId: null,
      subscriptionId: null,
      providerId: 1,
      providerName: expect.any(String),
      customerName: "Casey Customer",
      createdAt: "2025-06-16T03:59:59.999Z",
      settledAt: "2025-06-16T03:59:59.999Z",
      platformFee: 1_000,
      platformCommissionRate: 10,
      refundedAmount: 0,
      transferStatus: "transferred",
      failureMessage: null,
    });
    expect(body.payments[1]).toMatchObject({ failureMessage: "Your card was declined.", settledAt: null });

    const next = await rest({ startDate: "2025-06-16", endDate: "2025-06-16" });
    expect(figures(next.body)).toMatchObject({ totalEarnings: 2_000, totalVolume: 20_000, paymentCount: 1 });
  });

  it("counts a refund on the day it was refunded, and the average stays the payments' own", async () => {
    const settledDay = await rest({ startDate: "2025-06-10", endDate: "2025-06-10" });
    expect(figures(settledDay.body)).toMatchObject({ totalEarnings: 1_000, totalVolume: 10_000, paymentCount: 1 });
    const refundDay = await rest({ startDate: "2025-06-20", endDate: "2025-06-20" });
    expect(figures(refundDay.body)).toEqual({
      totalEarnings: -1_000,
      totalVolume: -10_000,
      paymentCount: 0,
      averageCommissionRate: 0,
      daily: [{ date: "2025-06-20", volume: -10_000, fees: -1_000, paymentCount: 0 }],
    });
    const odd = await rest({ startDate: "2025-06-12", endDate: "2025-06-12" });
    expect(figures(odd.body)).toMatchObject({ totalEarnings: 2, totalVolume: 15, averageCommissionRate: 13.33 });

    const month = await rest({ startDate: "2025-06-01", endDate: "2025-06-30" });
    // 10,000 + 20,000 + (10,000 - 10,000 refunded) + 15.
    expect(figures(month.body)).toMatchObject({ totalEarnings: 3_002, totalVolume: 30_015, paymentCount: 4 });
    // (1,000 + 2,000 + 1,000 + 2) / (10,000 + 20,000 + 10,000 + 15) as charged: the refund does not move it.
    expect(month.body.averageCommissionRate).toBe(10);
    expect(month.body.daily).toHaveLength(30);
    expect(month.body.daily.filter((day: any) => day.volume !== 0).map((day: any) => day.date)).toEqual([
      "2025-06-10",
      "2025-06-12",
      "2025-06-15",
      "2025-06-16",
      "2025-06-20",
    ]);
  });

  it("makes the day the clocks go back 25 hours long", async () => {
    const { body } = await rest({ startDate: "2025-11-02", endDate: "2025-11-02" });
    expect(figures(body)).toMatchObject({ totalVolume: 8_000, paymentCount: 2 });
    const around = await rest({ startDate: "2025-11-01", endDate: "2025-11-03" });
    expect(around.body.daily.map((day: any) => [day.date, day.volume])).toEqual([
      ["2025-11-01", 1_000],
      ["2025-11-02", 8_000],
      ["2025-11-03", 7_000],
    ]);
    const { data } = await graphql({ startDate: "2025-11-02", endDate: "2025-11-02" });
    expect(data!.platformEarnings.totalVolume).toBe(8_000);
  });
});

describe("bad dates", () => {
  it.each([
    { name: "a word", params: { startDate: "yesterday" }, message: /^startDate must be a date such as 2026-11-20/ },
    { name: "no such day", params: { endDate: "2026-02-30" }, message: /^endDate must be a date such as 2026-11-20/ },
    { name: "no such hour", params: { startDate: "2026-11-20T25:00:00Z" }, message: /^startDate must be a date/ },
    { name: "5,000 characters", params: { startDate: "2".repeat(5_000) }, message: /^startDate is too long/ },
    {
      name: "an end before its start",
      params: { startDate: "2026-11-20", endDate: "2026-11-19" },
      message: /^The end date must be on or after the start date\.$/,
    },
    {
      name: "367 days",
      params: { startDate: "2025-01-01", endDate: "2026-01-02" },
      message: /^Choose a range of at most 366 days\.$/,
    },
    {
      name: "dates before 2000",
      params: { startDate: "1969-12-31", endDate: "1970-01-01" },
      message: /^Choose dates between/,
    },
  ])("$name is a 400 with words, and so is the GraphQL field", async ({ params, message }) => {
    const { status, body } = await rest(params);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect(body.totalEarnings).toBeUndefined();

    const { data, errors } = await graphql(params);
    expect(data?.platformEarnings).toBeNull();
    expect(errors?.[0]?.message).toMatch(message);
  });
});

describe("who may see the platform's earnings", () => {
  it("staff only: a visitor is asked to sign in, customers and providers are refused, and learn nothing", async () => {
    const visitor = await rest({}, "");
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: "Please sign in to continue." });
    for (const cookie of [customerCookie, providerCookie]) {
      const refused = await rest({ startDate: "2026-11-01", endDate: "2026-11-30" }, cookie);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: "You do not have permission to do that." });
      // Refused before the dates are read: a bad one is not a 400 for them.
      expect((await rest({ startDate: "nonsense" }, cookie)).status).toBe(403);

      const { data, errors } = await graphql({}, cookie);
      expect(data?.platformEarnings ?? null).toBeNull();
      expect(errors?.[0]?.message).toBe("You do not have permission to do that.");
    }
    const { data, errors } = await graphql({}, "");
    expect(data?.platformEarnings ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe("Please sign in to continue.");
  });

  it("a payment node is read by staff, its provider's account and its customer; null for anyone else", async () => {
    const payment = await insertPayment({
      total: 12_345,
      providerId: 1,
      customerId,
      createdAt: Date.parse("2025-07-01T16:00:00Z"),
      settledAt: Date.parse("2025-07-01T16:00:00Z"),
    });
    const otherProviders = await insertPayment({
      total: 500,
      providerId: 2,
      createdAt: Date.parse("2025-07-01T16:00:00Z"),
    });
    const read = async (id: number, cookie: string) => {
      const { data, errors } = await api.graphql(
        `query($id: ID!) { node(id: $id) { ... on Payment { databaseId totalAmount platformFee platformCommissionRate paymentStatus customerName } } }`,
        { id: encodeGlobalID("Payment", id) },
        cookie ? { cookie } : {},
      );
      expect(errors).toBeUndefined();
      return data!.node;
    };
    for (const cookie of [staffCookie, providerCookie, customerCookie]) {
      expect(await read(payment.id, cookie)).toEqual({
        databaseId: payment.id,
        totalAmount: 12_345,
        platformFee: 1_235,
        platformCommissionRate: 10,
        paymentStatus: "COMPLETED",
        customerName: "Casey Customer",
      });
    }
    expect(await read(payment.id, strangerCookie)).toBeNull();
    expect(await read(payment.id, "")).toBeNull();
    expect(await read(otherProviders.id, providerCookie)).toBeNull();
    expect(await read(otherProviders.id, customerCookie)).toBeNull();
    expect(await read(otherProviders.id, staffCookie)).toMatchObject({ paymentStatus: "PENDING" });
  });
});
