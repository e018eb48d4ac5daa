import { Hono } from "hono";
import {
  commissionRatePercent,
  listEarningsPayments,
  paymentCustomerName,
  paymentKindOf,
  paymentServiceType,
  readPlatformEarnings,
} from "../services/payments/earnings.ts";
import { exportTaxLines } from "../services/payments/tax-lines-export.ts";
import type { RestEnv } from "./env.ts";

type EarningsPayment = Awaited<ReturnType<typeof listEarningsPayments>>[number];

/**
 * GET /api/platform-earnings?startDate=&endDate= (spec section 7), staff only: spec section
 * 3's earnings response, amounts in cents, over calendar days in America/Toronto (both
 * included; YYYY-MM-DD, or an ISO 8601 instant read as its Toronto date; either missing is
 * the current month's), with the daily series and the range's 50 newest payments. 400 for
 * a date it cannot read, an end before the start or more than 366 days; 401 or 403 for
 * anyone but staff.
 */
export const earningsRoutes = new Hono<RestEnv>()
  .get("/platform-earnings", async (c) => {
    const ctx = c.var.ctx;
    const earnings = await readPlatformEarnings(ctx, {
      startDate: c.req.query("startDate"),
      endDate: c.req.query("endDate"),
    });
    const payments = await listEarningsPayments(ctx, earnings.range);
    return c.json({
      totalEarnings: earnings.totalEarnings,
      totalVolume: earnings.totalVolume,
      totalServiceTax: earnings.totalServiceTax,
      totalFeeTax: earnings.totalFeeTax,
      paymentCount: earnings.paymentCount,
      averageCommissionRate: earnings.averageCommissionRate,
      timeZone: earnings.range.timeZone,
      startDate: earnings.range.startDate,
      endDate: earnings.range.endDate,
      daily: earnings.daily,
      payments: payments.map(paymentJson),
    });
  })
  /**
   * GET /api/platform-earnings/tax-lines?startDate=&endDate=: staff's CSV of every tax line
   * that moved in the range (services/payments/tax-lines-export.ts), the same range rules.
   */
  .get("/platform-earnings/tax-lines", async (c) => {
    const exported = await exportTaxLines(c.var.ctx, {
      startDate: c.req.query("startDate"),
      endDate: c.req.query("endDate"),
    });
    const body = byteStream(exported.chunks);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exported.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });

/** Spec section 3 "Payment" (cents; statuses in the spec's lower-case words), and who it was for. */
function paymentJson(payment: EarningsPayment) {
  return {
    id: payment.id,
    kind: paymentKindOf(payment),
    bookingId: payment.bookingId,
    subscriptionId: payment.stripeSubscriptionId,
    recurringScheduleId: payment.recurringScheduleId,
    providerId: payment.providerId,
    providerName: payment.provider?.name ?? null,
    serviceType: paymentServiceType(payment),
    customerName: paymentCustomerName(payment),
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt?.toISOString() ?? null,
    totalAmount: payment.totalAmount,
    platformFee: payment.platformFee,
    platformCommissionRate: commissionRatePercent(payment.platformCommissionBps),
    refundedAmount: payment.refundedAmount,
    paymentStatus: payment.paymentStatus.toLowerCase(),
    transferStatus: payment.transferStatus.toLowerCase(),
    failureMessage: payment.failureMessage,
  };
}

/** Text chunks as the bytes of a response, read as the client takes them. */
function byteStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
