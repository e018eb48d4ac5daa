import { describe, expect, it } from "vitest";
import { todayIn } from "./calendar-date.ts";

describe("todayIn", () => {
  const now = new Date("2026-11-20T15:00:00Z");

  it("is the date on the wall clock of the zone, not of the server", () => {
    expect(todayIn("America/Toronto", now)).toBe("2026-11-20");
    expect(todayIn("America/Vancouver", now)).toBe("2026-11-20");
    expect(todayIn("Pacific/Kiritimati", now)).toBe("2026-11-21");
  });

  it("is still yesterday west of UTC just after midnight UTC", () => {
    const lateEvening = new Date("2026-11-21T05:00:00Z");
    expect(todayIn("America/Toronto", lateEvening)).toBe("2026-11-21");
    expect(todayIn("America/Vancouver", lateEvening)).toBe("2026-11-20");
    expect(todayIn("America/St_Johns", new Date("2026-11-21T03:29:00Z"))).toBe("2026-11-20");
    expect(todayIn("America/St_Johns", new Date("2026-11-21T03:30:00Z"))).toBe("2026-11-21");
  });
});
