import { describe, expect, it } from "vitest";
import { checkPartialRefund, dollarsInputOf, parseDollars } from "./refundAmount";

describe("parseDollars", () => {
  it("reads dollars and cents exactly", () => {
    expect(parseDollars("19.99")).toBe(1999);
    expect(parseDollars("0.29")).toBe(29);
    expect(parseDollars("150")).toBe(15000);
    expect(parseDollars("150.")).toBe(15000);
    expect(parseDollars("150.5")).toBe(15050);
    expect(parseDollars(".5")).toBe(50);
    expect(parseDollars(" $1,234.56 ")).toBe(123456);
    expect(parseDollars("$ 20")).toBe(2000);
  });

  it("refuses what is not an amount of dollars and cents", () => {
    for (const text of ["", "   ", "abc", "1.234", "-5", "1e3", "12.3.4", "$", ".", "0x10", "1 000", "Infinity"]) {
      expect(parseDollars(text), text).toBeNull();
    }
    expect(parseDollars("9".repeat(40))).toBeNull();
  });
});

describe("dollarsInputOf", () => {
  it("shows cents as an editable number with two decimals", () => {
    expect(dollarsInputOf(15000)).toBe("150.00");
    expect(dollarsInputOf(1999)).toBe("19.99");
    expect(dollarsInputOf(5)).toBe("0.05");
    expect(dollarsInputOf(0)).toBe("0.00");
  });

  it("reads back as the same cents", () => {
    for (const cents of [1, 9, 10, 99, 100, 101, 12345, 10_000_000]) {
      expect(parseDollars(dollarsInputOf(cents))).toBe(cents);
    }
  });
});

describe("checkPartialRefund", () => {
  it("accepts an amount from one cent up to what is left", () => {
    expect(checkPartialRefund("0.01", 15000)).toEqual({ ok: true, amount: 1 });
    expect(checkPartialRefund("150.00", 15000)).toEqual({ ok: true, amount: 15000 });
  });

  it("says what is wrong otherwise", () => {
    expect(checkPartialRefund("", 15000)).toEqual({ ok: false, error: "refundDialog.amount.required" });
    expect(checkPartialRefund("ten", 15000)).toEqual({ ok: false, error: "refundDialog.amount.invalid" });
    expect(checkPartialRefund("0", 15000)).toEqual({ ok: false, error: "refundDialog.amount.zero" });
    expect(checkPartialRefund("150.01", 15000)).toEqual({ ok: false, error: "refundDialog.amount.tooMuch" });
  });
});
