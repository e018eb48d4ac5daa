// Webhook deliveries as Stripe makes them, for the webhook tests: an event's JSON and a
// Stripe-Signature header made by the real SDK's test-header helper (the same HMAC Stripe
// computes), and what the books say afterwards, read straight from the database.
import Stripe from "stripe";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { STRIPE_WEBHOOK_PATH } from "../../src/webhooks/stripe.ts";

export { STRIPE_WEBHOOK_PATH };

// No request ever leaves: the webhook helpers sign and verify locally.
const stripe = new Stripe("sk_test_webhook_tests");

export interface SignedDelivery {
  /** The exact bytes sent: a signature covers these and nothing else. */
  payload: string;
  signature: string;
}

/** Seconds since the epoch, as Stripe dates events and signatures. */
export const unixSeconds = (at: Date | number) => Math.floor((typeof at === "number" ? at : at.getTime()) / 1000);

/**
 * Signs an event (or any body, as `payload`) with `secret`, dated `timestamp` (seconds).
 * Stripe pretty-prints its events; the app must verify the bytes as they came.
 */
export function signDelivery(options: {
  secret: string;
  timestamp: number;
  event?: object;
  payload?: string;
}): SignedDelivery {
  const payload = options.payload ?? JSON.stringify(options.event, null, 2);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret,
    timestamp: options.timestamp,
  });
  return { payload, signature };
}

/** The request Stripe sends: `signature: null` leaves the header out. */
export function webhookRequestInit(payload: string, signature: string | null): RequestInit {
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
  };
  if (signature !== null) headers["stripe-signature"] = signature;
  return { method: "POST", headers, body: payload };
}

export interface WebhookAnswer {
  status: number;
  contentType: string | null;
  body: { received?: boolean; outcome?: string; message?: string } | null;
}

export async function readWebhookAnswer(response: Response): Promise<WebhookAnswer> {
  const text = await response.text();
  let body: WebhookAnswer["body"] = null;
  try {
    body = JSON.parse(text) as WebhookAnswer["body"];
  } catch {
    body = null;
  }
  return { status: response.status, contentType: response.headers.get("content-type"), body };
}

export interface LedgerRow {
  kind: "PLATFORM_FEE" | "PROVIDER_SHARE" | "SERVICE_TAX" | "FEE_TAX";
  amount: number;
  reference: string;
  occurredAt: string;
}

export interface Books {
  /** Every ledger row of the payment, in a fixed order (kind, reference). */
  rows: LedgerRow[];
  fee: number;
  share: number;
  serviceTax: number;
  feeTax: number;
}

/** A payment's ledger: its rows and what each side holds now. */
export async function booksOf(prisma: PrismaClient, paymentId: number): Promise<Books> {
  const entries = await prisma.ledgerEntry.findMany({
    where: { paymentId },
    orderBy: [{ kind: "asc" }, { reference: "asc" }],
  });
  const rows = entries.map((entry) => ({
    kind: entry.kind,
    amount: entry.amount,
    reference: entry.reference,
    occurredAt: entry.occurredAt.toISOString(),
  }));
  const sum = (kind: LedgerRow["kind"]) =>
    rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0);
  return {
    rows,
    fee: sum("PLATFORM_FEE"),
    share: sum("PROVIDER_SHARE"),
    serviceTax: sum("SERVICE_TAX"),
    feeTax: sum("FEE_TAX"),
  };
}

/** What a payment says about its money, without ids and bookkeeping timestamps. */
export async function paymentStateOf(prisma: PrismaClient, paymentId: number) {
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  return {
    paymentStatus: payment.paymentStatus,
    transferStatus: payment.transferStatus,
    totalAmount: payment.totalAmount,
    platformFee: payment.platformFee,
    platformCommissionBps: payment.platformCommissionBps,
    refundedAmount: payment.refundedAmount,
    failureMessage: payment.failureMessage,
    settledAt: payment.settledAt?.toISOString() ?? null,
    stripeTransferId: payment.stripeTransferId,
  };
}

/** How many rows each table of the books holds: a refused delivery must change none. */
export async function countBooks(prisma: PrismaClient) {
  const [payments, ledgerEntries, stripeEvents] = await Promise.all([
    prisma.payment.count(),
    prisma.ledgerEntry.count(),
    prisma.stripeEvent.count(),
  ]);
  return { payments, ledgerEntries, stripeEvents };
}
