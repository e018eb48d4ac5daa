import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import {
  BOOKING_DATE_FORMAT,
  BOOKING_TIME_FORMAT,
  bookingPrice,
  calendarDay,
  customerMayCancel,
  serviceTypeLabelId,
  timeOfDay,
} from "./bookingDisplay";

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
    expect(sourceIntl.formatDate(calendarDay("2026-11-20"), BOOKING_DATE_FORMAT)).toMatch(/^Fri, Nov\.? 20, 2026$/);
    expect(sourceIntl.formatDate(calendarDay("2027-01-01"), BOOKING_DATE_FORMAT)).toMatch(/^Fri, Jan\.? 1, 2027$/);
    expect(sourceIntl.formatTime(timeOfDay("09:00"), BOOKING_TIME_FORMAT)).toBe("9:00 a.m.");
    expect(sourceIntl.formatTime(timeOfDay("13:30"), BOOKING_TIME_FORMAT)).toBe("1:30 p.m.");
    expect(sourceIntl.formatTime(timeOfDay("00:00"), BOOKING_TIME_FORMAT)).toBe("12:00 a.m.");
  });

  it("do not move with the reader's time zone", () => {
    // The tests run in UTC; the formats name it themselves, so readers elsewhere see the same.
    expect(BOOKING_DATE_FORMAT.timeZone).toBe("UTC");
    expect(BOOKING_TIME_FORMAT.timeZone).toBe("UTC");
    expect(calendarDay("2026-11-20").toISOString()).toBe("2026-11-20T00:00:00.000Z");
    expect(timeOfDay("17:00").toISOString()).toBe("1970-01-01T17:00:00.000Z");
  });
});
