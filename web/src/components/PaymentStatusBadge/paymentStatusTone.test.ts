import { describe, expect, it } from "vitest";
import { paymentStatusTone } from "./paymentStatusTone";

describe("paymentStatusTone", () => {
  it("gives each known status its own look", () => {
    expect(paymentStatusTone("COMPLETED", "payment")).toBe("COMPLETED");
    expect(paymentStatusTone("PENDING", "payment")).toBe("PENDING");
    expect(paymentStatusTone("FAILED", "payment")).toBe("FAILED");
    expect(paymentStatusTone("TRANSFERRED", "transfer")).toBe("TRANSFERRED");
  });

  it("marks a payment the gateway reported paid short, until it is completed", () => {
    expect(paymentStatusTone("PENDING", "payment", true)).toBe("UNDERPAID");
    expect(paymentStatusTone("FAILED", "payment", true)).toBe("UNDERPAID");
    expect(paymentStatusTone("COMPLETED", "payment", true)).toBe("COMPLETED");
    expect(paymentStatusTone("PENDING", "transfer", true)).toBe("PENDING");
  });

  it("is neutral for a status this build does not know", () => {
    // A payment is never "transferred": only its transfer is.
    expect(paymentStatusTone("TRANSFERRED", "payment")).toBe("unknown");
    expect(paymentStatusTone("%future added value", "transfer")).toBe("unknown");
  });
});
