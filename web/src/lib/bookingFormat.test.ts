import { describe, expect, it } from "vitest";
import { SERVICE_TYPE_SLUGS } from "../../../shared/service-types";
import { sourceIntl as intl } from "../i18n/sourceIntl";
import { formatBookingDate, formatBookingTime, formatCents } from "./bookingFormat";
import { serviceTypeLabelId } from "./serviceTypeLabel";

describe("formatCents", () => {
  it("shows dollars with two decimals", () => {
    expect(formatCents(0, intl)).toBe("$0.00");
    expect(formatCents(15000, intl)).toBe("$150.00");
    expect(formatCents(123450, intl)).toBe("$1,234.50");
    expect(formatCents(99, intl)).toBe("$0.99");
  });
});

describe("formatBookingDate", () => {
  it("shows the provider's calendar date as it is, whatever the reader's zone", () => {
    expect(formatBookingDate("2026-11-20", intl)).toBe("Fri, Nov 20, 2026");
    expect(formatBookingDate("2027-01-01", intl)).toBe("Fri, Jan 1, 2027");
  });

  it("shows anything else unchanged", () => {
    expect(formatBookingDate("2026-02-30", intl)).toBe("2026-02-30");
    expect(formatBookingDate("next Friday", intl)).toBe("next Friday");
  });
});

describe("formatBookingTime", () => {
  it("shows the provider's wall-clock time in the reader's locale", () => {
    expect(formatBookingTime("09:00", intl)).toBe("9:00 a.m.");
    expect(formatBookingTime("13:30", intl)).toBe("1:30 p.m.");
    expect(formatBookingTime("00:00", intl)).toBe("12:00 a.m.");
  });

  it("shows anything else unchanged", () => {
    expect(formatBookingTime("25:00", intl)).toBe("25:00");
    expect(formatBookingTime("9am", intl)).toBe("9am");
  });
});

describe("serviceTypeLabelId", () => {
  it("names every service type", () => {
    for (const slug of SERVICE_TYPE_SLUGS) {
      const id = serviceTypeLabelId(slug);
      expect(id, slug).not.toBeNull();
      expect(intl.formatMessage({ id: id! })).not.toBe(id);
    }
    expect(intl.formatMessage({ id: serviceTypeLabelId("house-cleaning")! })).toBe("House Cleaning");
  });

  it("has no name for anything else", () => {
    expect(serviceTypeLabelId("dog-walking")).toBeNull();
    expect(serviceTypeLabelId("all")).toBeNull();
    expect(serviceTypeLabelId("toString")).toBeNull();
  });
});
