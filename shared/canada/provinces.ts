// The 13 provinces and territories: one list for the server, the seed and the forms.

export interface Province {
  /** Two-letter postal abbreviation, e.g. "ON". */
  code: string;
  /** English name, e.g. "Ontario". */
  name: string;
}

export const PROVINCES: readonly Province[] = [
  { code: "AB", name: "Alberta" },
  { code: "BC", name: "British Columbia" },
  { code: "MB", name: "Manitoba" },
  { code: "NB", name: "New Brunswick" },
  { code: "NL", name: "Newfoundland and Labrador" },
  { code: "NS", name: "Nova Scotia" },
  { code: "NT", name: "Northwest Territories" },
  { code: "NU", name: "Nunavut" },
  { code: "ON", name: "Ontario" },
  { code: "PE", name: "Prince Edward Island" },
  { code: "QC", name: "Quebec" },
  { code: "SK", name: "Saskatchewan" },
  { code: "YT", name: "Yukon" },
];

export function provinceByCode(code: string): Province | undefined {
  const upper = code.trim().toUpperCase();
  return PROVINCES.find((province) => province.code === upper);
}

/** A province by its code ("on") or its English name ("ontario", "Québec" without the accent). */
export function findProvince(text: string): Province | undefined {
  const folded = fold(text);
  return provinceByCode(text) ?? PROVINCES.find((province) => fold(province.name) === folded);
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
}
