import { describe, expect, it } from "vitest";
import { checkProposedPrice } from "./proposePriceForm";

describe("checkProposedPrice", () => {
  it("reads dollars as typed, with or without $, commas and cents", () => {
    expect(checkProposedPrice("175", 14_000)).toEqual({ ok: true, cents: 17_500 });
    expect(checkProposedPrice(" $1,250.5 ", 14_000)).toEqual({ ok: true, cents: 125_050 });
    expect(checkProposedPrice("10", 14_000)).toEqual({ ok: true, cents: 1_000 });
    expect(checkProposedPrice("10000.00", 14_000)).toEqual({ ok: true, cents: 1_000_000 });
  });

  it("asks for a price when none is typed", () => {
    expect(checkProposedPrice("  ", 14_000)).toEqual({
      ok: false,
      messageId: "providerSchedules.propose.priceMissing",
    });
  });

  it("refuses what is not an amount, or outside $10.00 to $10,000.00", () => {
    for (const text of ["abc", "12.345", "-20", "9.99", "10000.01", "1e3"]) {
      expect(checkProposedPrice(text, 14_000)).toEqual({
        ok: false,
        messageId: "providerSchedules.propose.priceInvalid",
      });
    }
  });

  it("refuses the price the schedule has now", () => {
    expect(checkProposedPrice("$140.00", 14_000)).toEqual({
      ok: false,
      messageId: "providerSchedules.propose.priceUnchanged",
    });
  });
});
