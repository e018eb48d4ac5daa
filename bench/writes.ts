// npm run bench:writes [-- --providers 10000 --requests 900 --concurrency 8 --load-rounds 3 --reuse]
//
// The booking write, POST /api/bookings, as a signed-in customer (a real session cookie)
// with a new idempotency key on every request and a checked service address, against the
// marketplace's app, beside a bare baseline writing the same rows in one hand-written
// transaction (support/writes-baseline.ts: node:http, pg, prepared statements): the key, the
// booking, the provider's and the customer's notifications and their delivery rows. Both
// servers run in processes of their own (support/measured-server.ts): requests/s, p50/p99,
// CPU ms per booking of the server and of its PostgreSQL backends, and SQL statements per
// booking, counted by a hook on the pg driver inside each server (BEGIN and COMMIT included).
// Afterwards it counts the rows each side wrote per booking: they must be the same.
//
// Runs on PostgreSQL: a fresh database `bench_writes` (BENCH_WRITES_DATABASE_URL to change it).
import { parseArgs } from "node:util";
import type pg from "pg";
import { bookingRequest, customerCookie } from "./support/bench-session.ts";
import { type MeasuredTarget, measureInRounds } from "./support/measured-load.ts";
import { type MeasuredServer, startAppAndBaseline } from "./support/measured-servers.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "900" },
    concurrency: { type: "string", default: "8" },
    "load-rounds": { type: "string", default: "3" },
    reuse: { type: "boolean", default: false },
  },
});
const databaseUrl = process.env.BENCH_WRITES_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_writes";

async function main() {
  const servers = await startAppAndBaseline(databaseUrl, "writes-baseline", {
    providers: Number(values.providers),
    reuse: values.reuse,
  });
  const { admin, app, bare } = servers;
  try {
    const cookie = await customerCookie(admin);
    const {
      rows: [toronto],
    } = await admin.query(`SELECT id FROM "City" WHERE slug = 'toronto-ontario'`);
    // Each side's bookings carry its name and this run's in serviceDetails, for the rows'
    // count below; its keys carry the run too, since a reused database keeps the last run's.
    const run = Date.now().toString(36);
    const target = (server: MeasuredServer, side: string): MeasuredTarget => ({
      server,
      path: "/api/bookings",
      method: "POST",
      headers: { "content-type": "application/json", cookie, "idempotency-key": `${side}-${run}-__SEQ__` },
      body: JSON.stringify(bookingRequest(toronto.id, `${run}:${side}`)),
      status: 201,
    });
    const targets = {
      "REST POST /api/bookings": target(app, "app"),
      "baseline, one transaction": target(bare, "bare"),
    };
    const figures = await measureInRounds(admin, targets, {
      requests: Number(values.requests),
      concurrency: Number(values.concurrency),
      rounds: Number(values["load-rounds"]),
      warmUp: 100,
    });
    const rows = await rowsPerBooking(admin, run);

    console.log(
      `\nbooking writes as a signed-in customer, a new idempotency key each: ${values.requests} requests each ` +
        `in ${values["load-rounds"]} interleaved rounds, concurrency ${values.concurrency}, on PostgreSQL. ` +
        `CPU ms and statements are per booking.`,
    );
    console.table(figures);
    const [ours, theirs] = [figures["REST POST /api/bookings"], figures["baseline, one transaction"]];
    console.log(
      `The app's booking write: throughput ${Math.round((ours.requestsPerSecond / theirs.requestsPerSecond) * 100)}% ` +
        `of the baseline's, p99 ${(ours.p99ms / theirs.p99ms).toFixed(2)}×, server CPU ` +
        `${(ours.serverCpuMs / theirs.serverCpuMs).toFixed(2)}×, PostgreSQL CPU ` +
        `${(ours.postgresCpuMs / theirs.postgresCpuMs).toFixed(2)}×, statements ${ours.statements} vs ${theirs.statements}`,
    );
    console.log(`Rows written per booking (they must match):`);
    console.table(rows);
    const each = (side: string) => JSON.stringify({ ...rows[side], bookings: 0 });
    if (!rows.app || each("app") !== each("bare")) {
      console.error("The baseline does not write the rows the app writes");
      process.exitCode = 1;
    }
  } finally {
    await servers.stop();
  }
}

/** Per side: bookings, and the keys, notifications and deliveries per booking. */
async function rowsPerBooking(admin: pg.Client, run: string) {
  const { rows } = await admin.query<{
    side: string;
    bookings: number;
    keys: string;
    notices: string;
    deliveries: string;
  }>(
    `
    SELECT split_part(b."serviceDetails", ':', 2) AS side, count(*)::int AS bookings,
      round((SELECT count(*) FROM "IdempotencyKey" k WHERE k.scope = 'createBooking'
             AND k."resultId" IN (SELECT id FROM "Booking" WHERE "serviceDetails" = b."serviceDetails"))::numeric / count(*), 2) AS keys,
      round(sum((SELECT count(*) FROM "Notification" n WHERE n."bookingId" = b.id))::numeric / count(*), 2) AS notices,
      round(sum((SELECT count(*) FROM "NotificationDelivery" d JOIN "Notification" n ON n.id = d."notificationId"
                 WHERE n."bookingId" = b.id))::numeric / count(*), 2) AS deliveries
    FROM "Booking" b WHERE b."serviceDetails" LIKE $1 || ':%' GROUP BY b."serviceDetails" ORDER BY 1`,
    [run],
  );
  return Object.fromEntries(
    rows.map(({ side, bookings, keys, notices, deliveries }) => [
      side,
      { bookings, keysEach: Number(keys), notificationsEach: Number(notices), deliveriesEach: Number(deliveries) },
    ]),
  );
}

await main();
