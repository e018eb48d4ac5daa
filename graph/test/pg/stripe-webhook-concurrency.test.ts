// The webhook race across processes: two server processes over one PostgreSQL schema (two app
// instances behind a load balancer) receive the same signed Stripe event at the same moment,
// as Stripe's retries and a slow first delivery can make happen. Each event settles once:
// the StripeEvent row and the ledger rows commit in one transaction, and a second delivery
// of the event waits on the first one's row. PGlite serves one process, so without
// TEST_DATABASE_URL this file is skipped.
//
// The servers run with Stripe keys (pointed at a closed local port: nothing here calls
// Stripe), so both verify deliveries with one shared STRIPE_WEBHOOK_SECRET, on the real
// clock, exactly as production instances do.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import {
  chargeRefundedEvent,
  paymentIntentSucceededEvent,
} from "../../src/gateways/payments/test-mode/payment-intent-objects.ts";
import { startServerProcesses, type ServerProcesses } from "../support/server-processes.ts";
import {
  booksOf,
  paymentStateOf,
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
  type WebhookAnswer,
} from "../support/stripe-events.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const WEBHOOK_SECRET = "whsec_pg_concurrency_shared_between_processes";
const PROVIDER_ID = 1;
/** Events each delivered to both servers at once, twice each: 80 deliveries in flight together. */
const SAME_EVENT_PAYMENTS = 20;
const DELIVERIES_PER_SERVER = 2;
/** Payments whose success and partial refund reach different servers at the same moment. */
const CROSSED_PAYMENTS = 20;
/** Bookings with no payment row yet: both servers make it from the intent's metadata at once. */
const METADATA_PAYMENTS = 10;

const TOTAL = 12_345;
const FEE = 1_235;
const SHARE = 11_110;

describe.skipIf(!databaseUrl)(
  "the Stripe webhook across two server processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared)",
  () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    let db: Database | undefined;
    let servers: ServerProcesses | undefined;
    let customerId = 0;
    const runId = randomUUID().slice(0, 8);

    beforeAll(async () => {
      await runAdmin(databaseUrl!, `CREATE SCHEMA "${schema}"`);
      db = await openDatabase({ databaseUrl: databaseUrl!, schema });
      // Migrated and seeded before the servers start, so they share data they did not race to make.
      await applyPendingMigrations(db);
      await seedDatabase(db.prisma, { providers: 3, seed: 7 });
      customerId = (await db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
      servers = await startServerProcesses({
        databaseUrl: databaseUrl!,
        schema,
        count: 2,
        env: {
          STRIPE_SECRET_KEY: "sk_test_pg_concurrency",
          STRIPE_PUBLISHABLE_KEY: "pk_test_pg_concurrency",
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          // Port 9 (discard): nothing listens, so a stray call fails at once instead of leaving.
          STRIPE_API_BASE: "http://127.0.0.1:9",
        },
      });
    }, 240_000);

    afterAll(async () => {
      await servers?.stop();
      await db?.close();
      await runAdmin(databaseUrl!, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }, 60_000);

    let day = 0;
    async function booking() {
      day += 1;
      return db!.prisma.booking.create({
        data: {
          providerId: PROVIDER_ID,
          customerId,
          customerName: "Casey Customer",
          customerPhone: "416-555-0166",
          customerEmail: "customer@demo.test",
          serviceType: "house-cleaning",
          preferredDate: new Date(Date.UTC(2027, 0, 1) + day * 86_400_000),
          preferredTime: "09:00",
          estimatedPrice: TOTAL,
        },
      });
    }

    /** A booking and its payment as checkout leaves them: PENDING, with the intent's id. */
    async function pendingPayment(label: string) {
      const made = await booking();
      const intentId = `pi_pg_${runId}_${label}`;
      const payment = await db!.prisma.payment.create({
        data: {
          bookingId: made.id,
          providerId: PROVIDER_ID,
          customerId,
          stripePaymentIntentId: intentId,
          totalAmount: TOTAL,
          platformFee: FEE,
        },
      });
      return { paymentId: payment.id, bookingId: made.id, intentId };
    }

    const metadataOf = (bookingId: number) => ({
      bookingId: String(bookingId),
      providerId: String(PROVIDER_ID),
      customerId: String(customerId),
    });

    /** One delivery to server `server`, signed now (the servers verify on the real clock). */
    async function deliver(server: number, event: Stripe.Event): Promise<WebhookAnswer> {
      const { payload, signature } = signDelivery({
        secret: WEBHOOK_SECRET,
        timestamp: unixSeconds(Date.now()),
        event,
      });
      const response = await fetch(
        `${servers!.urls[server]}${STRIPE_WEBHOOK_PATH}`,
        webhookRequestInit(payload, signature),
      );
      return readWebhookAnswer(response);
    }

    const settledAtOf = (created: number) => new Date(created * 1000).toISOString();

    it(`settles each of ${SAME_EVENT_PAYMENTS} events once when both servers receive it ${DELIVERIES_PER_SERVER} times at once`, async () => {
      const created = unixSeconds(Date.now()) - 3600;
      const payments = await Promise.all(
        Array.from({ length: SAME_EVENT_PAYMENTS }, (_, index) => pendingPayment(`same_${index}`)),
      );
      const events = payments.map((payment) =>
        paymentIntentSucceededEvent({
          eventId: `evt_pg_${runId}_same_${payment.paymentId}`,
          created,
          paymentIntentId: payment.intentId,
          amount: TOTAL,
          metadata: metadataOf(payment.bookingId),
          applicationFeeAmount: FEE,
        }),
      );

      // Every delivery of every event, to both servers, all in flight together.
      const answers = await Promise.all(
        events.flatMap((event) =>
          Array.from({ length: 2 * DELIVERIES_PER_SERVER }, async (_, index) => ({
            eventId: event.id,
            answer: await deliver(index % 2, event),
          })),
        ),
      );

      const log = servers!.log();
      expect(
        answers.map(({ answer }) => answer.status).filter((status) => status !== 200),
        log,
      ).toEqual([]);
      for (const event of events) {
        const outcomes = answers
          .filter(({ eventId }) => eventId === event.id)
          .map(({ answer }) => answer.body?.outcome)
          .sort();
        expect(outcomes, event.id).toEqual(["applied", ...Array(2 * DELIVERIES_PER_SERVER - 1).fill("duplicate")]);
      }
      for (const payment of payments) {
        expect(await paymentStateOf(db!.prisma, payment.paymentId)).toMatchObject({
          paymentStatus: "COMPLETED",
          totalAmount: TOTAL,
          platformFee: FEE,
          settledAt: settledAtOf(created),
        });
        const books = await booksOf(db!.prisma, payment.paymentId);
        expect(books.rows.map((row) => [row.kind, row.reference, row.amount])).toEqual([
          ["PLATFORM_FEE", "settlement", FEE],
          ["PROVIDER_SHARE", "settlement", SHARE],
        ]);
      }
      const paymentIds = payments.map((payment) => payment.paymentId);
      expect(await db!.prisma.ledgerEntry.count({ where: { paymentId: { in: paymentIds } } })).toBe(
        2 * SAME_EVENT_PAYMENTS,
      );
      expect(await db!.prisma.stripeEvent.count({ where: { id: { in: events.map((event) => event.id) } } })).toBe(
        SAME_EVENT_PAYMENTS,
      );
    });

    it(`books the success and a partial refund of each of ${CROSSED_PAYMENTS} payments once when they reach different servers at once`, async () => {
      const paidAt = unixSeconds(Date.now()) - 7200;
      const payments = await Promise.all(
        Array.from({ length: CROSSED_PAYMENTS }, (_, index) => pendingPayment(`crossed_${index}`)),
      );
      const deliveries = payments.flatMap((payment, index) => {
        const succeeded = paymentIntentSucceededEvent({
          eventId: `evt_pg_${runId}_crossed_ok_${payment.paymentId}`,
          created: paidAt,
          paymentIntentId: payment.intentId,
          chargeId: `ch_pg_${payment.paymentId}`,
          amount: TOTAL,
          metadata: metadataOf(payment.bookingId),
        });
        const refunded = chargeRefundedEvent({
          eventId: `evt_pg_${runId}_crossed_refund_${payment.paymentId}`,
          created: paidAt + 600,
          chargedAt: paidAt,
          chargeId: `ch_pg_${payment.paymentId}`,
          paymentIntentId: payment.intentId,
          amount: TOTAL,
          refunds: [{ amount: 5_000 }],
          metadata: metadataOf(payment.bookingId),
        });
        // Which server gets which alternates, and each event also reaches the other server.
        const first = index % 2;
        return [
          deliver(first, succeeded),
          deliver(1 - first, refunded),
          deliver(1 - first, succeeded),
          deliver(first, refunded),
        ];
      });
      const answers = await Promise.all(deliveries);
      expect(
        answers.map((answer) => answer.status).filter((status) => status !== 200),
        servers!.log(),
      ).toEqual([]);

      for (const payment of payments) {
        expect(await paymentStateOf(db!.prisma, payment.paymentId)).toMatchObject({
          paymentStatus: "COMPLETED",
          refundedAmount: 5_000,
          settledAt: settledAtOf(paidAt),
        });
        // 5,000 of 12,345 refunded: 5,000 × 1,235 / 12,345 = 500.2 → 500 of the fee.
        const books = await booksOf(db!.prisma, payment.paymentId);
        expect({ fee: books.fee, share: books.share, rows: books.rows.length }).toEqual({
          fee: FEE - 500,
          share: SHARE - 4_500,
          rows: 4,
        });
      }
    });

    it(`makes one payment per booking when both servers create it from the intent's metadata at once (${METADATA_PAYMENTS} bookings)`, async () => {
      const created = unixSeconds(Date.now()) - 1800;
      const bookings = await Promise.all(Array.from({ length: METADATA_PAYMENTS }, () => booking()));
      const events = bookings.map((made) =>
        paymentIntentSucceededEvent({
          eventId: `evt_pg_${runId}_metadata_${made.id}`,
          created,
          paymentIntentId: `pi_pg_${runId}_metadata_${made.id}`,
          amount: TOTAL,
          metadata: metadataOf(made.id),
        }),
      );
      const answers = await Promise.all(events.flatMap((event) => [deliver(0, event), deliver(1, event)]));
      expect(
        answers.map((answer) => answer.status).filter((status) => status !== 200),
        servers!.log(),
      ).toEqual([]);

      const payments = await db!.prisma.payment.findMany({
        where: { bookingId: { in: bookings.map((made) => made.id) } },
      });
      expect(payments).toHaveLength(METADATA_PAYMENTS);
      for (const payment of payments) {
        expect(payment).toMatchObject({ paymentStatus: "COMPLETED", totalAmount: TOTAL, platformFee: FEE });
        expect(await booksOf(db!.prisma, payment.id)).toMatchObject({ fee: FEE, share: SHARE });
      }
    });
  },
);

async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
