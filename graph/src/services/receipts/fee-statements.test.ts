import { describe, expect, it } from "vitest";
import { feeStatementLinks, feeStatementNumber, OFFERED_STATEMENT_MONTHS } from "./fee-statements.ts";

describe("feeStatementLinks", () => {
  it("offers this month and the eleven before it, newest first, across a new year", () => {
    const links = feeStatementLinks(42, new Date("2026-01-15T12:00:00Z"));
    expect(links).toHaveLength(OFFERED_STATEMENT_MONTHS);
    expect(links.map((link) => link.month)).toEqual([
      "2026-01",
      "2025-12",
      "2025-11",
      "2025-10",
      "2025-09",
      "2025-08",
      "2025-07",
      "2025-06",
      "2025-05",
      "2025-04",
      "2025-03",
      "2025-02",
    ]);
    expect(links[0]!.path).toBe("/api/providers/42/fee-statements/2026-01");
  });

  it("counts months on the platform's clock: 11 p.m. in Toronto on November 30 is still November", () => {
    expect(feeStatementLinks(1, new Date("2026-12-01T04:00:00Z"))[0]!.month).toBe("2026-11");
    expect(feeStatementLinks(1, new Date("2026-12-01T05:00:00Z"))[0]!.month).toBe("2026-12");
  });
});

describe("feeStatementNumber", () => {
  it("is one number per provider and month", () => {
    expect(feeStatementNumber(42, "2026-11")).toBe("FS-2026-11-000042");
  });
});
