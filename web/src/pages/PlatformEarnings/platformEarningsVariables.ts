import { type EarningsDateRange, platformToday } from "../../../../shared/payments/earnings-range";
import { datesOf, selectionFrom } from "./earningsRangeParams";

/**
 * The page query's variables for the URL's range (the route loader's and the page's), with
 * "today" on the platform's calendar by this device's clock at `now`.
 */
export function platformEarningsVariables(searchParams: URLSearchParams, now: Date): EarningsDateRange {
  return datesOf(selectionFrom(searchParams), platformToday(now));
}
