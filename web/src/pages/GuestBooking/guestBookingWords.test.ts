import { describe, expect, it } from "vitest";
import { cancelDescription, guestBookingPath } from "./guestBookingWords";

describe("the guest's cancel dialog words", () => {
  it("says nothing is charged when nothing was paid, in either window", () => {
    expect(cancelDescription({ window: "FREE", paid: 0, refund: 0, fee: 0 }).id).toBe(
      "guestBooking.cancelDialog.unpaid",
    );
    expect(cancelDescription({ window: "LATE", paid: 0, refund: 0, fee: 0 }).id).toBe(
      "guestBooking.cancelDialog.unpaid",
    );
  });

  it("gives everything back in the free window", () => {
    expect(cancelDescription({ window: "FREE", paid: 12_345, refund: 12_345, fee: 0 })).toEqual({
      id: "guestBooking.cancelDialog.free",
      cents: { refund: 12_345, fee: 0 },
    });
  });

  it("names the fee kept and the rest given back when late, to the cent", () => {
    expect(cancelDescription({ window: "LATE", paid: 12_345, refund: 9_259, fee: 3_086 })).toEqual({
      id: "guestBooking.cancelDialog.late",
      cents: { refund: 9_259, fee: 3_086 },
    });
  });

  it("links the token as the email does", () => {
    expect(guestBookingPath("g1.42.1796256000.abc_DEF-123")).toBe("/bookings/manage/g1.42.1796256000.abc_DEF-123");
  });
});
