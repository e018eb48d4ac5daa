import { describe, expect, it } from "vitest";
import { citySlug } from "./slug.ts";

describe("citySlug", () => {
  it.each([
    ["Toronto", "Ontario", "toronto-ontario"],
    ["Montréal", "Quebec", "montreal-quebec"],
    ["Québec", "Quebec", "quebec-quebec"],
    ["Trois-Rivières", "Quebec", "trois-rivieres-quebec"],
    ["St. John's", "Newfoundland and Labrador", "st-johns-newfoundland-and-labrador"],
    ["Val-d'Or", "Quebec", "val-dor-quebec"],
    ["L’Ancienne-Lorette", "Quebec", "lancienne-lorette-quebec"],
    ["Sept-Îles", "Quebec", "sept-iles-quebec"],
    ["Happy Valley-Goose Bay", "Newfoundland and Labrador", "happy-valley-goose-bay-newfoundland-and-labrador"],
    ["Sault Ste. Marie", "Ontario", "sault-ste-marie-ontario"],
    ["  Fort St. John ", "British Columbia", "fort-st-john-british-columbia"],
  ])("%s, %s → %s", (name, province, slug) => {
    expect(citySlug(name, province)).toBe(slug);
  });

  it("yields only lower-case ASCII letters, digits and single inner hyphens", () => {
    expect(citySlug("Notre-Dame-de-l'Île-Perrot", "Quebec")).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
