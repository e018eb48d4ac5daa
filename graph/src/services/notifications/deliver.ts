// The outbox's worker: delivers each notification's channels (push to the recipient's
// devices, email), at least once, retrying passing failures with exponential backoff and
// giving up after a limit, keeping what it gave up on for staff (dead-letters.ts).
//
// A claim is one statement: due rows are locked FOR UPDATE SKIP LOCKED (so two workers take
// different rows), counted as an attempt and leased by moving `nextAttemptAt` past the lease.
// The send happens after that commits, holding no transaction; a worker killed mid-send
// leaves its rows to be claimed again when the lease ends. A second delivery is possible only
// if a send outlasts the lease, which the transports' timeouts keep well apart.
import type { Context } from "../../context.ts";
import { type MailAttachment, MailDeliveryError, type MailGateway } from "../../gateways/mail/mail-gateway.ts";
import { PUSH_NOT_CONFIGURED_MESSAGE } from "../../gateways/push/push-gateway.ts";
import type { DeliveryChannel, DeliveryStatus, Notification } from "../../generated/prisma/client.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import { storedCalendarEvent } from "../calendars/calendar-event.ts";
import { renderCalendar } from "../calendars/ics.ts";
import { receiptPdfFile } from "../receipts/receipt-pdf-file.ts";
import { settledReceipt } from "../receipts/receipts.ts";

export interface OutboxOptions {
  /** Rows claimed per statement. */
  batchSize?: number;
  /** How long a claimed row is the claimer's; longer than any transport's timeout. */
  leaseMs?: number;
  /** Attempts before a delivery is given up on (DEAD). */
  maxAttempts?: number;
  /** The wait after the first failed attempt; doubled after each further one. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** 0 to 1; spreads retries so a recovering server is not hit all at once. */
  random?: () => number;
  /** Claims per run at most, so one run ends and the next picks up the rest. */
  maxBatches?: number;
}

export const OUTBOX_DEFAULTS: Required<Omit<OutboxOptions, "random">> = {
  batchSize: 25,
  leaseMs: 2 * 60 * 1000,
  maxAttempts: 8,
  retryBaseMs: 30 * 1000,
  retryMaxMs: 60 * 60 * 1000,
  maxBatches: 40,
};

export interface DeliveryTransports {
  mail: MailGateway;
  /** Where the web app is, for the links in emails ("https://example.ca"). */
  appUrl: string;
}

export interface OutboxRun {
  sent: number;
  skipped: number;
  retried: number;
  dead: number;
}

interface ClaimedDelivery {
  id: number;
  notificationId: number;
  channel: DeliveryChannel;
  attempts: number;
}

type Attempt =
  | { status: "SENT" }
  | { status: "SKIPPED"; reason: string }
  | { status: "RETRY"; error: string; retryAfterSeconds?: number }
  | { status: "DEAD"; error: string };

/** Delivers what is due now; returns what happened. Push goes through `ctx.push`. */
export async function deliverDueNotifications(
  ctx: Context,
  transports: DeliveryTransports,
  options: OutboxOptions = {},
): Promise<OutboxRun> {
  // An option given as undefined keeps its default rather than wiping it.
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const settings: typeof OUTBOX_DEFAULTS = { ...OUTBOX_DEFAULTS, ...given };
  const random = options.random ?? Math.random;
  const run: OutboxRun = { sent: 0, skipped: 0, retried: 0, dead: 0 };
  run.dead += await abandonExhaustedClaims(ctx, settings.maxAttempts);
  for (let batch = 0; batch < settings.maxBatches; batch += 1) {
    const claimed = await claimDueDeliveries(ctx, settings.batchSize, settings.leaseMs);
    if (claimed.length === 0) break;
    const notifications = await ctx.db.notification.findMany({
      where: { id: { in: [...new Set(claimed.map((delivery) => delivery.notificationId))] } },
    });
    const byId = new Map(notifications.map((notification) => [notification.id, notification]));
    const devices = await devicesOf(ctx, claimed, byId);
    const receipts: BatchReceipts = new Map();
    const attempts = await Promise.all(
      claimed.map(async (delivery) => {
        const notification = byId.get(delivery.notificationId);
        // Its recipient's account was deleted after the claim: nothing left to deliver.
        const attempt: Attempt = notification
          ? await attemptDelivery(ctx, transports, delivery.channel, notification, devices, receipts)
          : { status: "SKIPPED", reason: "The notification no longer exists." };
        return { delivery, attempt };
      }),
    );
    // The usual outcome is recorded for the whole batch in one statement; the rest one by one.
    run.sent += await finishSent(
      ctx,
      attempts.filter(({ attempt }) => attempt.status === "SENT").map(({ delivery }) => delivery),
    );
    for (const { delivery, attempt } of attempts) {
      if (attempt.status === "SENT") continue;
      const status = await finishAttempt(ctx, delivery, attempt, settings, random);
      if (status === "SKIPPED") run.skipped += 1;
      else if (status === "DEAD") run.dead += 1;
      else if (status === "RETRY") run.retried += 1;
    }
    if (claimed.length < settings.batchSize) break;
  }
  return run;
}

/**
 * A row still pending with every attempt used and its lease over was being sent when its
 * worker stopped, each time: a message that kills the worker is given up on like any other.
 */
async function abandonExhaustedClaims(ctx: Context, maxAttempts: number): Promise<number> {
  const now = ctx.clock.now();
  const { count } = await ctx.db.notificationDelivery.updateMany({
    where: { status: "PENDING", attempts: { gte: maxAttempts }, nextAttemptAt: { lte: now } },
    data: {
      status: "DEAD",
      finishedAt: now,
      lastError: `Gave up after ${maxAttempts} attempts: the worker stopped before finishing the last one.`,
    },
  });
  return count;
}

async function claimDueDeliveries(ctx: Context, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const now = ctx.clock.now();
  const leaseEnds = new Date(now.getTime() + leaseMs);
  return ctx.db.$queryRaw<ClaimedDelivery[]>`
    UPDATE "NotificationDelivery" AS d
    SET "attempts" = d."attempts" + 1, "nextAttemptAt" = ${utcTimestampSql(leaseEnds)}
    FROM (
      SELECT "id" FROM "NotificationDelivery"
      WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${utcTimestampSql(now)}
      ORDER BY "nextAttemptAt", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE d."id" = due."id"
    RETURNING d."id", d."notificationId", d."channel"::text AS "channel", d."attempts"`;
}

async function attemptDelivery(
  ctx: Context,
  transports: DeliveryTransports,
  channel: DeliveryChannel,
  notification: Notification,
  devices: Devices,
  receipts: BatchReceipts,
): Promise<Attempt> {
  return channel === "EMAIL"
    ? sendEmail(ctx, transports, notification, receipts)
    : sendPush(ctx, notification, devices);
}

/** Each recipient's device tokens, by account: one query for a batch's push deliveries. */
type Devices = ReadonlyMap<number, { id: number; token: string }[]>;

async function devicesOf(
  ctx: Context,
  claimed: readonly ClaimedDelivery[],
  notifications: ReadonlyMap<number, Notification>,
): Promise<Devices> {
  const recipients = new Set<number>();
  for (const delivery of claimed) {
    const recipientId = notifications.get(delivery.notificationId)?.recipientId;
    if (delivery.channel === "PUSH" && recipientId != null) recipients.add(recipientId);
  }
  const devices = new Map<number, { id: number; token: string }[]>();
  if (recipients.size === 0 || !ctx.push.configured) return devices;
  const tokens = await ctx.db.pushToken.findMany({
    where: { userId: { in: [...recipients] } },
    select: { id: true, token: true, userId: true },
    orderBy: { id: "asc" },
  });
  for (const { userId, ...token } of tokens) devices.set(userId, [...(devices.get(userId) ?? []), token]);
  return devices;
}

async function sendEmail(
  ctx: Context,
  transports: DeliveryTransports,
  notification: Notification,
  receipts: BatchReceipts,
): Promise<Attempt> {
  if (!notification.email) return { status: "SKIPPED", reason: "No email address." };
  const linkUrl = notification.link ? new URL(notification.link, transports.appUrl).href : null;
  const link = linkUrl ? `\n\n${linkUrl}` : "";
  try {
    const receipt = await receiptOf(ctx, notification, receipts);
    const attached = receipt ? `\n\nThe receipt, ${receipt.filename}, is attached.` : "";
    await transports.mail.send({
      to: notification.email,
      subject: notification.title,
      text: `${notification.body}${attached}${link}\n\n— Local Services Marketplace`,
      calendar: calendarOf(notification, linkUrl),
      ...(receipt ? { attachments: [receipt] } : {}),
    });
    return { status: "SENT" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof MailDeliveryError && !error.retryable) return { status: "DEAD", error: message };
    return { status: "RETRY", error: message };
  }
}

/** A batch's receipts by payment: the customer's and the provider's emails share one render. */
type BatchReceipts = Map<number, Promise<MailAttachment | null>>;

/**
 * A settled payment's email carries its receipt, to the customer and to the provider alike
 * (both may read it). Rendered when sent, from the books, so a retried send carries the same
 * numbered receipt; a render that fails fails the attempt, which is retried.
 */
function receiptOf(ctx: Context, notification: Notification, receipts: BatchReceipts) {
  const paymentId = notification.paymentId;
  if (notification.kind !== "PAYMENT_SETTLED" || paymentId === null) return null;
  let receipt = receipts.get(paymentId);
  if (!receipt) {
    receipt = settledReceipt(ctx, paymentId).then((document) => (document ? receiptPdfFile(document) : null));
    receipts.set(paymentId, receipt);
  }
  return receipt;
}

/**
 * The notice's event as an iCalendar file, written when it is sent; DTSTAMP is when the notice
 * was recorded, so a retried send carries the same file.
 */
function calendarOf(notification: Notification, linkUrl: string | null) {
  const event = storedCalendarEvent(notification.calendarEvent);
  if (!event) return undefined;
  const method = event.cancelled ? "CANCEL" : "PUBLISH";
  const content = renderCalendar([event], { method, stamp: notification.createdAt, url: () => linkUrl });
  return { method, content } as const;
}

/**
 * Push to each of the recipient's devices. Tokens FCM says are dead are removed; the
 * delivery counts as sent when any device took it, and is retried only when none did and
 * one of them may yet (a passing failure), so a device that did get it is not sent it twice
 * unless all the others were only briefly unreachable.
 */
async function sendPush(ctx: Context, notification: Notification, devices: Devices): Promise<Attempt> {
  if (notification.recipientId === null) return { status: "SKIPPED", reason: "Guests have no devices." };
  if (!ctx.push.configured) return { status: "SKIPPED", reason: PUSH_NOT_CONFIGURED_MESSAGE };
  const tokens = devices.get(notification.recipientId) ?? [];
  if (tokens.length === 0) return { status: "SKIPPED", reason: "No devices registered." };

  let sent = false;
  let retry: Extract<Attempt, { status: "RETRY" }> | null = null;
  let rejected: string | null = null;
  for (const { id, token } of tokens) {
    const outcome = await ctx.push.send({
      token,
      title: notification.title,
      body: notification.body,
      link: notification.link,
      data: { notificationId: String(notification.id), kind: notification.kind },
    });
    if (outcome.kind === "sent") {
      sent = true;
      await ctx.db.pushToken.updateMany({ where: { id }, data: { lastUsedAt: ctx.clock.now() } });
    } else if (outcome.kind === "invalid-token") {
      await ctx.db.pushToken.deleteMany({ where: { id } });
    } else if (outcome.kind === "retry") {
      retry = { status: "RETRY", error: outcome.message, retryAfterSeconds: outcome.retryAfterSeconds };
    } else {
      rejected = outcome.message;
    }
  }
  if (sent) return { status: "SENT" };
  if (retry) return retry;
  if (rejected) return { status: "DEAD", error: rejected };
  return { status: "SKIPPED", reason: "No working devices: FCM no longer knows their tokens, so they were removed." };
}

/** Marks the sent deliveries SENT, each only if still this claim's (see finishAttempt). */
async function finishSent(ctx: Context, sent: readonly ClaimedDelivery[]): Promise<number> {
  if (sent.length === 0) return 0;
  const { count } = await ctx.db.notificationDelivery.updateMany({
    where: { status: "PENDING", OR: sent.map(({ id, attempts }) => ({ id, attempts })) },
    data: { status: "SENT", finishedAt: ctx.clock.now(), lastError: null },
  });
  return count;
}

/**
 * Records the attempt, if the row is still this claim's (same attempt count, still pending):
 * a claimer whose lease ran out and was re-claimed leaves the newer claim's outcome alone,
 * and answers null (nothing of its own to count).
 */
async function finishAttempt(
  ctx: Context,
  delivery: ClaimedDelivery,
  attempt: Attempt,
  settings: typeof OUTBOX_DEFAULTS,
  random: () => number,
): Promise<DeliveryStatus | "RETRY" | null> {
  const now = ctx.clock.now();
  const where = { id: delivery.id, status: "PENDING" as const, attempts: delivery.attempts };
  if (attempt.status === "RETRY" && delivery.attempts < settings.maxAttempts) {
    const wait = Math.max(retryDelayMs(delivery.attempts, settings, random), (attempt.retryAfterSeconds ?? 0) * 1000);
    const { count } = await ctx.db.notificationDelivery.updateMany({
      where,
      data: { nextAttemptAt: new Date(now.getTime() + wait), lastError: clip(attempt.error) },
    });
    return count === 1 ? "RETRY" : null;
  }
  const status: DeliveryStatus =
    attempt.status === "RETRY" ? "DEAD" : attempt.status === "SKIPPED" ? "SKIPPED" : attempt.status;
  const lastError =
    attempt.status === "RETRY"
      ? `Gave up after ${delivery.attempts} attempts: ${attempt.error}`
      : attempt.status === "DEAD"
        ? attempt.error
        : attempt.status === "SKIPPED"
          ? attempt.reason
          : null;
  const { count } = await ctx.db.notificationDelivery.updateMany({
    where,
    data: { status, finishedAt: now, lastError: lastError === null ? null : clip(lastError) },
  });
  return count === 1 ? status : null;
}

/** Exponential backoff with ±20% jitter: 30 s, 1 min, 2 min, ... up to an hour by default. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<typeof OUTBOX_DEFAULTS, "retryBaseMs" | "retryMaxMs">,
  random: () => number = Math.random,
): number {
  const base = Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const clip = (text: string) => (text.length <= 500 ? text : `${text.slice(0, 499)}…`);
