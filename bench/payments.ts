// npm run bench:payments [-- --events 500 --concurrency 8 --payments 20000 --requests 50 --cancellations 200]
//
// Three measurements of the money path through the real app (createApp, in process), each
// beside a baseline measured in the same run on the same driver:
//
// 1. Webhook settlement: `--events` signed payment_intent.succeeded events, each for its own
//    pending Payment priced as checkout prices it (an Ontario registrant's service: the price,
//    13% HST on it, the 10% fee and the HST on the fee, with their two tax lines), POSTed to
//    /api/stripe/webhook (signature check, StripeEvent claim, payment lock, tax lines, ledger,
//    receipt number, payment update), one at a time and `--concurrency` at once. Baseline: the
//    same writes in one hand-written SQL transaction per event (no HTTP, no signature, no
//    lookup, no lock). After every run the books are checked: exactly four ledger rows per
//    payment (fee, fee's tax, service's tax, share), summing to its total, a receipt number,
//    and the payment COMPLETED.
// 2. Platform earnings: GET /api/platform-earnings for the last 30 days as staff, over
//    `--payments` settled payments (two ledger rows each) spread over 90 days. Baseline: one
//    bare SUM ... GROUP BY kind over the same range. Both must agree on the fees and the
//    volume. Also the SQL statements one earnings request runs, with their mean durations.
// 3. Cancellation refunds: `--cancellations` paid bookings (paid by the 4242 card in test
//    mode, settled by the webhook) cancelled by staff through PATCH /api/bookings/{id}/status,
//    one at a time: the cancellation, its refund request, test mode's refund and its
//    charge.refunded through the webhook door. Baseline: the same rows written by plain SQL in
//    one transaction per booking (bench/payments-cancellation.ts); both runs must add the
//    same rows per cancellation and leave every payment refunded in full.
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL in the
// schema bench_payments, emptied first and never dropped (see bench/support/bench-database.ts).
import { parseArgs } from "node:util";
import Stripe from "stripe";
import { createApp } from "../graph/src/app.ts";
import { systemClock } from "../graph/src/context.ts";
import { paymentIntentSucceededEvent } from "../graph/src/gateways/payments/test-mode/payment-intent-objects.ts";
import { createTestModeGateway } from "../graph/src/gateways/payments/test-mode-gateway.ts";
import { type Prisma, type PrismaClient } from "../graph/src/generated/prisma/client.ts";
import { SESSION_COOKIE } from "../graph/src/http/session-cookie.ts";
import { hashPassword } from "../graph/src/services/accounts/password.ts";
import { totpCode } from "../graph/src/services/accounts/totp.ts";
import { platformFeeOf, splitPayment } from "../shared/payments/commission.ts";
import { settlementSplit } from "../shared/payments/ledger-split.ts";
import { settleTaxed, type TaxedSettlement } from "../shared/tax/sales-tax.ts";
import { earningsRange } from "../graph/src/services/payments/earnings.ts";
import { STRIPE_WEBHOOK_PATH } from "../graph/src/webhooks/stripe.ts";
import { addDaysIso } from "../shared/availability/slots.ts";
import { PREFERRED_TIMES } from "../shared/bookings/booking-time.ts";
import { platformToday } from "../shared/payments/earnings-range.ts";
import { type BenchDatabase, openBenchDatabase } from "./support/bench-database.ts";
import { benchCancellationRefunds } from "./payments-cancellation.ts";
import { measure, type Statement, statementSummary, type Timing } from "./support/bench-timing.ts";

const { values } = parseArgs({
  options: {
    events: { type: "string", default: "500" },
    concurrency: { type: "string", default: "8" },
    payments: { type: "string", default: "20000" },
    requests: { type: "string", default: "50" },
    cancellations: { type: "string", default: "200" },
  },
});
const events = positive("events", values.events);
const concurrency = positive("concurrency", values.concurrency);
const settledPayments = positive("payments", values.payments);
const requests = positive("requests", values.requests);
const cancellations = positive("cancellations", values.cancellations);

/** The app's test-mode gateway verifies with this, so the bench can sign as Stripe does. */
const WEBHOOK_SECRET = "whsec_bench_payments";
// Signs locally: no request ever leaves.
const stripe = new Stripe("sk_test_x");
const ADMIN_EMAIL = "bench-admin@bench.test";
const ADMIN_PASSWORD = "bench-admin-password";
/** Base32, 20 bytes: the bench admin's authenticator secret. */
const ADMIN_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const PROVIDERS = 20;
const INSERT_BATCH = 1_000;
const WARM_UP = 30;
const DAY_MS = 86_400_000;
const SPREAD_MINUTES = 90 * 24 * 60;
const RANGE_DAYS = 30;

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }`;

interface PendingPayment {
  id: number;
  amount: number;
  taxed: TaxedSettlement;
  /** The event about it and its bytes, made before timing: Stripe's work, not ours. */
  event: Stripe.PaymentIntentSucceededEvent;
  payload: string;
}

async function main() {
  const database = await openBenchDatabase({ name: "payments", providers: PROVIDERS });
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

async function run(database: BenchDatabase) {
  const { prisma } = database;
  let statements = 0;
  let recorded: Statement[] | null = null;
  prisma.$on("query", (event) => {
    statements += 1;
    recorded?.push({ query: event.query, ms: Number(event.duration) });
  });
  const app = createApp({
    db: prisma,
    payments: (options) => createTestModeGateway({ ...options, webhookSecret: WEBHOOK_SECRET }),
    logError: (message, error) => console.error(message, error),
  });
  const providerIds = (await prisma.provider.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map(
    ({ id }) => id,
  );

  // --- 1. Webhook settlement ---

  const viaWebhook = async (payment: PendingPayment) => {
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: payment.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000),
    });
    const response = await app.fetch(
      new Request(`http://bench${STRIPE_WEBHOOK_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body: payment.payload,
      }),
    );
    const text = await response.text();
    if (response.status !== 200 || (JSON.parse(text) as { outcome?: string }).outcome !== "applied") {
      throw new Error(`The webhook did not apply ${payment.event.id}: ${response.status} ${text.slice(0, 300)}`);
    }
  };
  // The floor: what settling writes, by the payment's id, in one transaction.
  const viaSql = async (payment: PendingPayment) => {
    const at = new Date(payment.event.created * 1000);
    const split = ledgerSplitOf(payment.taxed);
    await prisma.$transaction([
      prisma.$executeRaw`
        INSERT INTO "StripeEvent" ("id", "type", "receivedAt") VALUES (${payment.event.id}, ${payment.event.type}, ${new Date()})
        ON CONFLICT ("id") DO NOTHING`,
      prisma.$executeRaw`
        INSERT INTO "LedgerEntry" ("paymentId", "kind", "amount", "reference", "occurredAt")
        VALUES (${payment.id}, 'PLATFORM_FEE', ${split.platformFee}, 'settlement', ${at}),
               (${payment.id}, 'FEE_TAX', ${split.feeTax}, 'settlement', ${at}),
               (${payment.id}, 'SERVICE_TAX', ${split.serviceTax}, 'settlement', ${at}),
               (${payment.id}, 'PROVIDER_SHARE', ${split.providerShare}, 'settlement', ${at})`,
      prisma.$executeRaw`
        WITH counter AS (
          INSERT INTO "DocumentCounter" ("series", "lastNumber") VALUES ('receipt', 1)
          ON CONFLICT ("series") DO UPDATE SET "lastNumber" = "DocumentCounter"."lastNumber" + 1
          RETURNING "lastNumber"
        )
        UPDATE "Payment"
        SET "totalAmount" = ${payment.amount}, "platformFee" = ${split.platformFee}, "paymentStatus" = 'COMPLETED',
            "transferStatus" = 'PENDING', "settledAt" = ${at}, "failureMessage" = NULL, "updatedAt" = ${new Date()},
            "receiptNumber" = (SELECT "lastNumber" FROM counter)
        WHERE "id" = ${payment.id}`,
    ]);
  };

  const settleAll = async (label: string, count: number, parallel: number, settle: typeof viaSql) => {
    const payments = await pendingPayments(prisma, providerIds, label, count);
    statements = 0;
    recorded = [];
    const timing = await measure(payments, parallel, settle);
    const perEvent = statements / count;
    const summary = statementSummary(recorded, count);
    recorded = null;
    await checkBooks(prisma, label, count);
    return { timing, perEvent, summary };
  };

  await settleAll("warm_app", WARM_UP, 1, viaWebhook);
  await settleAll("warm_sql", WARM_UP, 1, viaSql);
  const appSequential = await settleAll("app_seq", events, 1, viaWebhook);
  const sqlSequential = await settleAll("sql_seq", events, 1, viaSql);
  const appParallel = await settleAll("app_par", events, concurrency, viaWebhook);
  const sqlParallel = await settleAll("sql_par", events, concurrency, viaSql);

  console.log(
    `\nwebhook settlement on ${database.kind}: ${events} signed payment_intent.succeeded events per run, ` +
      `each for its own pending payment taxed as an Ontario registrant's; after every run each payment has exactly 4 ledger rows summing to its total`,
  );
  console.table({
    "POST /api/stripe/webhook, sequential": rate(appSequential.timing, "events/s"),
    "baseline: one SQL transaction, sequential": rate(sqlSequential.timing, "events/s"),
    [`POST /api/stripe/webhook, concurrency ${concurrency}`]: rate(appParallel.timing, "events/s"),
    [`baseline: one SQL transaction, concurrency ${concurrency}`]: rate(sqlParallel.timing, "events/s"),
  });
  for (const [how, app, sql] of [
    ["sequential", appSequential, sqlSequential],
    [`at concurrency ${concurrency}`, appParallel, sqlParallel],
  ] as const) {
    console.log(
      `Webhook settlement ${how}: ${app.timing.perSecond} events/s against the baseline's ${sql.timing.perSecond} ` +
        `(${percent(app.timing.perSecond, sql.timing.perSecond)} of it; p50 ${times(app.timing.p50ms, sql.timing.p50ms)} the baseline's)`,
    );
  }
  for (const [name, { perEvent, summary }] of [
    ["webhook", appSequential],
    ["baseline", sqlSequential],
  ] as const) {
    console.log(
      `SQL statements per event, ${name} (sequential run; Prisma's query events, which report a transaction's ` +
        `COMMIT but not its BEGIN): ${perEvent.toFixed(1)}; mean duration of each:`,
    );
    for (const line of summary) console.log(`  ${line}`);
  }

  // --- 2. Platform earnings ---

  const started = performance.now();
  await insertSettledPayments(prisma, providerIds, settledPayments);
  await database.analyze();
  const insertSeconds = (performance.now() - started) / 1000;

  const cookie = await signInAsStaff(app, prisma);
  const today = platformToday(new Date());
  const range = earningsRange(
    { clock: systemClock },
    { startDate: addDaysIso(today, -(RANGE_DAYS - 1)), endDate: today },
  );
  const earningsUrl = `http://bench/api/platform-earnings?startDate=${range.startDate}&endDate=${range.endDate}`;

  const earnings = async () => {
    const response = await app.fetch(new Request(earningsUrl, { headers: { accept: "application/json", cookie } }));
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`GET /api/platform-earnings: ${response.status} ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { totalEarnings: number; totalVolume: number; paymentCount: number };
    return { fees: body.totalEarnings, volume: body.totalVolume, paymentCount: body.paymentCount };
  };
  const baseline = async () => {
    const rows = await prisma.$queryRaw<{ kind: string; total: bigint | number }[]>`
      SELECT "kind", SUM("amount") AS "total"
      FROM "LedgerEntry"
      WHERE "occurredAt" >= ${range.startsAt} AND "occurredAt" < ${range.endsBefore}
      GROUP BY "kind"`;
    const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
    // Volume is before the service's taxes: every kind but SERVICE_TAX (the fee's tax is part of the price).
    return { fees: of("PLATFORM_FEE"), volume: of("PLATFORM_FEE") + of("FEE_TAX") + of("PROVIDER_SHARE") };
  };

  // The same figures from both, or the comparison means nothing.
  const [fromApp, fromSql] = [await earnings(), await baseline()];
  if (fromApp.fees !== fromSql.fees || fromApp.volume !== fromSql.volume || fromApp.fees === 0) {
    throw new Error(`Earnings disagree: app ${JSON.stringify(fromApp)}, SQL ${JSON.stringify(fromSql)}`);
  }
  for (let i = 0; i < 10; i += 1) {
    await earnings();
    await baseline();
  }
  statements = 0;
  await earnings();
  const perRequest = statements;
  const loop = Array.from({ length: requests }, () => null);
  recorded = [];
  const appEarnings = await measure(loop, 1, earnings);
  const earningsStatements = recorded;
  recorded = null;
  const sqlEarnings = await measure(loop, 1, baseline);

  const ledgerRows = await prisma.ledgerEntry.count();
  console.log(
    `\nplatform earnings on ${database.kind}: ${settledPayments} settled payments over 90 days ` +
      `(${ledgerRows} ledger rows with part 1's, inserted and analysed in ${insertSeconds.toFixed(1)} s); ` +
      `range ${range.startDate} to ${range.endDate} (${range.timeZone}), ${requests} requests one at a time; ` +
      `same figures from both: ${fromApp.paymentCount} payments settled in range (part 1's included), fees ${dollars(fromApp.fees)}, volume ${dollars(fromApp.volume)}`,
  );
  console.table({
    "GET /api/platform-earnings as staff": rate(appEarnings, "requests/s"),
    "baseline: one SUM ... GROUP BY kind": rate(sqlEarnings, "requests/s"),
  });
  console.log(
    `Platform earnings: ${appEarnings.perSecond} requests/s against the baseline's ${sqlEarnings.perSecond} ` +
      `(${percent(appEarnings.perSecond, sqlEarnings.perSecond)} of it; mean ${appEarnings.meanMs} ms against ` +
      `${sqlEarnings.meanMs} ms, ${times(appEarnings.meanMs, sqlEarnings.meanMs)})`,
  );
  console.log(`SQL statements per earnings request: ${perRequest}; mean duration of each, as Prisma reports it:`);
  for (const line of statementSummary(earningsStatements, requests)) console.log(`  ${line}`);

  // --- 3. Cancellation refunds ---

  const cancelled = await benchCancellationRefunds({
    app,
    prisma,
    cookie,
    count: cancellations,
    bookingRows: (label, count) =>
      Array.from({ length: count }, (_, index) => ({
        ...bookingRow(providerIds, index, amountOf(index)),
        customerEmail: `${label}${index}@bench.test`,
      })),
    statements: { reset: () => (statements = 0), read: () => statements },
  });
  console.log(
    `\ncancellation refunds on ${database.kind}: ${cancellations} paid bookings (4242 card, settled by the webhook) ` +
      `cancelled by staff one at a time, each refunded in full; rows added per cancellation, the same for both: ` +
      JSON.stringify(cancelled.app.rowsAdded),
  );
  console.table({
    "PATCH /api/bookings/{id}/status, refund through test mode and the webhook": rate(
      cancelled.app.timing,
      "cancellations/s",
    ),
    "baseline: the same rows, one SQL transaction": rate(cancelled.baseline.timing, "cancellations/s"),
  });
  console.log(
    `Cancellation refunds: ${cancelled.app.timing.perSecond} cancellations/s against the baseline's ` +
      `${cancelled.baseline.timing.perSecond} (${percent(cancelled.app.timing.perSecond, cancelled.baseline.timing.perSecond)} of it; ` +
      `mean ${times(cancelled.app.timing.meanMs, cancelled.baseline.timing.meanMs)} the baseline's); SQL statements per ` +
      `cancellation: ${cancelled.app.perCancellation.toFixed(1)} against ${cancelled.baseline.perCancellation.toFixed(1)}`,
  );
}

/** `count` bookings, each with a pending Payment for its own intent, as checkout leaves them. */
async function pendingPayments(
  prisma: PrismaClient,
  providerIds: number[],
  label: string,
  count: number,
): Promise<PendingPayment[]> {
  const created = Math.floor(Date.now() / 1000);
  const pending: PendingPayment[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const indexes = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, i) => start + i);
    const bookings = await prisma.booking.createManyAndReturn({
      data: indexes.map((index) => bookingRow(providerIds, index, amountOf(index))),
      select: { id: true, providerId: true, estimatedPrice: true },
    });
    const quotes = bookings.map((booking) => taxedPriceOf(booking.estimatedPrice!));
    const payments = await prisma.payment.createManyAndReturn({
      data: bookings.map((booking, i) => ({
        bookingId: booking.id,
        providerId: booking.providerId,
        stripePaymentIntentId: `pi_bench_${label}_${indexes[i]}`,
        totalAmount: quotes[i]!.total,
        platformFee: quotes[i]!.platformFee,
        serviceTax: ledgerSplitOf(quotes[i]!).serviceTax,
        feeTax: ledgerSplitOf(quotes[i]!).feeTax,
      })),
      select: { id: true, bookingId: true, providerId: true, stripePaymentIntentId: true, totalAmount: true },
    });
    // Checkout's lines, as it stores them: the HST on the service, the HST on the fee.
    await prisma.paymentTaxLine.createMany({
      data: payments.flatMap((payment, i) => {
        const quote = quotes[i]!;
        const row = (kind: "SERVICE" | "FEE", line: TaxedSettlement["serviceTaxes"][number]) => ({
          paymentId: payment.id,
          kind,
          position: 0,
          tax: line.tax,
          province: line.province,
          ratePpm: line.ratePpm,
          base: line.base,
          amount: line.amount,
          source: line.source,
        });
        return [row("SERVICE", quote.serviceTaxes[0]!), row("FEE", quote.feeTaxes[0]!)];
      }),
    });
    for (const [i, payment] of payments.entries()) {
      const event = paymentIntentSucceededEvent({
        eventId: `evt_bench_${label}_${indexes[i]}`,
        created,
        paymentIntentId: payment.stripePaymentIntentId!,
        chargeId: `ch_bench_${label}_${indexes[i]}`,
        amount: payment.totalAmount,
        metadata: { bookingId: String(payment.bookingId), providerId: String(payment.providerId) },
        applicationFeeAmount: quotes[i]!.platformKeeps,
      });
      pending.push({
        id: payment.id,
        amount: payment.totalAmount,
        taxed: quotes[i]!,
        event,
        // Stripe pretty-prints its events; the signature covers these bytes.
        payload: JSON.stringify(event, null, 2),
      });
    }
  }
  return pending;
}

/**
 * An Ontario registrant's price as checkout charges it: 13% HST on the service and on the fee.
 * The day is fixed so every run prices alike.
 */
function taxedPriceOf(price: number): TaxedSettlement {
  return settleTaxed({
    category: "house-cleaning",
    province: "ON",
    providerProvince: "ON",
    payableOn: "2026-12-01",
    registrations: { gstHst: true, qst: false, pst: false },
    price,
  });
}

const ledgerSplitOf = (quote: TaxedSettlement) =>
  settlementSplit({
    totalAmount: quote.total,
    platformFee: quote.platformFee,
    feeTaxLines: quote.feeTaxes.map((line) => line.amount),
    serviceTaxLines: quote.serviceTaxes.map((line) => line.amount),
  });

/** Fails loudly unless each of the run's payments is settled once: 4 rows, summing to its total. */
async function checkBooks(prisma: PrismaClient, label: string, count: number) {
  const rows = await prisma.$queryRaw<
    {
      id: number;
      rows: number;
      fee: number;
      sum: number;
      totalAmount: number;
      serviceTax: number;
      receiptNumber: number | null;
      paymentStatus: string;
    }[]
  >`
    SELECT p."id", count(l."id")::int AS "rows", p."serviceTax", p."receiptNumber",
           coalesce(sum(l."amount") FILTER (WHERE l."kind" = 'PLATFORM_FEE'), 0)::int AS "fee",
           coalesce(sum(l."amount"), 0)::int AS "sum", p."totalAmount", p."paymentStatus"::text AS "paymentStatus"
    FROM "Payment" p LEFT JOIN "LedgerEntry" l ON l."paymentId" = p."id"
    WHERE p."stripePaymentIntentId" LIKE ${`pi_bench_${label}_%`}
    GROUP BY p."id"`;
  const wrong = rows.filter(
    (row) =>
      row.rows !== 4 ||
      row.sum !== row.totalAmount ||
      row.fee !== platformFeeOf(row.totalAmount - row.serviceTax) ||
      row.receiptNumber === null ||
      row.paymentStatus !== "COMPLETED",
  );
  const [{ recordedEvents }] = await prisma.$queryRaw<[{ recordedEvents: number }]>`
    SELECT count(*)::int AS "recordedEvents" FROM "StripeEvent" WHERE "id" LIKE ${`evt_bench_${label}_%`}`;
  if (rows.length !== count || wrong.length > 0 || recordedEvents !== count) {
    throw new Error(
      `The books are wrong after run ${label}: ${rows.length} of ${count} payments found, ${recordedEvents} events ` +
        `recorded, ${wrong.length} payments without exactly 4 ledger rows summing to their total, e.g. ` +
        JSON.stringify(wrong.slice(0, 3)),
    );
  }
}

/**
 * Settled payments with their bookings and ledgers, the same every run: 2 ledger rows each
 * (fee and provider's share), at times spread over the last 90 days.
 */
async function insertSettledPayments(prisma: PrismaClient, providerIds: number[], count: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const indexes = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, i) => start + i);
    const bookings = await prisma.booking.createManyAndReturn({
      data: indexes.map((index) => bookingRow(providerIds, index, amountOf(index), "COMPLETED")),
      select: { id: true, providerId: true, estimatedPrice: true },
    });
    const payments = await prisma.payment.createManyAndReturn({
      data: bookings.map((booking, i): Prisma.PaymentCreateManyInput => {
        const index = indexes[i]!;
        const settledAt = new Date(now - ((index * 7_919) % SPREAD_MINUTES) * 60_000 - 1_000);
        const amount = booking.estimatedPrice!;
        return {
          bookingId: booking.id,
          providerId: booking.providerId,
          stripePaymentIntentId: `pi_bench_settled_${index}`,
          totalAmount: amount,
          platformFee: platformFeeOf(amount),
          paymentStatus: "COMPLETED",
          transferStatus: index % 3 === 0 ? "PENDING" : "TRANSFERRED",
          settledAt,
          createdAt: new Date(settledAt.getTime() - 120_000),
        };
      }),
      select: { id: true, totalAmount: true, settledAt: true },
    });
    await prisma.ledgerEntry.createMany({
      data: payments.flatMap((payment) => {
        const split = splitPayment(payment.totalAmount);
        const base = { paymentId: payment.id, reference: "settlement", occurredAt: payment.settledAt! };
        return [
          { ...base, kind: "PLATFORM_FEE" as const, amount: split.platformFee },
          { ...base, kind: "PROVIDER_SHARE" as const, amount: split.providerShare },
        ];
      }),
    });
  }
}

function bookingRow(
  providerIds: number[],
  index: number,
  amount: number,
  status: "CONFIRMED" | "COMPLETED" = "CONFIRMED",
): Prisma.BookingCreateManyInput {
  return {
    providerId: providerIds[index % providerIds.length]!,
    customerName: `Customer ${index}`,
    customerPhone: "416-555-0100",
    customerEmail: `customer${index}@bench.test`,
    serviceType: "house-cleaning",
    preferredDate: new Date(Date.UTC(2026, 0, 1) + (index % 365) * DAY_MS),
    preferredTime: PREFERRED_TIMES[index % PREFERRED_TIMES.length]!,
    status,
    estimatedPrice: amount,
    ...(status === "COMPLETED" ? { actualPrice: amount, completedAt: new Date() } : {}),
  };
}

/** $50.00 to $499.99, odd cents included, so the fee's rounding is exercised. */
const amountOf = (index: number) => 5_000 + ((index * 7_919) % 45_000);

/** An ADMIN account of the bench's own, signed in through the GraphQL signIn mutation. */
async function signInAsStaff(app: ReturnType<typeof createApp>, prisma: PrismaClient): Promise<string> {
  // Staff act with a second factor: the bench's admin is enrolled and signs in with its code.
  await prisma.user.create({
    data: {
      email: ADMIN_EMAIL,
      name: "Bench Admin",
      role: "ADMIN",
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      totpSecret: ADMIN_TOTP_SECRET,
      totpEnabledAt: new Date(),
    },
  });
  const input = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, code: totpCode(ADMIN_TOTP_SECRET, new Date()) };
  const response = await app.fetch(
    new Request("http://bench/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: SIGN_IN, variables: { input } }),
    }),
  );
  const session = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`${ADMIN_EMAIL} did not sign in: ${await response.text()}`);
  return session.split(";")[0]!;
}

const rate = (timing: Timing, unit: string) => ({
  [unit]: timing.perSecond,
  "mean ms": timing.meanMs,
  "p50 ms": timing.p50ms,
  "p95 ms": timing.p95ms,
});
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const times = (slow: number, fast: number) => `${(slow / fast).toFixed(1)}×`;
const dollars = (cents: number) => `${(cents / 100).toLocaleString("en-CA", { minimumFractionDigits: 2 })} dollars`;

function positive(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

await main();
