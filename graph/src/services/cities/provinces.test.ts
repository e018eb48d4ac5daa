import { describe, expect, it } from "vitest";
import { PROVINCES, provinceByCode, provinceForGeonamesCode } from "./provinces.ts";

describe("provinces", () => {
  it("lists the 13 provinces and territories once each", () => {
    expect(PROVINCES).toHaveLength(13);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(13);
  });

  it("maps GeoNames admin codes", () => {
    expect(provinceForGeonamesCode("08")).toEqual({ code: "ON", name: "Ontario" });
    expect(provinceForGeonamesCode("05")).toEqual({ code: "NL", name: "Newfoundland and Labrador" });
    expect(provinceForGeonamesCode("14")).toEqual({ code: "NU", name: "Nunavut" });
    expect(() => provinceForGeonamesCode("06")).toThrow();
  });

  it("finds a province by its postal code, any case", () => {
    expect(provinceByCode("qc")?.name).toBe("Quebec");
    expect(provinceByCode("XX")).toBeUndefined();
  });
});
