import { describe, expect, it } from "vitest";
import { topMatches } from "./quickMatchRanking";

// As the search returns them: nearest first.
const nearestFirst = [
  { name: "Near, 4.2, on site", rating: 4.2, isMobileService: false },
  { name: "Near, 4.9, mobile", rating: 4.9, isMobileService: true },
  { name: "Mid, 5.0, on site", rating: 5, isMobileService: false },
  { name: "Mid, 3.8, mobile", rating: 3.8, isMobileService: true },
  { name: "Far, 4.9, on site", rating: 4.9, isMobileService: false },
  { name: "Far, 4.5, mobile", rating: 4.5, isMobileService: true },
];
const names = (list: readonly { name: string }[]) => list.map((p) => p.name);

describe("topMatches", () => {
  it("keeps the 3 best rated, ties in the order given (nearest first)", () => {
    expect(names(topMatches(nearestFirst, "this_week"))).toEqual([
      "Mid, 5.0, on site",
      "Near, 4.9, mobile",
      "Far, 4.9, on site",
    ]);
  });

  it("ranks every urgency but asap by rating alone", () => {
    for (const urgency of ["this_week", "next_week", "flexible"] as const) {
      expect(names(topMatches(nearestFirst, urgency))).toEqual(names(topMatches(nearestFirst, "this_week")));
    }
  });

  it("puts mobile providers first for asap, each group by rating", () => {
    expect(names(topMatches(nearestFirst, "asap"))).toEqual([
      "Near, 4.9, mobile",
      "Far, 4.5, mobile",
      "Mid, 3.8, mobile",
    ]);
  });

  it("fills the top 3 with the best rated others when fewer than 3 are mobile", () => {
    const oneMobile = nearestFirst.filter((p) => !p.isMobileService || p.rating === 3.8);
    expect(names(topMatches(oneMobile, "asap"))).toEqual([
      "Mid, 3.8, mobile",
      "Mid, 5.0, on site",
      "Far, 4.9, on site",
    ]);
  });

  it("returns all of fewer than 3, and none of none, without changing its input", () => {
    const two = nearestFirst.slice(0, 2);
    expect(names(topMatches(two, "flexible"))).toEqual(["Near, 4.9, mobile", "Near, 4.2, on site"]);
    expect(names(two)).toEqual(["Near, 4.2, on site", "Near, 4.9, mobile"]);
    expect(topMatches([], "asap")).toEqual([]);
  });
});
