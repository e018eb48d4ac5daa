import { builder } from "../../builder.ts";
import {
  type DailyEarnings,
  earningsPaymentsQuery,
  type PlatformEarnings,
  readPlatformEarnings,
} from "../../services/payments/earnings.ts";
import { assertIdCursors } from "../cursors.ts";

const DailyEarningsRef = builder.objectRef<DailyEarnings>("DailyEarnings").implement({
  description: "One day of the platform's calendar (America/Toronto), from the ledger.",
  fields: (t) => ({
    date: t.exposeString("date", { description: "YYYY-MM-DD in America/Toronto." }),
    volume: t.exposeInt("volume", {
      description: "Cents: fees and providers' shares that moved that day, net of refunds.",
    }),
    fees: t.exposeInt("fees", { description: "Cents: the platform's fees that moved that day, net of refunds." }),
    paymentCount: t.exposeInt("paymentCount", { description: "Payments settled that day." }),
  }),
});

const PlatformEarningsRef = builder.objectRef<PlatformEarnings>("PlatformEarnings").implement({
  description:
    "Spec section 3 'Platform earnings response', over calendar days in America/Toronto, both ends included. " +
    "Money is counted when the gateway moved it (a refund on the day it was refunded).",
  fields: (t) => ({
    totalEarnings: t.exposeInt("totalEarnings", {
      description: "Cents: the platform's fees in range, less fees returned by refunds in range.",
    }),
    totalVolume: t.exposeInt("totalVolume", {
      description:
        "Cents: everything paid in range before the services' sales taxes (fees and providers' shares), less " +
        "refunds in range.",
    }),
    totalServiceTax: t.exposeInt("totalServiceTax", {
      description: "Cents: the services' sales taxes collected in range for providers (who remit them), less refunds.",
    }),
    totalFeeTax: t.exposeInt("totalFeeTax", {
      description:
        "Cents: the sales tax charged on the platform's fees in range (the platform remits it), less refunds.",
    }),
    paymentCount: t.exposeInt("paymentCount", { description: "Payments settled in range." }),
    averageCommissionRate: t.exposeFloat("averageCommissionRate", {
      description:
        "Percent to 2 decimals (10 for 10%): the fees of the payments settled in range over their prices before " +
        "tax, as " +
        "charged (refunds do not change it); 0 when none settled.",
    }),
    timeZone: t.string({
      description: '"America/Toronto": the calendar the dates are on.',
      resolve: (earnings) => earnings.range.timeZone,
    }),
    startDate: t.string({ description: "YYYY-MM-DD, included.", resolve: (earnings) => earnings.range.startDate }),
    endDate: t.string({ description: "YYYY-MM-DD, included.", resolve: (earnings) => earnings.range.endDate }),
    daily: t.field({
      type: [DailyEarningsRef],
      description: "Every day of the range in order, days without money included (zeros).",
      resolve: (earnings) => earnings.daily,
    }),
    payments: t.prismaConnection(
      {
        type: "Payment",
        cursor: "id",
        description: "Payments created in range, any status, newest first.",
        resolve: (query, earnings, { after, before }, ctx) => {
          assertIdCursors(after, before);
          return ctx.db.payment.findMany({ ...earningsPaymentsQuery(earnings.range), ...query });
        },
      },
      { name: "EarningsPaymentConnection" },
      { name: "EarningsPaymentEdge" },
    ),
  }),
});

builder.queryField("platformEarnings", (t) =>
  t.field({
    type: PlatformEarningsRef,
    nullable: true,
    description:
      "The platform's earnings (spec section 7 GET /api/platform-earnings), staff only. Dates are YYYY-MM-DD " +
      "(or ISO 8601 date-times, read as their date in America/Toronto); either one missing is the current " +
      "month's. At most 366 days.",
    authScopes: { admin: true },
    args: {
      startDate: t.arg.string({ description: "First day, included." }),
      endDate: t.arg.string({ description: "Last day, included." }),
    },
    resolve: (_root, { startDate, endDate }, ctx) => readPlatformEarnings(ctx, { startDate, endDate }),
  }),
);
