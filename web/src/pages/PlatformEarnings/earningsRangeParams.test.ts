import { describe, expect, it } from "vitest";
import { customRangeProblem, datesOf, selectionFrom, withSelection } from "./earningsRangeParams";

const params = (query: string) => new URLSearchParams(query);
const today = "2026-11-20";

describe("the range in the URL", () => {
  it("is This month when the URL names none, or names one it cannot mean", () => {
    for (const query of [
      "",
      "range=yesterday",
      "start=2026-11-01",
      "start=2026-11-20&end=2026-11-01",
      "start=x&end=y",
    ]) {
      expect(selectionFrom(params(query)), query).toEqual({ kind: "preset", preset: "this-month" });
    }
    expect(datesOf(selectionFrom(params("")), today)).toEqual({ startDate: "2026-11-01", endDate: "2026-11-30" });
  });

  it("reads a preset, which moves with the calendar", () => {
    const selection = selectionFrom(params("range=last-7-days"));
    expect(selection).toEqual({ kind: "preset", preset: "last-7-days" });
    expect(datesOf(selection, today)).toEqual({ startDate: "2026-11-14", endDate: today });
    expect(datesOf(selection, "2026-11-21")).toEqual({ startDate: "2026-11-15", endDate: "2026-11-21" });
  });

  it("reads dates chosen by hand before a preset", () => {
    const selection = selectionFrom(params("range=today&start=2026-03-01&end=2026-03-31"));
    expect(selection).toEqual({ kind: "custom", startDate: "2026-03-01", endDate: "2026-03-31" });
    expect(datesOf(selection, today)).toEqual({ startDate: "2026-03-01", endDate: "2026-03-31" });
  });

  it("writes a selection back, keeping other parameters and leaving the default out", () => {
    const current = params("tab=analytics&range=today");
    expect(withSelection(current, { kind: "preset", preset: "this-month" }).toString()).toBe("tab=analytics");
    expect(withSelection(current, { kind: "preset", preset: "last-30-days" }).toString()).toBe(
      "tab=analytics&range=last-30-days",
    );
    expect(withSelection(current, { kind: "custom", startDate: "2026-03-01", endDate: "2026-03-08" }).toString()).toBe(
      "tab=analytics&start=2026-03-01&end=2026-03-08",
    );
    expect(current.toString()).toBe("tab=analytics&range=today");
  });
});

describe("customRangeProblem", () => {
  it("accepts a day up to 366 days", () => {
    expect(customRangeProblem("2026-11-20", "2026-11-20")).toBeNull();
    expect(customRangeProblem("2028-01-01", "2028-12-31")).toBeNull();
  });

  it("names what is wrong", () => {
    expect(customRangeProblem("", "2026-11-20")).toBe("missing");
    expect(customRangeProblem("2026-02-30", "2026-03-01")).toBe("missing");
    expect(customRangeProblem("2026-11-20", "2026-11-19")).toBe("order");
    expect(customRangeProblem("2026-01-01", "2027-01-02")).toBe("length");
    expect(customRangeProblem("1999-12-31", "2000-01-02")).toBe("bounds");
  });
});
