import { describe, expect, it } from "vitest";
import { timeZoneFor } from "./time-zone.ts";

// Coordinates as GeoNames gives them.
const places = [
  ["Toronto", "ON", 43.70011, -79.4163, "America/Toronto"],
  ["Thunder Bay", "ON", 48.38202, -89.25018, "America/Toronto"],
  ["Kenora", "ON", 49.76741, -94.48985, "America/Winnipeg"],
  ["Dryden", "ON", 49.78334, -92.75032, "America/Winnipeg"],
  ["Fort Frances", "ON", 48.61667, -93.4003, "America/Winnipeg"],
  ["Atikokan", "ON", 48.7567, -91.6219, "America/Atikokan"],
  ["Montréal", "QC", 45.50884, -73.58781, "America/Toronto"],
  ["Gaspé", "QC", 48.83341, -64.48194, "America/Toronto"],
  ["Les Îles-de-la-Madeleine", "QC", 47.3833, -61.8667, "America/Halifax"],
  ["Blanc-Sablon", "QC", 51.4264, -57.1313, "America/Puerto_Rico"],
  ["Vancouver", "BC", 49.24966, -123.11934, "America/Vancouver"],
  ["Prince George", "BC", 53.9166, -122.75301, "America/Vancouver"],
  ["Nelson", "BC", 49.49985, -117.28553, "America/Vancouver"],
  ["Trail", "BC", 49.09983, -117.70223, "America/Vancouver"],
  ["Revelstoke", "BC", 50.99712, -118.1953, "America/Vancouver"],
  ["Cranbrook", "BC", 49.49991, -115.76879, "America/Edmonton"],
  ["Fernie", "BC", 49.49996, -115.06871, "America/Edmonton"],
  ["Kimberley", "BC", 49.67071, -115.9776, "America/Edmonton"],
  ["Golden", "BC", 51.29955, -116.96316, "America/Edmonton"],
  ["Creston", "BC", 49.0955, -116.51351, "America/Creston"],
  ["Dawson Creek", "BC", 55.75984, -120.2403, "America/Dawson_Creek"],
  ["Fort St. John", "BC", 56.24988, -120.85292, "America/Dawson_Creek"],
  ["Fort Nelson", "BC", 58.8053, -122.7002, "America/Fort_Nelson"],
  ["Calgary", "AB", 51.05011, -114.08529, "America/Edmonton"],
  ["Lloydminster", "AB", 53.27237, -110.02256, "America/Edmonton"],
  ["Lloydminster", "SK", 53.28, -109.99, "America/Edmonton"],
  ["Regina", "SK", 50.45008, -104.6178, "America/Regina"],
  ["Winnipeg", "MB", 49.8844, -97.14704, "America/Winnipeg"],
  ["Moncton", "NB", 46.09454, -64.7965, "America/Halifax"],
  ["Halifax", "NS", 44.6464, -63.57291, "America/Halifax"],
  ["Charlottetown", "PE", 46.23459, -63.1256, "America/Halifax"],
  ["St. John's", "NL", 47.56494, -52.70931, "America/St_Johns"],
  ["Corner Brook", "NL", 48.95001, -57.95202, "America/St_Johns"],
  ["Labrador City", "NL", 52.94626, -66.91137, "America/Goose_Bay"],
  ["Happy Valley-Goose Bay", "NL", 53.3038, -60.32576, "America/Goose_Bay"],
  ["Whitehorse", "YT", 60.71611, -135.05375, "America/Whitehorse"],
  ["Yellowknife", "NT", 62.45411, -114.37248, "America/Yellowknife"],
  ["Iqaluit", "NU", 63.74697, -68.51727, "America/Iqaluit"],
  ["Rankin Inlet", "NU", 62.809, -92.0853, "America/Rankin_Inlet"],
  ["Cambridge Bay", "NU", 69.117, -105.06, "America/Cambridge_Bay"],
] as const;

describe("timeZoneFor", () => {
  it.each(places)("%s, %s is in %s", (name, provinceCode, latitude, longitude, zone) => {
    expect(timeZoneFor({ name, provinceCode, latitude, longitude })).toBe(zone);
  });

  it("only returns zones the runtime knows", () => {
    for (const [name, provinceCode, latitude, longitude] of places) {
      const timeZone = timeZoneFor({ name, provinceCode, latitude, longitude });
      expect(() => new Intl.DateTimeFormat("en-CA", { timeZone })).not.toThrow();
    }
  });

  it("rejects an unknown province code", () => {
    expect(() => timeZoneFor({ name: "X", provinceCode: "ZZ", latitude: 0, longitude: 0 })).toThrow();
  });
});
