import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SERVICE_TYPE_SLUGS } from "../service-types.ts";
import { PROVINCES } from "../canada/provinces.ts";
import {
  feeTaxLines,
  NOT_REGISTERED,
  serviceTaxLines,
  settleTaxed,
  taxTotalOf,
  type TaxRegistrations,
} from "./sales-tax.ts";
import { inForce, type ProvinceCode, TAX_RATES } from "./tax-rates.ts";

const REGISTERED: TaxRegistrations = { gstHst: true, qst: true, pst: true };
const PROVINCE_CODES = PROVINCES.map((province) => province.code as ProvinceCode);
const brief = (lines: ReturnType<typeof serviceTaxLines>) => lines.map(({ tax, amount }) => [tax, amount]);

describe("serviceTaxLines, worked by hand", () => {
  const question = {
    category: "house-cleaning",
    payableOn: "2026-11-30",
    registrations: REGISTERED,
    price: 10_000,
  } as const;

  it("charges Ontario's 13% HST, and no provincial tax beside it", () => {
    expect(brief(serviceTaxLines({ ...question, province: "ON" }))).toEqual([["HST", 1300]]);
  });

  it("charges Québec's GST and QST, both on the price before tax, each rounded half up", () => {
    // 9.975% of $100.00 is $9.975: half a cent rounds up.
    expect(brief(serviceTaxLines({ ...question, province: "QC" }))).toEqual([
      ["GST", 500],
      ["QST", 998],
    ]);
    expect(brief(serviceTaxLines({ ...question, province: "QC", price: 4_010 }))).toEqual([
      ["GST", 201], // 200.5 → 201
      ["QST", 400], // 399.9975 → 400
    ]);
  });

  it("charges Nova Scotia 15% before 1 April 2025 and 14% from that day", () => {
    expect(brief(serviceTaxLines({ ...question, province: "NS", payableOn: "2025-03-31" }))).toEqual([["HST", 1500]]);
    expect(brief(serviceTaxLines({ ...question, province: "NS", payableOn: "2025-04-01" }))).toEqual([["HST", 1400]]);
  });

  it("charges Alberta's 5% GST alone", () => {
    expect(brief(serviceTaxLines({ ...question, province: "AB" }))).toEqual([["GST", 500]]);
  });

  it("charges a small supplier's customer no GST/HST, anywhere", () => {
    for (const province of PROVINCE_CODES) {
      const lines = serviceTaxLines({ ...question, province, registrations: { ...REGISTERED, gstHst: false } });
      expect(
        lines.filter((line) => line.tax === "GST" || line.tax === "HST"),
        province,
      ).toEqual([]);
    }
    expect(serviceTaxLines({ ...question, province: "QC", registrations: NOT_REGISTERED })).toEqual([]);
  });

  it("refuses days before the table and amounts that are not whole cents", () => {
    expect(() => serviceTaxLines({ ...question, province: "ON", payableOn: "2019-06-30" })).toThrow(RangeError);
    expect(() => serviceTaxLines({ ...question, province: "ON", payableOn: "30/11/2026" })).toThrow(RangeError);
    expect(() => serviceTaxLines({ ...question, province: "ON", price: 10.5 })).toThrow(RangeError);
    expect(() => serviceTaxLines({ ...question, province: "ON", price: -1 })).toThrow(RangeError);
  });
});

describe("feeTaxLines", () => {
  it("charges the provider the GST/HST of their province on the platform's fee, and the QST in Québec", () => {
    expect(brief(feeTaxLines({ province: "ON", payableOn: "2026-11-30", fee: 1_000 }))).toEqual([["HST", 130]]);
    expect(brief(feeTaxLines({ province: "QC", payableOn: "2026-11-30", fee: 1_000 }))).toEqual([
      ["GST", 50],
      ["QST", 100], // 99.75 → 100
    ]);
    expect(brief(feeTaxLines({ province: "BC", payableOn: "2026-11-30", fee: 1_000 }))).toEqual([["GST", 50]]);
  });
});

const day = fc
  .date({ min: new Date("2019-07-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const aroundNovaScotiaChange = fc.constantFrom("2025-03-30", "2025-03-31", "2025-04-01", "2025-04-02");
const question = fc.record({
  category: fc.constantFrom(...SERVICE_TYPE_SLUGS),
  province: fc.constantFrom(...PROVINCE_CODES),
  providerProvince: fc.constantFrom(...PROVINCE_CODES),
  payableOn: fc.oneof(day, aroundNovaScotiaChange),
  registrations: fc.record({ gstHst: fc.boolean(), qst: fc.boolean(), pst: fc.boolean() }),
  price: fc.integer({ min: 1, max: 10_000_000 }),
});

describe("settleTaxed, for every province, registration, category, price and day", () => {
  it("adds up to the cent: lines to the total, and fee, fee taxes and share to what the customer paid", () => {
    fc.assert(
      fc.property(question, (q) => {
        const settled = settleTaxed(q);
        expect(settled.total).toBe(q.price + taxTotalOf(settled.serviceTaxes));
        expect(settled.platformKeeps + settled.providerReceives).toBe(settled.total);
        expect(settled.platformKeeps).toBe(settled.platformFee + taxTotalOf(settled.feeTaxes));
        expect(settled.providerReceives).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it("takes 10% of the price before tax, rounded half up, as the fee", () => {
    fc.assert(
      fc.property(question, (q) => {
        expect(settleTaxed(q).platformFee).toBe(Math.floor((q.price * 1000) / 10_000 + 0.5));
      }),
      { numRuns: 1_000 },
    );
  });

  it("rounds each line half up from its own rate and base, and charges one GST or HST at most", () => {
    fc.assert(
      fc.property(question, (q) => {
        const lines = serviceTaxLines(q);
        for (const line of lines) {
          expect(line.base).toBe(q.price);
          const exact = (line.base * line.ratePpm) / 1_000_000;
          expect(Math.abs(line.amount - exact)).toBeLessThanOrEqual(0.5);
        }
        expect(lines.filter((line) => line.tax === "GST" || line.tax === "HST").length).toBe(
          q.registrations.gstHst ? 1 : 0,
        );
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("provincial sales taxes on services", () => {
  const at = { payableOn: "2026-11-30", registrations: REGISTERED, price: 10_000 } as const;

  it("charges British Columbia's PST on none of the home services, so GST alone", () => {
    for (const category of SERVICE_TYPE_SLUGS) {
      expect(brief(serviceTaxLines({ ...at, category, province: "BC" })), category).toEqual([["GST", 500]]);
    }
  });

  it("charges Manitoba's RST on trades working on a home's systems, not on cleaning it", () => {
    expect(brief(serviceTaxLines({ ...at, category: "plumbing", province: "MB" }))).toEqual([
      ["GST", 500],
      ["RST", 700],
    ]);
    expect(brief(serviceTaxLines({ ...at, category: "house-cleaning", province: "MB" }))).toEqual([["GST", 500]]);
  });

  it("charges Saskatchewan's PST on repairs to a home, and only where the provider collects it", () => {
    expect(brief(serviceTaxLines({ ...at, category: "handyman", province: "SK" }))).toEqual([
      ["GST", 500],
      ["PST", 600],
    ]);
    const noPst = { ...REGISTERED, pst: false };
    expect(brief(serviceTaxLines({ ...at, category: "handyman", province: "SK", registrations: noPst }))).toEqual([
      ["GST", 500],
    ]);
  });
});

describe("the rates table", () => {
  it("has exactly one GST or HST row for every province on every day, each with its source", () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...PROVINCE_CODES), (on, province) => {
        const rows = TAX_RATES.filter(
          (row) => row.province === province && (row.tax === "GST" || row.tax === "HST") && inForce(row, on),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.source).toMatch(/^(Canada Revenue Agency|Revenu Québec)/);
      }),
    );
  });
});
