// One server process on a shared PostgreSQL schema, for the reconciliation's process test
// (graph/test/pg/payment-reconciliation-processes.test.ts): the real app (createApp) with the
// offline test-mode gateway, signing with a webhook secret the processes share. Run with tsx:
//
//   DATABASE_URL='postgresql://…?schema=s' node --import tsx graph/test/support/payment-process.ts '<command JSON>'
//
// {"command":"pay-then-die", bookingId, email, password, cardNumber}
//   signs the customer in, starts checkout for the booking and pays it with the test card, all
//   through the app's GraphQL door. The gateway commits the paid intent and its event, and as
//   it hands the event to the webhook this process SIGKILLs itself: a server dying between the
//   card payment and the webhook. Prints {"event":"paying", paymentIntentId} first.
// {"command":"reconcile", now}
//   runs the reconciliation job once at the pinned instant `now` (ISO) and prints
//   {"event":"reconciled", asked, applied, unchanged, errors}, then exits 0.
//
// The test imports its types and the shared secret; importing never runs a command.
import { createApp } from "../../src/app.ts";
import { type Clock, systemClock, systemContext } from "../../src/context.ts";
import { openDatabase } from "../../src/db/client.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { reconcilePayments } from "../../src/jobs/reconcile-payments.ts";

export const PROCESS_WEBHOOK_SECRET = "whsec_pg_reconciliation_shared_between_processes";

export type PaymentProcessCommand =
  | { command: "pay-then-die"; bookingId: number; email: string; password: string; cardNumber: string }
  | { command: "reconcile"; now: string };

export type PaymentProcessEvent =
  | { event: "paying"; paymentIntentId: string }
  | { event: "reconciled"; asked: number; applied: number; unchanged: number; errors: number };

// Run as a script only: the test imports the types above.
if (process.argv[1]?.endsWith("payment-process.ts")) await main();

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:/.test(databaseUrl)) fail("DATABASE_URL must name a PostgreSQL database");
  const command = JSON.parse(process.argv[2] ?? "{}") as PaymentProcessCommand;
  const db = await openDatabase({ databaseUrl });
  try {
    if (command.command === "reconcile") {
      const now = new Date(command.now);
      const clock: Clock = { now: () => now };
      const app = appOn(db.prisma, clock, false);
      const run = await reconcilePayments(systemContext({ db: db.prisma, clock, payments: app.payments }));
      await print({ event: "reconciled", ...run });
    } else if (command.command === "pay-then-die") {
      await payThenDie(appOn(db.prisma, systemClock, true), command);
      fail("The process was meant to die before the webhook, but the payment finished.");
    } else {
      fail(`Unknown command: ${JSON.stringify(command)}`);
    }
  } finally {
    await db.close();
  }
}

function appOn(prisma: Parameters<typeof createApp>[0]["db"], clock: Clock, dieAtWebhook: boolean) {
  return createApp({
    db: prisma,
    clock,
    logError: (message, error) => process.stderr.write(`${message} ${String(error)}\n`),
    payments: (options) =>
      createTestModeGateway({
        ...options,
        webhookSecret: PROCESS_WEBHOOK_SECRET,
        deliverWebhook: dieAtWebhook
          ? () => {
              process.kill(process.pid, "SIGKILL");
              return new Promise(() => {});
            }
          : options.deliverWebhook,
      }),
  });
}

async function payThenDie(
  app: ReturnType<typeof createApp>,
  command: Extract<PaymentProcessCommand, { command: "pay-then-die" }>,
) {
  const graphql = async (query: string, variables: object, cookie?: string) => {
    const response = await app.fetch(
      new Request("http://127.0.0.1/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return { response, body: (await response.json()) as { data?: Record<string, any>; errors?: unknown[] } };
  };
  const signIn = await graphql(
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          __typename
        }
      }
    `,
    { input: { email: command.email, password: command.password } },
  );
  const cookie = signIn.response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) fail(`Sign-in failed: ${JSON.stringify(signIn.body)}`);
  const started = await graphql(
    `
      mutation ($input: CreatePaymentIntentInput!) {
        createPaymentIntent(input: $input) {
          __typename
          ... on StartCheckoutPayload {
            clientSecret
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { bookingId: String(command.bookingId) } },
    cookie,
  );
  const clientSecret = started.body.data?.createPaymentIntent?.clientSecret as string | undefined;
  if (!clientSecret) fail(`Checkout failed: ${JSON.stringify(started.body)}`);
  await print({ event: "paying", paymentIntentId: clientSecret.split("_secret_")[0]! });
  const paid = await graphql(
    `
      mutation ($input: PayWithTestCardInput!) {
        payWithTestCard(input: $input) {
          __typename
        }
      }
    `,
    { input: { clientSecret, cardNumber: command.cardNumber } },
    cookie,
  );
  process.stderr.write(`payWithTestCard answered: ${JSON.stringify(paid.body)}\n`);
}

/** Resolves once the line is handed to the pipe, so a SIGKILL right after cannot swallow it. */
function print(event: PaymentProcessEvent): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(`${JSON.stringify(event)}\n`, (error) => (error ? reject(error) : resolve())),
  );
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
