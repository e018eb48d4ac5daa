// The cleaning finder keeps its criteria in the URL, so a page of results can be shared,
// reloaded, and reached again with back and forward. These turn the URL into the form's
// values and the search's input, and back.
import {
  BUDGETS,
  CLEANING_TYPES,
  FREQUENCIES,
  hasRequiredCriteria,
  LOCATION_MAX,
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  SPECIAL_REQUIREMENTS,
  URGENCIES,
  type Budget,
  type CleaningType,
  type Frequency,
  type PropertySize,
  type PropertyType,
  type SpecialRequirement,
  type Urgency,
} from "../../../../shared/matching/finder-choices";

/** The form's values: "" is "not chosen"; the location is 'Name, Province' as the picker keeps it. */
export interface FinderDraft {
  location: string;
  propertyType: PropertyType | "";
  propertySize: PropertySize | "";
  cleaningType: CleaningType | "";
  frequency: Frequency | "";
  budget: Budget | "";
  urgency: Urgency | "";
  specialRequirements: SpecialRequirement[];
}

export const EMPTY_DRAFT: FinderDraft = {
  location: "",
  propertyType: "",
  propertySize: "",
  cleaningType: "",
  frequency: "",
  budget: "",
  urgency: "",
  specialRequirements: [],
};

/** The single-choice criteria, in the form's order; each is its own URL parameter. */
export const CHOICES = {
  propertyType: PROPERTY_TYPES,
  propertySize: PROPERTY_SIZES,
  cleaningType: CLEANING_TYPES,
  frequency: FREQUENCIES,
  budget: BUDGETS,
  urgency: URGENCIES,
} as const;
export type ChoiceName = keyof typeof CHOICES;
const CHOICE_NAMES = Object.keys(CHOICES) as ChoiceName[];

/** One `requirement` parameter per ticked box. */
const REQUIREMENT_PARAM = "requirement";
/** 'Modify Search': the form again, with the criteria kept. */
const EDIT_PARAM = "edit";

function oneOf<T extends string>(values: readonly T[], text: string | null): T | "" {
  const value = (text ?? "").trim().toLowerCase();
  return (values as readonly string[]).includes(value) ? (value as T) : "";
}

export interface FinderUrlState {
  draft: FinderDraft;
  /** The form is shown to change the criteria, even when they are complete. */
  editing: boolean;
}

/** Unknown values are dropped (a hand-edited link shows the form), never sent to the server. */
export function parseFinderParams(params: URLSearchParams): FinderUrlState {
  const draft: FinderDraft = { ...EMPTY_DRAFT, location: (params.get("location") ?? "").trim().slice(0, LOCATION_MAX) };
  for (const name of CHOICE_NAMES) {
    (draft as unknown as Record<ChoiceName, string>)[name] = oneOf(CHOICES[name], params.get(name));
  }
  const ticked = new Set(params.getAll(REQUIREMENT_PARAM).map((text) => text.trim().toLowerCase()));
  draft.specialRequirements = SPECIAL_REQUIREMENTS.filter((requirement) => ticked.has(requirement));
  return { draft, editing: params.get(EDIT_PARAM) === "1" };
}

/** The URL's parameters for these criteria, in a fixed order, empty ones left out. */
export function finderParams(draft: FinderDraft, { editing = false } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (draft.location.trim()) params.set("location", draft.location.trim());
  for (const name of CHOICE_NAMES) if (draft[name]) params.set(name, draft[name]);
  for (const requirement of draft.specialRequirements) params.append(REQUIREMENT_PARAM, requirement);
  if (editing) params.set(EDIT_PARAM, "1");
  return params;
}

/** The results show once the three required choices are made, unless the form was asked for. */
export function showsResults({ draft, editing }: FinderUrlState): boolean {
  return !editing && hasRequiredCriteria(draft);
}

/** The GraphQL CleaningFinderInput: null, not "", for a criterion not chosen. */
export function finderInput(draft: FinderDraft) {
  return {
    location: draft.location.trim() || null,
    propertyType: draft.propertyType || null,
    propertySize: draft.propertySize || null,
    cleaningType: draft.cleaningType || null,
    frequency: draft.frequency || null,
    budget: draft.budget || null,
    urgency: draft.urgency || null,
    specialRequirements: draft.specialRequirements,
  };
}

/** Ticks or unticks one box, keeping the spec's order. */
export function toggleRequirement(chosen: readonly SpecialRequirement[], requirement: SpecialRequirement) {
  const next = new Set(chosen);
  if (next.has(requirement)) next.delete(requirement);
  else next.add(requirement);
  return SPECIAL_REQUIREMENTS.filter((value) => next.has(value));
}
