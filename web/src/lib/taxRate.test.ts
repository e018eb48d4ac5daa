import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { TAX_RATES } from "../../../shared/tax/tax-rates";
import { sourceIntl as enCA } from "../i18n/sourceIntl";
import { formatTaxRate } from "./taxRate";

// Another locale's formats, from Intl alone: the helper follows the `intl` it is given.
const frCA = createIntl({ locale: "fr-CA" as never, messages: {} as never });

describe("formatTaxRate", () => {
  it("writes whole rates without decimals, and Québec's QST to the thousandth", () => {
    expect(formatTaxRate(50_000, enCA)).toBe("5%");
    expect(formatTaxRate(130_000, enCA)).toBe("13%");
    expect(formatTaxRate(99_750, enCA)).toBe("9.975%");
  });

  it("writes every rate of the tax table exactly, never rounded", () => {
    for (const row of TAX_RATES) {
      const written = formatTaxRate(row.ratePpm, enCA);
      expect(Number(written.replace("%", "")) * 10_000, `${row.tax} ${row.province} ${written}`).toBeCloseTo(
        row.ratePpm,
        6,
      );
    }
  });

  it("writes the percentage the reader's way in another locale", () => {
    expect(formatTaxRate(99_750, frCA)).toBe("9,975\u00a0%");
  });
});
