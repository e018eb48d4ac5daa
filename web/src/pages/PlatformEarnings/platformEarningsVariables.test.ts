import { describe, expect, it } from "vitest";
import { platformEarningsVariables } from "./platformEarningsVariables";

// 14:00 UTC on 15 November 2026 is 09:00 in Toronto, the platform's calendar.
const NOW = new Date("2026-11-15T14:00:00Z");

describe("platformEarningsVariables", () => {
  it("is this month on the platform's calendar without a range in the URL", () => {
    expect(platformEarningsVariables(new URLSearchParams(""), NOW)).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
  });

  it("keeps dates chosen by hand", () => {
    const params = new URLSearchParams("?start=2026-10-02&end=2026-10-09");
    expect(platformEarningsVariables(params, NOW)).toEqual({ startDate: "2026-10-02", endDate: "2026-10-09" });
  });

  it("takes the platform's today, not UTC's, late in the evening", () => {
    // 03:00 UTC on 1 December is still 30 November in Toronto.
    const params = new URLSearchParams("?range=today");
    expect(platformEarningsVariables(params, new Date("2026-12-01T03:00:00Z"))).toEqual({
      startDate: "2026-11-30",
      endDate: "2026-11-30",
    });
  });
});
