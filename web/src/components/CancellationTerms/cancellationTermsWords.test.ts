import { describe, expect, it } from "vitest";
import { cancellationPolicyValues, lateCancellationExample } from "../../lib/cancellationPolicy";
import { cancellationTermsMessage, cancelledToastDescription } from "./cancellationTermsWords";

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe("cancellationTermsMessage", () => {
  const paid = { window: "FREE", party: "CUSTOMER", paid: 12_345, refund: 12_345, fee: 0 } as const;
  it("says nothing comes back when nothing was paid", () => {
    expect(cancellationTermsMessage({ ...paid, paid: 0, refund: 0 }).id).toBe("cancellationTerms.unpaid");
  });
  it("says all of it comes back in the free window", () => {
    expect(cancellationTermsMessage(paid)).toEqual({
      id: "cancellationTerms.free",
      cents: { paid: 12_345, refund: 12_345, fee: 0 },
    });
  });
  it("names the refund and the fee kept when late", () => {
    expect(cancellationTermsMessage({ ...paid, window: "LATE", refund: 9_259, fee: 3_086 })).toEqual({
      id: "cancellationTerms.late",
      cents: { paid: 12_345, refund: 9_259, fee: 3_086 },
    });
  });
  it("says a provider's cancellation refunds in full", () => {
    expect(cancellationTermsMessage({ ...paid, window: "LATE", party: "PROVIDER" }).id).toBe(
      "cancellationTerms.fullByProvider",
    );
  });
});

describe("cancelledToastDescription", () => {
  it("tells the refund made, the fee kept, or that it is still on its way", () => {
    expect(cancelledToastDescription(null, money)).toEqual({ id: "cancellationTerms.toast.noRefund" });
    expect(cancelledToastDescription({ amount: 12_345, fee: 0, status: "DONE" }, money)).toEqual({
      id: "cancellationTerms.toast.refunded",
      values: { refund: "$123.45", fee: "$0.00" },
    });
    expect(cancelledToastDescription({ amount: 9_259, fee: 3_086, status: "DONE" }, money)).toEqual({
      id: "cancellationTerms.toast.refundedLate",
      values: { refund: "$92.59", fee: "$30.86" },
    });
    expect(cancelledToastDescription({ amount: 9_259, fee: 3_086, status: "PENDING" }, money).id).toBe(
      "cancellationTerms.toast.refundPending",
    );
  });
});

describe("the policy's figures for the pages", () => {
  it("comes from the shared rule", () => {
    const percent = { formatNumber: (value: number) => `${value * 100}%` };
    expect(cancellationPolicyValues(percent)).toEqual({ freeHours: 24, lateFee: "25%" });
    expect(lateCancellationExample(15_000)).toEqual({ refund: 11_250, fee: 3_750 });
  });
});
