// The outbox's write side. Every event is recorded by the code that makes the change, with
// the transaction client of that change: the booking and its notification commit together
// or not at all, and the worker (deliver.ts) finds the rows however long the server is down.
import type { DeliveryChannel, NotificationKind, Prisma } from "../../generated/prisma/client.ts";

type Tx = Prisma.TransactionClient;

/** Who is told: an account (in-app, push and email), or a guest known by an email address only. */
export type Recipient = { userId: number; email: string } | { userId: null; email: string };

export interface NotificationDraft {
  kind: NotificationKind;
  recipient: Recipient;
  title: string;
  body: string;
  /** A path in the web app ("/provider-dashboard"). */
  link: string | null;
  bookingId?: number | null;
  paymentId?: number | null;
  contactMessageId?: number | null;
}

const TITLE_LIMIT = 200;
const BODY_LIMIT = 1000;

/** The channels a recipient can be reached on: push needs an account's devices. */
function channelsFor(recipientId: number | null): DeliveryChannel[] {
  return recipientId === null ? ["EMAIL"] : ["PUSH", "EMAIL"];
}

/** Records the notifications and their deliveries, due at once: two statements however many. */
export async function recordNotifications(tx: Tx, now: Date, drafts: readonly NotificationDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const created = await tx.notification.createManyAndReturn({
    data: drafts.map((draft) => ({
      kind: draft.kind,
      recipientId: draft.recipient.userId,
      email: draft.recipient.email,
      // Names come from users: a long one shortens the text rather than failing the booking.
      title: clip(draft.title, TITLE_LIMIT),
      body: clip(draft.body, BODY_LIMIT),
      link: draft.link,
      bookingId: draft.bookingId ?? null,
      paymentId: draft.paymentId ?? null,
      contactMessageId: draft.contactMessageId ?? null,
      createdAt: now,
    })),
    select: { id: true, recipientId: true },
  });
  await tx.notificationDelivery.createMany({
    data: created.flatMap(({ id, recipientId }) =>
      channelsFor(recipientId).map((channel) => ({ notificationId: id, channel, nextAttemptAt: now })),
    ),
  });
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}
