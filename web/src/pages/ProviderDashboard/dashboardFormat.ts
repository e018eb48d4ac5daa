// How the dashboard shows its rating; a booking's own fields read as in lib/bookingFormat.ts.
import type { IntlShape } from "react-intl";
import { formatRating } from "../../lib/format";

/** 4.83 → "4.8/5". */
export function formatAverageRating(rating: number, intl: Pick<IntlShape, "formatMessage" | "formatNumber">): string {
  return intl.formatMessage({ id: "providerDashboard.stats.ratingOutOfFive" }, { rating: formatRating(rating, intl) });
}
