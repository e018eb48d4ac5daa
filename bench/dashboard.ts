// npm run bench:dashboard [-- --providers 50 --bookings 5000 --requests 400 --concurrency 1]
//
// The provider dashboard (stats, today's bookings, the first 20 upcoming, the latest 10
// completed) as the SPA asks for it: one GraphQL query with the provider's session cookie,
// through the real app. Beside it, a baseline measured in the same run: the stats alone
// from one hand-written SQL statement on the same driver. Also prints how many SQL
// statements one dashboard request issues at a tenth of the bookings and at all of them:
// it must not grow with the bookings (no query per row, no counting in JavaScript).
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL, in the
// URL's `?schema=` or else in the schema bench_dashboard, whose tables it empties first.
import { parseArgs } from "node:util";
import { createApp } from "../graph/src/app.ts";
import { type Prisma, type PrismaClient } from "../graph/src/generated/prisma/client.ts";
import { PREFERRED_TIMES } from "../shared/bookings/booking-time.ts";
import { openBenchDatabase } from "./support/bench-database.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "50" },
    bookings: { type: "string", default: "5000" },
    requests: { type: "string", default: "400" },
    concurrency: { type: "string", default: "1" },
  },
});
const providers = Number(values.providers);
const bookings = Number(values.bookings);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

const PROVIDER_ID = 1;
const PROVIDER_EMAIL = "provider@demo.test";
const DAY_MS = 86_400_000;
const INSERT_BATCH = 1_000;
/** Today's bookings are a day's work in every book, so every answer is the same size. */
const TODAY_BOOKINGS = 8;
/** The smaller book the statement count is compared at: a tenth of the bookings. */
const fewerBookings = Math.max(TODAY_BOOKINGS, Math.round(bookings / 10));

const BOOKING_FIELDS = `id databaseId status serviceType serviceDetails specialInstructions preferredDate preferredTime
  customerName customerPhone customerEmail address estimatedPrice actualPrice completedAt nextStatuses`;

const QUERY = `query ProviderDashboard {
  providerDashboard {
    today
    timeZone
    provider { id name }
    stats { totalBookings completedBookings averageRating reviewCount thisMonthEarnings }
    bookingsToday { ${BOOKING_FIELDS} }
    upcomingBookings(first: 20) { edges { node { ${BOOKING_FIELDS} } } pageInfo { hasNextPage endCursor } }
    recentlyCompleted { ${BOOKING_FIELDS} }
  }
}`;

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }`;

// The baseline: the dashboard's stats in one statement, this month on the provider's calendar
// (the month's bounds as UTC wall-clock, like the completedAt column).
const BASELINE_SQL = `
  SELECT count(*)::int AS "total",
         (count(*) FILTER (WHERE b.status = 'COMPLETED'))::int AS "completed",
         coalesce(sum(b."actualPrice") FILTER (WHERE b.status = 'COMPLETED' AND b."completedAt" >= m."start"
                                                 AND b."completedAt" < m."start" + interval '1 month'), 0)::int
           AS "earnings"
  FROM (SELECT (date_trunc('month', now() AT TIME ZONE c."timeZone") AT TIME ZONE c."timeZone") AT TIME ZONE 'UTC'
                 AS "start"
        FROM "Provider" p JOIN "City" c ON c.id = p."cityId" WHERE p.id = $1) m
  JOIN "Booking" b ON b."providerId" = $1`;

interface Stats {
  totalBookings: number;
  completedBookings: number;
  thisMonthEarnings: number;
}

async function main() {
  const database = await openBenchDatabase({ name: "dashboard", providers: providers });
  const { prisma } = database;
  let statements = 0;
  prisma.$on("query", () => {
    statements += 1;
  });
  const app = createApp({ db: prisma, logError: (message, error) => console.error(message, error) });
  const timeZone = (
    await prisma.provider.findUniqueOrThrow({
      where: { id: PROVIDER_ID },
      select: { city: { select: { timeZone: true } } },
    })
  ).city.timeZone;

  const post = async (body: unknown, cookie?: string): Promise<Response> =>
    app.fetch(
      new Request("http://bench/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
    );
  const cookie = await signIn(post);

  const dashboard = async (): Promise<Stats> => {
    const response = await post({ query: QUERY }, cookie);
    const body = (await response.json()) as { data?: { providerDashboard: { stats: Stats } }; errors?: unknown };
    if (!body.data) throw new Error(`Unexpected GraphQL answer: ${JSON.stringify(body).slice(0, 300)}`);
    const { totalBookings, completedBookings, thisMonthEarnings } = body.data.providerDashboard.stats;
    return { totalBookings, completedBookings, thisMonthEarnings };
  };
  const baseline = async (): Promise<Stats> => {
    const [row] = await prisma.$queryRawUnsafe<{ total: number; completed: number; earnings: number }[]>(
      BASELINE_SQL,
      PROVIDER_ID,
    );
    if (!row) throw new Error("The baseline found no provider");
    return { totalBookings: row.total, completedBookings: row.completed, thisMonthEarnings: row.earnings };
  };

  /** The same stats from both, or the comparison means nothing; then warm-up, counting, timing. */
  const measureAt = async (count: number) => {
    const [fromGraphQL, fromBaseline] = [await dashboard(), await baseline()];
    if (fromGraphQL.totalBookings !== count || JSON.stringify(fromGraphQL) !== JSON.stringify(fromBaseline)) {
      throw new Error(`Stats disagree: GraphQL ${JSON.stringify(fromGraphQL)}, SQL ${JSON.stringify(fromBaseline)}`);
    }
    for (let i = 0; i < 30; i += 1) {
      await dashboard();
      await baseline();
    }
    statements = 0;
    await dashboard();
    const perRequest = statements;
    return {
      perRequest,
      graphql: await measure(dashboard),
      baselineTimes: await measure(baseline),
      stats: fromGraphQL,
    };
  };

  await insertBookings(prisma, timeZone, 0, fewerBookings);
  await database.analyze();
  const fewer = await measureAt(fewerBookings);
  await insertBookings(prisma, timeZone, fewerBookings, bookings);
  await database.analyze();
  const all = await measureAt(bookings);

  console.log(
    `\nprovider dashboard: provider ${PROVIDER_ID} of ${providers} on ${database.kind}, ${requests} requests, ` +
      `concurrency ${concurrency}; same stats from both (${bookings} bookings, ${all.stats.completedBookings} completed, ` +
      `${(all.stats.thisMonthEarnings / 100).toFixed(2)} dollars this month)`,
  );
  console.table({
    [`GraphQL providerDashboard, ${fewerBookings} bookings`]: fewer.graphql,
    [`baseline: one SQL statement (stats only), ${fewerBookings} bookings`]: fewer.baselineTimes,
    [`GraphQL providerDashboard, ${bookings} bookings`]: all.graphql,
    [`baseline: one SQL statement (stats only), ${bookings} bookings`]: all.baselineTimes,
  });
  for (const [count, { graphql, baselineTimes }] of [
    [fewerBookings, fewer],
    [bookings, all],
  ] as const) {
    console.log(
      `At ${count} bookings the dashboard's throughput is ` +
        `${((graphql.requestsPerSecond / baselineTimes.requestsPerSecond) * 100).toFixed(0)}% of the baseline's ` +
        `(p50 ${(graphql.p50ms / baselineTimes.p50ms).toFixed(1)}× the baseline's)`,
    );
  }
  console.log(
    `SQL statements per dashboard request: ${fewerBookings} bookings → ${fewer.perRequest}, ${bookings} bookings → ${all.perRequest}`,
  );

  await database.close();
  if (all.perRequest !== fewer.perRequest) process.exitCode = 1;
}

async function signIn(post: (body: unknown) => Promise<Response>): Promise<string> {
  const response = await post({
    query: SIGN_IN,
    variables: { input: { email: PROVIDER_EMAIL, password: "demo-password" } },
  });
  const session = response.headers.getSetCookie().find((header) => header.startsWith("sid="));
  if (!session) throw new Error(`${PROVIDER_EMAIL} did not sign in: ${await response.text()}`);
  return session.split(";")[0]!;
}

/**
 * Bookings `from` to `to` of a provider's book, the same every run: a handful today (first
 * of all, so the smaller book has them too), then confirmed ones ahead, completed ones over
 * the last three months, cancelled ones either side, in the proportions of a busy provider.
 */
async function insertBookings(prisma: PrismaClient, timeZone: string, from: number, to: number) {
  const now = Date.now();
  const today = dateIn(timeZone, new Date(now));
  const rows: Prisma.BookingCreateManyInput[] = [];
  for (let index = from; index < to; index += 1) {
    const base = {
      providerId: PROVIDER_ID,
      customerName: `Customer ${index}`,
      customerPhone: "416-555-0100",
      customerEmail: `customer${index}@bench.test`,
      serviceType: "house-cleaning",
      preferredTime: PREFERRED_TIMES[index % PREFERRED_TIMES.length]!,
      estimatedPrice: 12_000 + (index % 7) * 1_000,
    };
    const daysAhead = 1 + ((index * 7) % 180);
    const minutesAgo = (index * 7_919) % (90 * 24 * 60);
    if (index < TODAY_BOOKINGS) {
      rows.push({ ...base, preferredDate: dateColumn(today), status: index < 6 ? "CONFIRMED" : "IN_PROGRESS" });
    } else if (index % 10 < 4) {
      rows.push({ ...base, preferredDate: dateColumn(addDays(today, daysAhead)), status: "CONFIRMED" });
    } else if (index % 10 < 8) {
      const completedAt = new Date(now - minutesAgo * 60_000);
      rows.push({
        ...base,
        preferredDate: dateColumn(dateIn(timeZone, completedAt)),
        status: "COMPLETED",
        completedAt,
        actualPrice: base.estimatedPrice + (index % 3) * 500,
      });
    } else {
      const days = index % 10 === 8 ? -Math.ceil(minutesAgo / (24 * 60)) : daysAhead;
      rows.push({ ...base, preferredDate: dateColumn(addDays(today, days)), status: "CANCELLED" });
    }
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await prisma.booking.createMany({ data: rows.slice(start, start + INSERT_BATCH) });
  }
}

/** YYYY-MM-DD of `instant` on `timeZone`'s calendar. */
function dateIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

const dateColumn = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const addDays = (isoDate: string, days: number) =>
  new Date(dateColumn(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);

async function measure(run: () => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const mean = latencies.reduce((sum, latency) => sum + latency, 0) / latencies.length;
  return {
    requestsPerSecond: Math.round(requests / seconds),
    meanMs: Number(mean.toFixed(2)),
    p50ms: Number(at(0.5).toFixed(2)),
    p95ms: Number(at(0.95).toFixed(2)),
  };
}

await main();
