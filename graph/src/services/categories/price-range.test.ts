import { describe, expect, it } from "vitest";
import { formatPriceRange } from "./price-range.ts";

describe("formatPriceRange", () => {
  it("shows whole dollars from cents", () => {
    expect(formatPriceRange(8000, 20000)).toBe("$80 - $200");
  });

  it("groups thousands the Canadian English way", () => {
    expect(formatPriceRange(50000, 250000)).toBe("$500 - $2,500");
  });

  it("rounds cents to the nearest dollar", () => {
    expect(formatPriceRange(7950, 15049)).toBe("$80 - $150");
  });
});
