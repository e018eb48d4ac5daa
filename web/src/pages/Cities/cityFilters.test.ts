import { describe, expect, it } from "vitest";
import { sourceIntl } from "../../i18n/sourceIntl";
import { CITY_TIERS, tierBand } from "../../lib/cityTiers";
import { cityFiltersToParams, cityFilterVariables, parseCityFilters, sameCityFilters } from "./cityFilters";

const parse = (query: string) => parseCityFilters(new URLSearchParams(query));

describe("parseCityFilters", () => {
  it("reads search, province and tier", () => {
    expect(parse("search=%20montreal%20&province=qc&tier=1")).toEqual({ search: "montreal", province: "QC", tier: 1 });
  });

  it("treats missing or invalid values as no filter", () => {
    expect(parse("")).toEqual({ search: "", province: null, tier: null });
    expect(parse("province=Ontario&tier=5")).toEqual({ search: "", province: null, tier: null });
    expect(parse("tier=abc")).toEqual({ search: "", province: null, tier: null });
    expect(parse("tier=0")).toEqual({ search: "", province: null, tier: null });
  });

  it("caps the search at the server's 100 characters", () => {
    expect(parse(`search=${"a".repeat(150)}`).search).toHaveLength(100);
  });
});

describe("cityFiltersToParams", () => {
  it("leaves out empty filters and round-trips", () => {
    expect(cityFiltersToParams({ search: " ", province: null, tier: null }).toString()).toBe("");
    const filters = { search: "saint john", province: "NB", tier: 3 } as const;
    expect(parseCityFilters(cityFiltersToParams(filters))).toEqual(filters);
  });
});

describe("cityFilterVariables", () => {
  it("sends null for an empty search", () => {
    expect(cityFilterVariables({ search: "", province: "BC", tier: null })).toEqual({
      search: null,
      province: "BC",
      tier: null,
    });
  });
});

describe("sameCityFilters", () => {
  it("compares every filter", () => {
    const a = { search: "x", province: null, tier: 2 } as const;
    expect(sameCityFilters(a, { ...a })).toBe(true);
    expect(sameCityFilters(a, { ...a, tier: 3 })).toBe(false);
  });
});

describe("tierBand", () => {
  it("shows each tier's population band in the reader's numbers", () => {
    expect(CITY_TIERS.map((tier) => tierBand(tier, sourceIntl))).toEqual([
      "500,000+",
      "100,000–500,000",
      "25,000–100,000",
      "5,000–25,000",
    ]);
  });
});
