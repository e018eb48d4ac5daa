// What /payment-success shows: the payment's state as the server knows it (from the
// webhook), never what the return URL claims.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Payment } from "../../generated/prisma/client.ts";
import { BookingNotFoundError, bookingIdInput } from "../bookings/read-booking.ts";
import { ValidationError, parseInput } from "../errors.ts";
import { assertMayPay, assertPaysFor } from "./access.ts";
import { ScheduleNotFoundError, scheduleIdInput } from "../schedules/errors.ts";

export type PaymentOutcomeStatus = "SUCCEEDED" | "PENDING" | "FAILED";

export interface PaymentOutcome {
  kind: "booking" | "subscription";
  status: PaymentOutcomeStatus;
  /** The gateway's words when it failed. */
  message: string | null;
  payment: Payment | null;
}

export const paymentOutcomeInput = z
  .object({ bookingId: bookingIdInput.optional(), recurringScheduleId: scheduleIdInput.optional() })
  .refine((input) => (input.bookingId === undefined) !== (input.recurringScheduleId === undefined), {
    message: "Name either the booking or the recurring schedule that was paid.",
  });

/** For the customer who paid: the booking's payment, or the schedule's latest invoice payment. */
export async function readPaymentOutcome(
  ctx: Context,
  input: z.input<typeof paymentOutcomeInput>,
): Promise<PaymentOutcome> {
  const parsed = parseInput(paymentOutcomeInput, input);
  assertMayPay(ctx);
  if (parsed.bookingId !== undefined) {
    const booking = await ctx.db.booking.findUnique({
      where: { id: parsed.bookingId },
      select: { customerId: true, payment: true },
    });
    if (!booking) throw new BookingNotFoundError();
    assertPaysFor(ctx, booking, "booking");
    return outcomeOf("booking", booking.payment);
  }
  if (parsed.recurringScheduleId === undefined) throw new ValidationError("Name the booking or schedule.");
  const schedule = await ctx.db.recurringSchedule.findUnique({
    where: { id: parsed.recurringScheduleId },
    select: { customerId: true, payments: { orderBy: { createdAt: "desc" }, take: 1 } },
  });
  if (!schedule) throw new ScheduleNotFoundError();
  assertPaysFor(ctx, schedule, "schedule");
  return outcomeOf("subscription", schedule.payments[0] ?? null);
}

function outcomeOf(kind: PaymentOutcome["kind"], payment: Payment | null): PaymentOutcome {
  // No payment yet: the gateway has not reported, so it is still on its way.
  if (!payment || payment.paymentStatus === "PENDING") return { kind, status: "PENDING", message: null, payment };
  if (payment.paymentStatus === "FAILED") {
    return { kind, status: "FAILED", message: payment.failureMessage, payment };
  }
  return { kind, status: "SUCCEEDED", message: null, payment };
}
