// How a figure is claimed in marketing copy: rounded down to its leading digit and shown with
// a "+" ("427 cities" is "400+", 10,234 providers "10,000+"), as the spec's own figures are
// written, so the claim is always true of the database. Under ten the figure is exact.

export interface Claim {
  /** The figure claimed: never more than the count. */
  value: number;
  /** Whether there are more than `value`: the copy shows a "+". */
  more: boolean;
}

export function claimOf(count: number): Claim {
  if (!Number.isFinite(count) || count < 0) throw new RangeError("A count is a whole number, 0 or more");
  const whole = Math.floor(count);
  if (whole < 10) return { value: whole, more: false };
  const magnitude = 10 ** Math.floor(Math.log10(whole));
  // log10 of an exact power of ten can come out a hair under: never claim more than the count.
  const value = Math.min(Math.floor(whole / magnitude) * magnitude, whole);
  return { value, more: value < whole };
}

/**
 * A claim as the catalog's messages take it: `{count, number}{more, select, true {+} other {}}`
 * ("400+"), the count also fit for a plural of the words after it.
 */
export function claimValues(count: number): { count: number; more: "true" | "false" } {
  const { value, more } = claimOf(count);
  return { count: value, more: more ? "true" : "false" };
}

/** A rating claimed with one decimal, rounded down: 4.86 is "4.8", never "4.9". */
export function ratingClaimOf(average: number): number {
  return Math.floor(average * 10 + 1e-9) / 10;
}
