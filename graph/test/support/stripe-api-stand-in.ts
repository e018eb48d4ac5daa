// A stand-in for api.stripe.com on 127.0.0.1: the real `stripe` SDK, pointed here with its
// host/port/protocol settings, sends its real requests and gets Stripe-shaped JSON back.
// It records every request (method, path, form fields, headers with Idempotency-Key),
// answers the endpoints the marketplace uses with plausible objects built from what was
// sent, replays an idempotency key's first answer as Stripe does, and lets a test put a
// canned answer or error in front of any endpoint. What Stripe's side does without a request
// of ours (a card paid at Stripe.js, a provider's onboarding at Stripe's pages) a test does
// with payPaymentIntent and completeAccountOnboarding; from then on refunds and transfers are
// checked against those objects as Stripe checks them (the payment-gateway contract suite
// holds the offline test-mode gateway to the same answers).
//
//   const stripeApi = await startStripeApiStandIn();
//   new Stripe("sk_test_x", { ...stripeApi.connection, maxNetworkRetries: 0 });
//   // or the whole app: STRIPE_API_BASE=stripeApi.url
//   stripeApi.answer("POST", "/v1/payment_intents", cardError("Your card was declined."), { times: 1 });
//   stripeApi.requestsTo("POST", "/v1/payment_intents")[0].form["transfer_data[destination]"];
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Form fields nested as Stripe reads them: `items[0][price]` → { items: [{ price }] }. */
export type StripeParams = { [key: string]: StripeParamValue };
export type StripeParamValue = string | StripeParams | StripeParamValue[];

export interface RecordedStripeRequest {
  method: string;
  /** Without the query string: "/v1/payment_intents". */
  path: string;
  query: Record<string, string>;
  /** The form body's fields under the names sent: "transfer_data[destination]", "metadata[bookingId]", "expand[0]". */
  form: Record<string, string>;
  /** The same fields nested (see StripeParams). */
  params: StripeParams;
  /** Lower-case names: "idempotency-key", "authorization", "stripe-version". */
  headers: Record<string, string>;
  idempotencyKey: string | null;
  rawBody: string;
}

export interface StandInAnswer {
  /** Default 200. */
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type StandInHandler = (request: RecordedStripeRequest) => StandInAnswer | Promise<StandInAnswer>;

export interface StripeApiStandIn {
  /** "http://127.0.0.1:<port>", the form STRIPE_API_BASE takes. */
  readonly url: string;
  /** Spread into the SDK's config: `new Stripe(key, { ...standIn.connection })`. */
  readonly connection: { host: string; port: number; protocol: "http" };
  /** Every request so far, oldest first. */
  readonly requests: readonly RecordedStripeRequest[];
  requestsTo(method: string, path: string | RegExp): RecordedStripeRequest[];
  /**
   * Answers matching requests with `answer` ahead of the built-in answers; the newest
   * matching canned answer wins. `times` limits how often it is used (then it is dropped).
   */
  answer(
    method: string,
    path: string | RegExp,
    answer: StandInAnswer | StandInHandler,
    options?: { times?: number },
  ): void;
  /** An object the stand-in made or was given, by id (what GET /v1/<things>/<id> answers). */
  object(id: string): Record<string, unknown> | undefined;
  /**
   * Changes (or adds) a stored object, as Stripe's side would after a payment: e.g.
   * `updateObject(intentId, { status: "succeeded" })`. Later GETs answer the new fields.
   */
  updateObject(id: string, fields: Record<string, unknown>): void;
  /**
   * The payer's card went through at Stripe (what Stripe.js does): the intent succeeds with a
   * new charge as its latest_charge, which later refunds are counted against. Returns the charge.
   */
  payPaymentIntent(id: string): Record<string, unknown>;
  /** The provider finished Stripe's hosted onboarding: the account can take charges and receive transfers. */
  completeAccountOnboarding(id: string): void;
  /** Forgets the requests so far; objects, canned answers and idempotent results stay. */
  forgetRequests(): void;
  /** Forgets requests, canned answers, objects and idempotent results. */
  reset(): void;
  close(): Promise<void>;
}

export interface StripeApiStandInOptions {
  /** When set, a request whose bearer token differs is refused with 401, as Stripe does. */
  secretKey?: string;
  /**
   * Refuses, as Stripe does, a refund of an intent, a transfer to an account or an onboarding
   * link for an account the stand-in never made. Off by default, so a test of what the SDK
   * sends may name made-up ids.
   */
  knownIdsOnly?: boolean;
}

/** A Stripe error answer: `{ error: { type, message, code?, decline_code?, param? } }`. */
export function stripeError(
  status: number,
  error: { type: string; message: string; code?: string; decline_code?: string; param?: string },
  headers?: Record<string, string>,
): StandInAnswer {
  return { status, body: { error }, headers };
}

/** A card refused by its issuer (402 card_error): Stripe's words, its code and the decline code. */
export function cardError(
  message = "Your card was declined.",
  declineCode = "generic_decline",
  code = "card_declined",
): StandInAnswer {
  return stripeError(402, { type: "card_error", message, code, decline_code: declineCode });
}

/** Stripe failing on its side; `retry` sets Stripe-Should-Retry, which the SDK obeys. */
export function apiError(status = 500, retry?: boolean): StandInAnswer {
  return stripeError(
    status,
    { type: "api_error", message: "Something went wrong on Stripe's end." },
    retry === undefined ? undefined : { "stripe-should-retry": String(retry) },
  );
}

interface CannedAnswer {
  method: string;
  path: string | RegExp;
  answer: StandInAnswer | StandInHandler;
  timesLeft: number;
}

interface IdempotentResult {
  method: string;
  path: string;
  rawBody: string;
  answer: StandInAnswer;
}

/** Bodies above this are refused: the SDK's requests here are a few kilobytes. */
const MAX_BODY_BYTES = 1_000_000;

export async function startStripeApiStandIn(options: StripeApiStandInOptions = {}): Promise<StripeApiStandIn> {
  const requests: RecordedStripeRequest[] = [];
  let canned: CannedAnswer[] = [];
  const objects = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, IdempotentResult>();
  const inFlight = new Set<string>();

  async function respond(request: RecordedStripeRequest): Promise<StandInAnswer> {
    if (options.secretKey !== undefined && request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided." });
    }
    const key = request.idempotencyKey;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.method !== request.method || earlier.path !== request.path || earlier.rawBody !== request.rawBody) {
        return stripeError(400, {
          type: "idempotency_error",
          message:
            "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
            `Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return { ...earlier.answer, headers: { ...earlier.answer.headers, "idempotent-replayed": "true" } };
    }

    if (key && inFlight.has(key)) {
      // Stripe's answer to a second request while the first with its key still runs (a
      // double click): 409, which the SDK retries after a pause.
      return stripeError(409, {
        type: "invalid_request_error",
        code: "idempotency_key_in_use",
        message:
          "There is currently another in-progress request using this Idempotent Key (that probably means you " +
          `submitted twice, and the other request is still going through): ${key}. Please try again later.`,
      });
    }
    if (key) inFlight.add(key);
    try {
      const answer = (await cannedAnswer(request)) ?? builtInAnswer(request, objects, options);
      // Stripe keeps a key's result once the request ran; a 5xx is retried with the same key.
      const status = answer.status ?? 200;
      if (key && status < 500) {
        idempotent.set(key, { method: request.method, path: request.path, rawBody: request.rawBody, answer });
      }
      return answer;
    } finally {
      if (key) inFlight.delete(key);
    }
  }

  async function cannedAnswer(request: RecordedStripeRequest): Promise<StandInAnswer | null> {
    for (let index = canned.length - 1; index >= 0; index -= 1) {
      const entry = canned[index]!;
      if (entry.method !== request.method || !pathMatches(entry.path, request.path)) continue;
      entry.timesLeft -= 1;
      if (entry.timesLeft <= 0) canned.splice(index, 1);
      return typeof entry.answer === "function" ? await entry.answer(request) : entry.answer;
    }
    return null;
  }

  const server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing);
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    let answer: StandInAnswer;
    try {
      const request = await record(incoming);
      requests.push(request);
      answer = await respond(request);
    } catch (error) {
      answer = stripeError(500, { type: "api_error", message: `Stand-in failure: ${String(error)}` });
    }
    const body = JSON.stringify(answer.body);
    outgoing.writeHead(answer.status ?? 200, {
      "content-type": "application/json",
      "request-id": `req_${randomId()}`,
      ...answer.headers,
    });
    outgoing.end(body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    connection: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && pathMatches(path, r.path)),
    answer(method, path, answer, answerOptions = {}) {
      canned.push({ method, path, answer, timesLeft: answerOptions.times ?? Number.POSITIVE_INFINITY });
    },
    object: (id) => objects.get(id),
    updateObject(id, fields) {
      objects.set(id, { id, ...objects.get(id), ...fields });
    },
    payPaymentIntent(id) {
      const intent = objects.get(id);
      if (intent?.object !== "payment_intent") throw new Error(`The stand-in made no payment intent ${id}`);
      if (intent.status !== "requires_payment_method") {
        throw new Error(`Payment intent ${id} cannot be paid: it is ${String(intent.status)}`);
      }
      const charge = {
        id: newId("ch"),
        object: "charge",
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: 0,
        application_fee_amount: intent.application_fee_amount ?? null,
        captured: true,
        created: Math.floor(Date.now() / 1000),
        currency: intent.currency,
        livemode: false,
        metadata: intent.metadata ?? {},
        paid: true,
        payment_intent: id,
        refunded: false,
        status: "succeeded",
        transfer_data: intent.transfer_data ?? null,
      };
      objects.set(charge.id, charge);
      objects.set(id, { ...intent, status: "succeeded", amount_received: intent.amount, latest_charge: charge.id });
      return charge;
    },
    completeAccountOnboarding(id) {
      const account = objects.get(id);
      if (account?.object !== "account") throw new Error(`The stand-in made no account ${id}`);
      objects.set(id, {
        ...account,
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { card_payments: "active", transfers: "active" },
      });
    },
    forgetRequests() {
      requests.length = 0;
    },
    reset() {
      requests.length = 0;
      canned = [];
      objects.clear();
      idempotent.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function pathMatches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === "string" ? pattern === path : pattern.test(path);
}

async function record(incoming: IncomingMessage): Promise<RecordedStripeRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error("request body too large");
    chunks.push(chunk);
  }
  const rawBody = Buffer.concat(chunks).toString("utf8");
  const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  const form = Object.fromEntries(new URLSearchParams(rawBody));
  return {
    method: incoming.method ?? "GET",
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    form,
    params: nestForm(form),
    headers,
    idempotencyKey: headers["idempotency-key"] ?? null,
    rawBody,
  };
}

/** `a[b][0]=x` → { a: { b: ["x"] } }: brackets as the SDK writes them (and qs reads them). */
export function nestForm(form: Record<string, string>): StripeParams {
  const root: StripeParams = {};
  for (const [name, value] of Object.entries(form)) {
    const path = fieldPath(name);
    let node: StripeParams = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== "object" || next === null || Array.isArray(next)) node[segment] = {};
      node = node[segment] as StripeParams;
    });
  }
  return arraysFromIndexes(root) as StripeParams;
}

function fieldPath(name: string): string[] {
  const open = name.indexOf("[");
  if (open <= 0 || !name.endsWith("]")) return [name];
  return [name.slice(0, open), ...name.slice(open + 1, -1).split("][")];
}

/** Objects keyed 0..n-1 become arrays, as `expand[0]`, `items[0][price]` mean. */
function arraysFromIndexes(value: StripeParamValue): StripeParamValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysFromIndexes(value[key]!)]));
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key]!) : converted;
}

/** Stripe's smallest CAD charge is $0.50. */
const MIN_CHARGE_CENTS = 50;

function amountTooSmall(value: StripeParamValue | undefined): StandInAnswer | null {
  const amount = asInteger(value);
  if (amount === null || amount >= MIN_CHARGE_CENTS) return null;
  return stripeError(400, {
    type: "invalid_request_error",
    code: "amount_too_small",
    param: "amount",
    message: `Amount must be at least ${dollars(MIN_CHARGE_CENTS)} cad`,
  });
}

/** Stripe's answer to a parameter naming an object it does not have. */
function noSuchParam(param: string, id: string | null): StandInAnswer {
  return stripeError(400, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${param}: '${id ?? ""}'`,
  });
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function randomId(): string {
  return randomBytes(12).toString("hex");
}

function newId(prefix: string): string {
  return `${prefix}_${randomId()}`;
}

function asRecord(value: StripeParamValue | undefined): Record<string, StripeParamValue> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}

function asInteger(value: StripeParamValue | undefined): number | null {
  return typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : null;
}

function asString(value: StripeParamValue | undefined): string | null {
  return typeof value === "string" ? value : null;
}

function expands(params: StripeParams): string[] {
  const list = params.expand;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
}

const RESOURCES: Record<string, string> = {
  payment_intents: "pi",
  customers: "cus",
  prices: "price",
  subscriptions: "sub",
  invoices: "in",
  refunds: "re",
  transfers: "tr",
  accounts: "acct",
};

/** What Stripe would answer, built from the request: enough for the SDK and our code. */
function builtInAnswer(
  request: RecordedStripeRequest,
  objects: Map<string, Record<string, unknown>>,
  options: StripeApiStandInOptions,
): StandInAnswer {
  const { method, path, params } = request;
  const created = Math.floor(Date.now() / 1000);
  const keep = (object: Record<string, unknown>): StandInAnswer => {
    objects.set(object.id as string, object);
    return { body: object };
  };
  const metadata = asRecord(params.metadata);

  if (method === "POST" && path === "/v1/payment_intents") {
    if (params.application_fee_amount !== undefined && !params.transfer_data && !request.headers["stripe-account"]) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "application_fee_amount",
        message:
          "Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment " +
          "(using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).",
      });
    }
    const tooSmall = amountTooSmall(params.amount);
    if (tooSmall) return tooSmall;
    const id = newId("pi");
    return keep({
      id,
      object: "payment_intent",
      amount: asInteger(params.amount),
      currency: asString(params.currency),
      application_fee_amount: asInteger(params.application_fee_amount),
      transfer_data: params.transfer_data
        ? { destination: asString(asRecord(params.transfer_data).destination) }
        : null,
      automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
      client_secret: `${id}_secret_${randomId()}`,
      created,
      description: asString(params.description),
      livemode: false,
      metadata,
      receipt_email: asString(params.receipt_email),
      status: "requires_payment_method",
    });
  }
  if (method === "POST" && path === "/v1/customers") {
    return keep({
      id: newId("cus"),
      object: "customer",
      created,
      email: asString(params.email),
      name: asString(params.name),
      livemode: false,
      metadata,
    });
  }
  if (method === "POST" && path === "/v1/prices") {
    const recurring = asRecord(params.recurring);
    return keep({
      id: newId("price"),
      object: "price",
      active: true,
      created,
      currency: asString(params.currency),
      unit_amount: asInteger(params.unit_amount),
      recurring: params.recurring
        ? { interval: asString(recurring.interval), interval_count: asInteger(recurring.interval_count) ?? 1 }
        : null,
      type: params.recurring ? "recurring" : "one_time",
      product: asString(params.product) ?? newId("prod"),
      livemode: false,
      metadata,
    });
  }
  if (method === "POST" && path === "/v1/subscriptions") {
    if (params.application_fee_percent !== undefined && !params.transfer_data && !request.headers["stripe-account"]) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "application_fee_percent",
        message:
          "You can only specify an application fee percent when the subscription is created on a connected " +
          "account (Stripe-Account header) or with `transfer_data[destination]`.",
      });
    }
    const items = Array.isArray(params.items) ? params.items : [];
    const priceId = asString(asRecord(items[0]).price);
    const price = priceId ? objects.get(priceId) : undefined;
    const id = newId("sub");
    // Stripe pays the first invoice with an intent of its own, listed in the invoice's payments;
    // its client secret is the invoice's confirmation secret.
    const amountDue = (price?.unit_amount as number | undefined) ?? 0;
    const feePercent = params.application_fee_percent === undefined ? null : Number(params.application_fee_percent);
    const intentId = newId("pi");
    const intent = {
      id: intentId,
      object: "payment_intent",
      amount: amountDue,
      currency: (price?.currency as string | undefined) ?? "cad",
      application_fee_amount: feePercent === null ? null : Math.round((amountDue * feePercent) / 100),
      transfer_data: params.transfer_data
        ? { destination: asString(asRecord(params.transfer_data).destination) }
        : null,
      client_secret: `${intentId}_secret_${randomId()}`,
      created,
      customer: asString(params.customer),
      description: "Subscription creation",
      livemode: false,
      metadata: {},
      status: "requires_payment_method",
    };
    objects.set(intentId, intent);
    const invoice = {
      id: newId("in"),
      object: "invoice",
      amount_due: (price?.unit_amount as number | undefined) ?? 0,
      currency: (price?.currency as string | undefined) ?? "cad",
      customer: asString(params.customer),
      status: "open",
      parent: { type: "subscription_details", subscription_details: { subscription: id, metadata } },
      confirmation_secret: { client_secret: intent.client_secret, type: "payment_intent" },
      payments: {
        object: "list",
        data: [
          { object: "invoice_payment", status: "open", payment: { type: "payment_intent", payment_intent: intentId } },
        ],
        has_more: false,
        url: "/v1/invoice_payments",
      },
      created,
      livemode: false,
      metadata: {},
    };
    objects.set(invoice.id, invoice);
    const expanded = expands(params);
    // confirmation_secret and payments are includable fields: only there when asked for by name.
    const { confirmation_secret: secret, payments: _payments, ...invoiceWithoutSecret } = invoice;
    const latestInvoice = expanded.includes("latest_invoice.confirmation_secret")
      ? { ...invoiceWithoutSecret, confirmation_secret: secret }
      : expanded.includes("latest_invoice")
        ? invoiceWithoutSecret
        : invoice.id;
    const subscription = {
      id,
      object: "subscription",
      application_fee_percent: params.application_fee_percent ? Number(params.application_fee_percent) : null,
      created,
      currency: invoice.currency,
      customer: asString(params.customer),
      items: {
        object: "list",
        data: items.map((item) => ({
          id: newId("si"),
          object: "subscription_item",
          price: price ?? asRecord(item).price,
        })),
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
      metadata,
      payment_settings: asRecord(params.payment_settings),
      status: "incomplete",
      transfer_data: params.transfer_data
        ? { destination: asString(asRecord(params.transfer_data).destination) }
        : null,
    };
    objects.set(id, { ...subscription, latest_invoice: invoice.id });
    return { body: { ...subscription, latest_invoice: latestInvoice } };
  }
  if (method === "POST" && path === "/v1/refunds") {
    const intentId = asString(params.payment_intent);
    const intent = intentId ? objects.get(intentId) : undefined;
    if (!intent && options.knownIdsOnly) return noSuchParam("payment_intent", intentId);
    let amount = asInteger(params.amount);
    let chargeId: string | null = null;
    if (intent) {
      const charge = typeof intent.latest_charge === "string" ? objects.get(intent.latest_charge) : undefined;
      if (intent.status !== "succeeded") {
        return stripeError(400, {
          type: "invalid_request_error",
          message: "This PaymentIntent does not have a successful charge to refund.",
        });
      }
      // A charge the stand-in made (payPaymentIntent): refunds are counted against it.
      if (charge) {
        const refunded = charge.amount_refunded as number;
        const remaining = (charge.amount as number) - refunded;
        amount ??= remaining;
        if (remaining <= 0) {
          return stripeError(400, {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge ${String(charge.id)} has already been refunded.`,
          });
        }
        if (amount > remaining) {
          return stripeError(400, {
            type: "invalid_request_error",
            param: "amount",
            message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
          });
        }
        chargeId = charge.id as string;
        objects.set(chargeId, {
          ...charge,
          amount_refunded: refunded + amount,
          refunded: refunded + amount >= (charge.amount as number),
        });
      }
    }
    return keep({
      id: newId("re"),
      object: "refund",
      amount,
      charge: chargeId,
      currency: "cad",
      created,
      metadata,
      payment_intent: intentId,
      status: "succeeded",
    });
  }
  if (method === "POST" && path === "/v1/transfers") {
    const destination = asString(params.destination);
    const account = destination ? objects.get(destination) : undefined;
    if (!account && options.knownIdsOnly) return noSuchParam("destination", destination);
    // Stripe transfers only to an account whose transfers capability is active (onboarded).
    const capabilities = account?.capabilities as Record<string, unknown> | undefined;
    if (account && capabilities?.transfers !== "active") {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "insufficient_capabilities_for_transfer",
        param: "destination",
        message:
          "Your destination account needs to have at least one of the following capabilities enabled: " +
          "transfers, crypto_transfers, legacy_payments",
      });
    }
    return keep({
      id: newId("tr"),
      object: "transfer",
      amount: asInteger(params.amount),
      currency: asString(params.currency),
      created,
      destination: asString(params.destination),
      livemode: false,
      metadata,
      amount_reversed: 0,
      reversals: { object: "list", data: [], has_more: false, url: "/v1/transfers/reversals" },
      reversed: false,
      source_transaction: asString(params.source_transaction),
      transfer_group: asString(params.transfer_group),
    });
  }
  const reversals = /^\/v1\/transfers\/([A-Za-z0-9_]+)\/reversals$/.exec(path);
  if (method === "POST" && reversals) {
    const transfer = objects.get(reversals[1]!);
    if (!transfer) {
      return stripeError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such transfer: '${reversals[1]!}'`,
        param: "id",
      });
    }
    const remaining = (transfer.amount as number) - ((transfer.amount_reversed as number | undefined) ?? 0);
    // Without an amount, Stripe reverses whatever is left.
    const amount = asInteger(params.amount) ?? remaining;
    if (amount <= 0 || amount > remaining) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "amount",
        message: `You have attempted to reverse ${amount} of a transfer with only ${remaining} left to reverse.`,
      });
    }
    const reversal = {
      id: newId("trr"),
      object: "transfer_reversal",
      amount,
      currency: transfer.currency,
      created,
      metadata,
      transfer: transfer.id,
    };
    const amountReversed = (transfer.amount as number) - remaining + amount;
    const list = transfer.reversals as { data?: unknown[] } | undefined;
    objects.set(transfer.id as string, {
      ...transfer,
      amount_reversed: amountReversed,
      reversed: amountReversed >= (transfer.amount as number),
      reversals: { ...list, data: [reversal, ...(list?.data ?? [])] },
    });
    return keep(reversal);
  }
  if (method === "POST" && path === "/v1/accounts") {
    return keep({
      id: newId("acct"),
      object: "account",
      type: asString(params.type),
      country: asString(params.country),
      email: asString(params.email),
      business_profile: asRecord(params.business_profile),
      capabilities: Object.fromEntries(Object.keys(asRecord(params.capabilities)).map((name) => [name, "inactive"])),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      created,
      metadata,
    });
  }
  if (method === "POST" && path === "/v1/account_links") {
    const account = asString(params.account) ?? "acct_unknown";
    if (!objects.has(account) && options.knownIdsOnly) return noSuchParam("account", account);
    return {
      body: {
        object: "account_link",
        created,
        expires_at: created + 300,
        url: `https://connect.stripe.com/setup/e/${account}/${randomId()}`,
      },
    };
  }
  const single = /^\/v1\/([a-z_]+)\/([A-Za-z0-9_]+)$/.exec(path);
  // Updating an intent's amount (and fee), as Stripe allows while no payment is under way.
  if (method === "POST" && single?.[1] === "payment_intents" && objects.has(single[2]!)) {
    const intent = objects.get(single[2]!)!;
    if (intent.status !== "requires_payment_method") {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent's amount could not be updated because it has a status of ${String(intent.status)}.`,
      });
    }
    const tooSmall = params.amount === undefined ? null : amountTooSmall(params.amount);
    if (tooSmall) return tooSmall;
    return keep({
      ...intent,
      amount: asInteger(params.amount) ?? intent.amount,
      application_fee_amount: asInteger(params.application_fee_amount) ?? intent.application_fee_amount,
    });
  }
  // A subscription's pause_collection set or cleared (an empty value clears it), and its cancellation.
  if (single?.[1] === "subscriptions" && objects.has(single[2]!) && (method === "POST" || method === "DELETE")) {
    const subscription = objects.get(single[2]!)!;
    if (subscription.status === "canceled") {
      return stripeError(400, {
        type: "invalid_request_error",
        message: "A canceled subscription can only update its cancellation_details and metadata.",
      });
    }
    if (method === "DELETE") return keep({ ...subscription, status: "canceled", canceled_at: created });
    const pause = params.pause_collection;
    return keep({
      ...subscription,
      pause_collection:
        pause === undefined
          ? subscription.pause_collection
          : pause === ""
            ? null
            : {
                behavior: asString(asRecord(pause).behavior),
                resumes_at: asInteger(asRecord(pause).resumes_at) ?? null,
              },
    });
  }
  if (method === "GET" && single && RESOURCES[single[1]!]) {
    const object = objects.get(single[2]!);
    if (object && single[1] === "invoices") {
      // An invoice's payments are an includable field: only there when asked for by name.
      const { payments, ...rest } = object;
      const expanded = expands(nestForm(request.query));
      return { body: expanded.includes("payments") && payments !== undefined ? { ...rest, payments } : rest };
    }
    if (object) return { body: object };
    return stripeError(404, {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${single[1]!.replace(/s$/, "").replace(/_/g, " ")}: '${single[2]!}'`,
      param: "id",
    });
  }
  return stripeError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}
