import { describe, expect, it } from "vitest";
import { sourceIntl as intl } from "../../i18n/sourceIntl";
import { formatAverageRating } from "./dashboardFormat";

describe("formatAverageRating", () => {
  it("shows one decimal out of five", () => {
    expect(formatAverageRating(4.8, intl)).toBe("4.8/5");
    expect(formatAverageRating(4.83, intl)).toBe("4.8/5");
    expect(formatAverageRating(5, intl)).toBe("5.0/5");
    expect(formatAverageRating(0, intl)).toBe("0.0/5");
  });
});
