// Booking races across two server processes over one PostgreSQL schema (two app
// instances behind a load balancer): 100 bookings of one slot make one booking; 50
// overlapping availability windows for one day leave one window's slots; two status moves
// of one booking make one move. The rules hold in the database (conditional updates, the
// TimeSlot exclusion constraint), not in either process, and only PostgreSQL can show it:
// PGlite serves one process, so without TEST_DATABASE_URL this file is skipped.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import { SESSION_COOKIE } from "../../src/http/session-cookie.ts";
import { startServerProcesses, type ServerProcesses } from "../support/server-processes.ts";
import { readSignInAnswer, signInRequestInit } from "../support/sign-in.ts";
import { BOOKING_CHANGED_MESSAGE } from "../../src/services/bookings/update-status.ts";
import { OVERLAPPING_AVAILABILITY_MESSAGE } from "../../src/services/availability/add-availability.ts";
import { slotTimesInWindow } from "../../../shared/availability/slots.ts";
import { offerServiceAtStartingPrice } from "../support/offered-service.ts";
import { withoutRequestId } from "../support/app.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROVIDER_ID = 1;
const SLOT_BOOKINGS = 100;
const WINDOWS = 50;
const STATUS_PAIRS = 20;
const DAY_MS = 86_400_000;

/** What the REST calls answer, as far as these tests read it: a booking, the slots made, or a refusal. */
type Body = { id?: number; message?: string; status?: string } & Array<{ id: number }>;

describe.skipIf(!databaseUrl)(
  "bookings and availability across two server processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared)",
  () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    let db: Database | undefined;
    let servers: ServerProcesses | undefined;
    /** The provider account's session cookie, one per server (sessions live in the shared database). */
    let providerCookies: string[] = [];
    let timeZone = "";

    beforeAll(async () => {
      await runAdmin(databaseUrl!, `CREATE SCHEMA "${schema}"`);
      db = await openDatabase({ databaseUrl: databaseUrl!, schema });
      // Migrated and seeded before the servers start, so they share data they did not race to make.
      await applyPendingMigrations(db);
      await seedDatabase(db.prisma, { providers: 5, seed: 7 });
      await offerServiceAtStartingPrice(db.prisma, PROVIDER_ID, "house-cleaning");
      const provider = await db.prisma.provider.findUniqueOrThrow({
        where: { id: PROVIDER_ID },
        select: { city: { select: { timeZone: true } } },
      });
      timeZone = provider.city.timeZone;
      servers = await startServerProcesses({ databaseUrl: databaseUrl!, schema, count: 2 });
      providerCookies = await Promise.all(servers.urls.map((url) => signIn(url, "provider@demo.test")));
    }, 240_000);

    afterAll(async () => {
      await servers?.stop();
      await db?.close();
      await runAdmin(databaseUrl!, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }, 60_000);

    /** Request `index` goes to server `index % 2`, with that server's provider cookie when signed in. */
    async function send(index: number, method: string, path: string, body: unknown, signedIn = false) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (signedIn) headers.cookie = providerCookies[index % providerCookies.length]!;
      const response = await withoutRequestId(
        await fetch(`${servers!.urls[index % servers!.urls.length]}${path}`, {
          method,
          headers,
          body: JSON.stringify(body),
        }),
      );
      return { status: response.status, body: (await response.json()) as Body };
    }

    const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();
    const times = (count: number, status: number) => Array<number>(count).fill(status);

    it(`books one slot once from ${SLOT_BOOKINGS} simultaneous requests`, async () => {
      // The servers run on the real clock: a slot three days ahead has not begun.
      const startsAt = new Date(Math.ceil((Date.now() + 3 * DAY_MS) / 3_600_000) * 3_600_000);
      const slot = await db!.prisma.timeSlot.create({
        data: {
          providerId: PROVIDER_ID,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 120 * 60_000),
          durationMinutes: 120,
          price: 15_000,
        },
      });
      const answers = await Promise.all(
        Array.from({ length: SLOT_BOOKINGS }, (_, index) =>
          send(index, "POST", `/api/time-slots/${slot.id}/book`, {
            serviceType: "house-cleaning",
            customerName: `Customer ${index}`,
            customerPhone: "416-555-0199",
            customerEmail: `customer${index}@example.test`,
          }),
        ),
      );

      expect(statuses(answers), servers!.log()).toEqual([201, ...times(SLOT_BOOKINGS - 1, 409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body).toEqual({ message: "Unable to book this time slot." });
      }
      const winner = answers.find((answer) => answer.status === 201)!;
      const bookings = await db!.prisma.booking.findMany({ where: { timeSlotId: slot.id } });
      expect(bookings.map((booking) => booking.id)).toEqual([winner.body.id]);
      // The provider's one new booking: the seed's are completed ones its reviews came from.
      expect(await db!.prisma.booking.count({ where: { providerId: PROVIDER_ID, review: null } })).toBe(1);
      expect(await db!.prisma.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({
        status: "BOOKED",
      });
    });

    it(`keeps one of ${WINDOWS} overlapping availability windows for one day, whole`, async () => {
      // A week ahead, on the provider's calendar: clear of the slot booked above.
      const date = dateIn(timeZone, new Date(Date.now() + 7 * DAY_MS));
      const durations = [60, 90, 120, 180, 240];
      // Every window starts by 12:00 and ends at 17:00, so each covers 12:00-13:00: any two overlap.
      const windows = Array.from({ length: WINDOWS }, (_, index) => ({
        date,
        startTime: `${String(8 + (index % 5)).padStart(2, "0")}:00`,
        endTime: "17:00",
        duration: durations[Math.floor(index / 5) % durations.length]!,
      }));
      const answers = await Promise.all(
        windows.map((window, index) => send(index, "POST", `/api/providers/${PROVIDER_ID}/availability`, window, true)),
      );

      expect(statuses(answers), servers!.log()).toEqual([201, ...times(WINDOWS - 1, 409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body).toEqual({ message: OVERLAPPING_AVAILABILITY_MESSAGE });
      }
      const winnerIndex = answers.findIndex((answer) => answer.status === 201);
      const winner = windows[winnerIndex]!;
      const made = answers[winnerIndex]!.body;
      const rows = (
        await db!.prisma.timeSlot.findMany({ where: { providerId: PROVIDER_ID }, orderBy: { startsAt: "asc" } })
      ).filter((row) => dateIn(timeZone, row.startsAt) === date);
      // Exactly the winning window's slots: back to back from its start, none from any other.
      const expected = slotTimesInWindow({ ...winner, durationMinutes: winner.duration });
      expect(rows.map((row) => timeIn(timeZone, row.startsAt))).toEqual(expected.map((slot) => slot.startTime));
      expect(rows.every((row) => row.durationMinutes === winner.duration && row.status === "AVAILABLE")).toBe(true);
      expect(made.map((slot) => slot.id)).toEqual(rows.map((row) => row.id));
    });

    it(`moves a booking once when two servers move it at the same moment (${STATUS_PAIRS} pairs)`, async () => {
      const preferredDate = new Date(`${dateIn(timeZone, new Date(Date.now() + 2 * DAY_MS))}T00:00:00Z`);
      const bookings = await db!.prisma.booking.createManyAndReturn({
        data: Array.from({ length: STATUS_PAIRS }, (_, index) => ({
          providerId: PROVIDER_ID,
          customerName: `Status ${index}`,
          customerPhone: "416-555-0100",
          customerEmail: `status${index}@example.test`,
          serviceType: "house-cleaning",
          preferredDate,
          preferredTime: "11:00",
          estimatedPrice: 15_000,
        })),
        select: { id: true },
      });

      const pairs = [];
      for (const { id } of bookings) {
        const pair = await Promise.all(
          [0, 1].map((index) => send(index, "PATCH", `/api/bookings/${id}/status`, { status: "in-progress" }, true)),
        );
        pairs.push(pair);
      }

      for (const pair of pairs) {
        const [won, lost] = [...pair].sort((a, b) => a.status - b.status);
        expect(won!.status, JSON.stringify(pair)).toBe(200);
        expect(won!.body).toMatchObject({ status: "in-progress" });
        // 409 when the moves overlapped; 400 when the second came after the first had committed.
        if (lost!.status === 409) {
          expect(lost!.body).toEqual({ message: BOOKING_CHANGED_MESSAGE });
        } else {
          expect(lost, JSON.stringify(pair)).toEqual({
            status: 400,
            body: expect.objectContaining({ message: "This booking is already in-progress." }),
          });
        }
      }
      const rows = await db!.prisma.booking.findMany({ where: { id: { in: bookings.map(({ id }) => id) } } });
      expect(rows.map((row) => row.status)).toEqual(Array<string>(STATUS_PAIRS).fill("IN_PROGRESS"));
      // Sent together, most pairs overlap in the database (14 to 20 of 20 in trials): if none did,
      // this test would not have shown the race it is about.
      const raced = pairs.filter((pair) => pair.some((answer) => answer.status === 409)).length;
      expect(raced, `${raced} of ${STATUS_PAIRS} pairs raced`).toBeGreaterThan(0);
    });
  },
);

async function signIn(url: string, email: string): Promise<string> {
  const answer = await readSignInAnswer(
    await fetch(`${url}/graphql`, signInRequestInit({ email, password: "demo-password" })),
  );
  if (!answer.sessionToken) throw new Error(`${email} did not sign in: ${JSON.stringify(answer.result)}`);
  return `${SESSION_COOKIE}=${answer.sessionToken}`;
}

/** YYYY-MM-DD of `instant` in `timeZone`. */
function dateIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** HH:MM of `instant` in `timeZone`. */
function timeIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    instant,
  );
}

async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
