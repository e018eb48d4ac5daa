// Gap-free document numbers across processes: receipts and credit notes are numbered per
// installation by a DocumentCounter row taken inside the transaction that issues the document
// (services/payments/payment-taxes.ts, nextDocumentNumber). Two server processes over one
// PostgreSQL schema settle payments from signed webhook deliveries (some delivered to both,
// twice), apply partial refunds (charge.refunded, each a credit note) and number older
// payments' receipts the first time they are read, all at once: the receipts are numbered
// 1..N and the credit notes 1..M, one each, and the counters say N and M. A settlement or a
// refund whose transaction fails after taking its number (a trigger in this test's own schema
// refuses the document's own write) leaves no gap, before and after its retry. Last, at the service
// level, transactions on two Prisma clients race for numbers and a third of them roll back.
//
// The servers run in Stripe mode against a stand-in for api.stripe.com in this process
// (support/stripe-api-stand-in.ts), so checkout is the real one, through GraphQL. PGlite
// serves one process, so without TEST_DATABASE_URL this file is skipped.
import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
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
import { SESSION_COOKIE } from "../../src/http/session-cookie.ts";
import { nextDocumentNumber } from "../../src/services/payments/payment-taxes.ts";
import { insertCustomerBooking, insertSettledPayment } from "../support/customer-booking.ts";
import { launchGatedServers, type GatedServers } from "../support/gated-server-processes.ts";
import { readSignInAnswer, signInRequestInit } from "../support/sign-in.ts";
import { startStripeApiStandIn, type StripeApiStandIn } from "../support/stripe-api-stand-in.ts";
import {
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
  type WebhookAnswer,
} from "../support/stripe-events.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const SECRET_KEY = "sk_test_pg_document_numbers";
const WEBHOOK_SECRET = "whsec_pg_document_numbers_shared_between_processes";
/** Toronto, no GST/HST number: the customer pays the price; the fee carries its HST. */
const PROVIDER_ID = 1;
const PRICE = 12_345;

/** Bookings checked out and paid, their success events delivered all at once. */
const SETTLED = 40;
/** Of those, the first REFUNDED get a partial refund in the same rush... */
const REFUNDED = 16;
const FIRST_REFUND = 3_000;
/** ...and the first REFUNDED_TWICE a second one (the charge's running total grows) afterwards. */
const REFUNDED_TWICE = 8;
const SECOND_REFUND_TOTAL = 5_000;
/** Payments completed before receipts were numbered: numbered when first read, in the rush. */
const OLDER = 8;
/** Payments settled while a trigger makes some of their transactions fail. */
const RETRIED = 6;
const DOOMED_SETTLEMENTS = 3;

/** A process test on a loaded machine: generous, though a run takes seconds. */
const TEST_TIMEOUT_MS = 120_000;

interface Paid {
  paymentId: number;
  bookingId: number;
  intentId: string;
  chargeId: string;
  amount: number;
  applicationFee: number | null;
}

describe.skipIf(!databaseUrl)(
  "gap-free receipt and credit note numbers across two server processes (PostgreSQL only: set TEST_DATABASE_URL)",
  () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const runId = randomUUID().slice(0, 8);
    let db: Database | undefined;
    let servers: GatedServers | undefined;
    let stripeApi: StripeApiStandIn | undefined;
    let customerId = 0;
    let customerCookie = "";

    beforeAll(async () => {
      stripeApi = await startStripeApiStandIn({ secretKey: SECRET_KEY });
      // The servers load their modules while the schema is made; they start once it is ready.
      servers = await launchGatedServers({
        databaseUrl: databaseUrl!,
        schema,
        count: 2,
        env: {
          STRIPE_SECRET_KEY: SECRET_KEY,
          STRIPE_PUBLISHABLE_KEY: "pk_test_pg_document_numbers",
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: stripeApi.url,
        },
      });
      await runAdmin(databaseUrl!, `CREATE SCHEMA "${schema}"`);
      db = await openDatabase({ databaseUrl: databaseUrl!, schema });
      await applyPendingMigrations(db);
      await seedDatabase(db.prisma, { providers: 3, seed: 7 });
      customerId = (await db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
      await servers.open();
      const signIn = await fetch(
        `${servers.urls[0]}/graphql`,
        signInRequestInit({ email: "customer@demo.test", password: "demo-password" }),
      );
      const answer = await readSignInAnswer(signIn);
      expect(answer.result.__typename).toBe("SignInPayload");
      customerCookie = `${SESSION_COOKIE}=${answer.sessionToken}`;
    }, 240_000);

    afterAll(async () => {
      await servers?.stop();
      await stripeApi?.close();
      await db?.close();
      await runAdmin(databaseUrl!, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }, 60_000);

    const prisma = () => db!.prisma;
    const serverLog = () => servers!.log();

    /** Checkout through server `server`'s GraphQL, as the customer's browser starts it. */
    async function checkout(server: number, bookingId: number): Promise<{ paymentId: number; intentId: string }> {
      const response = await fetch(`${servers!.urls[server]}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", cookie: customerCookie },
        body: JSON.stringify({
          query: /* GraphQL */ `
            mutation ($input: CreatePaymentIntentInput!) {
              createPaymentIntent(input: $input) {
                __typename
                ... on Error {
                  message
                }
                ... on StartCheckoutPayload {
                  clientSecret
                  payment {
                    databaseId
                  }
                }
              }
            }
          `,
          variables: { input: { bookingId: encodeGlobalID("Booking", bookingId) } },
        }),
      });
      const body = (await response.json()) as { data?: { createPaymentIntent: any }; errors?: unknown };
      const started = body.data?.createPaymentIntent;
      if (started?.__typename !== "StartCheckoutPayload") {
        throw new Error(`Checkout of booking ${bookingId} failed: ${JSON.stringify(body)}\n${serverLog()}`);
      }
      return {
        paymentId: Number(started.payment.databaseId),
        intentId: (started.clientSecret as string).split("_secret_")[0]!,
      };
    }

    /** Bookings checked out (alternating servers) and paid with a card at the stand-in; not yet settled. */
    async function checkedOutAndPaid(count: number): Promise<Paid[]> {
      const bookingIds = await Promise.all(
        Array.from({ length: count }, () =>
          insertCustomerBooking(prisma(), { customerId, price: PRICE, providerId: PROVIDER_ID }),
        ),
      );
      // Eight at a time: checkout is the setting, not what is raced here.
      const started: { paymentId: number; intentId: string }[] = [];
      for (let from = 0; from < bookingIds.length; from += 8) {
        const batch = bookingIds.slice(from, from + 8);
        started.push(...(await Promise.all(batch.map((bookingId, index) => checkout((from + index) % 2, bookingId)))));
      }
      return started.map(({ paymentId, intentId }, index) => {
        const charge = stripeApi!.payPaymentIntent(intentId);
        return {
          paymentId,
          bookingId: bookingIds[index]!,
          intentId,
          chargeId: charge.id as string,
          amount: charge.amount as number,
          applicationFee: (charge.application_fee_amount as number | null) ?? null,
        };
      });
    }

    const metadataOf = (paid: Paid) => ({
      bookingId: String(paid.bookingId),
      providerId: String(PROVIDER_ID),
      customerId: String(customerId),
    });

    function succeededEvent(paid: Paid, label: string, created: number): Stripe.Event {
      return paymentIntentSucceededEvent({
        eventId: `evt_pg_${runId}_${label}_ok_${paid.paymentId}`,
        created,
        paymentIntentId: paid.intentId,
        chargeId: paid.chargeId,
        amount: paid.amount,
        applicationFeeAmount: paid.applicationFee,
        metadata: metadataOf(paid),
      });
    }

    /** The charge with its running refund total `refundedTotal`, in one refund or two. */
    function refundedEvent(paid: Paid, label: string, created: number, refunds: number[]): Stripe.Event {
      return chargeRefundedEvent({
        eventId: `evt_pg_${runId}_${label}_refund_${paid.paymentId}`,
        created,
        chargedAt: created - 600,
        chargeId: paid.chargeId,
        paymentIntentId: paid.intentId,
        amount: paid.amount,
        applicationFeeAmount: paid.applicationFee,
        refunds: refunds.map((amount) => ({ amount })),
        metadata: metadataOf(paid),
      });
    }

    /**
     * Answers of 500 that were retried: on a machine this loaded, a transaction can wait past
     * Prisma's limits behind the others (each holds the counter until it commits). Stripe
     * retries a delivery that failed and a reader reloads a page, so the test does too; the
     * numbers must come out gap-free all the same (a transaction that gave up took none).
     */
    const retriedFailures: string[] = [];
    const RETRIES = 5;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** One delivery to server `server`, signed now (the servers verify on the real clock); a 500 is retried unless `once`. */
    async function deliver(
      server: number,
      event: Stripe.Event,
      options: { once?: boolean } = {},
    ): Promise<{ event: Stripe.Event; answer: WebhookAnswer }> {
      for (let attempt = 1; ; attempt += 1) {
        const { payload, signature } = signDelivery({
          secret: WEBHOOK_SECRET,
          timestamp: unixSeconds(Date.now()),
          event,
        });
        const response = await fetch(
          `${servers!.urls[server]}${STRIPE_WEBHOOK_PATH}`,
          webhookRequestInit(payload, signature),
        );
        const answer = await readWebhookAnswer(response);
        if (answer.status !== 500 || options.once || attempt === RETRIES) return { event, answer };
        retriedFailures.push(`${event.type} ${event.id} to server ${server}`);
        await pause(250 * attempt);
      }
    }

    /** A receipt (or a credit note) read by the customer as a page; its printed number. A 500 is retried. */
    async function readDocument(server: number, path: string): Promise<{ status: number; number: string | null }> {
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`${servers!.urls[server]}/api${path}?format=html`, {
          headers: { cookie: customerCookie },
        });
        const html = await response.text();
        if (response.status !== 500 || attempt === RETRIES) {
          return { status: response.status, number: /\b(?:R|CN)-\d{6}\b/.exec(html)?.[0] ?? null };
        }
        retriedFailures.push(`GET ${path} from server ${server}`);
        await pause(250 * attempt);
      }
    }

    /** The servers' logged failures so far that were not a transaction waiting past Prisma's limits (P2028). */
    const failuresBesidesTransactionLimits = () =>
      serverLog()
        .split("\n")
        .filter((line) => / failed /.test(line) && !line.includes("[P2028]"));

    /** Every delivery's outcome per event, sorted: one "applied", the rest "duplicate". */
    function outcomesByEvent(deliveries: { event: Stripe.Event; answer: WebhookAnswer }[]) {
      const outcomes = new Map<string, string[]>();
      for (const { event, answer } of deliveries) {
        outcomes.set(event.id, [...(outcomes.get(event.id) ?? []), String(answer.body?.outcome ?? answer.status)]);
      }
      return new Map([...outcomes].map(([id, list]) => [id, list.sort()]));
    }

    const expectOnceEach = (deliveries: { event: Stripe.Event; answer: WebhookAnswer }[]) => {
      expect(
        deliveries.filter(({ answer }) => answer.status !== 200).map(({ event, answer }) => [event.id, answer]),
        serverLog(),
      ).toEqual([]);
      for (const [eventId, outcomes] of outcomesByEvent(deliveries)) {
        expect(outcomes, eventId).toEqual(["applied", ...Array(outcomes.length - 1).fill("duplicate")]);
      }
    };

    /** What the database says about the two series. */
    async function numbering() {
      const payments = await prisma().payment.findMany({
        select: { id: true, paymentStatus: true, receiptNumber: true, refundedAmount: true },
        orderBy: { id: "asc" },
      });
      const creditNotes = await prisma().creditNote.findMany({ orderBy: { number: "asc" } });
      const counters = Object.fromEntries(
        (await prisma().documentCounter.findMany()).map((row) => [row.series, row.lastNumber]),
      );
      return {
        payments,
        receiptNumbers: payments
          .map((payment) => payment.receiptNumber)
          .filter((number): number is number => number !== null)
          .sort((a, b) => a - b),
        creditNotes,
        counters,
      };
    }

    const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

    let rush: Paid[] = [];

    it(
      `numbers ${SETTLED} settlements, ${OLDER} older receipts read at once and ${REFUNDED + REFUNDED_TWICE} refunds gap-free across two processes`,
      async () => {
        // Completed before receipts were numbered: no number until someone reads the receipt.
        const older: number[] = [];
        for (let index = 0; index < OLDER; index += 1) {
          const bookingId = await insertCustomerBooking(prisma(), {
            customerId,
            price: PRICE,
            providerId: PROVIDER_ID,
          });
          await insertSettledPayment(
            prisma(),
            { id: bookingId, providerId: PROVIDER_ID, customerId },
            PRICE,
            new Date(Date.UTC(2026, 5, 1 + index)),
          );
          older.push((await prisma().payment.findUniqueOrThrow({ where: { bookingId } })).id);
        }
        rush = await checkedOutAndPaid(SETTLED);
        expect(
          await prisma().payment.count({
            where: { id: { in: rush.map((paid) => paid.paymentId) }, paymentStatus: "PENDING", receiptNumber: null },
          }),
        ).toBe(SETTLED);

        // The rush: every success (alternating servers; every fourth to both servers twice),
        // a partial refund of the first REFUNDED (to the other server; every third to both,
        // so some refunds land before their success and settle it), and each older receipt
        // read twice on each server (asked first), all in flight together.
        const paidAt = unixSeconds(Date.now()) - 3600;
        const reads = older.flatMap((paymentId) =>
          [0, 1, 1, 0].map(async (server) => ({
            paymentId,
            ...(await readDocument(server, `/payments/${paymentId}/receipt`)),
          })),
        );
        const deliveries: Promise<{ event: Stripe.Event; answer: WebhookAnswer }>[] = [];
        rush.forEach((paid, index) => {
          const event = succeededEvent(paid, "rush", paidAt);
          const targets = index % 4 === 0 ? [0, 1, 0, 1] : [index % 2];
          for (const server of targets) deliveries.push(deliver(server, event));
        });
        rush.slice(0, REFUNDED).forEach((paid, index) => {
          const event = refundedEvent(paid, "first", paidAt + 600, [FIRST_REFUND]);
          const targets = index % 3 === 0 ? [0, 1, 1, 0] : [(index + 1) % 2];
          for (const server of targets) deliveries.push(deliver(server, event));
        });
        const [delivered, read] = await Promise.all([Promise.all(deliveries), Promise.all(reads)]);
        expectOnceEach(delivered);
        expect(
          read.filter((answer) => answer.status !== 200),
          serverLog(),
        ).toEqual([]);
        const after = await numbering();
        // Each older payment read four times at once got one number, and every read printed it.
        for (const paymentId of older) {
          const number = after.payments.find((payment) => payment.id === paymentId)!.receiptNumber;
          expect(number, `payment ${paymentId}`).not.toBeNull();
          const printed = read.filter((answer) => answer.paymentId === paymentId).map((answer) => answer.number);
          expect(printed).toEqual(Array(4).fill(`R-${String(number).padStart(6, "0")}`));
        }

        // The second refunds (the charge's running total grows), with a quarter of the new receipts read.
        const secondRefunds = rush.slice(0, REFUNDED_TWICE).flatMap((paid, index) => {
          const event = refundedEvent(paid, "second", paidAt + 1200, [
            SECOND_REFUND_TOTAL - FIRST_REFUND,
            FIRST_REFUND,
          ]);
          return [deliver(index % 2, event), deliver(1 - (index % 2), event)];
        });
        const rereads = rush
          .filter((_, index) => index % 4 === 1)
          .map(async (paid, index) => ({
            paymentId: paid.paymentId,
            ...(await readDocument(index % 2, `/payments/${paid.paymentId}/receipt`)),
          }));
        const [secondDelivered, reread] = await Promise.all([Promise.all(secondRefunds), Promise.all(rereads)]);
        expectOnceEach(secondDelivered);
        expect(
          reread.filter((answer) => answer.status !== 200),
          serverLog(),
        ).toEqual([]);
        // Anything that failed and was retried failed only by waiting too long for its turn.
        expect(failuresBesidesTransactionLimits(), serverLog()).toEqual([]);
        if (retriedFailures.length > 0) {
          console.log(
            `Retried after a 500 (transaction limits, P2028): ${retriedFailures.length}\n${retriedFailures.join("\n")}`,
          );
        }

        const final = await numbering();
        const completed = final.payments.filter((payment) => payment.paymentStatus === "COMPLETED");
        expect(completed).toHaveLength(SETTLED + OLDER);
        // One receipt number per completed payment, 1..N with no gap or repeat.
        expect(completed.filter((payment) => payment.receiptNumber === null)).toEqual([]);
        expect(final.receiptNumbers).toEqual(oneTo(SETTLED + OLDER));
        for (const { paymentId, number } of reread) {
          const stored = final.payments.find((payment) => payment.id === paymentId)!.receiptNumber!;
          expect(number).toBe(`R-${String(stored).padStart(6, "0")}`);
        }
        // One credit note per refund applied, 1..M.
        const refunds = REFUNDED + REFUNDED_TWICE;
        expect(final.creditNotes.map((note) => note.number)).toEqual(oneTo(refunds));
        expect(final.counters).toEqual({ receipt: SETTLED + OLDER, creditNote: refunds });
        for (const [index, paid] of rush.entries()) {
          const notes = final.creditNotes
            .filter((note) => note.paymentId === paid.paymentId)
            .sort((a, b) => a.refundedBefore - b.refundedBefore)
            .map((note) => [note.refundedBefore, note.refundedAfter, note.reference]);
          const first = [0, FIRST_REFUND, `evt_pg_${runId}_first_refund_${paid.paymentId}`];
          const second = [FIRST_REFUND, SECOND_REFUND_TOTAL, `evt_pg_${runId}_second_refund_${paid.paymentId}`];
          expect(notes, `payment ${paid.paymentId}`).toEqual(
            index < REFUNDED_TWICE ? [first, second] : index < REFUNDED ? [first] : [],
          );
        }
        // A credit note reads back under its number.
        const note = final.creditNotes.at(-1)!;
        expect(await readDocument(1, `/payments/${note.paymentId}/credit-notes/${note.number}`)).toEqual({
          status: 200,
          number: `CN-${String(note.number).padStart(6, "0")}`,
        });
      },
      TEST_TIMEOUT_MS,
    );

    it(
      "leaves no gap when a settlement or a refund fails after taking its number, and numbers its retry next",
      async () => {
        const before = await numbering();
        const receiptsBefore = before.counters.receipt!;
        const creditNotesBefore = before.counters.creditNote!;
        expect(receiptsBefore).toBe(SETTLED + OLDER);

        // A failure inside the issuing transaction after the number was taken: the event's
        // last writes are its documents (the payment's receipt number, a refund's credit note),
        // each after its counter moved. Triggers refuse those writes for the doomed payments,
        // naming the number the transaction held, so the servers' logs show it was taken.
        await runAdmin(
          databaseUrl!,
          `SET search_path = "${schema}";
          CREATE TABLE "doomed_payment" ("id" INTEGER PRIMARY KEY);
          CREATE FUNCTION "refuse_doomed_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW."receiptNumber" IS DISTINCT FROM OLD."receiptNumber"
               AND EXISTS (SELECT 1 FROM "doomed_payment" WHERE "id" = NEW."id") THEN
              RAISE EXCEPTION 'doomed payment.settle of payment % holding receipt % and credit note %',
                NEW."id", NEW."receiptNumber",
                (SELECT "lastNumber" FROM "DocumentCounter" WHERE "series" = 'creditNote');
            END IF;
            RETURN NEW;
          END $$;
          CREATE TRIGGER "refuse_doomed_receipt" BEFORE UPDATE ON "Payment"
            FOR EACH ROW EXECUTE FUNCTION "refuse_doomed_receipt"();
          CREATE FUNCTION "refuse_doomed_credit_note"() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF EXISTS (SELECT 1 FROM "doomed_payment" WHERE "id" = NEW."paymentId") THEN
              RAISE EXCEPTION 'doomed refund.settle of payment % holding receipt % and credit note %',
                NEW."paymentId",
                (SELECT "lastNumber" FROM "DocumentCounter" WHERE "series" = 'receipt'), NEW."number";
            END IF;
            RETURN NEW;
          END $$;
          CREATE TRIGGER "refuse_doomed_credit_note" BEFORE INSERT ON "CreditNote"
            FOR EACH ROW EXECUTE FUNCTION "refuse_doomed_credit_note"();`,
        );
        try {
          const retried = await checkedOutAndPaid(RETRIED);
          // Settlements doomed: the first few new ones. Refunds doomed: two settled in the rush
          // and not refunded yet; two more such refunds go through beside them.
          const doomedSettlements = retried.slice(0, DOOMED_SETTLEMENTS);
          const doomedRefunds = rush.slice(REFUNDED, REFUNDED + 2);
          const clearRefunds = rush.slice(REFUNDED + 2, REFUNDED + 4);
          await prisma().$executeRawUnsafe(
            `INSERT INTO "doomed_payment" ("id") VALUES ${[...doomedSettlements, ...doomedRefunds]
              .map((paid) => `(${paid.paymentId})`)
              .join(", ")}`,
          );

          const paidAt = unixSeconds(Date.now()) - 1800;
          const successes = retried.map((paid) => succeededEvent(paid, "retried", paidAt));
          const refunds = [...doomedRefunds, ...clearRefunds].map((paid) =>
            refundedEvent(paid, "doomed", paidAt + 600, [FIRST_REFUND]),
          );
          const doomedEventIds = new Set([
            ...successes.slice(0, DOOMED_SETTLEMENTS).map((event) => event.id),
            ...refunds.slice(0, 2).map((event) => event.id),
          ]);
          const first = await Promise.all(
            [...successes, ...refunds].flatMap((event, index) => {
              const once = doomedEventIds.has(event.id);
              return [deliver(index % 2, event, { once }), deliver(1 - (index % 2), event, { once })];
            }),
          );
          // The doomed events failed on both servers (Stripe would retry them); the rest applied once.
          for (const { event, answer } of first) {
            expect(answer.status, `${event.id}: ${JSON.stringify(answer.body)}`).toBe(
              doomedEventIds.has(event.id) ? 500 : 200,
            );
          }
          expectOnceEach(first.filter(({ event }) => !doomedEventIds.has(event.id)));
          // Each doomed transaction held a number when it failed: the trigger's words, as the
          // servers logged them ("doomed payment.settle of payment 53 holding receipt 49 ...").
          const refusals = [
            ...serverLog().matchAll(/doomed (\S+) of payment (\d+) holding receipt (\d+) and credit note (\d+)/g),
          ].map(([, action, paymentId, receipt, creditNote]) => ({
            action: action!,
            paymentId: Number(paymentId),
            number: Number(action === "payment.settle" ? receipt : creditNote),
          }));
          expect(new Set(refusals.map((refusal) => `${refusal.action} ${refusal.paymentId}`)), serverLog()).toEqual(
            new Set([
              ...doomedSettlements.map((paid) => `payment.settle ${paid.paymentId}`),
              ...doomedRefunds.map((paid) => `refund.settle ${paid.paymentId}`),
            ]),
          );
          for (const refusal of refusals) {
            const before = refusal.action === "payment.settle" ? receiptsBefore : creditNotesBefore;
            expect(refusal.number, JSON.stringify(refusal)).toBeGreaterThan(before);
          }

          const failed = await numbering();
          const settledNow = RETRIED - DOOMED_SETTLEMENTS;
          expect(failed.receiptNumbers).toEqual(oneTo(receiptsBefore + settledNow));
          expect(failed.creditNotes.map((note) => note.number)).toEqual(oneTo(creditNotesBefore + 2));
          expect(failed.counters).toEqual({ receipt: receiptsBefore + settledNow, creditNote: creditNotesBefore + 2 });
          for (const paid of doomedSettlements) {
            expect(failed.payments.find((payment) => payment.id === paid.paymentId)).toMatchObject({
              paymentStatus: "PENDING",
              receiptNumber: null,
            });
          }
          for (const paid of doomedRefunds) {
            expect(failed.payments.find((payment) => payment.id === paid.paymentId)!.refundedAmount).toBe(0);
          }

          // Fixed, Stripe retries the failed events (to both servers at once): they take the next numbers.
          await prisma().$executeRawUnsafe(`DELETE FROM "doomed_payment"`);
          const retries = await Promise.all(
            [...successes, ...refunds]
              .filter((event) => doomedEventIds.has(event.id))
              .flatMap((event, index) => [deliver(index % 2, event), deliver(1 - (index % 2), event)]),
          );
          expectOnceEach(retries);
          const final = await numbering();
          expect(final.receiptNumbers).toEqual(oneTo(receiptsBefore + RETRIED));
          expect(final.creditNotes.map((note) => note.number)).toEqual(oneTo(creditNotesBefore + 4));
          expect(final.counters).toEqual({ receipt: receiptsBefore + RETRIED, creditNote: creditNotesBefore + 4 });
          expect(final.payments.filter((payment) => payment.paymentStatus === "COMPLETED")).toHaveLength(
            SETTLED + OLDER + RETRIED,
          );
          expect(
            final.payments.filter((payment) => payment.paymentStatus === "COMPLETED" && payment.receiptNumber === null),
          ).toEqual([]);
        } finally {
          await runAdmin(
            databaseUrl!,
            `SET search_path = "${schema}";
            DROP TRIGGER IF EXISTS "refuse_doomed_receipt" ON "Payment";
            DROP TRIGGER IF EXISTS "refuse_doomed_credit_note" ON "CreditNote";
            DROP FUNCTION IF EXISTS "refuse_doomed_receipt"();
            DROP FUNCTION IF EXISTS "refuse_doomed_credit_note"();
            DROP TABLE IF EXISTS "doomed_payment";`,
          );
        }
      },
      TEST_TIMEOUT_MS,
    );

    it(
      "keeps the numbers committed gap-free when transactions on two clients race for them and a third roll back",
      async () => {
        const second = await openDatabase({ databaseUrl: databaseUrl!, schema });
        try {
          const clients = [prisma(), second.prisma];
          const start = (await numbering()).counters;
          const TRANSACTIONS = 60;
          const outcomes = await Promise.allSettled(
            Array.from({ length: TRANSACTIONS }, (_, index) =>
              clients[index % 2]!.$transaction(async (tx) => {
                const series = index % 5 === 4 ? "creditNote" : "receipt";
                const number = await nextDocumentNumber(tx, series);
                // Hold the counter a moment, so the others queue behind this one.
                await tx.$executeRawUnsafe(`SELECT pg_sleep(${(index % 4) * 0.003})`);
                if (index % 3 === 0) throw new Error(`rolled back holding ${series} ${number}`);
                return { series, number };
              }),
            ),
          );
          const committed = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
          const rolledBack = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
          expect(rolledBack.map((error) => (error as Error).message)).toHaveLength(TRANSACTIONS / 3);
          for (const error of rolledBack) expect((error as Error).message).toMatch(/^rolled back holding/);
          const numbersOf = (series: string) =>
            committed
              .filter((issued) => issued.series === series)
              .map((issued) => issued.number)
              .sort((a, b) => a - b);
          const receipts = numbersOf("receipt");
          const creditNotes = numbersOf("creditNote");
          expect(receipts).toEqual(oneTo(receipts.length).map((n) => start.receipt! + n));
          expect(creditNotes).toEqual(oneTo(creditNotes.length).map((n) => start.creditNote! + n));
          expect((await numbering()).counters).toEqual({
            receipt: start.receipt! + receipts.length,
            creditNote: start.creditNote! + creditNotes.length,
          });
        } finally {
          await second.close();
        }
      },
      TEST_TIMEOUT_MS,
    );
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
