import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { createApp } from "../../src/app.ts";
import type { Clock } from "../../src/context.ts";
import type { Database } from "../../src/db/client.ts";
import type { ErrorLog } from "../../src/http/errors.ts";
import type { PaymentGatewayFactory } from "../../src/gateways/payments/configure.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import type { PushGateway } from "../../src/gateways/push/push-gateway.ts";
import type { PartnerRateLimit } from "../../src/services/partners/partner-tokens.ts";
import { recordingAccountMail } from "../../src/services/accounts/account-mail.ts";
import { createTestDatabase } from "./database.ts";
import { enrolAllTestStaff, TEST_TOTP_SECRET, totpCodeAt } from "./second-factor.ts";

export const TEST_NOW = new Date("2026-11-20T15:00:00Z");
export const fixedClock: Clock = { now: () => TEST_NOW };
/** The seeded staff account's authenticator code at TEST_NOW (second-factor.ts). */
export const TEST_STAFF_CODE = totpCodeAt(TEST_TOTP_SECRET, TEST_NOW);

/** The test app's test-mode gateway signs with this, so tests can sign Stripe events too. */
export const TEST_WEBHOOK_SECRET = "whsec_test_marketplace_api_tests";

export interface GraphQLResponse<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; path?: string[] }[];
}

/**
 * The real server (createApp) over a real, migrated and seeded database, called
 * in process through its fetch handler: no port, no mocks.
 */
export async function startTestApp(
  options: {
    providers?: number;
    secureCookies?: boolean;
    /** The app's clock; seeding always uses TEST_NOW. Defaults to fixedClock. */
    clock?: Clock;
    /** Requests per window for each partner API token; the app's default otherwise. */
    partnerRateLimit?: PartnerRateLimit;
    /** The payment gateway; the offline test mode signing with TEST_WEBHOOK_SECRET by default. */
    payments?: PaymentGatewayFactory;
    /** Push; "not configured" by default, as without FIREBASE_SERVICE_ACCOUNT. */
    push?: PushGateway;
    /** What the app logs as an error; dropped by default. */
    logError?: ErrorLog;
  } = {},
) {
  const db: Database = await createTestDatabase();
  // What the app would have emailed with a secret link (password reset, verification).
  const accountMail = recordingAccountMail();
  await seedDatabase(db.prisma, { providers: options.providers ?? 60, seed: 7, now: TEST_NOW });
  await enrolAllTestStaff(db.prisma, TEST_NOW);
  const app = createApp({
    db: db.prisma,
    clock: options.clock ?? fixedClock,
    secureCookies: options.secureCookies,
    partnerRateLimit: options.partnerRateLimit,
    payments:
      options.payments ?? ((gateway) => createTestModeGateway({ ...gateway, webhookSecret: TEST_WEBHOOK_SECRET })),
    push: options.push,
    accountMail,
    logError: options.logError ?? (() => {}),
    // `npm run test:pg` has every document answered compiled (graphql-jit) from its first
    // use; `npm test` leaves the app's default, so most documents are answered by graphql-js.
    compileDocumentsFromUse: process.env.TEST_COMPILE_EVERY_DOCUMENT === "1" ? 1 : undefined,
  });

  async function request(path: string, init: RequestInit = {}) {
    return withoutRequestId(await app.fetch(new Request(`http://marketplace.test${path}`, init)));
  }

  /** Posts an operation: a typed document from graph/test/operations, or plain text. */
  async function graphql<T = Record<string, any>, V = Record<string, unknown>>(
    document: TypedDocumentNode<T, V> | string,
    variables?: V,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T> & { response: Response }> {
    const query = typeof document === "string" ? document : print(document);
    const response = await request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify({ query, variables: variables ?? {} }),
    });
    return { ...((await response.json()) as GraphQLResponse<T>), response };
  }

  async function getJson<T = any>(path: string, headers: Record<string, string> = {}) {
    const response = await request(path, { headers });
    return { status: response.status, body: (await response.json()) as T, response };
  }

  const clock = options.clock ?? fixedClock;
  /** Staff's authenticator code at the app's clock now (a stepping clock moves it). */
  const staffCode = () => totpCodeAt(TEST_TOTP_SECRET, clock.now());

  return { app, db, request, graphql, getJson, accountMail, staffCode, close: () => db.close() };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Every error answer names its request: REST's body in `requestId`, GraphQL's in the answer's
 * `extensions.requestId`, the same id as the X-Request-Id header. Checked here for every
 * answer the API suites read, then taken out, so that their assertions read the answer's
 * words alone (observability/request-log.ts).
 */
export async function withoutRequestId(response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json") && !type.startsWith("application/graphql-response+json")) return response;
  const text = await response.text();
  const rebuilt = (body: string) => {
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
  if (text === "" || response.headers.get("content-encoding")) return rebuilt(text);
  const body = JSON.parse(text) as Record<string, unknown> & { extensions?: Record<string, unknown> };
  const header = response.headers.get("x-request-id");
  const isGraphQL = Array.isArray(body.errors);
  const holder = isGraphQL ? body.extensions : body;
  const failed = isGraphQL || response.status >= 400;
  if (!failed || !holder || !("requestId" in holder)) {
    if (failed && response.status !== 304) {
      throw new Error(`An error answer without its request id (${response.status}): ${text.slice(0, 300)}`);
    }
    return rebuilt(text);
  }
  if (holder.requestId !== header) {
    throw new Error(`The answer's requestId ${String(holder.requestId)} is not its X-Request-Id ${header}`);
  }
  delete holder.requestId;
  if (isGraphQL && Object.keys(holder).length === 0) delete body.extensions;
  return rebuilt(JSON.stringify(body));
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) throw new Error("The response set no cookie");
  return setCookie.split(";")[0]!;
}
