// npm run bench:outbox [-- --notifications 2000 --repetitions 5 --idle-runs 200 --bookings 300]
//
// The notifications outbox: its worker, deliverDueNotifications, as the server's
// 3-second job calls it (a system context, here on a pinned clock), and what recording a
// notification adds to a booking. Each figure beside a baseline measured in the same run on the
// same driver:
//
// 1. Throughput: `--notifications` notifications recorded with recordNotifications for guest
//    recipients, so each has one EMAIL delivery, delivered by the worker with a mail gateway
//    that accepts at once (no I/O: the figure is the outbox's own cost), call after call until
//    a call stops because nothing more is due (not at its maxBatches cap). `--repetitions`
//    times, the deliveries reset to PENDING, 0 attempts, due now before each run (and the
//    table vacuumed and analysed, as autovacuum would soon do). After each run every delivery
//    must be SENT with exactly 1 attempt, and the worker must have sent exactly one message per
//    notification; the run exits with an error otherwise.
//    Baseline: the floor of the same design in bare SQL: per batch of the same size the same
//    claim statement (UPDATE ... FROM (SELECT ... FOR UPDATE SKIP LOCKED LIMIT n) RETURNING,
//    counting the attempt and taking the lease), then ONE UPDATE marking the batch's rows SENT.
//    It leaves out what the worker does on top: the pass's sweep of exhausted claims, reading
//    the notifications, composing each message (the link), calling the gateway, and finishing
//    each row with its own UPDATE guarded by its attempt count (the guard that keeps a late
//    claimer from overwriting a newer claim). Reported: deliveries/s (median of the
//    repetitions and of the back-to-back pairs' ratios), SQL statements per delivery (Prisma's
//    query events) with their mean durations, memory (bench/support/memory-sampler.ts).
// 2. Idle poll: a worker call with nothing due (what the 3-second job almost always finds),
//    `--idle-runs` times, over the delivered rows of part 1. Baseline: one
//    SELECT 1 ... WHERE status = 'PENDING' AND "nextAttemptAt" <= now LIMIT 1, the question
//    alone. The two take turns, so load from other jobs falls on both alike. p50 and p95.
// 3. What the outbox adds to a booking: createBooking (a visitor's request context, no
//    idempotency key) `--bookings` times for a provider with an account (one notification,
//    PUSH and EMAIL deliveries) and for one without (its business address: one EMAIL
//    delivery). It writes the provider's notification in the booking's transaction, and the
//    write cannot be skipped without changing the service, so there is no like-for-like
//    baseline. Baseline instead: a bare interactive transaction with the booking's INSERT only
//    (no provider or service check, no notification), each createBooking followed by one for the
//    same provider. Its ratio prices everything createBooking does beyond the row, not the
//    notification alone; the notification's own share is given by its statements: those
//    createBooking runs after the booking's INSERT and before its COMMIT (insertBooking's last
//    step is notifyBookingCreated), counted and named, with Prisma's durations. After the run
//    every booking must have the notifications and deliveries its provider's recipients call for.
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL in the
// URL's `?schema=` or else the schema bench_outbox, emptied first (bench/support/bench-database.ts).
import { parseArgs } from "node:util";
import { requestContext, systemContext } from "../graph/src/context.ts";
import { utcTimestampSql } from "../graph/src/db/sql-time.ts";
import type { MailGateway } from "../graph/src/gateways/mail/mail-gateway.ts";
import { createBooking } from "../graph/src/services/bookings/create-booking.ts";
import { deliverDueNotifications, OUTBOX_DEFAULTS } from "../graph/src/services/notifications/deliver.ts";
import { type NotificationDraft, recordNotifications } from "../graph/src/services/notifications/outbox.ts";
import { PREFERRED_TIMES } from "../shared/bookings/booking-time.ts";
import { type BenchDatabase, type CountingClient, openBenchDatabase } from "./support/bench-database.ts";
import { median, sum, type Timing, timingOf } from "./support/bench-timing.ts";
import { type MemoryUse, startMemorySampler } from "./support/memory-sampler.ts";

const { values } = parseArgs({
  options: {
    notifications: { type: "string", default: "2000" },
    repetitions: { type: "string", default: "5" },
    "idle-runs": { type: "string", default: "200" },
    bookings: { type: "string", default: "300" },
  },
});
const notifications = positive("notifications", values.notifications);
const repetitions = positive("repetitions", values.repetitions);
const idleRuns = positive("idle-runs", values["idle-runs"]);
const bookings = positive("bookings", values.bookings);

/** Pinned: every run claims, leases and books at the same instant (10:00 in Toronto). */
const NOW = new Date("2027-01-04T15:00:00Z");
/** A week ahead of NOW: a date createBooking accepts. */
const BOOKING_DATE = "2027-01-11";
const BENCH_DOMAIN = "outbox.bench.test";
const APP_URL = "https://app.bench.test";
const PROVIDERS = 20;
const RECORD_BATCH = 250;
const IDLE_WARM_UP = 10;
const BOOKING_WARM_UP = 20;
const { batchSize } = OUTBOX_DEFAULTS;
/** What one worker call delivers at most; a call that delivers less stopped because nothing was due. */
const PER_CALL = OUTBOX_DEFAULTS.batchSize * OUTBOX_DEFAULTS.maxBatches;

/** Statements seen, by their text: how many and their total duration (kept small: memory is measured). */
type Statements = Map<string, { count: number; ms: number }>;

interface Repetition {
  seconds: number;
  statements: Statements;
  memory: MemoryUse;
}

async function main() {
  const database = await openBenchDatabase({ name: "outbox", providers: PROVIDERS });
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

async function run(database: BenchDatabase) {
  const { prisma } = database;
  let onStatement: ((query: string, ms: number) => void) | null = null;
  prisma.$on("query", (event) => onStatement?.(event.query, Number(event.duration)));
  const recordInto = (statements: Statements) => (query: string, ms: number) => {
    const seen = statements.get(query);
    if (seen) {
      seen.count += 1;
      seen.ms += ms;
    } else statements.set(query, { count: 1, ms });
  };
  const ctx = systemContext({ db: prisma, clock: { now: () => NOW } });

  // --- 1. Throughput ---

  await recordGuestNotifications(prisma, notifications);
  const deliveries = await prisma.notificationDelivery.count();
  if (deliveries !== notifications) {
    throw new Error(`Expected one delivery per notification, found ${deliveries} for ${notifications}`);
  }

  let sends = 0;
  const mail: MailGateway = {
    description: "Accepts every message at once (bench)",
    async send() {
      sends += 1;
      return { messageId: `<${sends}@${BENCH_DOMAIN}>` };
    },
    async close() {},
  };
  const viaWorker = async () => {
    for (;;) {
      const pass = await deliverDueNotifications(ctx, { mail, appUrl: APP_URL });
      if (pass.skipped + pass.retried + pass.dead > 0) throw new Error(`Not all sent: ${JSON.stringify(pass)}`);
      if (pass.sent < PER_CALL) return;
    }
  };
  // The worker's claim, word for word (claimDueDeliveries in deliver.ts), then the batch
  // marked SENT at once: the same outcome (SENT, 1 attempt, finished) in 2 statements a batch.
  const viaSql = async () => {
    for (;;) {
      const claimed = await prisma.$queryRaw<{ id: number }[]>`
        UPDATE "NotificationDelivery" AS d
        SET "attempts" = d."attempts" + 1,
            "nextAttemptAt" = ${utcTimestampSql(new Date(NOW.getTime() + OUTBOX_DEFAULTS.leaseMs))}
        FROM (
          SELECT "id" FROM "NotificationDelivery"
          WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${utcTimestampSql(NOW)}
          ORDER BY "nextAttemptAt", "id"
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        ) AS due
        WHERE d."id" = due."id"
        RETURNING d."id", d."notificationId", d."channel"::text AS "channel", d."attempts"`;
      if (claimed.length > 0) {
        await prisma.$executeRaw`
          UPDATE "NotificationDelivery" SET "status" = 'SENT', "finishedAt" = ${utcTimestampSql(NOW)}
          WHERE "id" = ANY(${claimed.map(({ id }) => id)}::int[])`;
      }
      if (claimed.length < batchSize) return;
    }
  };

  const resetDeliveries = async () => {
    await prisma.$executeRaw`
      UPDATE "NotificationDelivery"
      SET "status" = 'PENDING', "attempts" = 0, "nextAttemptAt" = ${utcTimestampSql(NOW)},
          "lastError" = NULL, "finishedAt" = NULL`;
    await prisma.$executeRawUnsafe(`VACUUM ANALYZE "NotificationDelivery"`);
  };
  const deliverAll = async (label: string, deliver: () => Promise<void>): Promise<Repetition> => {
    await resetDeliveries();
    sends = 0;
    const statements: Statements = new Map();
    onStatement = recordInto(statements);
    const memory = startMemorySampler();
    const started = performance.now();
    await deliver();
    const seconds = (performance.now() - started) / 1000;
    const used = memory.stop();
    onStatement = null;
    await checkDeliveredOnce(prisma, label, notifications);
    if (deliver === viaWorker && sends !== notifications) {
      throw new Error(`${label}: ${sends} messages sent for ${notifications} notifications`);
    }
    return { seconds, statements, memory: used };
  };

  await deliverAll("warm-up, worker", viaWorker);
  await deliverAll("warm-up, baseline", viaSql);
  const byWorker: Repetition[] = [];
  const bySql: Repetition[] = [];
  for (let repetition = 1; repetition <= repetitions; repetition += 1) {
    byWorker.push(await deliverAll(`worker, repetition ${repetition}`, viaWorker));
    bySql.push(await deliverAll(`baseline, repetition ${repetition}`, viaSql));
  }

  const worker = summarize(byWorker, notifications);
  const floor = summarize(bySql, notifications);
  console.log(
    `\noutbox throughput on ${database.kind}: ${notifications} email-only notifications (guest recipients), ` +
      `a mail gateway that accepts at once, batches of ${batchSize}; each run ${repetitions} times, reset to ` +
      `PENDING before every run; after each, every delivery SENT with 1 attempt and one message per notification`,
  );
  console.table({
    "deliverDueNotifications until nothing is due": worker.row,
    [`baseline: claim ${batchSize} + one UPDATE ... SENT per batch`]: floor.row,
  });
  // Each worker repetition ran right before one of the baseline: the median of those pairs'
  // ratios is the figure least moved by other jobs on a shared machine.
  const pairedRatio = median(byWorker.map((run, i) => run.seconds / bySql[i]!.seconds));
  console.log(
    `Outbox: ${worker.perSecond} deliveries/s against the baseline's ${floor.perSecond} ` +
      `(${percent(worker.perSecond, floor.perSecond)} of it; ${times(worker.msPer, floor.msPer)} the time per ` +
      `delivery, ${pairedRatio.toFixed(1)}× as the median of ${repetitions} back-to-back pairs); ` +
      `${worker.statementsPer} SQL statements per delivery against ${floor.statementsPer}`,
  );
  for (const [name, runs] of [
    ["worker", byWorker],
    ["baseline", bySql],
  ] as const) {
    console.log(
      `SQL statements of one repetition (${notifications} deliveries), ${name}, with the mean duration of each ` +
        `over ${repetitions} repetitions (Prisma's query events):`,
    );
    for (const line of statementSummary(
      runs.map((repetition) => repetition.statements),
      repetitions,
    ))
      console.log(`  ${line}`);
  }

  // --- 2. Nothing due ---

  const idlePass = async () => {
    const pass = await deliverDueNotifications(ctx, { mail, appUrl: APP_URL });
    if (pass.sent + pass.skipped + pass.retried + pass.dead > 0) {
      throw new Error(`Something was due: ${JSON.stringify(pass)}`);
    }
  };
  const anyDue = async () => {
    const due = await prisma.$queryRaw<unknown[]>`
      SELECT 1 FROM "NotificationDelivery"
      WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${utcTimestampSql(NOW)}
      LIMIT 1`;
    if (due.length !== 0) throw new Error("A delivery is due");
  };
  for (let i = 0; i < IDLE_WARM_UP; i += 1) {
    await idlePass();
    await anyDue();
  }
  const idleStatements: Statements = new Map();
  onStatement = recordInto(idleStatements);
  await idlePass();
  onStatement = null;
  const [idle, probe] = await takeTurns(idleRuns, idlePass, anyDue);
  console.log(
    `\nnothing due on ${database.kind}: ${notifications} deliveries, all SENT; ${idleRuns} calls of each, taking turns`,
  );
  console.table({
    "deliverDueNotifications, nothing due": row(idle, "calls/s"),
    "baseline: SELECT 1 ... PENDING and due LIMIT 1": row(probe, "calls/s"),
  });
  console.log(
    `Nothing due: a worker call takes ${idle.p50ms} ms (p50) against the baseline's ${probe.p50ms} ms ` +
      `(${times(idle.p50ms, probe.p50ms)}; ${pairRatio(idle, probe)} as the median of the ${idleRuns} pairs); ` +
      `SQL statements per call: ${countOf([idleStatements])}, mean duration of each:`,
  );
  for (const line of statementSummary([idleStatements], 1)) console.log(`  ${line}`);

  // --- 3. What a booking's notification costs ---

  const withAccount = await providerForBookings(prisma, true);
  const withoutAccount = await providerForBookings(prisma, false);
  const visitor = requestContext({ db: prisma, clock: { now: () => NOW }, viewer: null });
  let booked = 0;
  const requestOf = (provider: BookingProvider, who: "app" | "sql" | "warm") => {
    booked += 1;
    return {
      providerId: provider.id,
      serviceType: provider.serviceType,
      preferredDate: BOOKING_DATE,
      preferredTime: PREFERRED_TIMES[booked % PREFERRED_TIMES.length]!,
      serviceDetails: "Two bedrooms, one bathroom",
      customerName: `Bench Customer ${booked}`,
      customerPhone: "(416) 555-0142",
      customerEmail: `${who}${booked}@${BENCH_DOMAIN}`,
      specialInstructions: "",
    };
  };
  const bareInsert = async (provider: BookingProvider, who: "sql" | "warm") => {
    const request = requestOf(provider, who);
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`
        INSERT INTO "Booking" ("providerId", "customerName", "customerPhone", "customerEmail", "serviceType",
          "serviceDetails", "specialInstructions", "preferredDate", "preferredTime", "estimatedPrice", "updatedAt")
        VALUES (${request.providerId}, ${request.customerName}, ${request.customerPhone}, ${request.customerEmail},
          ${request.serviceType}, ${request.serviceDetails}, ${request.specialInstructions}, ${BOOKING_DATE}::date,
          ${request.preferredTime}, ${provider.startingPrice}, now())
        RETURNING "id"`;
    });
  };

  const bookFor = async (provider: BookingProvider) => {
    for (let i = 0; i < BOOKING_WARM_UP; i += 1) {
      await createBooking(visitor, requestOf(provider, "warm"));
      await bareInsert(provider, "warm");
    }
    const statements = new Map<string, { count: number; ms: number; part: StatementPart }>();
    let current: { query: string; ms: number }[] = [];
    const appLatencies: number[] = [];
    const sqlLatencies: number[] = [];
    let sqlStatements = 0;
    for (let i = 0; i < bookings; i += 1) {
      current = [];
      onStatement = (query, ms) => current.push({ query, ms });
      let t0 = performance.now();
      await createBooking(visitor, requestOf(provider, "app"));
      appLatencies.push(performance.now() - t0);
      onStatement = null;
      for (const { query, ms, part } of partsOf(current)) {
        const seen = statements.get(query) ?? { count: 0, ms: 0, part };
        statements.set(query, { count: seen.count + 1, ms: seen.ms + ms, part });
      }
      onStatement = () => (sqlStatements += 1);
      t0 = performance.now();
      await bareInsert(provider, "sql");
      sqlLatencies.push(performance.now() - t0);
      onStatement = null;
    }
    await checkBookingNotices(prisma, provider, bookings);
    return {
      app: timingOf(appLatencies, sum(appLatencies) / 1000),
      sql: timingOf(sqlLatencies, sum(sqlLatencies) / 1000),
      statements,
      sqlPerBooking: sqlStatements / bookings,
    };
  };

  const results = [
    { provider: withAccount, ...(await bookFor(withAccount)) },
    { provider: withoutAccount, ...(await bookFor(withoutAccount)) },
  ];
  console.log(
    `\ncreateBooking on ${database.kind}: ${bookings} bookings per provider, a visitor's request context, each ` +
      `followed by the baseline's for the same provider; afterwards each booking has its provider's notifications`,
  );
  const table: Record<string, Record<string, number>> = {};
  for (const { provider, app, sql, statements, sqlPerBooking } of results) {
    const perBooking = sum([...statements.values()].map(({ count }) => count)) / bookings;
    table[`createBooking, ${provider.label}`] = { ...row(app, "bookings/s"), "SQL per booking": perBooking };
    table[`baseline: INSERT Booking alone, provider ${provider.id}`] = {
      ...row(sql, "bookings/s"),
      "SQL per booking": sqlPerBooking,
    };
  }
  console.table(table);
  for (const { provider, app, sql, statements, sqlPerBooking } of results) {
    const all = [...statements.values()];
    const notice = all.filter(({ part }) => part === "notification");
    console.log(
      `createBooking, ${provider.label}: ${app.perSecond} bookings/s against the bare INSERT's ${sql.perSecond} ` +
        `(p50 ${times(app.p50ms, sql.p50ms)}; ${pairRatio(app, sql)} as the median of the ${bookings} pairs); ` +
        `${sum(all.map(({ count }) => count)) / bookings} SQL statements per booking (Prisma's query events: ` +
        `the COMMIT but not the BEGIN; the baseline's: ${sqlPerBooking}), of which ` +
        `${sum(notice.map(({ count }) => count)) / bookings} read or write for the notification, ` +
        `${(sum(notice.map(({ ms }) => ms)) / bookings).toFixed(2)} ms of ` +
        `${(sum(all.map(({ ms }) => ms)) / bookings).toFixed(2)} ms in statements per booking (Prisma's durations), ` +
        `in a booking of ${app.meanMs} ms (mean):`,
    );
    for (const [query, { count, ms, part }] of statements) {
      console.log(
        `  ${(count / bookings).toFixed(1).padStart(5)} × ${(ms / count).toFixed(2).padStart(6)} ms  ` +
          `${part.padEnd(12)}  ${brief(query)}`,
      );
    }
  }
}

/** Guests' notifications, as a booking for a provider without an account records them, due at NOW. */
async function recordGuestNotifications(prisma: CountingClient, count: number) {
  for (let start = 0; start < count; start += RECORD_BATCH) {
    const drafts: NotificationDraft[] = Array.from({ length: Math.min(RECORD_BATCH, count - start) }, (_, i) => ({
      kind: "BOOKING_CREATED",
      recipient: { userId: null, email: `guest${start + i}@${BENCH_DOMAIN}` },
      title: "New booking",
      body: `Guest ${start + i} booked House Cleaning for Mon, Jan. 11, 2027 at 09:00.`,
      link: "/provider-dashboard",
    }));
    await prisma.$transaction((tx) => recordNotifications(tx, NOW, drafts), { timeout: 60_000 });
  }
}

/** Fails loudly unless every delivery was delivered exactly once: SENT, 1 attempt, finished. */
async function checkDeliveredOnce(prisma: CountingClient, label: string, count: number) {
  const [row] = await prisma.$queryRaw<[{ total: number; once: number }]>`
    SELECT count(*)::int AS "total",
           count(*) FILTER (WHERE "status" = 'SENT' AND "attempts" = 1 AND "finishedAt" IS NOT NULL)::int AS "once"
    FROM "NotificationDelivery"`;
  if (row.total !== count || row.once !== count) {
    throw new Error(`${label}: ${row.once} of ${row.total} deliveries SENT once, for ${count} notifications`);
  }
}

interface BookingProvider {
  id: number;
  label: string;
  serviceType: string;
  startingPrice: number;
  /** The accounts a notification goes to; none means its business address (email only). */
  accounts: number;
}

/** The demo provider with its account, or the first active provider without one; each with a service it offers. */
async function providerForBookings(prisma: CountingClient, hasAccount: boolean): Promise<BookingProvider> {
  const provider = await prisma.provider.findFirstOrThrow({
    where: { status: "ACTIVE", users: hasAccount ? { some: {} } : { none: {} }, categories: { some: {} } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      startingPrice: true,
      _count: { select: { users: true } },
      categories: { take: 1, orderBy: { categoryId: "asc" }, select: { category: { select: { slug: true } } } },
    },
  });
  const accounts = provider._count.users;
  return {
    id: provider.id,
    label: hasAccount
      ? `provider ${provider.id}, ${accounts} account${accounts === 1 ? "" : "s"} (PUSH + EMAIL)`
      : `provider ${provider.id}, no account (EMAIL)`,
    serviceType: provider.categories[0]!.category.slug,
    startingPrice: provider.startingPrice,
    accounts,
  };
}

/**
 * Fails loudly unless each of createBooking's bookings has its provider's notices (one per
 * account with PUSH and EMAIL, or one to the business address with EMAIL) and the baseline's none.
 */
async function checkBookingNotices(prisma: CountingClient, provider: BookingProvider, count: number) {
  const rows = await prisma.$queryRaw<{ who: string; bookings: number; notifications: number; deliveries: number }[]>`
    SELECT left(b."customerEmail", 3) AS "who", count(DISTINCT b."id")::int AS "bookings",
           count(DISTINCT n."id")::int AS "notifications", count(d."id")::int AS "deliveries"
    FROM "Booking" b
    LEFT JOIN "Notification" n ON n."bookingId" = b."id"
    LEFT JOIN "NotificationDelivery" d ON d."notificationId" = n."id"
    WHERE b."providerId" = ${provider.id} AND b."customerEmail" LIKE ${`%@${BENCH_DOMAIN}`}
      AND left(b."customerEmail", 3) IN ('app', 'sql')
    GROUP BY 1`;
  const of = (who: string) => rows.find((row) => row.who === who) ?? { bookings: 0, notifications: 0, deliveries: 0 };
  const notices = Math.max(provider.accounts, 1);
  const expected = {
    app: { bookings: count, notifications: count * notices, deliveries: count * notices * (provider.accounts ? 2 : 1) },
    sql: { bookings: count, notifications: 0, deliveries: 0 },
  };
  for (const who of ["app", "sql"] as const) {
    const { bookings: b, notifications: n, deliveries: d } = of(who);
    const want = expected[who];
    if (b !== want.bookings || n !== want.notifications || d !== want.deliveries) {
      throw new Error(
        `${provider.label}, ${who}: ${b} bookings, ${n} notifications, ${d} deliveries; expected ${JSON.stringify(want)}`,
      );
    }
  }
}

type StatementPart = "booking" | "notification" | "commit";

/**
 * Which of one createBooking's statements are the notification's: insertBooking's last step is
 * notifyBookingCreated, so everything after the booking's INSERT and before the COMMIT.
 */
function partsOf(statements: { query: string; ms: number }[]) {
  const insert = statements.findIndex(({ query }) => /^INSERT INTO (?:"[^"]+"\.)?"Booking"/.test(query.trim()));
  if (insert < 0) throw new Error("createBooking ran no INSERT INTO Booking");
  return statements.map(({ query, ms }, index) => ({
    query,
    ms,
    part: (isCommit(query) ? "commit" : index > insert ? "notification" : "booking") as StatementPart,
  }));
}

/** Prisma reports an interactive transaction's end as a comment naming the COMMIT it sent. */
const isCommit = (query: string) => /^(?:-- Implicit "COMMIT"|COMMIT\b)/i.test(query.trim());

/** `runs` calls of each task, one after the other in turns: each one's latencies and rate. */
async function takeTurns(runs: number, first: () => Promise<void>, second: () => Promise<void>) {
  const firstMs: number[] = [];
  const secondMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    let t0 = performance.now();
    await first();
    firstMs.push(performance.now() - t0);
    t0 = performance.now();
    await second();
    secondMs.push(performance.now() - t0);
  }
  return [timingOf(firstMs, sum(firstMs) / 1000), timingOf(secondMs, sum(secondMs) / 1000)] as const;
}

/** Medians over the repetitions (and the slowest and fastest), per delivery. */
function summarize(runs: Repetition[], count: number) {
  const rates = runs.map((run) => count / run.seconds);
  const perSecond = Math.round(median(rates));
  const msPer = Number(median(runs.map((run) => (run.seconds * 1000) / count)).toFixed(3));
  const statementsPer = Number((countOf(runs.map((run) => run.statements)) / runs.length / count).toFixed(2));
  return {
    perSecond,
    msPer,
    statementsPer,
    row: {
      "deliveries/s": perSecond,
      "slowest/s": Math.round(Math.min(...rates)),
      "fastest/s": Math.round(Math.max(...rates)),
      "ms per delivery": msPer,
      "SQL per delivery": statementsPer,
      "RSS growth MB": Number(median(runs.map((run) => run.memory.rssGrowthMb)).toFixed(1)),
      "heap kept MB": Number(median(runs.map((run) => run.memory.heapRetainedMb)).toFixed(1)),
      "peak RSS MB": Math.max(...runs.map((run) => run.memory.peakRssMb)),
    },
  };
}

function row(timing: Timing, unit: string) {
  return { [unit]: timing.perSecond, "mean ms": timing.meanMs, "p50 ms": timing.p50ms, "p95 ms": timing.p95ms };
}

/** The median of the items' latency ratios, item by item (each pair ran back to back). */
const pairRatio = (slow: Timing, fast: Timing) =>
  `${median(slow.byItem.map((ms, i) => ms / fast.byItem[i]!)).toFixed(1)}×`;

/** The statements of `runs` runs, grouped by their text: how many per run and their mean time. */
function statementSummary(seen: Statements[], runs: number): string[] {
  const groups = new Map<string, { count: number; ms: number }>();
  for (const [query, { count, ms }] of seen.flatMap((statements) => [...statements])) {
    const key = oneLine(query);
    const group = groups.get(key) ?? { count: 0, ms: 0 };
    groups.set(key, { count: group.count + count, ms: group.ms + ms });
  }
  return [...groups].map(([query, { count, ms }]) => {
    const text = brief(query);
    const perRun = String(Number((count / runs).toFixed(1)));
    return `${perRun.padStart(6)} × ${(ms / count).toFixed(2).padStart(7)} ms  ${text}`;
  });
}

const oneLine = (query: string) => query.replace(/\s+/g, " ").trim();

/** A statement in one short line: its beginning, and its WHERE when cut (two UPDATEs of a table differ there). */
function brief(query: string): string {
  const text = oneLine(query);
  if (text.length <= 110) return text;
  const where = text.lastIndexOf(" WHERE ");
  if (where < 60) return `${text.slice(0, 109)}…`;
  const condition = text.slice(where + 1);
  return `${text.slice(0, 55)}… ${condition.length > 55 ? `${condition.slice(0, 54)}…` : condition}`;
}
const countOf = (seen: Statements[]) =>
  seen.reduce((total, statements) => total + sum([...statements.values()].map(({ count }) => count)), 0);
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const times = (slow: number, fast: number) => `${(slow / fast).toFixed(1)}×`;

function positive(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

await main();
