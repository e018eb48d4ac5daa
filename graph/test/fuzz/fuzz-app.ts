// The server the fuzz properties run against: the same as test/support/app.ts's (createApp
// over a fresh, migrated and seeded database, PGlite or TEST_DATABASE_URL's PostgreSQL),
// but served over HTTP by Hono's Node adapter as server.ts serves it (some failures only
// happen there), and keeping what it logs, so a failure says which exception it hit.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { addDaysIso } from "../../../shared/availability/slots.ts";
import { createApp } from "../../src/app.ts";
import { createLogger } from "../../src/observability/logger.ts";
import { STRIPE_WEBHOOK_PATH } from "../../src/webhooks/stripe.ts";
import { systemContext } from "../../src/context.ts";
import { createFcmPushGateway } from "../../src/gateways/push/fcm-gateway.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { reportAbsence } from "../../src/services/bookings/absences.ts";
import type { BookingSeat } from "../../src/services/bookings/booking-seat.ts";
import { dateColumn, isoDateOf } from "../../src/services/bookings/calendar-date.ts";
import { proposeReschedule } from "../../src/services/bookings/reschedule.ts";
import type { PaymentGateway } from "../../src/gateways/payments/gateway.ts";
import { startGuestBookingCheckout } from "../../src/services/payments/checkout.ts";
import { sendGatewayRefund } from "../../src/services/payments/refunds.ts";
import { payGuestBookingWithTestCard } from "../../src/services/payments/test-card.ts";
import { fixedClock, TEST_NOW } from "../support/app.ts";
import { enrolAllTestStaff } from "../support/second-factor.ts";
import { createTestDatabase } from "../support/database.ts";
import { startFcmStandIn } from "../support/fcm-stand-in.ts";
import type { Known } from "./generators.ts";
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
  // The server's own JSON lines, as production writes them, kept to be read after the run.
  const logLines: string[] = [];
  const logger = createLogger({ destination: { write: (line: string) => void logLines.push(line) } });
  let received = 0;
  const app = createApp({
    db: db.prisma,
    clock: fixedClock,
    push,
    logger,
    logError: (message, error) => logs.push({ at: performance.now(), line: `${message}: ${errorLine(error)}` }),
  });
  // Node's 16 KB limit on a request head would stop long query values before the app sees
  // them; the app must cope with them too (a proxy in front may allow more).
  const server = serve({
    // Every request the server hands the app, to hold the log to one line for each. The
    // test-mode gateway delivers its webhooks in process, which log a line but never come
    // this way: that door is left out of the count, and of the lines (log-check.ts).
    fetch: (request: Request, env: unknown) => {
      // A Host no URL can be built from is the app's to refuse, and counts.
      if (!URL.canParse(request.url) || new URL(request.url).pathname !== STRIPE_WEBHOOK_PATH) received += 1;
      return app.fetch(request, env as object);
    },
    port: 0,
    hostname: "127.0.0.1",
    serverOptions: { maxHeaderSize: 16 * 1024 * 1024 },
  }) as Server;
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const logsBetween = (from: number, to: number) =>
    logs.filter((entry) => entry.at >= from && entry.at <= to).map((entry) => entry.line);
  const sender = (timeoutMs: number): Send => httpSender({ port, timeoutMs, logsBetween, settleMs: 0 });
  const send = sender(REQUEST_TIMEOUT_MS);
  const known = await discover(send, TEST_NOW.toISOString().slice(0, 10));
  known.guestChangeBookingIds = await setAsideGuestBookings(db.prisma, known);
  Object.assign(known, await setAsideDocuments(db.prisma, app.payments));
  return {
    db,
    send,
    sender,
    known,
    /** The server's log lines so far, and how many requests it had received. */
    serverLog: () => ({ lines: [...logLines], received }),
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

/** The demo provider (prisma/seed/demo-activity.ts): its free slots are the first time slots. */
const DEMO_PROVIDER_ID = 1;

/**
 * Guest bookings with the demo provider for the doors that move a guest booking or report a
 * no-show on it (Known.guestChangeBookingIds), each in a state where those doors do something:
 * a movable one, one with the provider's proposed move waiting, one whose visit began the day
 * before TEST_NOW (12:00 on that day is 19 to 24 hours before it in any Canadian time zone,
 * inside the 48 hours of a no-show report), and one the provider reported the guest absent on.
 */
async function setAsideGuestBookings(prisma: PrismaClient, known: Known): Promise<number[]> {
  const ctx = systemContext({ db: prisma, clock: fixedClock });
  const serviceType =
    known.bookable.find((pair) => pair.providerId === DEMO_PROVIDER_ID)?.serviceType ?? "house-cleaning";
  const today = isoDateOf(TEST_NOW);
  const guestBooking = async (date: string, time: string) => {
    const booking = await prisma.booking.create({
      data: {
        providerId: DEMO_PROVIDER_ID,
        customerId: null,
        customerName: "Fuzz Guest",
        customerPhone: "416-555-0188",
        customerEmail: "fuzz-guest@example.ca",
        serviceType,
        serviceDetails: "Two bedrooms, one bathroom.",
        preferredDate: dateColumn(date),
        preferredTime: time,
        estimatedPrice: 12_000,
      },
    });
    return booking.id;
  };
  const asProvider = (bookingId: number): BookingSeat => ({ bookingId, side: "PROVIDER", accountId: null });

  const movable = await guestBooking(addDaysIso(today, 5), "13:00");
  const proposedTo = await guestBooking(addDaysIso(today, 6), "13:00");
  await proposeReschedule(ctx, asProvider(proposedTo), { preferredDate: addDaysIso(today, 8), preferredTime: "11:00" });
  const begun = await guestBooking(addDaysIso(today, -1), "12:00");
  const reportedAbsent = await guestBooking(addDaysIso(today, -1), "12:00");
  await reportAbsence(ctx, asProvider(reportedAbsent));
  return [movable, proposedTo, begun, reportedAbsent];
}

/**
 * The receipt doors' records (Known.paymentIds, paidGuestBookingIds, creditNoteNumbers): a guest
 * booking with the demo provider (whose account and staff read its payment; its link opens it),
 * paid with the 4242 card and $10.00 of it refunded through the app's own test-mode gateway, as
 * its link's holder and staff would: settlement numbers its receipt, the refund a credit note.
 */
async function setAsideDocuments(prisma: PrismaClient, payments: PaymentGateway) {
  const ctx = systemContext({ db: prisma, clock: fixedClock, payments });
  const booking = await prisma.booking.create({
    data: {
      providerId: DEMO_PROVIDER_ID,
      customerId: null,
      customerName: "Fuzz Receipt",
      customerPhone: "416-555-0189",
      customerEmail: "fuzz-receipt@example.ca",
      serviceType: "house-cleaning",
      serviceDetails: "Two bedrooms, one bathroom.",
      preferredDate: dateColumn(addDaysIso(isoDateOf(TEST_NOW), 3)),
      preferredTime: "13:00",
      estimatedPrice: 12_000,
    },
  });
  const grant = { bookingId: booking.id, guest: true as const };
  const { clientSecret } = await startGuestBookingCheckout(ctx, grant);
  await payGuestBookingWithTestCard(ctx, grant, { clientSecret, cardNumber: "4242 4242 4242 4242" });
  const payment = await prisma.payment.findUniqueOrThrow({ where: { bookingId: booking.id } });
  await sendGatewayRefund(ctx, payment, { amount: 1_000, idempotencyKey: `fuzz-refund-${payment.id}`, metadata: {} });
  const notes = await prisma.creditNote.findMany({ where: { paymentId: payment.id }, select: { number: true } });
  if (payment.paymentStatus !== "COMPLETED" || notes.length !== 1) {
    throw new Error(`the fuzz's receipt payment: ${payment.paymentStatus}, ${notes.length} credit notes`);
  }
  return { paymentIds: [payment.id], paidGuestBookingIds: [booking.id], creditNoteNumbers: [notes[0]!.number] };
}

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
