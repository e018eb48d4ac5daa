import { describe, expect, it } from "vitest";
import {
  BUDGET_MESSAGE,
  CLEANING_TYPE_CATEGORIES,
  CLEANING_TYPE_MESSAGE,
  CLEANING_TYPES,
  FINDER_BUDGET_BANDS,
  finderCriteria,
  hasRequiredCriteria,
  isFilteringRequirement,
  meetsRequirement,
  PROPERTY_TYPE_MESSAGE,
  SPECIAL_REQUIREMENTS,
  specialtyHasWord,
} from "./finder-criteria.ts";
import { SERVICE_TYPE_SLUGS } from "../service-types.ts";

const base = { propertyType: "house", cleaningType: "regular", budget: "standard" };

const messages = (input: unknown) => {
  const result = finderCriteria.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("cleaning finder criteria", () => {
  it("needs a property type, a cleaning type and a budget, in the form's words", () => {
    expect(messages({})).toEqual([
      ["propertyType", PROPERTY_TYPE_MESSAGE],
      ["cleaningType", CLEANING_TYPE_MESSAGE],
      ["budget", BUDGET_MESSAGE],
    ]);
    expect(messages({ propertyType: "", cleaningType: null, budget: "  " })).toHaveLength(3);
    expect(messages(base)).toEqual([]);
  });

  it("takes the spec's values in any case, leaves the optional ones out when blank", () => {
    expect(
      finderCriteria.parse({
        propertyType: " Office ",
        cleaningType: "POST-CONSTRUCTION",
        budget: "Luxury",
        propertySize: "",
        frequency: null,
        urgency: "urgent",
        location: "  ",
      }),
    ).toEqual({
      propertyType: "office",
      cleaningType: "post-construction",
      budget: "luxury",
      urgency: "urgent",
      specialRequirements: [],
    });
  });

  it("names the choices when a value is not one of them", () => {
    expect(messages({ ...base, propertySize: "huge" })).toEqual([
      ["propertySize", "Choose a property size from: studio, small, medium, large, office-small, office-large."],
    ]);
    expect(messages({ ...base, cleaningType: "spotless" })).toEqual([
      ["cleaningType", "Choose a cleaning type from: regular, deep, move, post-construction, carpet, window."],
    ]);
    expect(messages({ ...base, propertyType: 7 })[0]![1]).toMatch(/^Choose a property type from/);
  });

  it("keeps each requirement once, in the spec's order, and at most all of them", () => {
    expect(
      finderCriteria.parse({ ...base, specialRequirements: ["weekend", "pet-safe", "Pet-Safe", "eco-friendly"] })
        .specialRequirements,
    ).toEqual(["eco-friendly", "pet-safe", "weekend"]);
    expect(finderCriteria.parse({ ...base, specialRequirements: "insurance" }).specialRequirements).toEqual([
      "insurance",
    ]);
    expect(messages({ ...base, specialRequirements: Array(SPECIAL_REQUIREMENTS.length + 1).fill("weekend") })).toEqual([
      ["specialRequirements", "Choose at most 8 special requirements."],
    ]);
    expect(messages({ ...base, specialRequirements: ["spa"] })[0]![0]).toBe("specialRequirements.0");
  });

  it("bounds the location as the search does", () => {
    expect(messages({ ...base, location: "x".repeat(121) })).toEqual([["location", "Must be at most 120 characters"]]);
    expect(finderCriteria.parse({ ...base, location: " Toronto, Ontario " }).location).toBe("Toronto, Ontario");
  });

  it("enables the search once the three required choices are made", () => {
    expect(hasRequiredCriteria({})).toBe(false);
    expect(hasRequiredCriteria({ propertyType: "house", cleaningType: "deep" })).toBe(false);
    expect(hasRequiredCriteria({ propertyType: "house", cleaningType: "deep", budget: "" })).toBe(false);
    expect(hasRequiredCriteria(base)).toBe(true);
  });
});

describe("cleaning finder rules", () => {
  it("has the spec's budget bands in cents, each starting where the one before ends", () => {
    expect(FINDER_BUDGET_BANDS).toEqual({
      budget: { minCents: 5_000, maxCents: 10_000 },
      standard: { minCents: 10_000, maxCents: 20_000 },
      premium: { minCents: 20_000, maxCents: 35_000 },
      luxury: { minCents: 35_000, maxCents: 100_000 },
    });
  });

  it("maps every cleaning type to cleaning categories of the catalogue", () => {
    for (const type of CLEANING_TYPES) {
      expect(CLEANING_TYPE_CATEGORIES[type].length).toBeGreaterThan(0);
      for (const slug of CLEANING_TYPE_CATEGORIES[type]) {
        expect(SERVICE_TYPE_SLUGS).toContain(slug);
        expect(slug).toMatch(/cleaning$/);
      }
    }
    expect(CLEANING_TYPE_CATEGORIES.carpet).toEqual(["carpet-cleaning"]);
  });

  it("finds a word where a word starts, in any case", () => {
    expect(specialtyHasWord("Pet-safe", "pet")).toBe(true);
    expect(specialtyHasWord("Pet Odor Treatment", "pet")).toBe(true);
    expect(specialtyHasWord("Safe for pets", "pet")).toBe(true);
    expect(specialtyHasWord("Carpet Cleaning", "pet")).toBe(false);
    expect(specialtyHasWord("Green cleaning", "green")).toBe(true);
    expect(specialtyHasWord("Evergreen Supplies", "green")).toBe(false);
    expect(specialtyHasWord("Products (eco-certified)", "eco")).toBe(true);
  });

  it("meets insurance with certification, eco-friendly and pet-safe with specialties, and wishes always", () => {
    const certified = { isCertified: true, specialties: ["Carpet Cleaning"] };
    const green = { isCertified: false, specialties: ["Regular Cleaning", "Green cleaning"] };
    const eco = { isCertified: false, specialties: ["Eco-friendly products", "Pet-safe"] };
    expect(meetsRequirement(certified, "insurance")).toBe(true);
    expect(meetsRequirement(green, "insurance")).toBe(false);
    expect(meetsRequirement(green, "eco-friendly")).toBe(true);
    expect(meetsRequirement(eco, "eco-friendly")).toBe(true);
    expect(meetsRequirement(certified, "eco-friendly")).toBe(false);
    expect(meetsRequirement(eco, "pet-safe")).toBe(true);
    expect(meetsRequirement(certified, "pet-safe")).toBe(false);
    for (const wish of ["allergies", "background-check", "own-supplies", "recurring", "weekend"] as const) {
      expect(isFilteringRequirement(wish)).toBe(false);
      expect(meetsRequirement({ isCertified: false, specialties: [] }, wish)).toBe(true);
    }
    expect(SPECIAL_REQUIREMENTS.filter(isFilteringRequirement)).toEqual(["eco-friendly", "pet-safe", "insurance"]);
  });
});
