// How test mode reports what happened: as Stripe does, with events signed with the webhook
// secret, delivered to our own POST /api/stripe/webhook, and how it checks a delivery's
// signature there. Each change and the events it causes are committed together; the events
// are delivered after the commit (the webhook opens its own transactions, and reacts by
// calling the gateway again, e.g. transfers after account.updated). An event stays marked
// pending (Stripe's `pending_webhooks`) until the webhook accepted it, and is delivered again
// when the same payment or refund is asked for again, so a refused delivery is never lost.
import Stripe from "stripe";
import type { Clock } from "../../../context.ts";
import type { PrismaClient } from "../../../generated/prisma/client.ts";
import {
  type PaymentGateway,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookDelivery,
  WebhookSignatureError,
} from "../gateway.ts";
import { signatureFailure } from "../stripe-gateway.ts";
import { signTestEvent, stripeSeconds } from "./stripe-format.ts";

/** Sending a change's events to the webhook, and finding those it has not accepted yet. */
export interface EventDelivery {
  deliver(events: readonly Stripe.Event[]): Promise<void>;
  pendingEventsAbout(objectIds: string[]): Promise<Stripe.Event[]>;
}

/** What the gateway's calls share: the database that is test mode's Stripe, the clock, the webhook. */
export interface TestModeDeps extends EventDelivery {
  db: PrismaClient;
  clock: Clock;
}

export function testModeWebhook(options: {
  db: PrismaClient;
  clock: Clock;
  /** Hands a signed event to POST /api/stripe/webhook. */
  deliverWebhook: WebhookDelivery;
  webhookSecret: string;
}): EventDelivery & Pick<PaymentGateway, "verifyWebhook"> {
  const { db, clock, webhookSecret } = options;

  /**
   * Sends events to the webhook in order and marks each delivered once accepted. The
   * signature is dated by our clock, which verifyWebhook also measures age against, so
   * a pinned clock in a test signs and verifies alike.
   */
  async function deliver(events: readonly Stripe.Event[]): Promise<void> {
    for (const event of events) {
      const { payload, signature } = signTestEvent({
        secret: webhookSecret,
        event,
        timestamp: stripeSeconds(clock.now()),
      });
      const { status } = await options.deliverWebhook({ payload, signature });
      if (status < 200 || status >= 300) {
        throw new Error(`The webhook refused the ${event.type} event ${event.id} with status ${status}.`);
      }
      await db.$executeRaw`
        UPDATE "TestModeObject" SET "data" = jsonb_set("data", '{pending_webhooks}', '0'), "updatedAt" = ${clock.now()}
        WHERE "id" = ${event.id} AND "object" = 'event'`;
    }
  }

  /** Events about these objects the webhook has not accepted yet, oldest first. */
  async function pendingEventsAbout(objectIds: string[]): Promise<Stripe.Event[]> {
    const rows = await db.testModeObject.findMany({
      where: { object: "event", OR: objectIds.map((id) => ({ data: { path: ["data", "object", "id"], equals: id } })) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows
      .map((row) => row.data as unknown as Stripe.Event)
      .filter((event) => event.pending_webhooks > 0)
      .sort((a, b) => a.created - b.created || EVENT_ORDER.indexOf(a.type) - EVENT_ORDER.indexOf(b.type));
  }

  function verifyWebhook(payload: string, signatureHeader: string | undefined): Stripe.Event {
    if (!signatureHeader) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
    try {
      // Age is measured on our clock, the one our signatures are dated by.
      return Stripe.webhooks.constructEvent(
        payload,
        signatureHeader,
        webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        clock.now().getTime(),
      );
    } catch (error) {
      throw new WebhookSignatureError(signatureFailure(error));
    }
  }

  return { deliver, pendingEventsAbout, verifyWebhook };
}

/** When one change sends several events, the order Stripe sends them in. */
const EVENT_ORDER: readonly string[] = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "invoice.paid",
  "invoice.payment_failed",
  "charge.refunded",
  "account.updated",
];
