import { describe, expect, it } from "vitest";
import { groupByProvince, moveActive } from "./cityOptions";

describe("groupByProvince", () => {
  it("keeps list order within groups and orders groups by their first city", () => {
    const cities = [
      { name: "Toronto", province: "Ontario" },
      { name: "Montréal", province: "Quebec" },
      { name: "Calgary", province: "Alberta" },
      { name: "Ottawa", province: "Ontario" },
      { name: "Edmonton", province: "Alberta" },
    ];
    expect(groupByProvince(cities)).toEqual([
      { province: "Ontario", cities: [cities[0], cities[3]] },
      { province: "Quebec", cities: [cities[1]] },
      { province: "Alberta", cities: [cities[2], cities[4]] },
    ]);
  });

  it("gives no groups for no cities", () => {
    expect(groupByProvince([])).toEqual([]);
  });
});

describe("moveActive", () => {
  const ids = ["a", "b", "c"];

  it("starts at the top going down and at the bottom going up", () => {
    expect(moveActive(ids, null, "next")).toBe("a");
    expect(moveActive(ids, null, "previous")).toBe("c");
  });

  it("steps and wraps at either end", () => {
    expect(moveActive(ids, "a", "next")).toBe("b");
    expect(moveActive(ids, "c", "next")).toBe("a");
    expect(moveActive(ids, "a", "previous")).toBe("c");
  });

  it("restarts when the active option is no longer listed, and has nothing to activate in an empty list", () => {
    expect(moveActive(ids, "gone", "next")).toBe("a");
    expect(moveActive([], "a", "next")).toBeNull();
  });
});
