import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import { formatBookingDate, formatBookingTime } from "../../lib/bookingFormat";
import { serviceTypeLabelId } from "../../lib/serviceTypeLabel";
import { bookingPrice, customerMayCancel, customerMayPay } from "./bookingDisplay";

describe("serviceTypeLabelId", () => {
  it("names the catalogue's service types", () => {
    expect(serviceTypeLabelId("house-cleaning")).toBe("serviceType.house-cleaning");
    expect(serviceTypeLabelId("car-detailing")).toBe("serviceType.car-detailing");
  });

  it("has no name for anything else", () => {
    expect(serviceTypeLabelId("dog-walking")).toBeNull();
    expect(serviceTypeLabelId("toString")).toBeNull();
  });
});

describe("bookingPrice", () => {
  it("shows the actual price once there is one", () => {
    expect(bookingPrice({ actualPrice: 9000, estimatedPrice: 8500 })).toEqual({
      labelId: "myBookings.field.price",
      cents: 9000,
    });
    expect(bookingPrice({ actualPrice: 0, estimatedPrice: 8500 })).toEqual({
      labelId: "myBookings.field.price",
      cents: 0,
    });
  });

  it("otherwise shows the estimate, labelled as one", () => {
    expect(bookingPrice({ actualPrice: null, estimatedPrice: 8500 })).toEqual({
      labelId: "myBookings.field.estimatedPrice",
      cents: 8500,
    });
    expect(bookingPrice({ actualPrice: null, estimatedPrice: null })).toEqual({
      labelId: "myBookings.field.estimatedPrice",
      cents: null,
    });
  });
});

describe("customerMayCancel", () => {
  it("allows only a confirmed booking", () => {
    expect(customerMayCancel({ status: "CONFIRMED", nextStatuses: ["IN_PROGRESS", "CANCELLED"] })).toBe(true);
    expect(customerMayCancel({ status: "IN_PROGRESS", nextStatuses: ["COMPLETED", "CANCELLED"] })).toBe(false);
    expect(customerMayCancel({ status: "COMPLETED", nextStatuses: [] })).toBe(false);
    expect(customerMayCancel({ status: "CANCELLED", nextStatuses: [] })).toBe(false);
  });
});

describe("a booking's date and time", () => {
  it("are shown as written, on the provider's wall clock", () => {
    // ICU versions differ on the abbreviation's full stop ("Nov" or "Nov.").
    expect(formatBookingDate("2026-11-20", sourceIntl)).toMatch(/^Fri, Nov\.? 20, 2026$/);
    expect(formatBookingDate("2027-01-01", sourceIntl)).toMatch(/^Fri, Jan\.? 1, 2027$/);
    expect(formatBookingTime("09:00", sourceIntl)).toBe("9:00 a.m.");
    expect(formatBookingTime("13:30", sourceIntl)).toBe("1:30 p.m.");
    expect(formatBookingTime("00:00", sourceIntl)).toBe("12:00 a.m.");
  });
});

describe("customerMayPay", () => {
  const booking = { status: "CONFIRMED", estimatedPrice: 8500, actualPrice: null, payment: null };

  it("offers to pay a priced booking that is not paid yet", () => {
    expect(customerMayPay(booking)).toBe(true);
    expect(customerMayPay({ ...booking, status: "COMPLETED", actualPrice: 9000 })).toBe(true);
    expect(customerMayPay({ ...booking, payment: { paymentStatus: "PENDING" } })).toBe(true);
    expect(customerMayPay({ ...booking, payment: { paymentStatus: "FAILED" } })).toBe(true);
  });

  it("not once paid, cancelled, or without a price", () => {
    expect(customerMayPay({ ...booking, payment: { paymentStatus: "COMPLETED" } })).toBe(false);
    expect(customerMayPay({ ...booking, status: "CANCELLED" })).toBe(false);
    expect(customerMayPay({ ...booking, estimatedPrice: null })).toBe(false);
    expect(customerMayPay({ ...booking, estimatedPrice: 0 })).toBe(false);
  });
});
