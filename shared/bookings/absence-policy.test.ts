import { describe, expect, it } from "vitest";
import { absenceNoteFields, absenceReportRefusal, absenceTerms, disputeByOf } from "./absence-policy.ts";

const start = new Date("2026-12-01T15:00:00Z");
const hoursAfter = (hours: number) => new Date(start.getTime() + hours * 60 * 60 * 1000);

describe("when a no-show may be reported", () => {
  it("from the start until 48 hours after it", () => {
    expect(absenceReportRefusal(start, hoursAfter(-0.01))).toMatch(/once the visit's start time has passed/);
    expect(absenceReportRefusal(start, start)).toBeNull();
    expect(absenceReportRefusal(start, hoursAfter(47.99))).toBeNull();
    expect(absenceReportRefusal(start, hoursAfter(48))).toMatch(/up to 48 hours after/);
  });
});

describe("what the payment keeps", () => {
  it("keeps the late fee when the customer was absent, nothing when the provider was", () => {
    expect(absenceTerms("CUSTOMER", 15000)).toEqual({ fee: 3750, refund: 11250 });
    expect(absenceTerms("PROVIDER", 15000)).toEqual({ fee: 0, refund: 15000 });
    expect(absenceTerms("CUSTOMER", 0)).toEqual({ fee: 0, refund: 0 });
  });

  it("leaves 48 hours to dispute", () => {
    expect(disputeByOf(start)).toEqual(hoursAfter(48));
  });
});

describe("a dispute's note", () => {
  it("is trimmed and bounded", () => {
    expect(absenceNoteFields.parse({ note: "  I was there at 9.  " }).note).toBe("I was there at 9.");
    expect(absenceNoteFields.safeParse({ note: "   " }).success).toBe(false);
    expect(absenceNoteFields.safeParse({ note: "x".repeat(1001) }).success).toBe(false);
  });
});
