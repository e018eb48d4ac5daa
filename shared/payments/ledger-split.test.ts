import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SERVICE_TYPE_SLUGS } from "../service-types.ts";
import { PROVINCES } from "../canada/provinces.ts";
import { settleTaxed } from "../tax/sales-tax.ts";
import type { ProvinceCode } from "../tax/tax-rates.ts";
import { refundSplit } from "./commission.ts";
import { refundLedgerSplit, settlementSplit, type TaxedPayment } from "./ledger-split.ts";

const PROVINCE_CODES = PROVINCES.map((province) => province.code as ProvinceCode);
const parts = (split: { platformFee: number; feeTax: number; serviceTax: number; providerShare: number }) =>
  split.platformFee + split.feeTax + split.serviceTax + split.providerShare;

/** A payment as checkout makes it, from the engine. */
const taxedPayments = fc
  .record({
    province: fc.constantFrom(...PROVINCE_CODES),
    providerProvince: fc.constantFrom(...PROVINCE_CODES),
    category: fc.constantFrom(...SERVICE_TYPE_SLUGS),
    registrations: fc.record({ gstHst: fc.boolean(), qst: fc.boolean(), pst: fc.boolean() }),
    price: fc.integer({ min: 1, max: 10_000_000 }),
    payableOn: fc.constantFrom("2025-03-31", "2025-04-01", "2026-12-01"),
  })
  .map((question): TaxedPayment => {
    const settled = settleTaxed(question);
    return {
      totalAmount: settled.total,
      platformFee: settled.platformFee,
      feeTaxLines: settled.feeTaxes.map((line) => line.amount),
      serviceTaxLines: settled.serviceTaxes.map((line) => line.amount),
    };
  });

describe("settlementSplit", () => {
  it("writes a $100 Ontario cleaning's parts: fee, HST on the fee, HST on the service, the rest", () => {
    // $100 + 13% HST; the fee is 10% of $100 and carries 13% HST of its own.
    const split = settlementSplit({
      totalAmount: 11_300,
      platformFee: 1_000,
      feeTaxLines: [130],
      serviceTaxLines: [1_300],
    });
    expect(split).toEqual({ platformFee: 1_000, feeTax: 130, serviceTax: 1_300, providerShare: 8_870 });
  });

  it("sums to what the customer paid, whatever the province, registration, category and price", () => {
    fc.assert(
      fc.property(taxedPayments, (payment) => {
        const split = settlementSplit(payment);
        expect(parts(split)).toBe(payment.totalAmount);
        expect(split.providerShare).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("refundLedgerSplit", () => {
  it("is the untaxed split when a payment has no tax lines", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (totalAmount, permille, a, b) => {
          const platformFee = Math.floor((totalAmount * permille) / 1_000);
          const [before, after] = [a, b].map((x) => Math.floor(x * totalAmount)).sort((x, y) => x - y) as [
            number,
            number,
          ];
          const question = { totalAmount, platformFee, refundedBefore: before, refundedAfter: after };
          const taxed = refundLedgerSplit({ ...question, feeTaxLines: [], serviceTaxLines: [] });
          const untaxed = refundSplit(question);
          expect(taxed.platformFee).toBe(untaxed.platformFee);
          expect(taxed.providerShare).toBe(untaxed.providerShare);
          expect(taxed.feeTax + taxed.serviceTax).toBe(0);
        },
      ),
    );
  });

  it("returns a Québec payment's GST and QST in proportion to a half refund", () => {
    // $100 + GST $5.00 + QST $9.98 = $114.98; half of it back returns half of each, half up.
    const split = refundLedgerSplit({
      totalAmount: 11_498,
      platformFee: 1_000,
      feeTaxLines: [50, 100],
      serviceTaxLines: [500, 998],
      refundedBefore: 0,
      refundedAfter: 5_749,
    });
    expect(split.serviceTaxLines).toEqual([-250, -499]);
    expect(split.feeTaxLines).toEqual([-25, -50]);
    expect(split.platformFee).toBe(-500);
    expect(parts(split)).toBe(-5_749);
  });

  it("returns every part exactly after any run of partial refunds, never driving a part below zero", () => {
    fc.assert(
      fc.property(
        taxedPayments,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (payment, cuts) => {
          const totals = [
            0,
            ...cuts.map((cut) => Math.floor(cut * payment.totalAmount)).sort((x, y) => x - y),
            payment.totalAmount,
          ];
          const returned = { platformFee: 0, feeTax: 0, serviceTax: 0, providerShare: 0 };
          for (let i = 1; i < totals.length; i++) {
            const split = refundLedgerSplit({ ...payment, refundedBefore: totals[i - 1]!, refundedAfter: totals[i]! });
            expect(parts(split)).toBe(totals[i - 1]! - totals[i]!);
            for (const key of Object.keys(returned) as (keyof typeof returned)[]) {
              returned[key] += split[key];
            }
            const settled = settlementSplit(payment);
            for (const key of Object.keys(returned) as (keyof typeof returned)[]) {
              expect(settled[key] + returned[key]).toBeGreaterThanOrEqual(0);
            }
          }
          const settled = settlementSplit(payment);
          for (const key of Object.keys(returned) as (keyof typeof returned)[]) {
            expect(settled[key] + returned[key]).toBe(0);
          }
        },
      ),
    );
  });
});
