// Telephone area codes and postal-code first letters, so a seeded provider's phone
// and address look like they belong to its city. Overlays (647, 438, 778, …) share
// the same regions; the original code of each region is used.

export interface PlaceForContact {
  name: string;
  provinceCode: string;
  latitude: number;
  longitude: number;
}

const MONTREAL_ISLAND = new Set([
  "Montréal",
  "Dollard-Des Ormeaux",
  "Côte-Saint-Luc",
  "Pointe-Claire",
  "Westmount",
  "Kirkland",
  "Beaconsfield",
  "Mont-Royal",
  "Dorval",
  "Hampstead",
  "Montréal-Ouest",
  "Sainte-Anne-de-Bellevue",
]);

// The Sunshine Coast and Powell River are across the water from Vancouver but on 604.
const BC_604_EXTRAS = new Set(["Sechelt", "Gibsons", "Powell River"]);

export function areaCodeFor({ name, provinceCode, latitude: lat, longitude: lng }: PlaceForContact): string {
  switch (provinceCode) {
    case "ON":
      if (name === "Toronto") return "416";
      if (lng < -85.5) return "807";
      if (lng > -77.7) return "613";
      if (lat > 44.4 && lng > -80.5 && lat < 44.7) return "705"; // Collingwood, Wasaga Beach
      if (lng < -80.05 && lat < 44.7) return "519";
      if (lat >= 44.14) return "705";
      return "905";
    case "QC":
      if (MONTREAL_ISLAND.has(name)) return "514";
      if (lat < 46.2 && lng > -74.6 && lng < -72.5 && !(lng < -74 && lat > 46)) return "450";
      if ((lat >= 48 && lng > -75) || (lat >= 46.4 && lng > -72.1) || (lat >= 45.9 && lng > -71.7)) return "418";
      return "819";
    case "BC":
      if (BC_604_EXTRAS.has(name) || (lng >= -123.3 && lng <= -121.2 && lat <= 50.2)) return "604";
      return "250";
    case "AB":
      return lat < 52.8 ? "403" : "780";
    case "SK":
      return "306";
    case "MB":
      return "204";
    case "NB":
      return "506";
    case "NS":
    case "PE":
      return "902";
    case "NL":
      return "709";
    case "YT":
    case "NT":
    case "NU":
      return "867";
    default:
      throw new Error(`Unknown province or territory code: ${provinceCode}`);
  }
}

const ONTARIO_POSTAL_LETTERS: Record<string, string> = { "416": "M", "905": "L", "613": "K", "519": "N", "807": "P" };
const QUEBEC_POSTAL_LETTERS: Record<string, string> = { "514": "H", "450": "J", "418": "G", "819": "J" };
const POSTAL_LETTERS: Record<string, string> = {
  NL: "A",
  NS: "B",
  PE: "C",
  NB: "E",
  MB: "R",
  SK: "S",
  AB: "T",
  BC: "V",
  NT: "X",
  NU: "X",
  YT: "Y",
};

/** First letter of the city's postal codes (its postal district). */
export function postalLetterFor(place: PlaceForContact): string {
  if (place.provinceCode === "ON") {
    const areaCode = areaCodeFor(place);
    // 705 spans Northern Ontario (P), Simcoe County (L) and the Kawarthas (K).
    if (areaCode === "705") return place.latitude >= 45.5 ? "P" : place.longitude > -78.9 ? "K" : "L";
    return ONTARIO_POSTAL_LETTERS[areaCode]!;
  }
  if (place.provinceCode === "QC") return QUEBEC_POSTAL_LETTERS[areaCodeFor(place)]!;
  const letter = POSTAL_LETTERS[place.provinceCode];
  if (!letter) throw new Error(`Unknown province or territory code: ${place.provinceCode}`);
  return letter;
}
