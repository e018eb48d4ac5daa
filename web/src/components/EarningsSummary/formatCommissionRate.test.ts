import { describe, expect, it } from "vitest";
import { sourceIntl as intl } from "../../i18n/sourceIntl";
import { formatCommissionRate } from "./formatCommissionRate";

describe("formatCommissionRate", () => {
  it("writes percent with one or two decimals", () => {
    expect(formatCommissionRate(10, intl)).toBe("10.0%");
    expect(formatCommissionRate(13.33, intl)).toBe("13.33%");
    expect(formatCommissionRate(0, intl)).toBe("0.0%");
  });
});
