import { describe, expect, it } from "vitest";
import { finderCriteria, SPECIAL_REQUIREMENTS } from "../../../../shared/matching/finder-criteria";
import sourceMessages from "../../i18n/en-CA.json";
import { sourceIntl } from "../../i18n/sourceIntl";
import { budgetLabel, choiceLabelId, requirementLabelId } from "./finderLabels";
import {
  CHOICES,
  EMPTY_DRAFT,
  finderInput,
  finderParams,
  parseFinderParams,
  showsResults,
  toggleRequirement,
  type ChoiceName,
  type FinderDraft,
} from "./finderParams";

const full: FinderDraft = {
  location: "Montréal, Quebec",
  propertyType: "apartment",
  propertySize: "office-small",
  cleaningType: "post-construction",
  frequency: "biweekly",
  budget: "premium",
  urgency: "days",
  specialRequirements: ["eco-friendly", "pet-safe", "weekend"],
};

describe("cleaning finder URL", () => {
  it("round-trips every criterion through the URL", () => {
    const params = finderParams(full);
    expect(parseFinderParams(new URLSearchParams(params.toString()))).toEqual({ draft: full, editing: false });
    expect(params.getAll("requirement")).toEqual(["eco-friendly", "pet-safe", "weekend"]);
    expect(parseFinderParams(finderParams(full, { editing: true }))).toEqual({ draft: full, editing: true });
  });

  it("leaves out what is not chosen, so a bare location is the home's prefill", () => {
    expect(finderParams(EMPTY_DRAFT).toString()).toBe("");
    const prefill = parseFinderParams(new URLSearchParams("location=Toronto%2C+Ontario"));
    expect(prefill.draft).toEqual({ ...EMPTY_DRAFT, location: "Toronto, Ontario" });
    expect(showsResults(prefill)).toBe(false);
  });

  it("drops values that are not the spec's, and keeps requirements once in the spec's order", () => {
    const { draft } = parseFinderParams(
      new URLSearchParams(
        "propertyType=castle&cleaningType=DEEP&budget=cheap&requirement=weekend&requirement=spa&requirement=eco-friendly&requirement=weekend",
      ),
    );
    expect(draft.propertyType).toBe("");
    expect(draft.cleaningType).toBe("deep");
    expect(draft.budget).toBe("");
    expect(draft.specialRequirements).toEqual(["eco-friendly", "weekend"]);
  });

  it("shows results for the three required choices, and the form again for 'Modify Search'", () => {
    const ready = { ...EMPTY_DRAFT, propertyType: "house", cleaningType: "regular", budget: "budget" } as const;
    expect(showsResults({ draft: ready, editing: false })).toBe(true);
    expect(showsResults({ draft: ready, editing: true })).toBe(false);
    expect(showsResults({ draft: { ...ready, budget: "" }, editing: false })).toBe(false);
  });

  it("sends what the server's schema accepts, with null for what is not chosen", () => {
    expect(finderCriteria.parse(finderInput(full))).toEqual(full);
    const bare = finderInput({ ...EMPTY_DRAFT, propertyType: "house", cleaningType: "carpet", budget: "luxury" });
    expect(bare).toMatchObject({ location: null, propertySize: null, frequency: null, urgency: null });
    expect(finderCriteria.safeParse(bare).success).toBe(true);
  });

  it("ticks and unticks a requirement", () => {
    expect(toggleRequirement(["weekend"], "insurance")).toEqual(["insurance", "weekend"]);
    expect(toggleRequirement(["insurance", "weekend"], "insurance")).toEqual(["weekend"]);
  });
});

describe("cleaning finder words", () => {
  it("has a message for every value of every criterion", () => {
    const ids = Object.keys(sourceMessages);
    for (const name of Object.keys(CHOICES) as ChoiceName[]) {
      for (const value of CHOICES[name]) expect(ids).toContain(choiceLabelId(name, value));
    }
    for (const requirement of SPECIAL_REQUIREMENTS) expect(ids).toContain(requirementLabelId(requirement));
  });

  it("shows a budget band's bounds in whole dollars", () => {
    expect(budgetLabel("standard", sourceIntl)).toBe("Standard ($100–$200)");
    expect(budgetLabel("luxury", sourceIntl)).toBe("Luxury ($350–$1,000)");
  });
});
