import { describe, expect, it } from "vitest";
import { formatPopulation } from "./format";

describe("formatPopulation", () => {
  it("groups thousands the en-CA way", () => {
    expect(formatPopulation(2794356)).toBe("2,794,356");
    expect(formatPopulation(5000)).toBe("5,000");
    expect(formatPopulation(999)).toBe("999");
  });
});
