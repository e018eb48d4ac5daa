import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import { relativeTime } from "./relativeTime";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

// The words the list shows, in the source locale.
const shown = (createdAt: Date | string) => {
  const { value, unit } = relativeTime(createdAt, now);
  return sourceIntl.formatRelativeTime(value, unit, { numeric: "auto" });
};

describe("relativeTime", () => {
  it("is 'now' under a minute, and for a time a little ahead", () => {
    expect(relativeTime(now, now)).toEqual({ value: 0, unit: "second" });
    expect(relativeTime(ago(59_999), now)).toEqual({ value: 0, unit: "second" });
    expect(relativeTime(ago(-5 * MIN), now)).toEqual({ value: 0, unit: "second" });
    expect(shown(now)).toBe("now");
  });

  it("counts whole minutes, then hours, then days", () => {
    expect(relativeTime(ago(MIN), now)).toEqual({ value: -1, unit: "minute" });
    expect(relativeTime(ago(59 * MIN + 59_000), now)).toEqual({ value: -59, unit: "minute" });
    expect(relativeTime(ago(HOUR), now)).toEqual({ value: -1, unit: "hour" });
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), now)).toEqual({ value: -23, unit: "hour" });
    expect(relativeTime(ago(DAY), now)).toEqual({ value: -1, unit: "day" });
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), now)).toEqual({ value: -6, unit: "day" });
  });

  it("switches to weeks at 7 days, months at 30 and years at 365", () => {
    expect(relativeTime(ago(7 * DAY), now)).toEqual({ value: -1, unit: "week" });
    expect(relativeTime(ago(29 * DAY), now)).toEqual({ value: -4, unit: "week" });
    expect(relativeTime(ago(30 * DAY), now)).toEqual({ value: -1, unit: "month" });
    expect(relativeTime(ago(364 * DAY), now)).toEqual({ value: -12, unit: "month" });
    expect(relativeTime(ago(365 * DAY), now)).toEqual({ value: -1, unit: "year" });
  });

  it("reads the server's ISO strings, and words them as people say them", () => {
    expect(shown("2026-11-24T11:55:00.000Z")).toBe("5 minutes ago");
    expect(shown(ago(3 * HOUR))).toBe("3 hours ago");
    expect(shown(ago(DAY + HOUR))).toBe("yesterday");
    expect(shown(ago(3 * DAY))).toBe("3 days ago");
    expect(shown(ago(14 * DAY))).toBe("2 weeks ago");
  });

  it("is 'now' for a date it cannot read, rather than nonsense", () => {
    expect(relativeTime("not a date", now)).toEqual({ value: 0, unit: "second" });
  });
});
