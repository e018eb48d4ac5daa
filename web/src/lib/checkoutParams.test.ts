import { describe, expect, it } from "vitest";
import {
  amountWasCorrected,
  centsToDollarsParam,
  checkoutPath,
  dollarsToCents,
  parseCheckoutParams,
  parsePaymentSuccessParams,
  paymentReturnUrl,
  paymentSuccessPath,
  targetKey,
} from "./checkoutParams";

const params = (query: string) => parseCheckoutParams(new URLSearchParams(query));

describe("parseCheckoutParams", () => {
  it("pays a booking by its id", () => {
    expect(params("bookingId=12&amount=85")).toEqual({
      target: { kind: "booking", bookingId: "12" },
      requestedAmount: 8500,
      amountGiven: true,
    });
  });

  it("pays a schedule by subscription when recurring", () => {
    expect(params("recurring=true&scheduleId=7&bookingId=3").target).toEqual({ kind: "schedule", scheduleId: "7" });
    expect(params("scheduleId=7").target).toEqual({ kind: "schedule", scheduleId: "7" });
    // Recurring without a schedule: the booking it names is what can be paid.
    expect(params("recurring=true&bookingId=3").target).toEqual({ kind: "booking", bookingId: "3" });
  });

  it("names nothing payable without an id, or with one that cannot be an id", () => {
    expect(params("serviceType=house-cleaning&amount=150").target).toBeNull();
    expect(params("bookingId=").target).toBeNull();
    expect(params(`bookingId=${"1".repeat(101)}`).target).toBeNull();
    expect(params("bookingId=1%3Bdrop").target).toBeNull();
  });

  it("labels a link without an amount with the default 150, as not given", () => {
    expect(params("bookingId=1")).toMatchObject({ requestedAmount: 15000, amountGiven: false });
    expect(params("bookingId=1&amount=abc")).toMatchObject({ requestedAmount: 15000, amountGiven: false });
  });

  it("accepts a global id", () => {
    expect(params("bookingId=Qm9va2luZzox").target).toEqual({ kind: "booking", bookingId: "Qm9va2luZzox" });
  });
});

describe("dollarsToCents", () => {
  it("reads dollars with up to two decimals exactly", () => {
    expect(dollarsToCents("150")).toBe(15000);
    expect(dollarsToCents("12.5")).toBe(1250);
    expect(dollarsToCents("0.07")).toBe(7);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents(" 1 ")).toBe(100);
  });

  it("refuses anything else", () => {
    for (const text of ["", "-5", "1.234", "1e3", "12,50", "$5", "99999999", null, undefined]) {
      expect(dollarsToCents(text)).toBeNull();
    }
  });
});

describe("centsToDollarsParam", () => {
  it("writes whole dollars whole and cents with two digits", () => {
    expect(centsToDollarsParam(15000)).toBe("150");
    expect(centsToDollarsParam(1250)).toBe("12.50");
    expect(centsToDollarsParam(7)).toBe("0.07");
  });

  it("round-trips through dollarsToCents", () => {
    for (const cents of [1, 99, 100, 101, 12345, 10_000_000]) {
      expect(dollarsToCents(centsToDollarsParam(cents))).toBe(cents);
    }
  });
});

describe("amountWasCorrected", () => {
  it("only when the link carried an amount that is not the server's", () => {
    expect(amountWasCorrected(params("bookingId=1&amount=1"), 8500)).toBe(true);
    expect(amountWasCorrected(params("bookingId=1&amount=85"), 8500)).toBe(false);
    expect(amountWasCorrected(params("bookingId=1"), 8500)).toBe(false);
  });
});

describe("the return URL", () => {
  it("goes to /payment-success on this site with the booking or the schedule", () => {
    expect(paymentReturnUrl("https://market.example", { kind: "booking", bookingId: "12" })).toBe(
      "https://market.example/payment-success?bookingId=12",
    );
    expect(paymentReturnUrl("http://127.0.0.1:5173", { kind: "schedule", scheduleId: "4" })).toBe(
      "http://127.0.0.1:5173/payment-success?scheduleId=4",
    );
    expect(paymentSuccessPath({ kind: "booking", bookingId: "a/b=" })).toBe("/payment-success?bookingId=a%2Fb%3D");
  });

  it("is read back from the URL Stripe returns to, whatever Stripe adds", () => {
    const returned = new URLSearchParams(
      "bookingId=12&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=failed",
    );
    expect(parsePaymentSuccessParams(returned)).toEqual({ kind: "booking", bookingId: "12" });
    expect(parsePaymentSuccessParams(new URLSearchParams("scheduleId=4"))).toEqual({
      kind: "schedule",
      scheduleId: "4",
    });
    expect(parsePaymentSuccessParams(new URLSearchParams("redirect_status=succeeded"))).toBeNull();
  });
});

describe("checkoutPath", () => {
  it("writes the spec's parameters for a booking", () => {
    const path = checkoutPath(
      { kind: "booking", bookingId: "12" },
      {
        amount: 8500,
        serviceType: "house-cleaning",
        customerName: "Casey Customer",
        customerEmail: "customer@demo.test",
        providerName: "Maple Cleaners",
        serviceDetails: "Two-bedroom condo",
      },
    );
    const url = new URL(path, "http://site.invalid");
    expect(url.pathname).toBe("/checkout");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      serviceType: "house-cleaning",
      amount: "85",
      customerName: "Casey Customer",
      customerEmail: "customer@demo.test",
      providerName: "Maple Cleaners",
      serviceDetails: "Two-bedroom condo",
      bookingId: "12",
    });
    expect(parseCheckoutParams(url.searchParams)).toEqual({
      target: { kind: "booking", bookingId: "12" },
      requestedAmount: 8500,
      amountGiven: true,
    });
  });

  it("marks a schedule's checkout as recurring, with its frequency", () => {
    const url = new URL(
      checkoutPath({ kind: "schedule", scheduleId: "3" }, { amount: 15000, frequency: "biweekly" }),
      "http://site.invalid",
    );
    expect(url.searchParams.get("recurring")).toBe("true");
    expect(url.searchParams.get("frequency")).toBe("biweekly");
    expect(parseCheckoutParams(url.searchParams).target).toEqual({ kind: "schedule", scheduleId: "3" });
  });

  it("leaves out empty details and shortens long ones", () => {
    const url = new URL(
      checkoutPath({ kind: "booking", bookingId: "1" }, { serviceDetails: "x".repeat(500), customerName: "  " }),
      "http://site.invalid",
    );
    expect(url.searchParams.get("serviceDetails")).toHaveLength(200);
    expect(url.searchParams.has("customerName")).toBe(false);
    expect(url.searchParams.has("amount")).toBe(false);
  });
});

describe("targetKey", () => {
  it("tells a booking from a schedule with the same id", () => {
    expect(targetKey({ kind: "booking", bookingId: "1" })).not.toBe(targetKey({ kind: "schedule", scheduleId: "1" }));
  });
});
