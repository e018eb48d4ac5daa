// Moving a booking across two server processes on one PostgreSQL schema (two app instances
// behind a load balancer). Every proposal and answer takes the booking's row lock, and a
// partial unique index keeps one proposal PENDING at most, so two proposals at once leave one
// waiting and the other withdrawn (same side) or declined (other side); an accept racing a
// cancellation ends cancelled or moved, never half of each, and the slots follow. The rules
// hold in the database, not in either process, and only PostgreSQL can show it: PGlite serves
// one process, so without TEST_DATABASE_URL this file is skipped.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/http/session-cookie.ts";
import { wallClockOf } from "../../src/services/availability/slot-times.ts";
import { BOOKING_CHANGED_MESSAGE } from "../../src/services/bookings/cancel-booking.ts";
import type { BookingReschedule } from "../../src/generated/prisma/client.ts";
import { createOutboxSchema, type OutboxSchema } from "../support/outbox-world.ts";
import { startServerProcesses, type ServerProcesses } from "../support/server-processes.ts";
import { readSignInAnswer, signInRequestInit } from "../support/sign-in.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROVIDER_ID = 1;
/** Bookings raced by each pairing of proposers (two pairings). */
const PROPOSAL_RACES = 8;
/** Slot bookings whose pending move is accepted while the customer cancels. */
const ACCEPT_CANCEL_RACES = 10;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Spawning servers is slow on a loaded machine; the races themselves take a few seconds. */
const PROCESS_TEST_TIMEOUT_MS = 60_000;

type Who = "customer" | "provider";
/** What the REST answers carry, as far as these tests read them. */
interface Body {
  message?: string;
  status?: string;
  proposal?: { id: number; status: string };
}
interface Answer {
  status: number;
  body: Body;
}

describe.skipIf(!databaseUrl)(
  "moving a booking across two server processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared)",
  () => {
    let world: OutboxSchema | undefined;
    let servers: ServerProcesses | undefined;
    /** Each account's session cookie on each server (sessions live in the shared database). */
    let cookies: Record<Who, string>[] = [];
    let customerId = 0;
    let timeZone = "";
    const db = () => world!.db.prisma;

    beforeAll(async () => {
      // Migrated and seeded before the servers start, so they share data they did not race to make.
      world = await createOutboxSchema(databaseUrl!);
      customerId = (await db().user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
      const provider = await db().provider.findUniqueOrThrow({
        where: { id: PROVIDER_ID },
        select: { city: { select: { timeZone: true } } },
      });
      timeZone = provider.city.timeZone;
      servers = await startServerProcesses({ databaseUrl: databaseUrl!, schema: world.schema, count: 2 });
      cookies = await Promise.all(
        servers.urls.map(async (url) => ({
          customer: await signIn(url, "customer@demo.test"),
          provider: await signIn(url, "provider@demo.test"),
        })),
      );
    }, 240_000);

    afterAll(async () => {
      await servers?.stop();
      await world?.drop();
    }, 60_000);

    /** A request as `who`, to server `server % 2`. */
    async function send(server: number, who: Who, method: string, path: string, body?: unknown): Promise<Answer> {
      const index = server % servers!.urls.length;
      const headers: Record<string, string> = { cookie: cookies[index]![who] };
      // REST writes say they are JSON even without a body (the accept and decline doors take none).
      if (method !== "GET") headers["content-type"] = "application/json";
      const response = await fetch(`${servers!.urls[index]}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // A 5xx may not be JSON: keep its text, so the failure shows what the server said.
      const text = await response.text();
      try {
        return { status: response.status, body: JSON.parse(text) as Body };
      } catch {
        return { status: response.status, body: { message: text } };
      }
    }

    /** The customer's confirmed booking with provider 1 at `date` `time`, optionally holding `timeSlotId`. */
    function bookingAt(date: string, time: string, index: number, timeSlotId: number | null = null) {
      return db().booking.create({
        data: {
          providerId: PROVIDER_ID,
          customerId,
          customerName: `Mover ${index}`,
          customerPhone: "416-555-0100",
          customerEmail: "customer@demo.test",
          serviceType: "house-cleaning",
          preferredDate: new Date(`${date}T00:00:00Z`),
          preferredTime: time,
          estimatedPrice: 15_000,
          timeSlotId,
        },
      });
    }

    /** The servers run on the real clock: dates are counted from now, in the provider's city. */
    const dateAhead = (days: number) => wallClockOf(new Date(Date.now() + days * DAY_MS), timeZone).date;

    it(
      `leaves one proposal waiting when two are made at once (${PROPOSAL_RACES} bookings per pairing)`,
      async () => {
        const visit = { date: dateAhead(5), time: "11:00" };
        // Dates and times without a slot: every proposal waits for an answer, none moves at once.
        const first = { preferredDate: dateAhead(6), preferredTime: "09:00" };
        const second = { preferredDate: dateAhead(7), preferredTime: "13:00" };
        const pairings: { name: string; sides: [Who, Who] }[] = [
          { name: "customer and provider", sides: ["customer", "provider"] },
          { name: "the customer twice", sides: ["customer", "customer"] },
        ];
        const races = await Promise.all(
          pairings.flatMap(({ name, sides }) =>
            Array.from({ length: PROPOSAL_RACES }, async (_, index) => {
              const booking = await bookingAt(visit.date, visit.time, index);
              return { name, booking, sides };
            }),
          ),
        );

        // Every pair at once, each pair's two proposals through different servers.
        const answers = await Promise.all(
          races.map(({ booking, sides }) =>
            Promise.all(
              [first, second].map((target, server) =>
                send(server, sides[server]!, "POST", `/api/bookings/${booking.id}/reschedule`, target),
              ),
            ),
          ),
        );

        const all = answers.flat();
        expect(
          all.filter((answer) => answer.status >= 500),
          servers!.log(),
        ).toEqual([]);
        // The row lock queues them: the second proposal sees the first and closes it, so neither is refused.
        expect(
          all.map((answer) => [answer.status, answer.body.proposal?.status]),
          JSON.stringify(all),
        ).toEqual(all.map(() => [201, "pending"]));

        for (const { name, booking } of races) {
          const rows = await db().bookingReschedule.findMany({
            where: { bookingId: booking.id },
            orderBy: { id: "asc" },
          });
          const label = `${name}, booking ${booking.id}: ${JSON.stringify(rows.map(summary))}`;
          expect(rows, label).toHaveLength(2);
          // The one that got the lock second was inserted last and is the one left waiting.
          const [closed, waiting] = rows as [BookingReschedule, BookingReschedule];
          expect(waiting.status, label).toBe("PENDING");
          expect({ status: closed.status, answeredBy: closed.answeredBy }, label).toEqual({
            status: closed.proposedBy === waiting.proposedBy ? "WITHDRAWN" : "DECLINED",
            answeredBy: waiting.proposedBy,
          });
          // Nothing moved: both proposals wait (or waited) for an answer.
          expect(await db().booking.findUniqueOrThrow({ where: { id: booking.id } }), label).toMatchObject({
            status: "CONFIRMED",
            preferredTime: visit.time,
            calendarSequence: 0,
            movedAt: null,
          });
        }
        // And the database agrees as a whole: one waiting proposal per booking raced.
        const bookingIds = races.map(({ booking }) => booking.id);
        const pending = await db().bookingReschedule.groupBy({
          by: ["bookingId"],
          where: { bookingId: { in: bookingIds }, status: "PENDING" },
          _count: true,
        });
        expect(pending.map((row) => row._count)).toEqual(bookingIds.map(() => 1));
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it(
      `ends an accept racing a cancellation in one consistent state (${ACCEPT_CANCEL_RACES} slot bookings)`,
      async () => {
        // Visits 4 to 13 hours ahead (inside the late window, so the customer's move into a free
        // slot waits for the provider), each moving to a free slot three days on. Half-hour slots
        // on whole hours never overlap one another or the bookings of the test above (no slots).
        const firstHour = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 4 * HOUR_MS;
        const slotAt = (startsAt: number, status: "AVAILABLE" | "BOOKED") =>
          db().timeSlot.create({
            data: {
              providerId: PROVIDER_ID,
              startsAt: new Date(startsAt),
              endsAt: new Date(startsAt + HOUR_MS / 2),
              durationMinutes: 30,
              price: 15_000,
              status,
            },
          });
        const races = await Promise.all(
          Array.from({ length: ACCEPT_CANCEL_RACES }, async (_, index) => {
            const held = await slotAt(firstHour + index * HOUR_MS, "BOOKED");
            const target = await slotAt(firstHour + 3 * DAY_MS + index * HOUR_MS, "AVAILABLE");
            const from = wallClockOf(held.startsAt, timeZone);
            const booking = await bookingAt(from.date, from.time, index, held.id);
            const proposed = await send(index, "customer", "POST", `/api/bookings/${booking.id}/reschedule`, {
              timeSlotId: target.id,
            });
            expect(proposed, `booking ${booking.id}`).toMatchObject({
              status: 201,
              body: { proposal: { status: "pending" } },
            });
            return {
              booking,
              held,
              target,
              from,
              to: wallClockOf(target.startsAt, timeZone),
              proposalId: proposed.body.proposal!.id,
            };
          }),
        );

        // Each pair at once: the provider accepts through one server while the customer cancels
        // through the other. Sent together the accept won every pair in trials (a cancellation reads the booking
        // twice before it writes), so the accept leaves 0 to 20 ms later in turn: some pairs are
        // won by each side, and each meets the other at a different point of its work.
        const answers = await Promise.all(
          races.map(({ booking, proposalId }, index) =>
            Promise.all([
              sleep((index % 5) * 5).then(() =>
                send(index, "provider", "POST", `/api/bookings/${booking.id}/reschedule/${proposalId}/accept`),
              ),
              send(index + 1, "customer", "PATCH", `/api/bookings/${booking.id}/status`, { status: "cancelled" }),
            ]),
          ),
        );
        expect(
          answers.flat().filter((answer) => answer.status >= 500),
          servers!.log(),
        ).toEqual([]);

        const outcomes: string[] = [];
        for (const [index, race] of races.entries()) {
          const [accept, cancel] = answers[index]!;
          const booking = await db().booking.findUniqueOrThrow({ where: { id: race.booking.id } });
          const proposal = await db().bookingReschedule.findUniqueOrThrow({ where: { id: race.proposalId } });
          const slots = await db().timeSlot.findMany({ where: { id: { in: [race.held.id, race.target.id] } } });
          const slotStatus = (id: number) => slots.find((slot) => slot.id === id)!.status;
          const state = {
            accept: verdict(accept!),
            cancel: verdict(cancel!),
            booking: {
              status: booking.status,
              date: booking.preferredDate.toISOString().slice(0, 10),
              time: booking.preferredTime,
              timeSlotId: booking.timeSlotId,
            },
            proposal: { status: proposal.status, answeredBy: proposal.answeredBy },
            slots: { held: slotStatus(race.held.id), target: slotStatus(race.target.id) },
          };
          const expected = {
            // The cancellation went first: the proposal ends with the booking, which keeps its time.
            cancelled: {
              // Its lock taken after the cancellation committed, the accept finds the booking cancelled.
              accept: { status: 400, message: expect.stringContaining("cancelled") },
              cancel: "ok",
              booking: { status: "CANCELLED", ...race.from, timeSlotId: null },
              proposal: { status: "WITHDRAWN", answeredBy: "CUSTOMER" },
              slots: { held: "AVAILABLE", target: "AVAILABLE" },
            },
            // The accept went first: the booking moved, and the cancellation that read it before is refused.
            moved: {
              accept: "ok",
              cancel: { status: 409, message: BOOKING_CHANGED_MESSAGE },
              booking: { status: "CONFIRMED", ...race.to, timeSlotId: race.target.id },
              proposal: { status: "ACCEPTED", answeredBy: "PROVIDER" },
              slots: { held: "AVAILABLE", target: "BOOKED" },
            },
            // The accept committed before the cancellation read the booking: one after the other,
            // the moved booking is cancelled (the server cannot tell what the customer last saw).
            "moved, then cancelled": {
              accept: "ok",
              cancel: "ok",
              booking: { status: "CANCELLED", ...race.to, timeSlotId: null },
              proposal: { status: "ACCEPTED", answeredBy: "PROVIDER" },
              slots: { held: "AVAILABLE", target: "AVAILABLE" },
            },
          };
          const outcome =
            proposal.status === "WITHDRAWN"
              ? "cancelled"
              : booking.status === "CONFIRMED"
                ? "moved"
                : "moved, then cancelled";
          outcomes.push(outcome);
          expect(state, `booking ${race.booking.id} (${outcome}): ${JSON.stringify([accept, cancel])}`).toEqual(
            expected[outcome],
          );
          // No proposal is left waiting on a cancelled or moved booking.
          expect(await db().bookingReschedule.count({ where: { bookingId: race.booking.id, status: "PENDING" } })).toBe(
            0,
          );
        }
        const tally = [...new Set(outcomes)].map((seen) => `${seen}: ${outcomes.filter((o) => o === seen).length}`);
        console.info(`Accept against cancel over ${ACCEPT_CANCEL_RACES} bookings: ${tally.join(", ")}`);
        // Sent together, most pairs meet in the database: if none did (every pair one after the
        // other), this test would not have shown the race it is about.
        expect(outcomes.filter((outcome) => outcome !== "moved, then cancelled").length).toBeGreaterThan(0);
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  },
);

/** "ok" for a 2xx; otherwise the refusal's status and words. */
function verdict(answer: Answer) {
  if (answer.status >= 200 && answer.status < 300) return "ok";
  return { status: answer.status, message: answer.body.message };
}

function summary(row: BookingReschedule) {
  return { id: row.id, by: row.proposedBy, status: row.status, answeredBy: row.answeredBy };
}

async function signIn(url: string, email: string): Promise<string> {
  const answer = await readSignInAnswer(
    await fetch(`${url}/graphql`, signInRequestInit({ email, password: "demo-password" })),
  );
  if (!answer.sessionToken) throw new Error(`${email} did not sign in: ${JSON.stringify(answer.result)}`);
  return `${SESSION_COOKIE}=${answer.sessionToken}`;
}
