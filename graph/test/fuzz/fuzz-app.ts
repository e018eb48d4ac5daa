// The server the fuzz properties run against: the same as test/support/app.ts's (createApp
// over a fresh, migrated and seeded database, PGlite or TEST_DATABASE_URL's PostgreSQL),
// but served over HTTP by Hono's Node adapter as server.ts serves it (some failures only
// happen there), and keeping what it logs, so a failure says which exception it hit.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { createApp } from "../../src/app.ts";
import { createFcmPushGateway } from "../../src/gateways/push/fcm-gateway.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { fixedClock, TEST_NOW } from "../support/app.ts";
import { enrolAllTestStaff } from "../support/second-factor.ts";
import { createTestDatabase } from "../support/database.ts";
import { startFcmStandIn } from "../support/fcm-stand-in.ts";
import { discover, httpSender, type LogLine, type Send } from "./harness.ts";
import type { Route } from "./requests.ts";

/** Requests get this long before they count as a stall. */
export const REQUEST_TIMEOUT_MS = 20_000;

export async function startFuzzApp() {
  const db = await createTestDatabase();
  await seedDatabase(db.prisma, { providers: 60, seed: 7, now: TEST_NOW });
  // Staff sign in with their code, so the fuzzer reaches past the staff gate.
  await enrolAllTestStaff(db.prisma, TEST_NOW);
  // Push configured, as in production: firebase-admin against the FCM stand-in, so a staff
  // member's well-formed test push reaches the real send path instead of the 503 a server
  // without FIREBASE_SERVICE_ACCOUNT answers by design.
  const fcm = await startFcmStandIn();
  const push = createFcmPushGateway(fcm.gatewayOptions());
  const logs: LogLine[] = [];
  // Hono's Node adapter reports what escapes the app (a response it cannot write, a URL it
  // cannot build) on console.error: those belong to the request in flight too.
  console.error = (...args: unknown[]) =>
    logs.push({ at: performance.now(), line: `console.error: ${args.map(errorLine).join(" ")}` });
  const app = createApp({
    db: db.prisma,
    clock: fixedClock,
    push,
    logError: (message, error) => logs.push({ at: performance.now(), line: `${message}: ${errorLine(error)}` }),
  });
  // Node's 16 KB limit on a request head would stop long query values before the app sees
  // them; the app must cope with them too (a proxy in front may allow more).
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    serverOptions: { maxHeaderSize: 16 * 1024 * 1024 },
  }) as Server;
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const logsBetween = (from: number, to: number) =>
    logs.filter((entry) => entry.at >= from && entry.at <= to).map((entry) => entry.line);
  const sender = (timeoutMs: number): Send => httpSender({ port, timeoutMs, logsBetween });
  const send = sender(REQUEST_TIMEOUT_MS);
  const known = await discover(send, TEST_NOW.toISOString().slice(0, 10));
  return {
    db,
    send,
    sender,
    known,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      await push.close();
      await fcm.close();
    },
  };
}

export type FuzzApp = Awaited<ReturnType<typeof startFuzzApp>>;

/** An error as one line: its class, its message (Prisma's are long), its first frame. */
export function errorLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error).replace(/\s+/g, " ");
  const frame = error.stack?.split("\n").find((line) => line.trim().startsWith("at "));
  return `${error.name}: ${error.message.replace(/\s+/g, " ").trim()}${frame ? ` (${frame.trim()})` : ""}`;
}

/**
 * Every route the app serves, from Hono's own table: a route added later is fuzzed without
 * a change here. Middleware and catch-alls are left out.
 */
export function appRoutes(): Route[] {
  const app = createApp({ db: {} as PrismaClient, logError: () => {} });
  const seen = new Set<string>();
  const routes: Route[] = [];
  const withMethods = new Set(app.routes.filter((route) => route.method !== "ALL").map((route) => route.path));
  for (const { method, path } of app.routes) {
    // Middleware: registered for ALL methods on a wildcard or on a path that has its own routes.
    if (method === "ALL" && (path.includes("*") || withMethods.has(path))) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}
