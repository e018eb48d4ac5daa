// npm run bench:account-data [-- --providers 2000 --bookings 200 --accounts 30]
//
// The doors that read or write a whole account, through the real app, each beside a
// baseline measured in the same run on the same driver:
// - marketplaceFigures counted afresh (the home's figures, once a minute per instance), beside
//   `SELECT 1`, and the cached answer the other requests of that minute get;
// - GET /api/account/export for a customer with `bookings` bookings (a third of them paid),
//   beside one hand-written statement reading those bookings alone;
// - deleteAccount for such a customer, beside the floor of the same work: the password check
//   and one transaction that blanks the bookings and schedules and deletes the account.
// It also counts the SQL statements of an export and of a deletion (they must not grow with
// the bookings), and checks that deleting left the payments and the ledger's totals unchanged.
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL, in the
// URL's `?schema=` or else in the schema bench_account_data, whose tables it empties first.
import { parseArgs } from "node:util";
import { createApp } from "../graph/src/app.ts";
import type { Clock, Context } from "../graph/src/context.ts";
import type { Prisma } from "../graph/src/generated/prisma/client.ts";
import { hashPassword, verifyPassword } from "../graph/src/services/accounts/password.ts";
import { FIGURES_MAX_AGE_MS, marketplaceFigures } from "../graph/src/services/marketplace/figures.ts";
import { PREFERRED_TIMES } from "../shared/bookings/booking-time.ts";
import { splitPayment } from "../shared/payments/commission.ts";
import { openBenchDatabase, type CountingClient } from "./support/bench-database.ts";
import { measure, type Timing } from "./support/bench-timing.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "2000" },
    bookings: { type: "string", default: "200" },
    accounts: { type: "string", default: "30" },
    requests: { type: "string", default: "200" },
  },
});
const providers = Number(values.providers);
const bookingsPerAccount = Number(values.bookings);
const accounts = Number(values.accounts);
const requests = Number(values.requests);

const PASSWORD = "bench account data 1";
const DAY_MS = 86_400_000;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`;
const DELETE = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`;

async function main() {
  const database = await openBenchDatabase({ name: "account_data", providers });
  const { prisma } = database;
  let statements = 0;
  prisma.$on("query", () => {
    statements += 1;
  });
  const app = createApp({ db: prisma, logError: (message, error) => console.error(message, error) });
  const post = (body: unknown, cookie?: string) =>
    app.fetch(
      new Request("http://bench/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
    );

  // Three groups of customers with the same book: one exported, one deleted through the app,
  // one deleted by the floor.
  const passwordHash = await hashPassword(PASSWORD);
  const exported = await createCustomers(prisma, "export", 1, passwordHash);
  const viaApp = await createCustomers(prisma, "app", accounts, passwordHash);
  const viaFloor = await createCustomers(prisma, "floor", accounts, passwordHash);
  await database.analyze();
  const cookies = new Map<number, string>();
  for (const customer of [...exported, ...viaApp]) cookies.set(customer.id, await signIn(post, customer.email));

  // The figures: counted afresh on every call (a clock a minute on each time), or cached.
  let now = Date.now();
  const stepping: Clock = { now: () => new Date((now += FIGURES_MAX_AGE_MS)) };
  const fixed: Clock = { now: () => new Date(now) };
  const contextWith = (clock: Clock) => ({ db: prisma, clock }) as unknown as Context;
  const fresh = () => marketplaceFigures(contextWith(stepping));
  const cached = () => marketplaceFigures(contextWith(fixed));
  const selectOne = () => prisma.$queryRawUnsafe(`SELECT 1`);
  const figures = await fresh();
  const times = Array.from({ length: requests }, (_, index) => index);
  for (let i = 0; i < 20; i += 1) await Promise.all([fresh(), selectOne()]);
  const figureTimings = {
    fresh: await measure(times, 1, fresh),
    cached: await measure(times, 1, cached),
    selectOne: await measure(times, 1, selectOne),
  };

  // The export, and its floor: the bookings alone in one statement.
  const exporter = exported[0]!;
  const exportOnce = async () => {
    const response = await app.fetch(
      new Request("http://bench/api/account/export", { headers: { cookie: cookies.get(exporter.id)! } }),
    );
    if (response.status !== 200) throw new Error(`Export answered ${response.status}`);
    return (await response.json()) as { bookings: unknown[] };
  };
  const bookingsAlone = () =>
    prisma.$queryRawUnsafe(
      `SELECT * FROM "Booking" WHERE "customerId" = $1 ORDER BY "createdAt" DESC, id DESC`,
      exporter.id,
    );
  const document = await exportOnce();
  if (document.bookings.length !== bookingsPerAccount) throw new Error("The export lacks bookings");
  for (let i = 0; i < 20; i += 1) await Promise.all([exportOnce(), bookingsAlone()]);
  statements = 0;
  await exportOnce();
  const exportStatements = statements;
  const exportBytes = JSON.stringify(document).length;
  const exportTimings = {
    app: await measure(times, 1, exportOnce),
    floor: await measure(times, 1, bookingsAlone),
  };

  // Deletion through the app, and its floor; the money must not move.
  const booksBefore = await books(prisma);
  statements = 0;
  const deleteTiming = await measure(viaApp, 1, async (customer) => {
    const response = await post(
      { query: DELETE, variables: { input: { password: PASSWORD } } },
      cookies.get(customer.id),
    );
    const body = (await response.json()) as { data?: { deleteAccount: { __typename: string } } };
    if (body.data?.deleteAccount.__typename !== "DeleteAccountPayload") {
      throw new Error(`deleteAccount answered ${JSON.stringify(body).slice(0, 300)}`);
    }
  });
  const deleteStatements = statements / viaApp.length;
  const floorTiming = await measure(viaFloor, 1, async (customer) => {
    const user = await prisma.user.findUniqueOrThrow({ where: { id: customer.id }, select: { passwordHash: true } });
    if (!(await verifyPassword(user.passwordHash, PASSWORD))) throw new Error("The floor's password check failed");
    await prisma.$transaction([
      prisma.$executeRawUnsafe(
        `UPDATE "Booking" SET "customerErasedAt" = now(), "customerName" = '', "customerPhone" = '', "customerEmail" = '',
           "address" = NULL, "serviceDetails" = '', "specialInstructions" = '' WHERE "customerId" = $1`,
        customer.id,
      ),
      prisma.$executeRawUnsafe(
        `UPDATE "RecurringSchedule" SET "customerErasedAt" = now(), "customerName" = '', "customerPhone" = '',
           "customerEmail" = '', "serviceDetails" = '', "specialInstructions" = '' WHERE "customerId" = $1`,
        customer.id,
      ),
      prisma.$executeRawUnsafe(`DELETE FROM "User" WHERE id = $1`, customer.id),
    ]);
  });
  const booksAfter = await books(prisma);
  if (JSON.stringify(booksBefore) !== JSON.stringify(booksAfter)) {
    throw new Error(`Deleting accounts moved money: ${JSON.stringify(booksBefore)} → ${JSON.stringify(booksAfter)}`);
  }

  console.log(
    `\naccount data on ${database.kind}: ${providers} providers, ${figures.cities} cities, ${figures.completedJobs} ` +
      `completed jobs; customers with ${bookingsPerAccount} bookings each (${Math.ceil(bookingsPerAccount / 3)} paid)`,
  );
  console.table({
    "marketplaceFigures counted afresh": row(figureTimings.fresh),
    "marketplaceFigures from the minute's cache": row(figureTimings.cached),
    "baseline: SELECT 1": row(figureTimings.selectOne),
    "GET /api/account/export": row(exportTimings.app),
    "floor: the bookings alone, one statement": row(exportTimings.floor),
    "deleteAccount (GraphQL)": row(deleteTiming),
    "floor: password check + one transaction": row(floorTiming),
  });
  const ratio = (a: Timing, b: Timing) => (a.p50ms / b.p50ms).toFixed(1);
  console.log(`Counting the figures afresh: p50 ${ratio(figureTimings.fresh, figureTimings.selectOne)}× SELECT 1's`);
  console.log(
    `Export: p50 ${ratio(exportTimings.app, exportTimings.floor)}× the floor's, ${exportStatements} SQL statements, ` +
      `${(exportBytes / 1024).toFixed(0)} KB of JSON`,
  );
  console.log(
    `Deletion: p50 ${ratio(deleteTiming, floorTiming)}× the floor's, ${deleteStatements.toFixed(0)} SQL statements ` +
      `per account; payments and ledger totals unchanged (${booksAfter.payments} payments, ` +
      `${booksAfter.ledger.map((entry) => `${entry.kind} ${entry.total}`).join(", ")})`,
  );
  await database.close();
}

interface Customer {
  id: number;
  email: string;
}

/** `count` customers, each with the same book: bookings over the past year, a third paid and settled. */
async function createCustomers(prisma: CountingClient, group: string, count: number, passwordHash: string) {
  const created: Customer[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `${group}-${index}@bench.test`;
    const user = await prisma.user.create({ data: { email, name: `Bench ${group} ${index}`, passwordHash } });
    created.push({ id: user.id, email });
    const bookings: Prisma.BookingCreateManyInput[] = Array.from({ length: bookingsPerAccount }, (_, n) => ({
      providerId: 1 + (n % 20),
      customerId: user.id,
      customerName: `Bench ${group} ${index}`,
      customerPhone: "416-555-0100",
      customerEmail: email,
      address: `${n} Queen St W, Toronto`,
      serviceType: "house-cleaning",
      preferredDate: new Date(Date.UTC(2026, 0, 1) + (n % 330) * DAY_MS),
      preferredTime: PREFERRED_TIMES[n % PREFERRED_TIMES.length]!,
      status: "COMPLETED",
      estimatedPrice: 15_000,
      actualPrice: 15_000,
      completedAt: new Date(Date.UTC(2026, 0, 1) + (n % 330) * DAY_MS),
    }));
    const rows = await prisma.booking.createManyAndReturn({ data: bookings, select: { id: true, providerId: true } });
    for (const booking of rows.filter((_, n) => n % 3 === 0)) {
      const { platformFee, providerShare } = splitPayment(15_000);
      await prisma.payment.create({
        data: {
          bookingId: booking.id,
          providerId: booking.providerId,
          customerId: user.id,
          totalAmount: 15_000,
          platformFee,
          paymentStatus: "COMPLETED",
          settledAt: new Date(),
          ledgerEntries: {
            create: [
              { kind: "PLATFORM_FEE", amount: platformFee, reference: "settlement", occurredAt: new Date() },
              { kind: "PROVIDER_SHARE", amount: providerShare, reference: "settlement", occurredAt: new Date() },
            ],
          },
        },
      });
    }
  }
  return created;
}

async function signIn(post: (body: unknown) => Response | Promise<Response>, email: string): Promise<string> {
  const response = await post({ query: SIGN_IN, variables: { input: { email, password: PASSWORD } } });
  const session = response.headers.getSetCookie().find((header) => header.startsWith("sid="));
  if (!session) throw new Error(`${email} did not sign in: ${await response.text()}`);
  return session.split(";")[0]!;
}

/** What deleting an account must not move: the payments' amounts and the ledger's totals by kind. */
async function books(prisma: CountingClient) {
  const payments = await prisma.payment.aggregate({ _count: true, _sum: { totalAmount: true, platformFee: true } });
  const ledger = await prisma.ledgerEntry.groupBy({ by: ["kind"], _sum: { amount: true }, orderBy: { kind: "asc" } });
  return {
    payments: payments._count,
    totals: payments._sum,
    ledger: ledger.map((entry) => ({ kind: entry.kind, total: entry._sum.amount })),
  };
}

const row = ({ perSecond, meanMs, p50ms, p95ms }: Timing) => ({ "req/s": perSecond, meanMs, p50ms, p95ms });

await main();
