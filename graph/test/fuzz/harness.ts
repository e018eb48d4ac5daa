// What the fuzz suite and bench/probe.ts do with a generated request: send it (in process
// or over HTTP), judge the answer, and say what went wrong in words a person can act on.
// Also discovers the ids, slugs, cursors and sessions a running server holds.
import { type ClientRequest, request as httpRequest } from "node:http";
import type fc from "fast-check";
import { addDays, FALLBACK_KNOWN, globalId, type Known, percentEncode, toJson } from "./generators.ts";
import { FuzzRequest } from "./requests.ts";
import { TEST_STAFF_CODE } from "../support/app.ts";

export interface FuzzResponse {
  /** 0 when no answer came (timeout or a broken connection). */
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  text: string;
  ms: number;
  /** What the server logged while it answered this request. */
  logs: string[];
  timedOut?: boolean;
  /** A transport failure: the connection was reset, the request could not be sent. */
  error?: string;
}

export type Send = (request: FuzzRequest) => Promise<FuzzResponse>;

/** The masked message of an unexpected GraphQL error (graph/src/app.ts, Yoga's default). */
export const UNEXPECTED = "Unexpected error.";

/**
 * Everything wrong with an answer: a 5xx, an "Unexpected error.", a body that is not the
 * JSON the contract promises, no answer at all. 4xx answers (400, 401, 404, 413...) are fine.
 */
export function problemsOf(request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  if (response.timedOut) return [`no answer within ${Math.round(response.ms / 1000)} s`];
  if (response.error) return [`connection failed: ${response.error}`];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  // No body to judge; or Node's own HTTP parser refused a request head over its 16 KB limit.
  if (request.method === "HEAD" || [204, 304, 431].includes(response.status)) return problems;
  const type = response.headers["content-type"] ?? "";
  if (isDocument(request, response, type)) return problems;
  if (/json/i.test(type)) {
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      problems.push(`a ${type} body that is not JSON`);
    }
    if (body !== undefined && hasUnexpectedError(body)) problems.push(`"${UNEXPECTED}" in the answer`);
  } else {
    if (response.text.includes(`"message":"${UNEXPECTED}"`)) problems.push(`"${UNEXPECTED}" in the answer`);
    // GraphQL over HTTP answers 405, 406 and 415 without a body, and Hono's Node adapter a
    // Host it cannot use (a port out of range) with a bare 400; the REST layer otherwise
    // promises `{ message }` for every error.
    const emptyRefusal =
      response.text === "" &&
      response.status >= 400 &&
      (!request.url.startsWith("/api/") || (response.status === 400 && request.headers.host !== undefined));
    if (request.expectJson && response.status !== 0 && !emptyRefusal) {
      problems.push(`a ${type || "typeless"} body where JSON was expected`);
    }
  }
  return problems;
}

/**
 * The document doors (graph/src/rest/receipts.ts): a receipt or credit note, by payment or guest
 * link, and a provider's fee statement.
 */
const DOCUMENT_PATH =
  /^\/api\/((payments|guest-bookings)\/[^/?]+\/(receipt|credit-notes\/[^/?]+)|providers\/[^/?]+\/fee-statements\/[^/?]+)(\?|$)/;
/** Staff's CSV of tax lines (graph/src/rest/earnings.ts), which starts with its header. */
const TAX_LINES_PATH = /^\/api\/platform-earnings\/tax-lines(\?|$)/;

/** The API's reference page (graph/src/rest/reference.ts): HTML by design. */
const API_REFERENCE_PATH = /^\/api\/docs(\?|$)/;

/**
 * A document door's document: a PDF, or with ?format=html a page; the CSV; or the API's
 * reference page. Refusals are JSON like any other.
 */
function isDocument(request: FuzzRequest, response: FuzzResponse, type: string): boolean {
  if (response.status !== 200 || request.method !== "GET") return false;
  if (API_REFERENCE_PATH.test(request.url))
    return /^text\/html\b/.test(type) && response.text.startsWith("<!doctype html>");
  if (TAX_LINES_PATH.test(request.url)) return type === "text/csv; charset=utf-8" && response.text.startsWith("date,");
  if (!DOCUMENT_PATH.test(request.url)) return false;
  if (type === "application/pdf") return response.text.startsWith("%PDF-");
  return /^text\/html\b/.test(type) && response.text.startsWith("<!doctype html>");
}

function hasUnexpectedError(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key === "message" && child === UNEXPECTED) return true;
        if (typeof child === "object") stack.push(child);
      }
    }
  }
  return false;
}

/** A failure's whole story: the request, the answer, what the server logged. */
export function describeFailure(request: FuzzRequest, response: FuzzResponse, problems: string[]): string {
  const lines = [
    `${problems.join("; ")}`,
    `  request:  ${request.describe()}`,
    `  response: ${response.status} ${response.headers["content-type"] ?? ""} ${JSON.stringify(response.text.slice(0, 400))}${response.text.length > 400 ? "…" : ""}`,
  ];
  for (const line of response.logs.slice(0, 3)) lines.push(`  log:      ${line.slice(0, 400)}`);
  return lines.join("\n");
}

/** Sends and judges; throws the failure's story, so fast-check reports it beside the shrunk request. */
export async function assertAnswersWell(send: Send, request: FuzzRequest): Promise<void> {
  const response = await send(request);
  const problems = problemsOf(request, response);
  if (!problems.length) return;
  // A moment for what the server logs after its answer, to tell the failure's whole story.
  await new Promise((resolve) => setTimeout(resolve, 5));
  throw new Error(describeFailure(request, response, problems));
}

/** The seed and the number of runs: fixed by default, longer with `npm run fuzz -- --runs N`. */
export function fuzzParameters<T>(runs?: number): fc.Parameters<T> {
  return {
    seed: Number(process.env.FUZZ_SEED ?? 20261120),
    numRuns: runs ?? fuzzRuns(),
    // Shrinking replays requests against a live server: stopped before the test's own
    // timeout, so a failure is still reported with the smallest request found so far.
    interruptAfterTimeLimit: propertyTimeoutMs() - 30_000,
    markInterruptAsFailure: false,
  };
}

export function fuzzRuns(): number {
  const runs = Number(process.env.FUZZ_RUNS ?? 100);
  return Number.isInteger(runs) && runs > 0 ? runs : 100;
}

/** Time for one property: generous per run, as a slow answer is reported by the request's own timeout. */
export function propertyTimeoutMs(): number {
  return 120_000 + fuzzRuns() * 500;
}

/** A line the server logged, with when (performance.now()), to pin it to the request in flight. */
export interface LogLine {
  at: number;
  line: string;
}

export interface HttpSenderOptions {
  port: number;
  timeoutMs: number;
  /** The server's log lines between two instants. */
  logsBetween: (from: number, to: number) => string[];
  /**
   * How long to wait after an answer for the server's lines about it, before the next request
   * (5 ms by default: a server in another process writes them through a pipe). 0 for a server in
   * this process, whose lines are written by the time its answer arrives: the answer comes at
   * once, and its `logs` are read when first asked for, which only a failure's story does
   * (after `assertAnswersWell` has given the server a moment). Thousands of requests a run.
   */
  settleMs?: number;
}

/**
 * Sends over HTTP to a server on 127.0.0.1, one connection per request (a kept-alive
 * socket the server closes as it is reused would read as the next request's failure).
 * Through Node's HTTP server and Hono's adapter, as production serves: some failures
 * (a HEAD answered with a 500) only happen there.
 */
export function httpSender({ port, timeoutMs, logsBetween, settleMs = 5 }: HttpSenderOptions): Send {
  return (request) => {
    const started = performance.now();
    const withBody = request.body !== undefined && request.method !== "GET" && request.method !== "HEAD";
    const body = withBody ? Buffer.from(request.body as string | Uint8Array) : undefined;
    return new Promise((resolve) => {
      let settled = false;
      let outgoing: ClientRequest | undefined;
      const finish = (result: Omit<FuzzResponse, "ms" | "logs">) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (settleMs === 0) {
          const ms = performance.now() - started;
          let logs: string[] | undefined;
          resolve({
            ...result,
            ms,
            get logs() {
              logs ??= logsBetween(started, performance.now());
              return logs;
            },
          });
          return;
        }
        // What the server printed while it answered, and a moment after.
        setTimeout(() => {
          const now = performance.now();
          resolve({ ...result, ms: now - started, logs: logsBetween(started, now) });
        }, settleMs);
      };
      const timer = setTimeout(() => {
        outgoing?.destroy();
        finish({ status: 0, headers: {}, text: "", timedOut: true });
      }, timeoutMs);
      try {
        outgoing = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method: request.method,
            path: request.url,
            agent: false,
            // A Link header echoes the request's query: read it whole, however long.
            maxHeaderSize: 16 * 1024 * 1024,
            headers: { ...request.headers, ...(body ? { "content-length": String(body.length) } : {}) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              const headers: Record<string, string> = {};
              for (const [name, value] of Object.entries(response.headers))
                if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
              finish({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString("utf8") });
            });
            response.on("error", (error) => finish({ status: 0, headers: {}, text: "", error: error.message }));
          },
        );
        outgoing.on("error", (error) => finish({ status: 0, headers: {}, text: "", error: error.message }));
        outgoing.end(body);
      } catch (error) {
        // Node's client refused to write it (a header it will not send): not the server's doing.
        finish({ status: 0, headers: {}, text: "", error: `not sent: ${(error as Error).message}` });
      }
    });
  };
}

// ---------------------------------------------------------------------------------------
// Discovery

const DEMO_EMAILS = ["customer@demo.test", "provider@demo.test", "admin@demo.test"];
const DEMO_PASSWORD = "demo-password";

/**
 * What the server holds, read through its own APIs: signed-in sessions of the demo
 * accounts, real ids and slugs, page cursors, and a booking of each kind to read back.
 * Whatever cannot be read keeps a fallback value; discovery never fails a run.
 */
export async function discover(send: Send, today: string): Promise<Known> {
  const known: Known = {
    ...FALLBACK_KNOWN,
    providerCursors: [],
    locatedCursors: [],
    cityCursors: [],
    sessions: [],
    bookingIds: [],
    bookingGlobalIds: [],
    userGlobalIds: [],
    today,
  };
  const graphql = async (query: string, variables: unknown = {}, cookie?: string) => {
    const response = await send(
      new FuzzRequest(
        "discovery",
        "POST",
        "/graphql",
        { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
        toJson({ query, variables }),
      ),
    );
    return { response, body: safeJson(response.text) as { data?: any } | undefined };
  };
  const attempt = async (step: () => Promise<void>) => {
    try {
      await step();
    } catch {
      // Keep the fallback values.
    }
  };

  await attempt(async () => {
    const { body } = await graphql(`
      {
        cities(first: 40) {
          edges {
            cursor
            node {
              id
              name
              province
              provinceCode
              slug
            }
          }
        }
        categories {
          id
          slug
          name
        }
        recentReviews(first: 10) {
          id
        }
        provinces {
          code
          name
        }
        providers(first: 40) {
          edges {
            cursor
            node {
              id
              databaseId
              services
            }
          }
        }
      }
    `);
    const data = body?.data;
    if (!data) return;
    const cities = data.cities.edges.map((edge: any) => edge.node);
    known.cityGlobalIds = cities.map((city: any) => city.id);
    known.cityIds = cities.map((city: any) => Number(Buffer.from(city.id, "base64").toString().split(":")[1]));
    known.citySlugs = cities.map((city: any) => city.slug);
    known.cityNames = cities.map((city: any) => `${city.name}, ${city.province}`);
    known.cityCursors = data.cities.edges.map((edge: any) => edge.cursor).slice(0, 5);
    known.categorySlugs = data.categories.map((category: any) => category.slug);
    known.categoryGlobalIds = data.categories.map((category: any) => category.id);
    known.reviewGlobalIds = data.recentReviews.map((review: any) => review.id);
    known.provinces = data.provinces.flatMap((province: any) => [province.code, province.name]);
    const providers = data.providers.edges.map((edge: any) => edge.node);
    known.providerIds = providers.map((provider: any) => provider.databaseId);
    known.providerGlobalIds = providers.map((provider: any) => provider.id);
    known.providerCursors = data.providers.edges.map((edge: any) => edge.cursor).slice(0, 5);
    const slugByName = new Map<string, string>(data.categories.map((category: any) => [category.name, category.slug]));
    known.bookable = providers.flatMap((provider: any) =>
      (provider.services as string[])
        .map((name) => slugByName.get(name))
        .filter((slug): slug is string => slug !== undefined)
        .slice(0, 2)
        .map((serviceType) => ({ providerId: provider.databaseId as number, serviceType })),
    );
    if (!known.bookable.length) known.bookable = FALLBACK_KNOWN.bookable;
  });

  await attempt(async () => {
    const { body } = await graphql(
      `
        query ($s: ProviderSearchInput) {
          providers(first: 5, search: $s) {
            edges {
              cursor
            }
          }
        }
      `,
      { s: { location: known.cityNames[0] ?? "Toronto, Ontario" } },
    );
    known.locatedCursors.push(...(body?.data?.providers.edges ?? []).map((edge: any) => edge.cursor));
  });

  for (const path of [
    "/api/providers?limit=2",
    `/api/providers/search?location=${percentEncode(known.cityNames[0] ?? "Toronto")}&limit=2`,
  ]) {
    await attempt(async () => {
      const response = await send(new FuzzRequest("discovery", "GET", path));
      const after = /[?&]after=([^&>]+)/.exec(response.headers.link ?? "")?.[1];
      if (after)
        (path.includes("search") ? known.locatedCursors : known.providerCursors).push(decodeURIComponent(after));
    });
  }

  for (const email of DEMO_EMAILS) {
    await attempt(async () => {
      const { response, body } = await graphql(
        `
          mutation ($input: SignInInput!) {
            signIn(input: $input) {
              __typename
              ... on SignInPayload {
                viewer {
                  id
                }
              }
            }
          }
        `,
        { input: { email, password: DEMO_PASSWORD, code: TEST_STAFF_CODE } },
      );
      const cookie = /(?:^|,\s*)(sid=[^;,]+)/.exec(response.headers["set-cookie"] ?? "")?.[1];
      const viewer = body?.data?.signIn?.viewer?.id;
      if (cookie) known.sessions.push(cookie);
      if (viewer) known.userGlobalIds.push(viewer);
    });
  }

  // A booking by the signed-in customer (readable by them, its provider and staff) and one by a visitor,
  // a month after the server's today: ahead, and within the 12 months the booking door takes.
  const pair = known.bookable[0]!;
  const booking = {
    providerId: String(pair.providerId),
    serviceType: pair.serviceType,
    preferredDate: addDays(today, 30),
    preferredTime: "09:00",
    customerName: "Fuzz Discovery",
    customerPhone: "416-555-0100",
    customerEmail: "fuzz@example.ca",
    // City 1 is Toronto in every seeded database (cities.json order); M5H is in Ontario.
    address: { street: "1 Fuzz St", cityId: 1, postalCode: "M5H 2N2" },
  };
  await attempt(async () => {
    const { body } = await graphql(
      `
        mutation ($input: CreateBookingInput!) {
          createBooking(input: $input) {
            __typename
            ... on CreateBookingPayload {
              bookingId
              databaseId
            }
          }
        }
      `,
      { input: booking },
      known.sessions[0],
    );
    const created = body?.data?.createBooking;
    if (created?.bookingId) {
      known.bookingGlobalIds.push(created.bookingId);
      known.bookingIds.push(created.databaseId);
    }
  });
  await attempt(async () => {
    const response = await send(
      new FuzzRequest(
        "discovery",
        "POST",
        "/api/bookings",
        { "content-type": "application/json" },
        toJson({ ...booking, providerId: pair.providerId }),
      ),
    );
    const id = (safeJson(response.text) as { id?: number } | undefined)?.id;
    if (typeof id === "number") {
      known.bookingIds.push(id);
      known.bookingGlobalIds.push(globalId("Booking", id));
    }
  });
  if (!known.bookingIds.length) known.bookingIds = FALLBACK_KNOWN.bookingIds;
  if (!known.bookingGlobalIds.length) known.bookingGlobalIds = FALLBACK_KNOWN.bookingGlobalIds;
  if (!known.userGlobalIds.length) known.userGlobalIds = FALLBACK_KNOWN.userGlobalIds;
  return known;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
