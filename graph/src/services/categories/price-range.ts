const wholeDollars = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  currencyDisplay: "narrowSymbol",
  maximumFractionDigits: 0,
});

/** "$80 - $200" from cents: the Popular Services sidebar's price range. */
export function formatPriceRange(minCents: number, maxCents: number): string {
  return `${wholeDollars.format(Math.round(minCents / 100))} - ${wholeDollars.format(Math.round(maxCents / 100))}`;
}
