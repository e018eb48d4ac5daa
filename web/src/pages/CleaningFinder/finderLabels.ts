// The words for each criterion's values: catalog ids named after the spec's values
// ("cleaningFinder.cleaningType.post-construction"), so a new value needs a new message.
import type { IntlShape } from "react-intl";
import { FINDER_BUDGET_BANDS, type Budget, type SpecialRequirement } from "../../../../shared/matching/finder-choices";
import type { MessageId } from "../../i18n/messages";
import { formatPriceCents } from "../../lib/format";
import type { ChoiceName } from "./finderParams";

export function choiceLabelId(name: ChoiceName, value: string): MessageId {
  return `cleaningFinder.${name}.${value}` as MessageId;
}

export function requirementLabelId(requirement: SpecialRequirement): MessageId {
  return `cleaningFinder.specialRequirements.${requirement}` as MessageId;
}

/** "Standard ($100–$200)": a band's name with its bounds in whole dollars. */
export function budgetLabel(budget: Budget, intl: IntlShape): string {
  const band = FINDER_BUDGET_BANDS[budget];
  return intl.formatMessage(
    { id: choiceLabelId("budget", budget) },
    { min: formatPriceCents(band.minCents, intl), max: formatPriceCents(band.maxCents, intl) },
  );
}

/** A chosen value's words, whichever criterion it belongs to. */
export function choiceLabel(name: ChoiceName, value: string, intl: IntlShape): string {
  return name === "budget"
    ? budgetLabel(value as Budget, intl)
    : intl.formatMessage({ id: choiceLabelId(name, value) });
}
