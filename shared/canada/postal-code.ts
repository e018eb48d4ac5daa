// Canada Post's postal code: letter digit letter, space, digit letter digit ("K1A 0B1").
// D, F, I, O, Q and U are never used (they read like digits or each other); W and Z never
// lead. The first letter names the province or territory, so a code can be checked
// against the province the form also asks for.

const LETTER = "ABCEGHJKLMNPRSTVWXYZ";
const FIRST_LETTER = "ABCEGHJKLMNPRSTVXY";
const POSTAL_CODE = new RegExp(`^([${FIRST_LETTER}]\\d[${LETTER}]) ?(\\d[${LETTER}]\\d)$`);

/** First letter → province codes it serves (X is shared by the Northwest Territories and Nunavut). */
const PROVINCES_BY_FIRST_LETTER: Readonly<Record<string, readonly string[]>> = {
  A: ["NL"],
  B: ["NS"],
  C: ["PE"],
  E: ["NB"],
  G: ["QC"],
  H: ["QC"],
  J: ["QC"],
  K: ["ON"],
  L: ["ON"],
  M: ["ON"],
  N: ["ON"],
  P: ["ON"],
  R: ["MB"],
  S: ["SK"],
  T: ["AB"],
  V: ["BC"],
  X: ["NT", "NU"],
  Y: ["YT"],
};

/** "k1a0b1", " K1A-0B1 " → "K1A 0B1"; null when it is not a Canadian postal code. */
export function normalizePostalCode(text: string): string | null {
  const compact = text
    .toUpperCase()
    .replace(/[\s-]+/g, " ")
    .trim();
  const match = POSTAL_CODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** Whether a normalized postal code belongs to the province with this two-letter code. */
export function postalCodeIsInProvince(postalCode: string, provinceCode: string): boolean {
  return PROVINCES_BY_FIRST_LETTER[postalCode[0] ?? ""]?.includes(provinceCode) ?? false;
}
