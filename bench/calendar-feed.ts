// npm run bench:calendar [-- --providers 50 --bookings 1000 --requests 200]
//
// A provider's private calendar feed (GET /api/provider/{id}/calendar.ics?token=…) as a
// calendar app reads it, through the real app: the token checked, the bookings read through
// Prisma, every event written by ical-generator with its zone. Beside it, a baseline measured in
// the same run on the same driver: one hand-written SQL statement reading the same bookings'
// columns, written out as VEVENT lines by a template string (no zone block, no escaping beyond
// the essentials). Both must carry the same number of events, or the comparison means nothing.
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL, in the
// URL's `?schema=` or else in the schema bench_calendar, whose tables it empties first.
import { parseArgs } from "node:util";
import { createApp } from "../graph/src/app.ts";
import type { Prisma, PrismaClient } from "../graph/src/generated/prisma/client.ts";
import { calendarFeedPath } from "../graph/src/services/calendars/provider-feed.ts";
import { PREFERRED_TIMES } from "../shared/bookings/booking-time.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { measure } from "./support/bench-timing.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "50" },
    bookings: { type: "string", default: "1000" },
    requests: { type: "string", default: "200" },
  },
});
const providers = Number(values.providers);
const bookings = Number(values.bookings);
const requests = Number(values.requests);
const PROVIDER_ID = 1;
const DAY_MS = 86_400_000;

const BASELINE_SQL = `
  SELECT b."id", b."calendarSequence", to_char(b."preferredDate", 'YYYYMMDD') AS "day",
         replace(b."preferredTime", ':', '') AS "time", b."customerName", b."serviceType", b."address"
  FROM "Booking" b
  WHERE b."providerId" = $1 AND b."status" <> 'CANCELLED' AND b."preferredDate" >= (now() - interval '90 days')::date
  ORDER BY b."preferredDate", b."preferredTime", b."id"
  LIMIT 2000`;

interface BaselineRow {
  id: number;
  calendarSequence: number;
  day: string;
  time: string;
  customerName: string;
  serviceType: string;
  address: string | null;
}

const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");

async function main() {
  const database = await openBenchDatabase({ name: "calendar", providers });
  const { prisma } = database;
  await prisma.provider.update({ where: { id: PROVIDER_ID }, data: { calendarFeedVersion: 1 } });
  const timeZone = (
    await prisma.provider.findUniqueOrThrow({
      where: { id: PROVIDER_ID },
      select: { city: { select: { timeZone: true } } },
    })
  ).city.timeZone;
  await insertBookings(prisma, timeZone);
  await database.analyze();
  const app = createApp({ db: prisma, logError: (message, error) => console.error(message, error) });
  const path = calendarFeedPath(PROVIDER_ID, 1);

  const feed = async () => {
    const response = await app.fetch(new Request(`http://bench${path}`));
    if (response.status !== 200) throw new Error(`The feed answered ${response.status}`);
    return response.text();
  };
  const baseline = async () => {
    const rows = await prisma.$queryRawUnsafe<BaselineRow[]>(BASELINE_SQL, PROVIDER_ID);
    const stamp = new Date().toISOString().replace(/[-:]/g, "").slice(0, 15);
    const events = rows.map(
      (row) =>
        `BEGIN:VEVENT\r\nUID:booking-${row.id}@local-services-marketplace\r\nSEQUENCE:${row.calendarSequence}\r\n` +
        `DTSTAMP:${stamp}Z\r\nDTSTART;TZID=${timeZone}:${row.day}T${row.time}00\r\n` +
        `SUMMARY:${escapeText(`${row.serviceType}: ${row.customerName}`)}\r\nLOCATION:${escapeText(row.address ?? "")}\r\nEND:VEVENT\r\n`,
    );
    return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join("")}END:VCALENDAR\r\n`;
  };

  const count = (text: string) => text.split("BEGIN:VEVENT").length - 1;
  const [fromFeed, fromBaseline] = [await feed(), await baseline()];
  if (count(fromFeed) !== count(fromBaseline) || count(fromFeed) === 0) {
    throw new Error(`Event counts differ: feed ${count(fromFeed)}, baseline ${count(fromBaseline)}`);
  }
  for (let i = 0; i < 20; i += 1) {
    await feed();
    await baseline();
  }
  const items = Array.from({ length: requests }, (_, index) => index);
  // Alternated rounds, so a noisy neighbour slows both alike.
  const feedTimes = await measure(items.slice(0, requests / 2), 1, feed);
  const baselineTimes = await measure(items.slice(0, requests / 2), 1, baseline);
  const feedTimes2 = await measure(items.slice(requests / 2), 1, feed);
  const baselineTimes2 = await measure(items.slice(requests / 2), 1, baseline);
  const merged = (a: typeof feedTimes, b: typeof feedTimes) => {
    const byItem = [...a.byItem, ...b.byItem].sort((x, y) => x - y);
    const at = (q: number) => byItem[Math.min(byItem.length - 1, Math.floor(q * byItem.length))]!;
    const mean = byItem.reduce((total, ms) => total + ms, 0) / byItem.length;
    return {
      perSecond: Number((1000 / mean).toFixed(1)),
      meanMs: Number(mean.toFixed(2)),
      p50ms: at(0.5),
      p95ms: at(0.95),
    };
  };
  const ours = merged(feedTimes, feedTimes2);
  const bare = merged(baselineTimes, baselineTimes2);
  console.log(
    `\ncalendar feed: provider ${PROVIDER_ID} of ${providers} on ${database.kind}, ${count(fromFeed)} events ` +
      `(${(fromFeed.length / 1024).toFixed(0)} KB; baseline ${(fromBaseline.length / 1024).toFixed(0)} KB), ${requests} requests`,
  );
  console.table({
    "GET calendar.ics (app: token, Prisma, ical-generator)": ours,
    "baseline: one SQL statement + template string": bare,
  });
  console.log(
    `The feed runs at ${((ours.perSecond / bare.perSecond) * 100).toFixed(0)}% of the baseline's rate ` +
      `(p50 ${(ours.p50ms / bare.p50ms).toFixed(1)}× the baseline's)`,
  );
  await database.close();
}

/** Bookings of provider 1: most ahead, some past, a tenth cancelled (the feed leaves those out). */
async function insertBookings(prisma: PrismaClient, timeZone: string) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  const rows: Prisma.BookingCreateManyInput[] = Array.from({ length: bookings }, (_, index) => ({
    providerId: PROVIDER_ID,
    customerName: `Customer ${index}`,
    customerPhone: "416-555-0100",
    customerEmail: `customer${index}@bench.test`,
    serviceType: "house-cleaning",
    address: `${100 + index} Queen St W`,
    preferredDate: new Date(new Date(`${today}T00:00:00Z`).getTime() + ((index % 150) - 30) * DAY_MS),
    preferredTime: PREFERRED_TIMES[index % PREFERRED_TIMES.length]!,
    estimatedPrice: 12_000,
    status: index % 10 === 9 ? "CANCELLED" : "CONFIRMED",
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await prisma.booking.createMany({ data: rows.slice(start, start + 1000) });
  }
}

await main();
