import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SERVICE_TYPE_SLUGS } from "../service-types.ts";
import {
  percentDigitsOf,
  PROVINCE_ORDER,
  RATE_PERCENT_DIGITS,
  ratePercentText,
  SMALL_SUPPLIER_THRESHOLD_CENTS,
  taxedFeeExample,
  taxesInForce,
  type ProvinceTaxes,
} from "./rates-in-force.ts";
import { NOT_REGISTERED, serviceTaxLines } from "./sales-tax.ts";
import type { ProvinceCode } from "./tax-rates.ts";

const TODAY = "2026-11-30";
const of = (taxes: ProvinceTaxes[], province: ProvinceCode) => taxes.find((entry) => entry.province === province)!;
/** A province's taxes as a receipt would name them: [tax, ppm] and the categories its own tax covers. */
const brief = (entry: ProvinceTaxes) => ({
  federal: [entry.federal.tax, entry.federal.ratePpm],
  qst: entry.qst && [entry.qst.tax, entry.qst.ratePpm],
  provincial: entry.provincial && [entry.provincial.tax, entry.provincial.ratePpm, entry.provincial.categories],
});

describe("taxesInForce", () => {
  const today = taxesInForce(TODAY);

  it("answers for the 13 provinces and territories, alphabetically by name, every time in the same order", () => {
    expect(today.map((entry) => entry.province)).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NS",
      "NT",
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT",
    ]);
    expect(PROVINCE_ORDER).toEqual(today.map((entry) => entry.province));
  });

  it("gives Ontario its 13% HST and nothing beside it", () => {
    expect(brief(of(today, "ON"))).toEqual({ federal: ["HST", 130_000], qst: null, provincial: null });
  });

  it("gives Nova Scotia 15% HST before 1 April 2025 and 14% from that day", () => {
    expect(of(taxesInForce("2025-03-31"), "NS").federal).toMatchObject({ tax: "HST", ratePpm: 150_000 });
    expect(of(taxesInForce("2025-04-01"), "NS").federal).toMatchObject({ tax: "HST", ratePpm: 140_000 });
    expect(of(today, "NS").federal.source).toMatch(/News No\. 119/);
  });

  it("gives Québec the 5% GST and the 9.975% QST", () => {
    expect(brief(of(today, "QC"))).toEqual({ federal: ["GST", 50_000], qst: ["QST", 99_750], provincial: null });
  });

  it("gives Alberta and the territories the 5% GST alone", () => {
    for (const province of ["AB", "NT", "NU", "YT"] as const) {
      expect(brief(of(today, province)), province).toEqual({ federal: ["GST", 50_000], qst: null, provincial: null });
    }
  });

  it("gives the Atlantic provinces 15% HST", () => {
    for (const province of ["NB", "NL", "PE"] as const) {
      expect(brief(of(today, province)), province).toEqual({ federal: ["HST", 150_000], qst: null, provincial: null });
    }
  });

  it("names British Columbia's 7% PST, taxing none of the services, cleaning included", () => {
    expect(brief(of(today, "BC"))).toEqual({ federal: ["GST", 50_000], qst: null, provincial: ["PST", 70_000, []] });
  });

  it("names Manitoba's 7% RST on plumbing, electrical and HVAC work, not on cleaning", () => {
    const manitoba = of(today, "MB").provincial!;
    expect([manitoba.tax, manitoba.ratePpm]).toEqual(["RST", 70_000]);
    expect(manitoba.categories).toEqual(["plumbing", "electrical", "hvac"]);
    expect(manitoba.categories).not.toContain("house-cleaning");
  });

  it("names Saskatchewan's 6% PST on repairs to a home, in catalogue order", () => {
    expect(brief(of(today, "SK"))).toEqual({
      federal: ["GST", 50_000],
      qst: null,
      provincial: ["PST", 60_000, ["handyman", "plumbing", "electrical", "hvac"]],
    });
  });

  it("refuses a day the table does not answer for", () => {
    expect(() => taxesInForce("2019-06-30")).toThrow(RangeError);
    expect(() => taxesInForce("30/11/2026")).toThrow(RangeError);
  });

  it("states exactly the rates the engine charges a registered provider, for any day and service", () => {
    const day = fc
      .date({ min: new Date("2019-07-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const anyDay = fc.oneof(day, fc.constantFrom("2025-03-31", "2025-04-01"));
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...SERVICE_TYPE_SLUGS), (on, category) => {
        for (const entry of taxesInForce(on)) {
          const charged = serviceTaxLines({
            category,
            province: entry.province,
            payableOn: on,
            registrations: { gstHst: true, qst: true, pst: true },
            price: 10_000,
          }).map((line) => [line.tax, line.ratePpm]);
          const stated = [
            [entry.federal.tax, entry.federal.ratePpm],
            ...(entry.qst ? [[entry.qst.tax, entry.qst.ratePpm]] : []),
            ...(entry.provincial?.categories.includes(category)
              ? [[entry.provincial.tax, entry.provincial.ratePpm]]
              : []),
          ];
          expect(stated, `${entry.province} ${category} ${on}`).toEqual(charged);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("percentDigitsOf and RATE_PERCENT_DIGITS", () => {
  it("write 13% with no decimals and 9.975% with three, enough for every rate in the table", () => {
    expect(percentDigitsOf(130_000)).toBe(0);
    expect(percentDigitsOf(50_000)).toBe(0);
    expect(percentDigitsOf(99_750)).toBe(3);
    expect(percentDigitsOf(1)).toBe(4);
    expect(RATE_PERCENT_DIGITS).toBe(3);
  });
});

describe("ratePercentText", () => {
  it("writes each rate in the digits it needs, without floating-point noise", () => {
    expect(ratePercentText(130_000)).toBe("13");
    expect(ratePercentText(50_000)).toBe("5");
    expect(ratePercentText(99_750)).toBe("9.975");
    expect(ratePercentText(70_000)).toBe("7");
    expect(ratePercentText(1)).toBe("0.0001");
  });
});

describe("taxedFeeExample", () => {
  it("works a $100 cleaning in Ontario by a registrant through settleTaxed, to the cent", () => {
    const example = taxedFeeExample({ category: "house-cleaning", province: "ON", price: 10_000, payableOn: TODAY });
    expect(example.serviceTaxes.map((line) => [line.tax, line.ratePpm, line.amount])).toEqual([["HST", 130_000, 1300]]);
    expect(example).toMatchObject({
      price: 10_000,
      serviceTax: 1300,
      total: 11_300,
      platformFee: 1000, // 10% of the price before tax, not of $113
      feeTax: 130, // 13% HST on the fee, charged to the provider
      platformKeeps: 1130,
      providerReceives: 10_170, // $100 − $10 − $1.30, with the $13 of HST they remit
      providerProvince: "ON",
    });
    expect(example.feeTaxes.map((line) => [line.tax, line.amount])).toEqual([["HST", 130]]);
  });

  it("refunds half of what was paid as half of the price and half of each tax", () => {
    const { halfRefund } = taxedFeeExample({
      category: "house-cleaning",
      province: "ON",
      price: 10_000,
      payableOn: TODAY,
    });
    expect(halfRefund).toEqual({
      amount: 5650,
      price: 5000,
      taxes: [{ tax: "HST", ratePpm: 130_000, amount: 650 }],
      platformFee: 500,
      feeTax: 65,
    });
  });

  it("charges Québec's GST and QST on the price, and both on the fee of a Québec provider", () => {
    const example = taxedFeeExample({ category: "house-cleaning", province: "QC", price: 10_000, payableOn: TODAY });
    expect(example.serviceTaxes.map((line) => [line.tax, line.amount])).toEqual([
      ["GST", 500],
      ["QST", 998],
    ]);
    expect(example.total).toBe(11_498);
    expect(example.feeTaxes.map((line) => [line.tax, line.amount])).toEqual([
      ["GST", 50],
      ["QST", 100],
    ]);
    expect(example.providerReceives).toBe(11_498 - 1000 - 150);
  });

  it("adds Manitoba's RST to plumbing, taxes the fee in the provider's own province, and charges a small supplier's customer nothing", () => {
    const plumbing = taxedFeeExample({
      category: "plumbing",
      province: "MB",
      providerProvince: "ON",
      price: 10_000,
      payableOn: TODAY,
    });
    expect(plumbing.serviceTaxes.map((line) => [line.tax, line.amount])).toEqual([
      ["GST", 500],
      ["RST", 700],
    ]);
    expect(plumbing.feeTaxes.map((line) => [line.tax, line.amount])).toEqual([["HST", 130]]);

    const small = taxedFeeExample({
      category: "plumbing",
      province: "MB",
      price: 10_000,
      payableOn: TODAY,
      registrations: NOT_REGISTERED,
    });
    expect([small.serviceTax, small.total, small.halfRefund.taxes, small.halfRefund.price]).toEqual([
      0,
      10_000,
      [],
      5000,
    ]);
    // The platform is registered: its fee carries GST even when the provider charges none.
    expect(small.feeTax).toBe(50);
  });
});

describe("SMALL_SUPPLIER_THRESHOLD_CENTS", () => {
  it("is the $30,000 of the Excise Tax Act and Revenu Québec", () => {
    expect(SMALL_SUPPLIER_THRESHOLD_CENTS).toBe(3_000_000);
  });
});
