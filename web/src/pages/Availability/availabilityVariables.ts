import { localIsoDate } from "../../../../shared/calendar/iso-dates";
import type { AvailabilityPageQuery$variables } from "./__generated__/AvailabilityPageQuery.graphql";
import {
  DEMO_PROVIDER_ID,
  initialRange,
  parseProviderParam,
  providerGlobalId,
  type AvailabilityViewer,
  type DateRange,
} from "./availabilityWeek";

/** The provider the URL names (?provider=), or null: then whose calendar it is depends on the viewer. */
export function requestedProvider(searchParams: URLSearchParams): number | null {
  return parseProviderParam(searchParams.get("provider"));
}

/** Whose calendar the page shows: the signed-in provider's own, or a provider's by number. */
export type CalendarChoice = { readonly own: true } | { readonly own: false; readonly providerId: number };

/** The URL's provider; else the signed-in provider account's own; else the demo's provider 1. */
export function calendarChoice(
  requested: number | null,
  viewer: AvailabilityViewer | null | undefined,
): CalendarChoice {
  if (requested !== null) return { own: false, providerId: requested };
  return viewer?.provider ? { own: true } : { own: false, providerId: DEMO_PROVIDER_ID };
}

/** The page query's variables asking for one calendar. */
export function choiceVariables(choice: CalendarChoice, range: DateRange): AvailabilityPageQuery$variables {
  // The demo's id stands in when no provider's calendar is asked for: the variable is required.
  const providerId = choice.own ? DEMO_PROVIDER_ID : choice.providerId;
  return {
    mine: choice.own,
    theirs: !choice.own,
    providerId: String(providerId),
    providerNodeId: providerGlobalId(providerId),
    ...range,
  };
}

/** Whether an answer to these variables holds the chosen calendar. */
export function answersChoice(variables: AvailabilityPageQuery$variables, choice: CalendarChoice): boolean {
  return choice.own ? variables.mine : variables.theirs && variables.providerId === String(choice.providerId);
}

/**
 * The route loader's variables, in one round trip whoever is signed in: the calendar of the
 * provider the URL names, else the one the viewer's role points to (`role` as the store
 * knows it, null for a visitor). Before anyone has asked who is signed in (a first visit,
 * `role` undefined) it asks for both the signed-in provider's own (null for anyone else)
 * and the demo's, and the page shows the one that applies: one more calendar read on the
 * server instead of a second round trip. The weeks are those around the reader's today at
 * `now` (on this device's calendar).
 */
export function availabilityVariables(
  requested: number | null,
  role: string | null | undefined,
  now: Date,
): AvailabilityPageQuery$variables {
  const range = initialRange(localIsoDate(now));
  if (requested !== null || role !== undefined) {
    const own = requested === null && role === "PROVIDER";
    return choiceVariables(own ? { own } : { own, providerId: requested ?? DEMO_PROVIDER_ID }, range);
  }
  return { ...choiceVariables({ own: false, providerId: DEMO_PROVIDER_ID }, range), mine: true };
}
