import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import { relativeAge as ageMessage } from "./relativeAge";

// The words the reader sees, in the source locale.
const relativeAge = (createdAt: Date | string, now: Date | number) => {
  const message = ageMessage(createdAt, now);
  return sourceIntl.formatMessage(message, message.values);
};

const now = new Date("2026-03-15T12:00:00Z");
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("relativeAge", () => {
  it("says Today within the first 24 hours", () => {
    expect(relativeAge(now, now)).toBe("Today");
    expect(relativeAge(ago(23.9), now)).toBe("Today");
  });

  it("counts days from 1 to 6", () => {
    expect(relativeAge(ago(24), now)).toBe("1 day ago");
    expect(relativeAge(ago(47), now)).toBe("1 day ago");
    expect(relativeAge(ago(48), now)).toBe("2 days ago");
    expect(relativeAge(ago(6 * 24 + 23), now)).toBe("6 days ago");
  });

  it("switches to weeks at 7 days", () => {
    expect(relativeAge(ago(7 * 24), now)).toBe("1 week ago");
    expect(relativeAge(ago(13 * 24), now)).toBe("1 week ago");
    expect(relativeAge(ago(14 * 24), now)).toBe("2 weeks ago");
  });

  it("keeps counting weeks past two months", () => {
    expect(relativeAge(ago(60 * 24), now)).toBe("8 weeks ago");
    expect(relativeAge(ago(365 * 24), now)).toBe("52 weeks ago");
  });

  it("reads ISO strings as the server sends them, and treats the future as Today", () => {
    expect(relativeAge("2026-03-12T12:00:00.000Z", now)).toBe("3 days ago");
    expect(relativeAge(ago(-5), now.getTime())).toBe("Today");
    expect(relativeAge("not a date", now)).toBe("Today");
  });
});
