// The range on screen lives in the URL, so a reload, a shared link or Back shows the same
// one: ?range=last-7-days for a preset (it moves with the calendar, as its name says),
// ?start=2026-11-01&end=2026-11-15 for dates chosen by hand, nothing for the default.
import { isIsoDate } from "../../../../shared/calendar/iso-dates";
import {
  DEFAULT_EARNINGS_PRESET,
  EARNINGS_PRESETS,
  type EarningsDateRange,
  type EarningsPreset,
  presetRange,
  type RangeProblem,
  rangeProblemOf,
} from "../../../../shared/payments/earnings-range";

export const RANGE_PARAM = "range";
export const START_PARAM = "start";
export const END_PARAM = "end";

export type RangeSelection = { kind: "preset"; preset: EarningsPreset } | ({ kind: "custom" } & EarningsDateRange);

/** What the URL asks for; anything it cannot mean is the default, This month. */
export function selectionFrom(params: URLSearchParams): RangeSelection {
  const startDate = params.get(START_PARAM) ?? "";
  const endDate = params.get(END_PARAM) ?? "";
  if (customRangeProblem(startDate, endDate) === null) return { kind: "custom", startDate, endDate };
  const preset = params.get(RANGE_PARAM);
  const known = EARNINGS_PRESETS.find((name) => name === preset);
  return { kind: "preset", preset: known ?? DEFAULT_EARNINGS_PRESET };
}

/** The dates a selection means on `today` (YYYY-MM-DD on the platform's calendar). */
export function datesOf(selection: RangeSelection, today: string): EarningsDateRange {
  if (selection.kind === "custom") return { startDate: selection.startDate, endDate: selection.endDate };
  return presetRange(selection.preset, today);
}

/** The URL's parameters for a selection; others in it are kept. */
export function withSelection(params: URLSearchParams, selection: RangeSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [RANGE_PARAM, START_PARAM, END_PARAM]) next.delete(name);
  if (selection.kind === "custom") {
    next.set(START_PARAM, selection.startDate);
    next.set(END_PARAM, selection.endDate);
  } else if (selection.preset !== DEFAULT_EARNINGS_PRESET) {
    next.set(RANGE_PARAM, selection.preset);
  }
  return next;
}

export type CustomRangeProblem = RangeProblem | "missing";

/** What is wrong with two dates typed by hand (the server's own limits), or null when they make a range. */
export function customRangeProblem(startDate: string, endDate: string): CustomRangeProblem | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return "missing";
  return rangeProblemOf({ startDate, endDate });
}
