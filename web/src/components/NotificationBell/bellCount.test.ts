import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import { BADGE_MAX, badgeText, bellLabel } from "./bellCount";

const words = (message: ReturnType<typeof bellLabel> | null) =>
  message === null ? null : sourceIntl.formatMessage(message, message.values);

describe("badgeText", () => {
  it("shows nothing when all is read", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it("shows the count up to 99", () => {
    expect(words(badgeText(1))).toBe("1");
    expect(words(badgeText(42))).toBe("42");
    expect(words(badgeText(BADGE_MAX))).toBe("99");
  });

  it("caps at 99+ (the server's count stops at 100)", () => {
    expect(words(badgeText(100))).toBe("99+");
    expect(words(badgeText(5000))).toBe("99+");
  });
});

describe("bellLabel", () => {
  it("names the button with the unread count", () => {
    expect(words(bellLabel(0))).toBe("Notifications");
    expect(words(bellLabel(1))).toBe("Notifications, 1 unread");
    expect(words(bellLabel(3))).toBe("Notifications, 3 unread");
    expect(words(bellLabel(99))).toBe("Notifications, 99 unread");
  });

  it("says 'more than 99' past the badge's cap", () => {
    expect(words(bellLabel(100))).toBe("Notifications, more than 99 unread");
  });
});
