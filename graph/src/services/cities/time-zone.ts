export interface PlaceForTimeZone {
  name: string;
  /** Two-letter province or territory code, e.g. "BC". */
  provinceCode: string;
  latitude: number;
  longitude: number;
}

/**
 * The IANA zone a place keeps its clocks in. Most provinces have one zone; the
 * exceptions below follow the provincial boundaries of the zones closely enough
 * for every place of 5,000+ people. Places far smaller than that near a boundary
 * (Kaslo, BC; Upsala, ON) may need a name exception of their own.
 */
export function timeZoneFor(place: PlaceForTimeZone): string {
  const { provinceCode, name, latitude: lat, longitude: lng } = place;
  switch (provinceCode) {
    case "BC":
      // Fort Nelson and the Peace River country east of the Rockies keep Mountain
      // Standard Time all year.
      if (lat >= 58 && lng >= -124) return "America/Fort_Nelson";
      if (lat >= 55 && lng >= -122.2) return "America/Dawson_Creek";
      // Creston stays on Mountain Standard Time all year; the rest of the East
      // Kootenay (Cranbrook, Fernie, Kimberley, Invermere) and Golden follow Alberta.
      // Nelson, Castlegar and Trail, a little further west, are on Pacific time.
      if (name === "Creston") return "America/Creston";
      if (lng >= -117.0 && lat < 52) return "America/Edmonton";
      return "America/Vancouver";
    case "AB":
      return "America/Edmonton";
    case "SK":
      // Lloydminster straddles the border and keeps Alberta's clock by charter.
      if (name === "Lloydminster") return "America/Edmonton";
      return "America/Regina";
    case "MB":
      return "America/Winnipeg";
    case "ON":
      // Atikokan keeps Eastern Standard Time all year.
      if (name === "Atikokan") return "America/Atikokan";
      // Northwestern Ontario beyond 90°W (Kenora, Dryden, Fort Frances) is on
      // Central time; Thunder Bay, just east of it, is Eastern.
      if (lng < -90) return "America/Winnipeg";
      return "America/Toronto";
    case "QC":
      // The Magdalen Islands are on Atlantic time.
      if (lng > -62.5 && lat < 48) return "America/Halifax";
      // The Lower North Shore east of 63°W (Blanc-Sablon) keeps Atlantic Standard
      // Time all year.
      if (lng > -63 && lat > 50) return "America/Puerto_Rico";
      return "America/Toronto";
    case "NB":
    case "NS":
    case "PE":
      return "America/Halifax";
    case "NL":
      // Labrador north of the Strait of Belle Isle coast (Labrador City,
      // Happy Valley-Goose Bay) is on Atlantic time; the island and the
      // southeastern Labrador coast keep Newfoundland time.
      if (lat > 51.7 && lng < -57.8) return "America/Goose_Bay";
      return "America/St_Johns";
    case "YT":
      return "America/Whitehorse";
    case "NT":
      return "America/Yellowknife";
    case "NU":
      if (lng > -85) return "America/Iqaluit";
      if (lng > -102) return "America/Rankin_Inlet";
      return "America/Cambridge_Bay";
    default:
      throw new Error(`Unknown province or territory code: ${provinceCode}`);
  }
}
