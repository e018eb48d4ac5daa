import { describe, expect, it } from "vitest";
import { formatDistanceKm, formatPopulation, formatPriceCents, formatRating, plural } from "./format";

describe("formatPopulation", () => {
  it("groups thousands the en-CA way", () => {
    expect(formatPopulation(2794356)).toBe("2,794,356");
    expect(formatPopulation(5000)).toBe("5,000");
    expect(formatPopulation(999)).toBe("999");
  });
});

describe("formatPriceCents", () => {
  it("shows cents as whole Canadian dollars", () => {
    expect(formatPriceCents(8500)).toBe("$85");
    expect(formatPriceCents(12000)).toBe("$120");
    expect(formatPriceCents(150000)).toBe("$1,500");
    expect(formatPriceCents(0)).toBe("$0");
  });

  it("rounds odd cents to the nearest dollar", () => {
    expect(formatPriceCents(8549)).toBe("$85");
    expect(formatPriceCents(8550)).toBe("$86");
  });
});

describe("formatDistanceKm", () => {
  it("keeps one decimal", () => {
    expect(formatDistanceKm(3.24)).toBe("3.2 km");
    expect(formatDistanceKm(0)).toBe("0.0 km");
    expect(formatDistanceKm(12)).toBe("12.0 km");
    expect(formatDistanceKm(1234.56)).toBe("1,234.6 km");
  });
});

describe("formatRating and plural", () => {
  it("formats ratings with one decimal", () => {
    expect(formatRating(4.8)).toBe("4.8");
    expect(formatRating(5)).toBe("5.0");
  });

  it("chooses the singular for exactly one", () => {
    expect(plural(1, "provider")).toBe("1 provider");
    expect(plural(0, "provider")).toBe("0 providers");
    expect(plural(1200, "review")).toBe("1,200 reviews");
  });
});
