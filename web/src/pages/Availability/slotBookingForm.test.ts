import { describe, expect, it } from "vitest";
import {
  bookSlotOutcome,
  emptySlotBooking,
  missingSlotBookingFields,
  REQUIRED_SLOT_BOOKING_FIELDS,
  slotBookingRequest,
} from "./slotBookingForm";

describe("the slot booking form", () => {
  it("asks for the booking request's required fields but the date and time", () => {
    expect(REQUIRED_SLOT_BOOKING_FIELDS).toEqual(["serviceType", "customerName", "customerPhone", "customerEmail"]);
  });

  it("prefills what it is given", () => {
    expect(emptySlotBooking({ customerName: "Jordan" })).toMatchObject({ customerName: "Jordan", customerEmail: "" });
  });

  it("lists the empty required fields, blanks included", () => {
    expect(missingSlotBookingFields(emptySlotBooking())).toEqual([
      "serviceType",
      "customerName",
      "customerPhone",
      "customerEmail",
    ]);
    const filled = emptySlotBooking({
      serviceType: "house-cleaning",
      customerName: "Jordan",
      customerPhone: "  ",
      customerEmail: "j@example.test",
    });
    expect(missingSlotBookingFields(filled)).toEqual(["customerPhone"]);
    expect(missingSlotBookingFields({ ...filled, customerPhone: "416-555-0100" })).toEqual([]);
  });

  it("sends trimmed text and leaves empty optional text out", () => {
    const values = emptySlotBooking({
      serviceType: "house-cleaning",
      customerName: " Jordan ",
      customerPhone: "416",
      customerEmail: "j@example.test ",
      serviceDetails: "   ",
      specialInstructions: " Buzzer 12 ",
    });
    expect(slotBookingRequest("VGltZVNsb3Q6Mw==", values)).toEqual({
      timeSlotId: "VGltZVNsb3Q6Mw==",
      serviceType: "house-cleaning",
      customerName: "Jordan",
      customerPhone: "416",
      customerEmail: "j@example.test",
      serviceDetails: null,
      specialInstructions: "Buzzer 12",
    });
  });
});

describe("bookSlotOutcome", () => {
  it("reads a booking as booked", () => {
    expect(bookSlotOutcome({ __typename: "CreateBookingPayload" })).toEqual({ kind: "booked" });
  });
  it("reads a lost race, a missing slot and a closed provider as taken", () => {
    for (const __typename of ["ConflictError", "NotFoundError", "ProviderUnavailableError"]) {
      expect(bookSlotOutcome({ __typename })).toEqual({ kind: "taken" });
    }
  });
  it("puts a validation error's words under the form's fields", () => {
    expect(
      bookSlotOutcome({
        __typename: "ValidationError",
        fieldErrors: [
          { path: ["input", "serviceType"], message: "This provider does not offer that service." },
          { path: ["timeSlotId"], message: "not a field of the form" },
        ],
      }),
    ).toEqual({ kind: "invalid", errors: { serviceType: "This provider does not offer that service." } });
  });
  it("calls anything else a failure", () => {
    expect(bookSlotOutcome({ __typename: "IdempotencyKeyReusedError" })).toEqual({ kind: "failed" });
  });
});
