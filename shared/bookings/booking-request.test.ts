import { describe, expect, it } from "vitest";
import { bookingRequestFields, missingBookingFields, REQUIRED_BOOKING_FIELDS } from "./booking-request.ts";

const complete = {
  serviceType: "house-cleaning",
  preferredDate: "2026-11-20",
  preferredTime: "1:00 PM",
  customerName: " Jordan Lee ",
  customerPhone: "416-555-0100",
  customerEmail: "jordan@example.test",
};

describe("a booking request", () => {
  it("requires exactly the spec's six fields", () => {
    expect(REQUIRED_BOOKING_FIELDS).toEqual([
      "serviceType",
      "preferredDate",
      "preferredTime",
      "customerName",
      "customerPhone",
      "customerEmail",
    ]);
  });

  it("names every empty or blank required field", () => {
    const result = bookingRequestFields.safeParse({ ...complete, customerName: "   ", customerPhone: undefined });
    expect(result.success).toBe(false);
    expect(missingBookingFields(result.error!.issues)).toEqual(["customerName", "customerPhone"]);
  });

  it("trims text, stores times as HH:MM and leaves absent optional text empty", () => {
    expect(bookingRequestFields.parse(complete)).toMatchObject({
      customerName: "Jordan Lee",
      preferredTime: "13:00",
      serviceDetails: "",
      specialInstructions: "",
    });
  });

  it("reads a service type's label as its catalogue slug", () => {
    for (const [sent, slug] of [
      ["House Cleaning", "house-cleaning"],
      ["  car detailing ", "car-detailing"],
      ["HVAC", "hvac"],
      ["house-cleaning", "house-cleaning"],
    ]) {
      expect(bookingRequestFields.parse({ ...complete, serviceType: sent }).serviceType).toBe(slug);
    }
  });

  it("refuses text no column can hold: too long, or with a NUL", () => {
    const long = bookingRequestFields.safeParse({ ...complete, customerName: "x".repeat(101) });
    expect(long.error?.issues[0]?.message).toBe("Must be at most 100 characters");
    const nul = bookingRequestFields.safeParse({ ...complete, serviceDetails: "a\u0000b" });
    expect(nul.error?.issues[0]?.path).toEqual(["serviceDetails"]);
    expect(missingBookingFields(nul.error!.issues)).toEqual([]);
  });
});
