import { describe, expect, it } from "vitest";
import { busiestDay, dateInstant, isQuiet } from "./earningsChartData";

const day = (date: string, volume: number, fees = 0, paymentCount = 0) => ({ date, volume, fees, paymentCount });

describe("the daily series", () => {
  it("is quiet when nothing moved on any day", () => {
    expect(isQuiet([day("2026-11-01", 0), day("2026-11-02", 0)])).toBe(true);
    expect(isQuiet([day("2026-11-01", 0), day("2026-11-02", -500, -50)])).toBe(false);
    expect(isQuiet([])).toBe(true);
  });

  it("names the busiest day, the first of equals, and none when no day had volume", () => {
    expect(busiestDay([day("2026-11-01", 100), day("2026-11-02", 300), day("2026-11-03", 300)])?.date).toBe(
      "2026-11-02",
    );
    expect(busiestDay([day("2026-11-01", 0), day("2026-11-02", -100)])).toBeNull();
  });

  it("reads a date as midnight UTC", () => {
    expect(new Date(dateInstant("2026-03-08")).toISOString()).toBe("2026-03-08T00:00:00.000Z");
  });
});
