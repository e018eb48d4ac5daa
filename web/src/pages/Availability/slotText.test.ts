import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import {
  formatDayLong,
  formatDayShort,
  formatSlotTimes,
  formatTimeOfDay,
  formatTimeZone,
  formatWeekRange,
} from "./slotText";

// Intl's spacing differs between ICU versions (narrow no-break spaces, a dash with or
// without spaces): compare the words.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ").replace(/\s*–\s*/g, " – ");

describe("slot text (en-CA, TZ=UTC)", () => {
  it("writes days as the provider's calendar has them", () => {
    expect(plain(formatDayShort(sourceIntl, "2026-11-20"))).toBe("Fri, Nov 20");
    expect(plain(formatDayLong(sourceIntl, "2026-11-15"))).toBe("Sunday, November 15, 2026");
  });

  it("writes the week as one range", () => {
    expect(plain(formatWeekRange(sourceIntl, "2026-11-15", "2026-11-21"))).toBe("November 15 – 21, 2026");
    expect(plain(formatWeekRange(sourceIntl, "2026-12-27", "2027-01-02"))).toMatch(
      /December 27, 2026 – January 2, 2027/,
    );
  });

  it("writes wall-clock times, never shifted", () => {
    expect(plain(formatTimeOfDay(sourceIntl, "09:00"))).toBe("9:00 a.m.");
    expect(plain(formatTimeOfDay(sourceIntl, "23:00"))).toBe("11:00 p.m.");
    expect(plain(formatSlotTimes(sourceIntl, "09:00", "11:00"))).toMatch(/^9:00 – 11:00 a\.m\.$/);
    expect(plain(formatSlotTimes(sourceIntl, "11:00", "13:00"))).toMatch(/^11:00 a\.m\. – 1:00 p\.m\.$/);
  });

  it("names the provider's zone", () => {
    expect(formatTimeZone("en-CA", "America/Toronto", new Date("2026-11-20T15:00:00Z"))).toBe("Eastern Time");
    expect(formatTimeZone("en-CA", "Not/AZone", new Date())).toBe("Not/AZone");
  });
});
