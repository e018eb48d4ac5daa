// The providers chosen for side-by-side comparison (spec sections 2, 4 and 9): at most 3,
// no duplicates, Compare needs 2. Pure: the provider in ComparisonProvider.tsx adds React
// state, the toast and sessionStorage around it.

export const MAX_COMPARED = 3;
export const MIN_TO_COMPARE = 2;

/** What the tray and the dialog show: a copy taken from the card when 'Compare' is clicked. */
export interface ComparedProvider {
  id: string;
  databaseId: number;
  name: string;
  description: string;
  imageUrl: string | null;
  rating: number;
  reviewCount: number;
  /** Cents. */
  startingPrice: number;
  services: readonly string[];
  specialties: readonly string[];
  availability: readonly string[];
  isCertified: boolean;
  isMobileService: boolean;
  phone: string;
  email: string;
  serviceArea: string;
}

export interface ComparisonState {
  providers: readonly ComparedProvider[];
}

export type ComparisonAction =
  { type: "add"; provider: ComparedProvider } | { type: "remove"; id: string } | { type: "clear" };

export const EMPTY_COMPARISON: ComparisonState = { providers: [] };

/** What adding would do: the UI tells the user why nothing happened. */
export type AddOutcome = "added" | "duplicate" | "full";

export function addOutcome(state: ComparisonState, id: string): AddOutcome {
  if (state.providers.some((provider) => provider.id === id)) return "duplicate";
  return state.providers.length >= MAX_COMPARED ? "full" : "added";
}

export function comparisonReducer(state: ComparisonState, action: ComparisonAction): ComparisonState {
  switch (action.type) {
    case "add":
      return addOutcome(state, action.provider.id) === "added"
        ? { providers: [...state.providers, action.provider] }
        : state;
    case "remove":
      return state.providers.some((provider) => provider.id === action.id)
        ? { providers: state.providers.filter((provider) => provider.id !== action.id) }
        : state;
    case "clear":
      return state.providers.length === 0 ? state : EMPTY_COMPARISON;
  }
}

export const canCompare = (state: ComparisonState) => state.providers.length >= MIN_TO_COMPARE;

/**
 * What sessionStorage held, if it still looks like a comparison: anything else (an older
 * shape, hand edits) starts empty rather than breaking the page.
 */
export function restoreComparison(saved: string | null): ComparisonState {
  if (!saved) return EMPTY_COMPARISON;
  try {
    const value: unknown = JSON.parse(saved);
    const list = value && typeof value === "object" && "providers" in value ? value.providers : null;
    if (!Array.isArray(list)) return EMPTY_COMPARISON;
    const providers = list.filter(isComparedProvider);
    return providers.reduce<ComparisonState>(
      (state, provider) => comparisonReducer(state, { type: "add", provider }),
      EMPTY_COMPARISON,
    );
  } catch {
    return EMPTY_COMPARISON;
  }
}

function isComparedProvider(value: unknown): value is ComparedProvider {
  if (!value || typeof value !== "object") return false;
  const p = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === "string");
  return (
    typeof p.id === "string" &&
    typeof p.databaseId === "number" &&
    typeof p.name === "string" &&
    typeof p.description === "string" &&
    (p.imageUrl === null || typeof p.imageUrl === "string") &&
    typeof p.rating === "number" &&
    typeof p.reviewCount === "number" &&
    typeof p.startingPrice === "number" &&
    strings(p.services) &&
    strings(p.specialties) &&
    strings(p.availability) &&
    typeof p.isCertified === "boolean" &&
    typeof p.isMobileService === "boolean" &&
    typeof p.phone === "string" &&
    typeof p.email === "string" &&
    typeof p.serviceArea === "string"
  );
}
