// Money in words: integer cents as Canadian dollars, written the way en-CA writes them
// ("$1,234.50"). Amounts stay cents everywhere else; this is the edge where they are shown.

const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

/** 123450 cents as "$1,234.50". */
export function formatCad(cents: number): string {
  return CAD.format(cents / 100);
}
