// The cleaning finder's criteria (spec sections 3, 5 and 9), defined once: the form at
// /cleaning-finder keeps them in its URL and checks them before searching, and the server
// checks them again with the same words. Also the rules that turn criteria into a search:
// which catalogue categories do each kind of cleaning, and which requirements narrow it.
import { z } from "zod";
import { storableText } from "../validation/text.ts";
import {
  BUDGETS,
  CLEANING_TYPES,
  FREQUENCIES,
  LOCATION_MAX,
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  SPECIAL_REQUIREMENTS,
  URGENCIES,
} from "./finder-choices.ts";

export * from "./finder-choices.ts";

/** Empty text, null and absent are all "not chosen". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const listed = (values: readonly string[]) => values.join(", ");

/** Trimmed and lower-cased text; blank is "not chosen". */
const normalizedChoice = (value: unknown) => {
  const given = blankToUndefined(value);
  return typeof given === "string" ? given.trim().toLowerCase() : given;
};

/** One of `values`, any case: a missing one gets `missing`, an unknown one the list to choose from. */
function oneOf<const T extends readonly [string, ...string[]]>(what: string, values: T, missing: string) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? missing : `Choose a ${what} from: ${listed(values)}.`),
  });
}

const requiredChoice = <const T extends readonly [string, ...string[]]>(what: string, values: T, missing: string) =>
  z.preprocess(normalizedChoice, oneOf(what, values, missing));

const optionalChoice = <const T extends readonly [string, ...string[]]>(what: string, values: T) =>
  z.preprocess(normalizedChoice, oneOf(what, values, "").optional());

/** Spec section 5: the search needs these three; the form's submit waits for them. */
export const PROPERTY_TYPE_MESSAGE = "Please select a property type";
export const CLEANING_TYPE_MESSAGE = "Please select a cleaning type";
export const BUDGET_MESSAGE = "Please select your budget range";

export const finderCriteria = z.object({
  /** A city as the picker stores it ('Name, Province'), a slug or a name; none searches everywhere. */
  location: z.preprocess(blankToUndefined, storableText(LOCATION_MAX).optional()),
  propertyType: requiredChoice("property type", PROPERTY_TYPES, PROPERTY_TYPE_MESSAGE),
  propertySize: optionalChoice("property size", PROPERTY_SIZES),
  cleaningType: requiredChoice("cleaning type", CLEANING_TYPES, CLEANING_TYPE_MESSAGE),
  frequency: optionalChoice("frequency", FREQUENCIES),
  budget: requiredChoice("budget range", BUDGETS, BUDGET_MESSAGE),
  urgency: optionalChoice("timeframe", URGENCIES),
  specialRequirements: z.preprocess(
    // A query string's single value is a list of one.
    (value) => (value == null ? [] : typeof value === "string" ? [value] : value),
    z
      .array(requiredChoice("special requirement", SPECIAL_REQUIREMENTS, "Choose a special requirement, or none."), {
        error: "Special requirements must be a list.",
      })
      .max(SPECIAL_REQUIREMENTS.length, `Choose at most ${SPECIAL_REQUIREMENTS.length} special requirements.`)
      // The same box ticked twice is one requirement; kept in the spec's order.
      .transform((chosen) => SPECIAL_REQUIREMENTS.filter((requirement) => chosen.includes(requirement))),
  ),
});

export type FinderCriteria = z.output<typeof finderCriteria>;
export type FinderCriteriaInput = z.input<typeof finderCriteria>;
