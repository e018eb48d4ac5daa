// Payments that always settle, across processes on one PostgreSQL schema: a server process
// (graph/test/support/payment-process.ts) takes a card payment and is killed as the gateway
// hands the event to the webhook, so the payment is paid at the gateway and PENDING here.
// Two other processes then run the reconciliation job at the same moment: the payment is
// settled exactly once (one set of ledger rows, one set of notices), and the lost webhook
// delivered afterwards changes nothing. PGlite serves one process, so without
// TEST_DATABASE_URL this file is skipped.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { createApp } from "../../src/app.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { signTestEvent } from "../../src/gateways/payments/test-mode/stripe-format.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import {
  PROCESS_WEBHOOK_SECRET,
  type PaymentProcessCommand,
  type PaymentProcessEvent,
} from "../support/payment-process.ts";
import { booksOf, readWebhookAnswer, STRIPE_WEBHOOK_PATH, webhookRequestInit } from "../support/stripe-events.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const projectRoot = path.resolve(import.meta.dirname, "../../..");
const SCRIPT = path.join(projectRoot, "graph/test/support/payment-process.ts");
const PRICE = 12_345;
const FEE = 1_235;
// Provider 1 (Toronto) is a small supplier: no tax on the service; its fee's HST 13%, charged
// to it: 160.55 → 161.
const FEE_TAX = 161;
/** Spawning processes is slow on a loaded machine (CI runs this at a low priority beside the journeys). */
const PROCESS_TEST_TIMEOUT_MS = 240_000;

interface Finished {
  /** The signal that ended it ("SIGKILL"), or its exit code as text. */
  ended: string;
  events: PaymentProcessEvent[];
  output: string;
}

describe.skipIf(!databaseUrl)(
  "reconciliation across processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared)",
  () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    let db: Database | undefined;
    let customerId = 0;

    beforeAll(async () => {
      await runAdmin(databaseUrl!, `CREATE SCHEMA "${schema}"`);
      db = await openDatabase({ databaseUrl: databaseUrl!, schema });
      await applyPendingMigrations(db);
      await seedDatabase(db.prisma, { providers: 3, seed: 7 });
      customerId = (await db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
    }, 240_000);

    afterAll(async () => {
      await db?.close();
      await runAdmin(databaseUrl!, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }, 60_000);

    /** Runs the process with one command until it ends. */
    function run(command: PaymentProcessCommand): Promise<Finished> {
      const url = new URL(databaseUrl!);
      url.searchParams.set("schema", schema);
      const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, JSON.stringify(command)], {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: url.href, PGAPPNAME: `reconcile_${schema}` },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const events: PaymentProcessEvent[] = [];
      const lines: string[] = [];
      createInterface({ input: child.stdout! }).on("line", (line) => {
        lines.push(line);
        if (line.startsWith("{")) events.push(JSON.parse(line) as PaymentProcessEvent);
      });
      createInterface({ input: child.stderr! }).on("line", (line) => lines.push(`stderr: ${line}`));
      return new Promise((resolve) =>
        child.on("close", (code, signal) =>
          resolve({ ended: signal ?? String(code), events, output: lines.join("\n") }),
        ),
      );
    }

    it(
      "settles once a payment whose server died before its webhook, with two processes reconciling at once",
      async () => {
        const prisma = db!.prisma;
        const bookingId = await insertCustomerBooking(prisma, { customerId, price: PRICE });

        const payer = await run({
          command: "pay-then-die",
          bookingId,
          email: "customer@demo.test",
          password: "demo-password",
          cardNumber: "4242424242424242",
        });
        expect(payer.ended, payer.output).toBe("SIGKILL");
        const paying = payer.events.find((event) => event.event === "paying");
        expect(paying, payer.output).toBeDefined();
        const intentId = (paying as Extract<PaymentProcessEvent, { event: "paying" }>).paymentIntentId;

        // Paid at the gateway, its event never delivered: nothing settled here.
        const intent = await prisma.testModeObject.findUniqueOrThrow({ where: { id: intentId } });
        expect((intent.data as { status: string }).status).toBe("succeeded");
        const payment = await prisma.payment.findUniqueOrThrow({ where: { bookingId } });
        expect(payment).toMatchObject({ paymentStatus: "PENDING", stripePaymentIntentId: intentId });
        expect((await booksOf(prisma, payment.id)).rows).toEqual([]);

        // Ten minutes on, two server processes run the job at the same moment.
        const now = new Date(Date.now() + 10 * 60_000).toISOString();
        const reconcilers = await Promise.all([run({ command: "reconcile", now }), run({ command: "reconcile", now })]);
        for (const reconciler of reconcilers) expect(reconciler.ended, reconciler.output).toBe("0");
        const runs = reconcilers.map(
          (reconciler) =>
            reconciler.events.find((event) => event.event === "reconciled") as Extract<
              PaymentProcessEvent,
              { event: "reconciled" }
            >,
        );
        // One of them claimed it; the other skipped it or found it stamped.
        expect(runs.map((r) => r.asked).reduce((a, b) => a + b)).toBe(1);
        expect(runs.map((r) => r.applied).reduce((a, b) => a + b)).toBe(1);
        expect(runs.map((r) => r.errors)).toEqual([0, 0]);

        const settled = await settlementOf(payment.id);
        expect(settled.paymentStatus).toBe("COMPLETED");
        expect(settled.books).toMatchObject({ fee: FEE, feeTax: FEE_TAX, serviceTax: 0, share: PRICE - FEE - FEE_TAX });
        // PLATFORM_FEE, PROVIDER_SHARE and FEE_TAX, once.
        expect(settled.books.rows).toHaveLength(3);
        expect(settled.settledNotices).toBe(2);
        expect(await prisma.stripeEvent.count({ where: { id: { startsWith: `reconcile_${intentId}` } } })).toBe(1);

        // The dead process's event, still pending at the gateway, is delivered at last.
        const pending = await prisma.testModeObject.findMany({ where: { object: "event" } });
        const lost = pending
          .map((row) => row.data as unknown as Stripe.Event)
          .filter((event) => (event.data.object as { id?: string }).id === intentId && event.pending_webhooks > 0);
        expect(lost.map((event) => event.type)).toEqual(["payment_intent.succeeded"]);
        const app = createApp({
          db: prisma,
          logError: () => {},
          payments: (options) => createTestModeGateway({ ...options, webhookSecret: PROCESS_WEBHOOK_SECRET }),
        });
        const { payload, signature } = signTestEvent({ secret: PROCESS_WEBHOOK_SECRET, event: lost[0]! });
        const answer = await readWebhookAnswer(
          await app.fetch(
            new Request(`http://127.0.0.1${STRIPE_WEBHOOK_PATH}`, webhookRequestInit(payload, signature)),
          ),
        );
        expect(answer).toMatchObject({ status: 200, body: { received: true, outcome: "applied" } });
        expect(await settlementOf(payment.id)).toEqual(settled);

        // And the job again, later: a settled payment is not asked about.
        const again = await run({ command: "reconcile", now: new Date(Date.now() + 60 * 60_000).toISOString() });
        expect(again.events).toContainEqual({ event: "reconciled", asked: 0, applied: 0, unchanged: 0, errors: 0 });
        expect(await settlementOf(payment.id)).toEqual(settled);
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    async function settlementOf(paymentId: number) {
      const prisma = db!.prisma;
      const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
      return {
        paymentStatus: payment.paymentStatus,
        settledAt: payment.settledAt,
        books: await booksOf(prisma, paymentId),
        settledNotices: await prisma.notification.count({ where: { paymentId, kind: "PAYMENT_SETTLED" } }),
      };
    }
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
