// The outbox's tests' tools: mail gateways that record, fail or hang on demand, the worker run
// as the server's job runs it (a system context) at a clock the test sets, and the outbox rows
// a change left behind, in a shape a test can compare whole.
import { type Clock, systemContext } from "../../src/context.ts";
import { MailDeliveryError, type MailGateway, type MailMessage } from "../../src/gateways/mail/mail-gateway.ts";
import type { PushGateway } from "../../src/gateways/push/push-gateway.ts";
import type { Prisma, PrismaClient } from "../../src/generated/prisma/client.ts";
import {
  deliverDueNotifications,
  type OutboxOptions,
  type OutboxRun,
} from "../../src/services/notifications/deliver.ts";
import { SignInDocument } from "../__generated__/graphql.ts";
import { cookieFrom, type TestApp, TEST_NOW } from "./app.ts";
import { enrolTestStaff } from "./second-factor.ts";
import { createAccount } from "./sign-in.ts";

/** Where the worker's emails say the web app is. */
export const TEST_APP_URL = "https://app.example.test";

export interface RecordingMailGateway extends MailGateway {
  /** Every message accepted, oldest first. */
  readonly sent: MailMessage[];
}

/** A transport that accepts everything and keeps a copy. */
export function recordingMailGateway(): RecordingMailGateway {
  const sent: MailMessage[] = [];
  return {
    description: "Recording mail gateway (tests)",
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<recorded-${sent.length}@example.test>` };
    },
    async close() {},
  };
}

export interface FailingMailGateway extends MailGateway {
  /** Every message it was asked to send, oldest first. */
  readonly attempts: MailMessage[];
}

/** A transport that refuses every message with `error` (retryable by default, as a connection refused). */
export function failingMailGateway(
  error: () => Error = () => new MailDeliveryError("connect ECONNREFUSED 127.0.0.1:2525", { retryable: true }),
): FailingMailGateway {
  const attempts: MailMessage[] = [];
  return {
    description: "Failing mail gateway (tests)",
    attempts,
    async send(message) {
      attempts.push(message);
      throw error();
    },
    async close() {},
  };
}

export interface HeldMailGateway extends MailGateway {
  /** Resolves once a send has begun (and is being held). */
  readonly started: Promise<MailMessage>;
  /** Ends the held send: accepted, or refused with `error`. */
  release(error?: Error): void;
}

/** A transport whose first send hangs until the test releases it: a worker stuck mid-send. */
export function heldMailGateway(): HeldMailGateway {
  let begin!: (message: MailMessage) => void;
  let finish!: (error?: Error) => void;
  const started = new Promise<MailMessage>((resolve) => (begin = resolve));
  const released = new Promise<Error | undefined>((resolve) => (finish = resolve));
  return {
    description: "Held mail gateway (tests)",
    started,
    release: (error) => finish(error),
    async send(message) {
      begin(message);
      const error = await released;
      if (error) throw error;
      return { messageId: "<held@example.test>" };
    },
    async close() {},
  };
}

/** One run of the outbox worker, as the server's "deliver notifications" job makes it. */
export function runWorker(
  prisma: PrismaClient,
  options: { clock: Clock; mail: MailGateway; push?: PushGateway; outbox?: OutboxOptions },
): Promise<OutboxRun> {
  const ctx = systemContext({ db: prisma, clock: options.clock, push: options.push });
  return deliverDueNotifications(ctx, { mail: options.mail, appUrl: TEST_APP_URL }, options.outbox);
}

/** A clock pinned at one instant until the test moves it. */
export function pinnedClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set(instant: Date) {
      current = instant;
    },
    advanceMs(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type PinnedClock = ReturnType<typeof pinnedClock>;

const outboxSelection = {
  id: true,
  kind: true,
  recipientId: true,
  email: true,
  title: true,
  body: true,
  link: true,
  bookingId: true,
  paymentId: true,
  deliveries: { select: { id: true, channel: true, status: true }, orderBy: { channel: "asc" } },
} satisfies Prisma.NotificationSelect;

export type OutboxRow = Prisma.NotificationGetPayload<{ select: typeof outboxSelection }>;

/** The notifications matching `where` with their deliveries, oldest first. */
export function outboxRows(prisma: PrismaClient, where: Prisma.NotificationWhereInput): Promise<OutboxRow[]> {
  return prisma.notification.findMany({ where, select: outboxSelection, orderBy: { id: "asc" } });
}

/** Who was told what: (kind, recipient, email, channel:status...) per notification, in a stable order. */
export async function outboxSummary(prisma: PrismaClient, where: Prisma.NotificationWhereInput) {
  const rows = await outboxRows(prisma, where);
  return rows
    .map((row) => ({
      kind: row.kind,
      recipientId: row.recipientId,
      email: row.email,
      deliveries: row.deliveries.map((delivery) => `${delivery.channel}:${delivery.status}`),
    }))
    .sort((a, b) => (a.email ?? "").localeCompare(b.email ?? "") || a.kind.localeCompare(b.kind));
}

/** Signs in through GraphQL; the session cookie to send back. */
export async function signInCookie(api: TestApp, email: string, password = "demo-password"): Promise<string> {
  const { response, data } = await api.graphql(SignInDocument, { input: { email, password, code: api.staffCode() } });
  if (data?.signIn.__typename !== "SignInPayload") throw new Error(`Could not sign in as ${email}`);
  return cookieFrom(response);
}

/** A new account with the role asked for, signed in: its id and session cookie. */
export async function signedInAccount(
  api: TestApp,
  email: string,
  role: "CUSTOMER" | "PROVIDER" | "ADMIN" = "CUSTOMER",
  providerId: number | null = null,
) {
  const password = "notification tests pass 1";
  const userId = await createAccount(api.db.prisma, email, password);
  if (role !== "CUSTOMER") await api.db.prisma.user.update({ where: { id: userId }, data: { role, providerId } });
  if (role === "ADMIN") await enrolTestStaff(api.db.prisma, userId, TEST_NOW);
  return { userId, email, cookie: await signInCookie(api, email, password) };
}

export type SignedInAccount = Awaited<ReturnType<typeof signedInAccount>>;

/**
 * A request to the REST API as its clients send it (writes always say they are JSON, even
 * without a body), answered as status, parsed body (null when empty) and headers.
 */
export async function restCall(
  api: TestApp,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== "GET" && method !== "DELETE") headers["content-type"] = "application/json";
  const response = await api.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null, headers: response.headers };
}
