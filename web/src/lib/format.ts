// Numbers are formatted only here, at the edge, for English-speaking Canada.
const integer = new Intl.NumberFormat("en-CA");
const wholeDollars = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-CA", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatPopulation(population: number): string {
  return integer.format(population);
}

/** Spec section 9: prices are stored in cents and shown in whole dollars ("$85"). */
export function formatPriceCents(cents: number): string {
  return wholeDollars.format(Math.round(cents / 100));
}

/** A distance with one decimal: "3.2 km". */
export function formatDistanceKm(km: number): string {
  return `${oneDecimal.format(km)} km`;
}

/** A rating with one decimal, as stars are read out: "4.8". */
export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}

/** "1 provider", "12 providers". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${integer.format(count)} ${count === 1 ? one : many}`;
}
