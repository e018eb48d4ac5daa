// The city-size tiers (spec section 3) the cities directory filters by and a city's page
// names: one list, so both screens band populations alike.
import type { IntlShape } from "react-intl";
import type { MessageId } from "../i18n/messages";

export type CityTier = 1 | 2 | 3 | 4;

export interface CityTierInfo {
  tier: CityTier;
  /** Picks the tier's word inside a sentence ("Show all major cities"). */
  size: "major" | "large" | "medium" | "small";
  /** The tier's name on its own: "Major". */
  labelId: MessageId;
  /** The population band, from `min` up to `max` (none above tier 1). */
  min: number;
  max: number | null;
}

/** Spec section 3 tiers with the population bands the filter shows. */
export const CITY_TIERS: readonly CityTierInfo[] = [
  { tier: 1, size: "major", labelId: "cities.tier.major", min: 500_000, max: null },
  { tier: 2, size: "large", labelId: "cities.tier.large", min: 100_000, max: 500_000 },
  { tier: 3, size: "medium", labelId: "cities.tier.medium", min: 25_000, max: 100_000 },
  { tier: 4, size: "small", labelId: "cities.tier.small", min: 5_000, max: 25_000 },
];

/** A tier's population band in the reader's numbers: "500,000+", "100,000–500,000". */
export function tierBand({ min, max }: CityTierInfo, intl: Pick<IntlShape, "formatMessage">): string {
  return max === null
    ? intl.formatMessage({ id: "cities.tier.band.atLeast" }, { min })
    : intl.formatMessage({ id: "cities.tier.band.between" }, { min, max });
}
