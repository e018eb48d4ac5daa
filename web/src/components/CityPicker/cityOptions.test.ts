import { describe, expect, it } from "vitest";
import { groupByProvince } from "./cityOptions";

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
