import { describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY_WINDOW, weekDates } from "../../../../shared/availability/slots.ts";
import { dayBoundsInZone, wallClockOf, zonedInstant, type ZonedSlot, zonedSlots } from "./slot-times.ts";

const TORONTO = "America/Toronto";
const REGINA = "America/Regina";
const ST_JOHNS = "America/St_Johns";
const VANCOUVER = "America/Vancouver";

// 2026's changes: spring forward at 02:00 on 2026-03-08, fall back at 02:00 on 2026-11-01.
const SPRING_FORWARD = "2026-03-08";
const FALL_BACK = "2026-11-01";

const utc = (instant: Date) => instant.toISOString();

/** The instant as an ISO string, and whether the wall-clock time happens at all. */
const resolve = (date: string, time: string, timeZone: string) => {
  const { instant, exists } = zonedInstant(date, time, timeZone);
  return { instant: utc(instant), exists };
};

/** A slot as a row to compare: its instants in UTC beside its wall-clock times. */
const row = (slot: ZonedSlot) =>
  `${slot.startTime}–${slot.endTime} ${utc(slot.startsAt).slice(11, 16)}Z–${utc(slot.endsAt).slice(11, 16)}Z`;

type Window = Parameters<typeof zonedSlots>[0];

/** What holds of every day's slots: each lasts its length in real time, none overlap, all end in the window. */
function expectSound(slots: ZonedSlot[], window: Window, timeZone: string) {
  const windowEnd = zonedInstant(window.date, window.endTime, timeZone).instant.getTime();
  slots.forEach((slot, index) => {
    expect(slot.endsAt.getTime()).toBeLessThanOrEqual(windowEnd);
    expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(slot.durationMinutes * 60_000);
    expect(wallClockOf(slot.startsAt, timeZone).time).toBe(slot.startTime);
    const next = slots[index + 1];
    if (next) expect(slot.endsAt.getTime()).toBeLessThanOrEqual(next.startsAt.getTime());
  });
}

function slotsOf(window: Window, timeZone: string) {
  const slots = zonedSlots(window, timeZone);
  expectSound(slots, window, timeZone);
  return slots;
}

describe("zonedInstant", () => {
  it("reads an ordinary day with the season's offset", () => {
    expect(resolve("2026-01-15", "09:00", TORONTO)).toEqual({ instant: "2026-01-15T14:00:00.000Z", exists: true });
    expect(resolve("2026-07-15", "09:00", TORONTO)).toEqual({ instant: "2026-07-15T13:00:00.000Z", exists: true });
    expect(resolve("2026-01-15", "09:00", VANCOUVER)).toEqual({ instant: "2026-01-15T17:00:00.000Z", exists: true });
    expect(resolve("2026-07-15", "09:00", VANCOUVER)).toEqual({ instant: "2026-07-15T16:00:00.000Z", exists: true });
  });

  it("keeps Regina at UTC−6 all year", () => {
    expect(resolve("2026-01-15", "09:00", REGINA)).toEqual({ instant: "2026-01-15T15:00:00.000Z", exists: true });
    expect(resolve("2026-07-15", "09:00", REGINA)).toEqual({ instant: "2026-07-15T15:00:00.000Z", exists: true });
    expect(resolve(SPRING_FORWARD, "02:30", REGINA)).toEqual({ instant: "2026-03-08T08:30:00.000Z", exists: true });
  });

  it("keeps St. John's half hour", () => {
    expect(resolve("2026-01-15", "09:00", ST_JOHNS)).toEqual({ instant: "2026-01-15T12:30:00.000Z", exists: true });
    expect(resolve("2026-07-15", "09:00", ST_JOHNS)).toEqual({ instant: "2026-07-15T11:30:00.000Z", exists: true });
  });

  it("finds no 02:00–02:59 on a spring-forward night, and says when the clocks jump", () => {
    expect(resolve(SPRING_FORWARD, "01:30", TORONTO)).toEqual({ instant: "2026-03-08T06:30:00.000Z", exists: true });
    expect(resolve(SPRING_FORWARD, "02:00", TORONTO)).toEqual({ instant: "2026-03-08T07:00:00.000Z", exists: false });
    expect(resolve(SPRING_FORWARD, "02:30", TORONTO)).toEqual({ instant: "2026-03-08T07:00:00.000Z", exists: false });
    expect(resolve(SPRING_FORWARD, "03:00", TORONTO)).toEqual({ instant: "2026-03-08T07:00:00.000Z", exists: true });

    expect(resolve(SPRING_FORWARD, "01:30", ST_JOHNS)).toEqual({ instant: "2026-03-08T05:00:00.000Z", exists: true });
    expect(resolve(SPRING_FORWARD, "02:30", ST_JOHNS)).toEqual({ instant: "2026-03-08T05:30:00.000Z", exists: false });
    expect(resolve(SPRING_FORWARD, "03:00", ST_JOHNS)).toEqual({ instant: "2026-03-08T05:30:00.000Z", exists: true });

    expect(resolve(SPRING_FORWARD, "02:30", VANCOUVER)).toEqual({ instant: "2026-03-08T10:00:00.000Z", exists: false });
  });

  it("takes the first of a fall-back night's two 01:30s, on daylight time", () => {
    expect(resolve(FALL_BACK, "00:30", TORONTO)).toEqual({ instant: "2026-11-01T04:30:00.000Z", exists: true });
    expect(resolve(FALL_BACK, "01:00", TORONTO)).toEqual({ instant: "2026-11-01T05:00:00.000Z", exists: true });
    expect(resolve(FALL_BACK, "01:30", TORONTO)).toEqual({ instant: "2026-11-01T05:30:00.000Z", exists: true });
    expect(resolve(FALL_BACK, "02:00", TORONTO)).toEqual({ instant: "2026-11-01T07:00:00.000Z", exists: true });

    expect(resolve(FALL_BACK, "01:30", ST_JOHNS)).toEqual({ instant: "2026-11-01T04:00:00.000Z", exists: true });
    expect(resolve(FALL_BACK, "01:30", VANCOUVER)).toEqual({ instant: "2026-11-01T08:30:00.000Z", exists: true });
  });

  it("does not depend on the server's own time zone", () => {
    // TZDate's constructor picks the later 01:30 in St. John's when the process runs on
    // Toronto time, and the later one in Toronto when it runs on Vancouver time.
    const processZone = process.env.TZ;
    try {
      for (const zone of [TORONTO, VANCOUVER, ST_JOHNS, "Asia/Kolkata"]) {
        process.env.TZ = zone;
        expect(resolve(FALL_BACK, "01:30", ST_JOHNS).instant).toBe("2026-11-01T04:00:00.000Z");
        expect(resolve(FALL_BACK, "01:30", TORONTO).instant).toBe("2026-11-01T05:30:00.000Z");
        expect(resolve(SPRING_FORWARD, "02:30", TORONTO)).toEqual({
          instant: "2026-03-08T07:00:00.000Z",
          exists: false,
        });
        expect(wallClockOf(new Date("2026-11-01T06:30:00Z"), TORONTO)).toEqual({ date: FALL_BACK, time: "01:30" });
      }
    } finally {
      process.env.TZ = processZone;
    }
  });

  it("refuses an unknown zone, a bad date and a bad time", () => {
    expect(() => zonedInstant("2026-01-15", "09:00", "Canada/Nowhere")).toThrow(/Unknown time zone/);
    expect(() => zonedInstant("2026-02-30", "09:00", TORONTO)).toThrow(RangeError);
    expect(() => zonedInstant("2026-01-15", "24:00", TORONTO)).toThrow(RangeError);
  });
});

describe("wallClockOf", () => {
  it("reads the zone's wall clock, not the server's", () => {
    expect(wallClockOf(new Date("2026-01-15T14:00:00Z"), TORONTO)).toEqual({ date: "2026-01-15", time: "09:00" });
    expect(wallClockOf(new Date("2026-01-15T12:30:00Z"), ST_JOHNS)).toEqual({ date: "2026-01-15", time: "09:00" });
    expect(wallClockOf(new Date("2026-01-16T03:30:00Z"), ST_JOHNS)).toEqual({ date: "2026-01-16", time: "00:00" });
    expect(wallClockOf(new Date("2026-01-16T03:29:00Z"), ST_JOHNS)).toEqual({ date: "2026-01-15", time: "23:59" });
    expect(wallClockOf(new Date("2026-07-15T05:00:00Z"), REGINA)).toEqual({ date: "2026-07-14", time: "23:00" });
  });

  it("reads both 01:30s of a fall-back night", () => {
    expect(wallClockOf(new Date("2026-11-01T05:30:00Z"), TORONTO)).toEqual({ date: FALL_BACK, time: "01:30" });
    expect(wallClockOf(new Date("2026-11-01T06:30:00Z"), TORONTO)).toEqual({ date: FALL_BACK, time: "01:30" });
  });

  it("round-trips every hour and half hour that exists in the weeks of 2026's changes", () => {
    const dates = [...weekDates(SPRING_FORWARD), ...weekDates(FALL_BACK)];
    for (const zone of [TORONTO, REGINA, ST_JOHNS, VANCOUVER]) {
      for (const date of dates) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 ? "30" : "00"}`;
          const { instant, exists } = zonedInstant(date, time, zone);
          const read = wallClockOf(instant, zone);
          // The only times that do not exist are the spring-forward hour, read an hour on.
          if (exists) expect(read).toEqual({ date, time });
          else expect([zone, date, time.slice(0, 2), read.time]).toEqual([zone, SPRING_FORWARD, "02", "03:00"]);
        }
      }
    }
  });
});

describe("zonedSlots", () => {
  it("makes the default window's slots on ordinary days", () => {
    const winter = slotsOf({ date: "2026-01-15", ...DEFAULT_AVAILABILITY_WINDOW }, TORONTO);
    expect(winter.map(row)).toEqual([
      "09:00–11:00 14:00Z–16:00Z",
      "11:00–13:00 16:00Z–18:00Z",
      "13:00–15:00 18:00Z–20:00Z",
      "15:00–17:00 20:00Z–22:00Z",
    ]);
    const summer = slotsOf({ date: "2026-07-15", ...DEFAULT_AVAILABILITY_WINDOW }, TORONTO);
    expect(summer.map(row)[0]).toBe("09:00–11:00 13:00Z–15:00Z");
    expect(summer[0]).toEqual({
      startsAt: new Date("2026-07-15T13:00:00Z"),
      endsAt: new Date("2026-07-15T15:00:00Z"),
      startTime: "09:00",
      endTime: "11:00",
      durationMinutes: 120,
    });
  });

  it("keeps the wall-clock times in Regina, St. John's and Vancouver", () => {
    const window = { startTime: "09:00", endTime: "17:00", durationMinutes: 180 };
    expect(slotsOf({ date: "2026-01-15", ...window }, REGINA).map(row)).toEqual([
      "09:00–12:00 15:00Z–18:00Z",
      "12:00–15:00 18:00Z–21:00Z",
    ]);
    expect(slotsOf({ date: "2026-07-15", ...window }, REGINA).map(row)).toEqual([
      "09:00–12:00 15:00Z–18:00Z",
      "12:00–15:00 18:00Z–21:00Z",
    ]);
    expect(slotsOf({ date: "2026-01-15", ...window }, ST_JOHNS).map(row)).toEqual([
      "09:00–12:00 12:30Z–15:30Z",
      "12:00–15:00 15:30Z–18:30Z",
    ]);
    expect(slotsOf({ date: "2026-07-15", ...window }, ST_JOHNS).map(row)).toEqual([
      "09:00–12:00 11:30Z–14:30Z",
      "12:00–15:00 14:30Z–17:30Z",
    ]);
    expect(slotsOf({ date: "2026-07-15", ...window }, VANCOUVER).map(row)).toEqual([
      "09:00–12:00 16:00Z–19:00Z",
      "12:00–15:00 19:00Z–22:00Z",
    ]);
  });

  it("keeps a 09:00 slot at 09:00 either side of a DST change", () => {
    for (const date of ["2026-03-07", SPRING_FORWARD, "2026-03-09", "2026-10-31", FALL_BACK, "2026-11-02"]) {
      const [first] = slotsOf({ date, ...DEFAULT_AVAILABILITY_WINDOW }, TORONTO);
      expect(wallClockOf(first!.startsAt, TORONTO)).toEqual({ date, time: "09:00" });
    }
  });

  it("skips the hour the clocks skip on a spring-forward night", () => {
    const toronto = slotsOf(
      { date: SPRING_FORWARD, startTime: "01:00", endTime: "04:00", durationMinutes: 60 },
      TORONTO,
    );
    // 01:00 lasts 60 real minutes and so ends at 03:00; there is no 02:00.
    expect(toronto.map(row)).toEqual(["01:00–03:00 06:00Z–07:00Z", "03:00–04:00 07:00Z–08:00Z"]);

    const longer = slotsOf(
      { date: SPRING_FORWARD, startTime: "00:00", endTime: "04:00", durationMinutes: 120 },
      TORONTO,
    );
    expect(longer.map(row)).toEqual(["00:00–03:00 05:00Z–07:00Z"]);

    const stJohns = slotsOf(
      { date: SPRING_FORWARD, startTime: "00:00", endTime: "04:00", durationMinutes: 60 },
      ST_JOHNS,
    );
    expect(stJohns.map(row)).toEqual([
      "00:00–01:00 03:30Z–04:30Z",
      "01:00–03:00 04:30Z–05:30Z",
      "03:00–04:00 05:30Z–06:30Z",
    ]);

    const vancouver = slotsOf(
      { date: SPRING_FORWARD, startTime: "01:00", endTime: "04:00", durationMinutes: 90 },
      VANCOUVER,
    );
    expect(vancouver.map(row)).toEqual(["01:00–03:30 09:00Z–10:30Z"]);
  });

  it("drops a slot that the one lasting through the skipped hour runs into", () => {
    // 01:30 for 90 real minutes ends at 04:00, an hour after the 03:00 on the grid starts.
    const window = { date: SPRING_FORWARD, startTime: "00:00", endTime: "06:00", durationMinutes: 90 };
    expect(slotsOf(window, TORONTO).map(row)).toEqual([
      "00:00–01:30 05:00Z–06:30Z",
      "01:30–04:00 06:30Z–08:00Z",
      "04:30–06:00 08:30Z–10:00Z",
    ]);
  });

  it("drops a slot that would last through the skipped hour past the window's end", () => {
    // 01:30 for 90 real minutes would end at 04:00, an hour after the window.
    const window = { date: SPRING_FORWARD, startTime: "00:00", endTime: "03:00", durationMinutes: 90 };
    expect(slotsOf(window, TORONTO).map(row)).toEqual(["00:00–01:30 05:00Z–06:30Z"]);
    // 01:00 for 60 real minutes ends at 03:00, the instant the window's 02:00 became.
    const hour = { date: SPRING_FORWARD, startTime: "01:00", endTime: "02:00", durationMinutes: 60 };
    expect(slotsOf(hour, TORONTO).map(row)).toEqual(["01:00–03:00 06:00Z–07:00Z"]);
  });

  it("makes both 01:00s of a fall-back night the first one, so nothing overlaps", () => {
    const hourly = slotsOf({ date: FALL_BACK, startTime: "00:00", endTime: "04:00", durationMinutes: 60 }, TORONTO);
    expect(hourly.map(row)).toEqual([
      "00:00–01:00 04:00Z–05:00Z",
      // 01:00 daylight time to 01:00 standard time: the repeated hour is not offered twice.
      "01:00–01:00 05:00Z–06:00Z",
      "02:00–03:00 07:00Z–08:00Z",
      "03:00–04:00 08:00Z–09:00Z",
    ]);

    const ninety = slotsOf({ date: FALL_BACK, startTime: "00:00", endTime: "04:00", durationMinutes: 90 }, TORONTO);
    expect(ninety.map(row)).toEqual(["00:00–01:30 04:00Z–05:30Z", "01:30–02:00 05:30Z–07:00Z"]);

    const stJohns = slotsOf({ date: FALL_BACK, startTime: "00:00", endTime: "03:00", durationMinutes: 60 }, ST_JOHNS);
    expect(stJohns.map(row)).toEqual([
      "00:00–01:00 02:30Z–03:30Z",
      "01:00–01:00 03:30Z–04:30Z",
      "02:00–03:00 05:30Z–06:30Z",
    ]);
  });

  it("never overlaps in any window of the DST days", () => {
    for (const zone of [TORONTO, REGINA, ST_JOHNS, VANCOUVER]) {
      for (const date of [SPRING_FORWARD, FALL_BACK]) {
        for (const durationMinutes of [60, 90, 120, 180, 240]) {
          for (let start = 0; start < 23; start++) {
            const startTime = `${String(start).padStart(2, "0")}:00`;
            slotsOf({ date, startTime, endTime: "23:00", durationMinutes }, zone);
          }
        }
      }
    }
  });
});

describe("dayBoundsInZone", () => {
  const hoursIn = ({ start, end }: { start: Date; end: Date }) => (end.getTime() - start.getTime()) / 3_600_000;
  const bounds = (date: string, zone: string) => {
    const day = dayBoundsInZone(date, zone);
    return { start: utc(day.start), end: utc(day.end), hours: hoursIn(day) };
  };

  it("is 24 hours on an ordinary day", () => {
    expect(bounds("2026-01-15", TORONTO)).toEqual({
      start: "2026-01-15T05:00:00.000Z",
      end: "2026-01-16T05:00:00.000Z",
      hours: 24,
    });
    expect(bounds("2026-07-15", ST_JOHNS)).toEqual({
      start: "2026-07-15T02:30:00.000Z",
      end: "2026-07-16T02:30:00.000Z",
      hours: 24,
    });
  });

  it("is 23 hours on a spring-forward day and 25 on a fall-back one", () => {
    expect(bounds(SPRING_FORWARD, TORONTO)).toEqual({
      start: "2026-03-08T05:00:00.000Z",
      end: "2026-03-09T04:00:00.000Z",
      hours: 23,
    });
    expect(bounds(FALL_BACK, TORONTO)).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-11-02T05:00:00.000Z",
      hours: 25,
    });
    expect(bounds(FALL_BACK, ST_JOHNS).hours).toBe(25);
    expect(bounds(SPRING_FORWARD, REGINA).hours).toBe(24);
  });

  it("starts when the clocks jump where they skip midnight", () => {
    // São Paulo moved its clocks from 00:00 to 01:00 on 2018-11-04.
    expect(bounds("2018-11-04", "America/Sao_Paulo")).toEqual({
      start: "2018-11-04T03:00:00.000Z",
      end: "2018-11-05T02:00:00.000Z",
      hours: 23,
    });
  });
});
