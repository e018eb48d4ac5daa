import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import {
  commissionRatePercent,
  earningsRange,
  paymentCustomerName,
  paymentKindOf,
  paymentServiceType,
} from "./earnings.ts";

const at = (iso: string) => ({ clock: { now: () => new Date(iso) } });
const ctx = at("2026-11-20T15:00:00Z");

function validationError(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe("earningsRange", () => {
  it("bounds the days by Toronto's midnights, across both clock changes", () => {
    // 1 November 2026 is 25 hours long: it starts on daylight time and ends on standard.
    expect(earningsRange(ctx, { startDate: "2026-11-01", endDate: "2026-11-01" })).toMatchObject({
      startDate: "2026-11-01",
      endDate: "2026-11-01",
      timeZone: "America/Toronto",
      startsAt: new Date("2026-11-01T04:00:00Z"),
      endsBefore: new Date("2026-11-02T05:00:00Z"),
    });
    // 8 March 2026 is 23 hours long.
    expect(earningsRange(ctx, { startDate: "2026-03-08", endDate: "2026-03-08" })).toMatchObject({
      startsAt: new Date("2026-03-08T05:00:00Z"),
      endsBefore: new Date("2026-03-09T04:00:00Z"),
    });
  });

  it("is the current Toronto month when a date is missing or empty", () => {
    for (const input of [{}, { startDate: null, endDate: null }, { startDate: "", endDate: "" }]) {
      expect(earningsRange(ctx, input)).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-30" });
    }
    // 21:00 on 31 October in Toronto is already November in UTC.
    expect(earningsRange(at("2026-11-01T01:00:00Z"), {})).toMatchObject({
      startDate: "2026-10-01",
      endDate: "2026-10-31",
    });
    expect(earningsRange(ctx, { startDate: "2026-11-15" })).toMatchObject({ endDate: "2026-11-30" });
  });

  it("reads an ISO instant as its Toronto date", () => {
    expect(
      earningsRange(ctx, { startDate: "2026-11-01T04:00:00.000Z", endDate: "2026-11-21T04:59:59Z" }),
    ).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-20" });
  });

  it("refuses what is not a date, an end before its start and more than 366 days, in words", () => {
    const bad = validationError(() => earningsRange(ctx, { startDate: "yesterday" }));
    expect(bad.message).toMatch(/^startDate must be a date such as 2026-11-20/);
    expect(bad.fieldErrors[0]?.path).toEqual(["startDate"]);
    expect(validationError(() => earningsRange(ctx, { endDate: "2026-02-30" })).message).toMatch(/^endDate must be/);
    expect(validationError(() => earningsRange(ctx, { endDate: "9".repeat(1000) })).message).toMatch(/too long/);
    expect(validationError(() => earningsRange(ctx, { startDate: "2026-11-20", endDate: "2026-11-19" })).message).toBe(
      "The end date must be on or after the start date.",
    );
    expect(validationError(() => earningsRange(ctx, { startDate: "2025-11-20", endDate: "2026-11-21" })).message).toBe(
      "Choose a range of at most 366 days.",
    );
    // 366 days, both ends counted, is allowed.
    expect(earningsRange(ctx, { startDate: "2025-11-20", endDate: "2026-11-20" }).endDate).toBe("2026-11-20");
  });
});

describe("a payment's row", () => {
  const none = { stripeSubscriptionId: null, stripeInvoiceId: null, bookingId: null, recurringScheduleId: null };
  it("is a subscription payment when it came through the gateway's subscription or has only a schedule", () => {
    expect(paymentKindOf({ ...none, bookingId: 3 })).toBe("booking");
    expect(paymentKindOf({ ...none, stripeInvoiceId: "in_1", recurringScheduleId: 2 })).toBe("subscription");
    expect(paymentKindOf({ ...none, stripeSubscriptionId: "sub_1" })).toBe("subscription");
    expect(paymentKindOf({ ...none, recurringScheduleId: 2 })).toBe("subscription");
    expect(paymentKindOf({ ...none, bookingId: 3, recurringScheduleId: 2 })).toBe("booking");
  });

  it("names the service and the customer from the booking, else the schedule, else the account", () => {
    const booking = { serviceType: "house-cleaning", customerName: "Dana" };
    const schedule = { serviceType: "car-detailing", customerName: "Sam" };
    expect(paymentServiceType({ booking, recurringSchedule: schedule })).toBe("house-cleaning");
    expect(paymentServiceType({ booking: null, recurringSchedule: schedule })).toBe("car-detailing");
    expect(paymentServiceType({})).toBeNull();
    expect(paymentCustomerName({ booking: null, recurringSchedule: null, customer: { name: "Casey" } })).toBe("Casey");
    expect(paymentCustomerName({ booking, customer: { name: "Casey" } })).toBe("Dana");
  });

  it("states the commission in percent", () => {
    expect(commissionRatePercent(1000)).toBe(10);
    expect(commissionRatePercent(1250)).toBe(12.5);
  });
});
