// The cleaning finder's choices and the rules that turn them into a search, without the
// schema that checks them (finder-criteria.ts): what the route table needs to read the
// finder's URL, so the first view of every page carries no validation library.
import type { ServiceTypeSlug } from "../service-types.ts";

export const PROPERTY_TYPES = ["apartment", "house", "office", "commercial"] as const;
export const PROPERTY_SIZES = ["studio", "small", "medium", "large", "office-small", "office-large"] as const;
export const CLEANING_TYPES = ["regular", "deep", "move", "post-construction", "carpet", "window"] as const;
export const FREQUENCIES = ["one-time", "weekly", "biweekly", "monthly", "seasonal"] as const;
export const BUDGETS = ["budget", "standard", "premium", "luxury"] as const;
export const URGENCIES = ["flexible", "week", "days", "urgent"] as const;
export const SPECIAL_REQUIREMENTS = [
  "eco-friendly",
  "pet-safe",
  "allergies",
  "insurance",
  "background-check",
  "own-supplies",
  "recurring",
  "weekend",
] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertySize = (typeof PROPERTY_SIZES)[number];
export type CleaningType = (typeof CLEANING_TYPES)[number];
export type Frequency = (typeof FREQUENCIES)[number];
export type Budget = (typeof BUDGETS)[number];
export type Urgency = (typeof URGENCIES)[number];
export type SpecialRequirement = (typeof SPECIAL_REQUIREMENTS)[number];

/**
 * Spec section 9's budget bands, in cents. Both bounds are inclusive, so a $100.00 starting
 * price is in both 'budget' and 'standard': a customer choosing either can afford it.
 */
export const FINDER_BUDGET_BANDS: Record<Budget, { minCents: number; maxCents: number }> = {
  budget: { minCents: 5_000, maxCents: 10_000 },
  standard: { minCents: 10_000, maxCents: 20_000 },
  premium: { minCents: 20_000, maxCents: 35_000 },
  luxury: { minCents: 35_000, maxCents: 100_000 },
};

/** Spec section 9: how soon each urgency means, in days (urgent: the same or the next day). */
export const URGENCY_DAYS: Record<Urgency, number> = { flexible: 14, week: 7, days: 3, urgent: 1 };

/** Spec section 9: the finder looks as far as a city search does, 50 km from the city's centre. */
export const FINDER_RADIUS_KM = 50;

/**
 * The catalogue categories whose providers do each kind of cleaning. Carpets are carpet
 * cleaners' work. Deep, move-in/out and post-construction cleans are deep cleaners' work,
 * and house cleaners offer them too (their specialties list "Move-in/Move-out"). Regular
 * and window cleaning are house cleaners' work.
 */
export const CLEANING_TYPE_CATEGORIES: Record<CleaningType, readonly ServiceTypeSlug[]> = {
  regular: ["house-cleaning"],
  deep: ["deep-cleaning", "house-cleaning"],
  move: ["deep-cleaning", "house-cleaning"],
  "post-construction": ["deep-cleaning", "house-cleaning"],
  carpet: ["carpet-cleaning"],
  window: ["house-cleaning"],
};

/**
 * Spec section 9: requirements met by a specialty, and the words it must contain. A word
 * counts where a word starts, so "Carpet Cleaning" is not pet-safe while "Pet-safe" and
 * "Pet Odor Treatment" are, and "Eco-friendly products" and "Green cleaning" are eco-friendly.
 */
export const SPECIALTY_WORDS = {
  "eco-friendly": ["eco", "green"],
  "pet-safe": ["pet"],
} as const satisfies Partial<Record<SpecialRequirement, readonly string[]>>;

/** Spec section 9: 'insurance' keeps certified providers (the ones whose cover was checked). */
export const CERTIFIED_REQUIREMENT = "insurance" satisfies SpecialRequirement;

/**
 * The requirements that narrow the results. The others (allergies, background check, own
 * supplies, recurring, weekend) no provider field can tell: they are the customer's wishes,
 * shown with the results to mention when booking.
 */
export const FILTERING_REQUIREMENTS: readonly SpecialRequirement[] = [
  ...(Object.keys(SPECIALTY_WORDS) as SpecialRequirement[]),
  CERTIFIED_REQUIREMENT,
];

export function isFilteringRequirement(requirement: SpecialRequirement): boolean {
  return FILTERING_REQUIREMENTS.includes(requirement);
}

/** Whether `word` starts a word of `specialty`, in any case (PostgreSQL's `~* '\mword'`). */
export function specialtyHasWord(specialty: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${word}`, "iu").test(specialty);
}

/** Whether a provider meets one requirement; wishes are met by everyone. */
export function meetsRequirement(
  provider: { isCertified: boolean; specialties: readonly string[] },
  requirement: SpecialRequirement,
): boolean {
  if (requirement === CERTIFIED_REQUIREMENT) return provider.isCertified;
  if (requirement in SPECIALTY_WORDS) {
    const words = SPECIALTY_WORDS[requirement as keyof typeof SPECIALTY_WORDS];
    return provider.specialties.some((specialty) => words.some((word) => specialtyHasWord(specialty, word)));
  }
  return true;
}

/** The longest location text the finder keeps. */
export const LOCATION_MAX = 120;

/** Spec section 5: submit is enabled only when these three are chosen. */
export function hasRequiredCriteria(criteria: {
  propertyType?: string | null;
  cleaningType?: string | null;
  budget?: string | null;
}): boolean {
  return Boolean(criteria.propertyType && criteria.cleaningType && criteria.budget);
}
