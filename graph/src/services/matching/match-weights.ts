// How the quiz ranks providers: a weighted sum of how well each
// one fits each answer, out of 100. A fit is a number from 0 to 1; an answer that expresses
// no preference ("no_preference", "either", "not_important", "flexible") fits everyone fully,
// so it moves nobody up or down.
//
//   budget         30  starting price inside the band: 1; below it (cheaper): 2/3; above it:
//                      1 - (price - band max) / band max, at least 0
//   rating         25  rating / 5
//   distance       20  1 - distance / radius, at least 0 (the radius is the search's 50 km)
//   mobile         10  the answer's kind of service (mobile_only: mobile; no_mobile: in-shop): 1, else 0
//   certification  10  preferred: certified 1, else 0 ("required" keeps only certified providers)
//   availability    5  a free slot in the answer's window (asap: 2 days; this week: 7; next
//                      week: days 7-14): 1; future slots, none free then: 0; no calendar
//                      at all: 1/2 (unknown, neither rewarded nor punished); flexible: 1
//
// Ties go to the better rated, then the lower id, so the same answers always give the same order.
import type { QuizUrgency } from "../../../../shared/matching/quiz-answers.ts";

export const MATCH_WEIGHTS = {
  budget: 30,
  rating: 25,
  distance: 20,
  mobile: 10,
  certification: 10,
  availability: 5,
} as const;

/** How much of the budget weight a provider cheaper than the band gets. */
export const BELOW_BAND_FIT = 2 / 3;
/** How much of the availability weight a provider without any calendar gets. */
export const NO_CALENDAR_FIT = 1 / 2;

/** The window, in days from now, in which a free slot counts for each urgency with one. */
export const URGENCY_WINDOWS: Record<Exclude<QuizUrgency, "flexible">, { fromDays: number; toDays: number }> = {
  asap: { fromDays: 0, toDays: 2 },
  this_week: { fromDays: 0, toDays: 7 },
  next_week: { fromDays: 7, toDays: 14 },
};
