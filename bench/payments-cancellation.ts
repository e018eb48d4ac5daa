// Part 3 of bench:payments: cancelling a paid booking, and its refund, as the app does it,
// beside a bare-SQL baseline measured in the same run.
//
// The app: staff's PATCH /api/bookings/{id}/status `{ "status": "cancelled" }` through the
// app's fetch handler in test mode: the cancellation's transaction (status, notices, the
// refund request), then the refund request's claim, test mode's refund (its own rows, and a
// signed charge.refunded delivered through the whole app to the webhook door, which claims
// the event and writes the ledger's reversal), and the request marked done with the
// customer's notice. Staff's cancellation refunds in full, so every run refunds each payment
// to the cent.
//
// The baseline: the same rows, with the same values (the notices' texts copied from the
// app's first cancellation), written by plain SQL in one transaction per booking: no HTTP,
// session, access check, lookups, locks, gateway call or webhook. Everything the gateway
// would compute (the refund, the charge after it, the event) is made before timing.
//
// After each run the books are checked (each booking cancelled by staff, each payment refunded
// in full, its 4 ledger rows summing to nothing, one refund request done) and the rows each
// run added, table by table, must be the same per cancellation, or the bench fails.
import type Stripe from "stripe";
import type { createApp } from "../graph/src/app.ts";
import { refundedCharge, refundObject } from "../graph/src/gateways/payments/test-mode/payment-intent-objects.ts";
import { stripeEvent, testModeId } from "../graph/src/gateways/payments/test-mode/stripe-format.ts";
import type { Prisma, PrismaClient } from "../graph/src/generated/prisma/client.ts";
import { platformFeeOf, refundSplit } from "../shared/payments/commission.ts";
import { measure, type Timing } from "./support/bench-timing.ts";

type App = ReturnType<typeof createApp>;

/** A booking whose card payment test mode took and the webhook settled. */
export interface PaidBooking {
  bookingId: number;
  paymentId: number;
  amount: number;
  intentId: string;
}

export interface CancellationRun {
  timing: Timing;
  /** Statements per cancellation, as Prisma's query events count them. */
  perCancellation: number;
  /** Rows added per cancellation, by table (those it adds to). */
  rowsAdded: Record<string, number>;
}

export interface CancellationBench {
  app: CancellationRun;
  baseline: CancellationRun;
}

interface NoticeRow {
  kind: string;
  recipientId: number | null;
  email: string | null;
  title: string;
  body: string;
  link: string | null;
  bookingId: number | null;
  paymentId: number | null;
}

/** What the baseline writes for one booking, made before timing. */
interface BareCancellation extends PaidBooking {
  chargeId: string;
  refund: Stripe.Refund;
  refundKey: string;
  charge: Stripe.Charge;
  event: Stripe.Event;
  notices: NoticeRow[];
  audits: AuditRow[];
}

/** An audit entry the app wrote for a cancellation, to be written again for another booking. */
interface AuditRow {
  actorKind: string;
  actorUserId: number | null;
  actorRole: string | null;
  action: string;
  targetType: string;
  targetId: string;
  summary: unknown;
}

export async function benchCancellationRefunds(options: {
  app: App;
  prisma: PrismaClient;
  /** Staff's session cookie. */
  cookie: string;
  /** `count` bookings each, ready to be inserted: one set for the app, one for the baseline. */
  bookingRows: (label: string, count: number) => Prisma.BookingCreateManyInput[];
  count: number;
  statements: { reset(): void; read(): number };
}): Promise<CancellationBench> {
  const { app, prisma, cookie, count, statements } = options;

  const viaRest = async (paid: PaidBooking) => {
    const response = await app.fetch(
      new Request(`http://bench/api/bookings/${paid.bookingId}/status`, {
        method: "PATCH",
        headers: { "content-type": "application/json", accept: "application/json", cookie },
        body: JSON.stringify({ status: "cancelled" }),
      }),
    );
    const text = await response.text();
    const refund =
      response.status === 200 ? (JSON.parse(text) as { refund?: { amount: number; status: string } }).refund : null;
    if (refund?.status !== "done" || refund.amount !== paid.amount) {
      throw new Error(
        `Cancelling booking ${paid.bookingId} did not refund it: ${response.status} ${text.slice(0, 300)}`,
      );
    }
  };

  // Warm the path (the first request compiles and connects), then the measured run.
  await measure(await paidBookings(app, prisma, options.bookingRows("cancel_warm", 10)), 1, viaRest);
  const forApp = await paidBookings(app, prisma, options.bookingRows("cancel_app", count));
  const noticesBefore = await maxNotificationId(prisma);
  const auditsBefore = (await prisma.auditEntry.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;
  const appRun = await timedRun(prisma, statements, forApp, viaRest);
  await checkCancelled(prisma, forApp);

  // The notices the app wrote for its first cancellation are what the baseline writes for each.
  const sample = forApp[0]!;
  const notices = await prisma.notification.findMany({
    where: { id: { gt: noticesBefore }, OR: [{ bookingId: sample.bookingId }, { paymentId: sample.paymentId }] },
    orderBy: { id: "asc" },
    select: {
      kind: true,
      recipientId: true,
      email: true,
      title: true,
      body: true,
      link: true,
      bookingId: true,
      paymentId: true,
    },
  });
  // And its audit entries (the staff cancellation, the refund's settlement): the baseline writes them too.
  const audits = await prisma.auditEntry.findMany({
    where: {
      id: { gt: auditsBefore },
      OR: [
        { targetType: "Booking", targetId: String(sample.bookingId) },
        { targetType: "Payment", targetId: String(sample.paymentId) },
      ],
    },
    orderBy: { id: "asc" },
    select: {
      actorKind: true,
      actorUserId: true,
      actorRole: true,
      action: true,
      targetType: true,
      targetId: true,
      summary: true,
    },
  });
  const prefix = (await prisma.installation.findUniqueOrThrow({ where: { id: 1 } })).key;
  const forBaseline = await Promise.all(
    (await paidBookings(app, prisma, options.bookingRows("cancel_sql", count))).map((paid) =>
      bareCancellation(prisma, paid, prefix, notices, audits),
    ),
  );
  const baselineRun = await timedRun(prisma, statements, forBaseline, (bare) => viaSql(prisma, bare));
  await checkCancelled(prisma, forBaseline);

  if (JSON.stringify(appRun.rowsAdded) !== JSON.stringify(baselineRun.rowsAdded)) {
    throw new Error(
      `The baseline does not write what the app does: rows added per cancellation ` +
        `${JSON.stringify(appRun.rowsAdded)} against ${JSON.stringify(baselineRun.rowsAdded)}`,
    );
  }
  return { app: appRun, baseline: baselineRun };
}

async function timedRun<T extends PaidBooking>(
  prisma: PrismaClient,
  statements: { reset(): void; read(): number },
  items: T[],
  task: (item: T) => Promise<unknown>,
): Promise<CancellationRun> {
  const before = await rowCounts(prisma);
  statements.reset();
  const timing = await measure(items, 1, task);
  const perCancellation = statements.read() / items.length;
  const after = await rowCounts(prisma);
  const rowsAdded = Object.fromEntries(
    Object.keys(after)
      .sort()
      .map((table) => [table, (after[table]! - (before[table] ?? 0)) / items.length] as const)
      .filter(([, added]) => added !== 0),
  );
  return { timing, perCancellation, rowsAdded };
}

/**
 * The bookings, each paid as a customer pays: an intent made by the app's gateway, its
 * pending Payment as checkout stores it, the 4242 card confirmed, the webhook settling it.
 */
async function paidBookings(
  app: App,
  prisma: PrismaClient,
  rows: Prisma.BookingCreateManyInput[],
): Promise<PaidBooking[]> {
  const bookings = await prisma.booking.createManyAndReturn({
    data: rows,
    select: { id: true, providerId: true, estimatedPrice: true },
  });
  const paid: PaidBooking[] = [];
  for (const booking of bookings) {
    const amount = booking.estimatedPrice!;
    const intent = await app.payments.createPaymentIntent({
      amount,
      currency: "cad",
      applicationFeeAmount: platformFeeOf(amount),
      destination: null,
      idempotencyKey: `booking-${booking.id}-payment`,
      metadata: { bookingId: String(booking.id), providerId: String(booking.providerId), customerId: "" },
      description: "House cleaning",
      receiptEmail: null,
    });
    const payment = await prisma.payment.create({
      data: {
        bookingId: booking.id,
        providerId: booking.providerId,
        stripePaymentIntentId: intent.id,
        totalAmount: amount,
        platformFee: platformFeeOf(amount),
      },
      select: { id: true },
    });
    const outcome = await app.payments.testMode!.confirmCard({
      clientSecret: intent.clientSecret,
      cardNumber: "4242424242424242",
    });
    if (outcome.status !== "succeeded") throw new Error(`Paying booking ${booking.id} failed`);
    paid.push({ bookingId: booking.id, paymentId: payment.id, amount, intentId: intent.id });
  }
  const settled = await prisma.payment.count({
    where: { id: { in: paid.map((p) => p.paymentId) }, paymentStatus: "COMPLETED" },
  });
  if (settled !== paid.length) throw new Error(`Only ${settled} of ${paid.length} payments settled`);
  return paid;
}

/** What the gateway and the webhook would make of a full refund of `paid`, made before timing. */
async function bareCancellation(
  prisma: PrismaClient,
  paid: PaidBooking,
  prefix: string,
  notices: NoticeRow[],
  audits: AuditRow[],
): Promise<BareCancellation> {
  const intent = (await prisma.testModeObject.findUniqueOrThrow({ where: { id: paid.intentId } }))
    .data as unknown as Stripe.PaymentIntent;
  const chargeId = intent.latest_charge as string;
  const charge = (await prisma.testModeObject.findUniqueOrThrow({ where: { id: chargeId } }))
    .data as unknown as Stripe.Charge;
  const now = new Date();
  const refund = refundObject({
    id: testModeId("re"),
    amount: paid.amount,
    currency: charge.currency,
    chargeId,
    paymentIntentId: intent.id,
    created: now,
    metadata: { paymentId: String(paid.paymentId), reason: `Booking ${paid.bookingId} cancelled by staff` },
  });
  const refunded = refundedCharge(charge, refund);
  const event = { ...stripeEvent("charge.refunded", refunded, { created: now }), pending_webhooks: 0 };
  return {
    ...paid,
    chargeId,
    refund,
    refundKey: `${prefix}:refund-request-bare-${paid.bookingId}`,
    charge: refunded,
    event,
    audits: audits.map((audit) => ({
      ...audit,
      targetId: String(audit.targetType === "Booking" ? paid.bookingId : paid.paymentId),
    })),
    notices: notices.map((notice) => ({
      ...notice,
      bookingId: notice.bookingId === null ? null : paid.bookingId,
      paymentId: notice.paymentId === null ? null : paid.paymentId,
    })),
  };
}

/** The baseline: the rows the app's cancellation and refund end with, in one transaction. */
async function viaSql(prisma: PrismaClient, bare: BareCancellation) {
  const now = new Date();
  const reversal = refundSplit({
    totalAmount: bare.amount,
    platformFee: platformFeeOf(bare.amount),
    refundedBefore: 0,
    refundedAfter: bare.amount,
  });
  await prisma.$transaction([
    prisma.$executeRaw`
      UPDATE "Booking"
      SET "status" = 'CANCELLED', "timeSlotId" = NULL, "cancelledAt" = ${now}, "cancelledBy" = 'STAFF', "cancellationFee" = 0
      WHERE "id" = ${bare.bookingId} AND "status" = 'CONFIRMED'`,
    prisma.$executeRaw`
      WITH made AS (
        INSERT INTO "Notification" ("kind", "recipientId", "email", "title", "body", "link", "bookingId", "paymentId", "createdAt")
        SELECT n."kind"::"NotificationKind", n."recipientId", n."email", n."title", n."body", n."link", n."bookingId", n."paymentId", ${now}
        FROM jsonb_to_recordset(${JSON.stringify(bare.notices)}::jsonb) AS n(
          "kind" text, "recipientId" int, "email" text, "title" text, "body" text, "link" text, "bookingId" int, "paymentId" int)
        RETURNING "id", "recipientId"
      )
      INSERT INTO "NotificationDelivery" ("notificationId", "channel", "nextAttemptAt")
      SELECT made."id", c."channel"::"DeliveryChannel", ${now}
      FROM made CROSS JOIN (VALUES ('PUSH'), ('EMAIL')) AS c("channel")
      WHERE made."recipientId" IS NOT NULL OR c."channel" = 'EMAIL'`,
    prisma.$executeRaw`
      INSERT INTO "RefundRequest" ("key", "paymentId", "amount", "reason", "status", "attempts", "nextAttemptAt",
                                   "gatewayRefundId", "createdAt", "finishedAt")
      VALUES (${`booking-${bare.bookingId}-cancellation`}, ${bare.paymentId}, ${bare.amount},
              ${`Booking ${bare.bookingId} cancelled by staff (free window)`}, 'DONE', 1, ${now}, ${bare.refund.id}, ${now}, ${now})`,
    prisma.$executeRaw`
      INSERT INTO "TestModeObject" ("id", "object", "idempotencyKey", "data", "createdAt", "updatedAt")
      VALUES (${bare.refund.id}, 'refund', ${bare.refundKey}, ${JSON.stringify(bare.refund)}::jsonb, ${now}, ${now}),
             (${bare.event.id}, 'event', NULL, ${JSON.stringify(bare.event)}::jsonb, ${now}, ${now})`,
    prisma.$executeRaw`
      UPDATE "TestModeObject" SET "data" = ${JSON.stringify(bare.charge)}::jsonb, "updatedAt" = ${now}
      WHERE "id" = ${bare.chargeId}`,
    prisma.$executeRaw`
      INSERT INTO "StripeEvent" ("id", "type", "receivedAt") VALUES (${bare.event.id}, 'charge.refunded', ${now})`,
    prisma.$executeRaw`
      INSERT INTO "LedgerEntry" ("paymentId", "kind", "amount", "reference", "occurredAt")
      VALUES (${bare.paymentId}, 'PLATFORM_FEE', ${reversal.platformFee}, ${bare.event.id}, ${now}),
             (${bare.paymentId}, 'PROVIDER_SHARE', ${reversal.providerShare}, ${bare.event.id}, ${now})`,
    prisma.$executeRaw`
      UPDATE "Payment" SET "refundedAmount" = ${bare.amount}, "updatedAt" = ${now} WHERE "id" = ${bare.paymentId}`,
    prisma.$executeRaw`
      INSERT INTO "AuditEntry" ("at", "actorKind", "actorUserId", "actorRole", "action", "targetType", "targetId", "summary")
      SELECT ${now}, a."actorKind"::"AuditActor", a."actorUserId", a."actorRole"::"Role", a."action", a."targetType", a."targetId", a."summary"
      FROM jsonb_to_recordset(${JSON.stringify(bare.audits)}::jsonb) AS a(
        "actorKind" text, "actorUserId" int, "actorRole" text, "action" text, "targetType" text, "targetId" text, "summary" jsonb)`,
    // The refund's credit note and its number, as the webhook issues them.
    prisma.$executeRaw`
      WITH counter AS (
        UPDATE "DocumentCounter" SET "lastNumber" = "lastNumber" + 1 WHERE "series" = 'creditNote' RETURNING "lastNumber"
      )
      INSERT INTO "CreditNote" ("paymentId", "number", "refundedBefore", "refundedAfter", "reference", "issuedAt")
      SELECT ${bare.paymentId}, counter."lastNumber", 0, ${bare.amount}, ${bare.event.id}, ${now} FROM counter`,
  ]);
}

/** Fails loudly unless every booking is cancelled by staff and its payment refunded in full, once. */
async function checkCancelled(prisma: PrismaClient, paid: PaidBooking[]) {
  const bookings = await prisma.booking.findMany({
    where: { id: { in: paid.map((p) => p.bookingId) } },
    select: {
      id: true,
      status: true,
      cancelledBy: true,
      payment: {
        select: {
          totalAmount: true,
          refundedAmount: true,
          ledgerEntries: { select: { amount: true } },
          refundRequests: { select: { status: true, amount: true } },
        },
      },
    },
  });
  const wrong = bookings.filter(({ status, cancelledBy, payment }) => {
    if (status !== "CANCELLED" || cancelledBy !== "STAFF" || !payment) return true;
    const kept = payment.ledgerEntries.reduce((total, entry) => total + entry.amount, 0);
    const [request, ...more] = payment.refundRequests;
    return (
      payment.refundedAmount !== payment.totalAmount ||
      payment.ledgerEntries.length !== 4 ||
      kept !== 0 ||
      more.length > 0 ||
      request?.status !== "DONE" ||
      request.amount !== payment.totalAmount
    );
  });
  if (bookings.length !== paid.length || wrong.length > 0) {
    throw new Error(
      `Cancellations are wrong: ${bookings.length} of ${paid.length} bookings found, ${wrong.length} not ` +
        `cancelled and refunded in full once, e.g. ${JSON.stringify(wrong.slice(0, 2))}`,
    );
  }
}

/** Every table's row count (the bench's schema), so a row the baseline leaves out is noticed. */
async function rowCounts(prisma: PrismaClient): Promise<Record<string, number>> {
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS "name" FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\_prisma%'`;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await prisma.$queryRawUnsafe<[{ rows: number }]>(`SELECT count(*)::int AS "rows" FROM "${name}"`);
    counts[name] = row.rows;
  }
  return counts;
}

async function maxNotificationId(prisma: PrismaClient): Promise<number> {
  const last = await prisma.notification.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  return last?.id ?? 0;
}
