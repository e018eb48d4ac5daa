import { describe, expect, it } from "vitest";
import {
  canAddAvailability,
  DEMO_PROVIDER_ID,
  initialRange,
  isPastDay,
  parseProviderParam,
  providerGlobalId,
  providerToShow,
  slotsByDay,
  wallClock,
  weekRange,
} from "./availabilityWeek";

describe("parseProviderParam", () => {
  it("reads a positive whole number", () => {
    expect(parseProviderParam("7")).toBe(7);
    expect(parseProviderParam(" 12 ")).toBe(12);
  });
  it("ignores anything else", () => {
    for (const text of [null, "", "0", "-1", "1.5", "abc", "1e3", "9999999999"]) {
      expect(parseProviderParam(text), String(text)).toBeNull();
    }
  });
});

describe("providerToShow", () => {
  const providerAccount = { role: "PROVIDER", provider: { databaseId: 4 } };
  it("prefers the URL's provider", () => {
    expect(providerToShow(9, providerAccount)).toBe(9);
  });
  it("falls back to the signed-in provider's own, then the demo's provider 1", () => {
    expect(providerToShow(null, providerAccount)).toBe(4);
    expect(providerToShow(null, { role: "CUSTOMER", provider: null })).toBe(DEMO_PROVIDER_ID);
    expect(providerToShow(null, null)).toBe(1);
  });
});

describe("canAddAvailability", () => {
  it("lets the provider's own account and staff add", () => {
    expect(canAddAvailability({ role: "PROVIDER", provider: { databaseId: 1 } }, 1)).toBe(true);
    expect(canAddAvailability({ role: "ADMIN", provider: null }, 3)).toBe(true);
  });
  it("refuses another provider, a customer and a visitor", () => {
    expect(canAddAvailability({ role: "PROVIDER", provider: { databaseId: 2 } }, 1)).toBe(false);
    expect(canAddAvailability({ role: "CUSTOMER", provider: null }, 1)).toBe(false);
    expect(canAddAvailability(null, 1)).toBe(false);
  });
});

describe("providerGlobalId", () => {
  it("encodes the server's global id", () => {
    expect(providerGlobalId(1)).toBe("UHJvdmlkZXI6MQ==");
  });
});

describe("weeks", () => {
  it("runs Sunday to Saturday", () => {
    expect(weekRange("2026-11-15")).toEqual({ start: "2026-11-15", end: "2026-11-21" });
  });
  it("first loads the reader's week and the weeks either side", () => {
    // Friday 20 November 2026: its week starts on Sunday the 15th.
    expect(initialRange("2026-11-20")).toEqual({ start: "2026-11-08", end: "2026-11-28" });
    // A Sunday reader whose provider is still on Saturday: that week is in the range too.
    expect(initialRange("2026-11-22").start <= "2026-11-15").toBe(true);
  });
  it("groups slots by day, every day present, in order", () => {
    const slots = [
      { date: "2026-11-16", id: "a" },
      { date: "2026-11-16", id: "b" },
      { date: "2026-11-21", id: "c" },
      { date: "2026-11-22", id: "next week" },
    ];
    const days = slotsByDay("2026-11-15", slots);
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    expect(days.map((day) => day.slots.map((slot) => slot.id))).toEqual([[], ["a", "b"], [], [], [], [], ["c"]]);
  });
});

describe("wallClock and isPastDay", () => {
  it("keeps the provider's date and time as written", () => {
    expect(wallClock("2026-11-20", "09:30").toISOString()).toBe("2026-11-20T09:30:00.000Z");
    expect(wallClock("2026-11-20").toISOString()).toBe("2026-11-20T00:00:00.000Z");
  });
  it("calls only days before today past", () => {
    expect(isPastDay("2026-11-19", "2026-11-20")).toBe(true);
    expect(isPastDay("2026-11-20", "2026-11-20")).toBe(false);
    expect(isPastDay("2026-11-21", "2026-11-20")).toBe(false);
  });
});
