import { describe, expect, it } from "vitest";
import { formatCad } from "./money.ts";

describe("formatCad", () => {
  it("writes cents as en-CA dollars, with the cents and a thousands separator", () => {
    expect(formatCad(123_450)).toBe("$1,234.50");
    expect(formatCad(50)).toBe("$0.50");
    expect(formatCad(99_999_999)).toBe("$999,999.99");
  });
});
