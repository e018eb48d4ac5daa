import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../../../../shared/bookings/status";
import { sourceIntl } from "../../i18n/sourceIntl";
import { bookingStatusTone } from "./bookingStatusTone";

const words = (status: string) => sourceIntl.formatMessage({ id: "bookingStatusBadge.status" }, { status });

describe("bookingStatusTone", () => {
  it("gives every status its own look", () => {
    const tones = BOOKING_STATUSES.map(bookingStatusTone);
    expect(new Set(tones).size).toBe(BOOKING_STATUSES.length);
    expect(tones).not.toContain("unknown");
  });

  it("gives a status this build does not know a neutral look", () => {
    expect(bookingStatusTone("%future added value")).toBe("unknown");
    expect(bookingStatusTone("toString")).toBe("unknown");
  });
});

describe("the badge's words", () => {
  it("name each status", () => {
    expect(BOOKING_STATUSES.map(words)).toEqual(["Confirmed", "In Progress", "Completed", "Cancelled"]);
  });

  it("fall back to the value itself", () => {
    expect(words("ON_HOLD")).toBe("ON_HOLD");
  });
});
