import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveCities, formatCitiesJson, loadGeonamesPlaces } from "./derive-cities.ts";

const { cities, dropped } = deriveCities(loadGeonamesPlaces());
const bySlug = new Map(cities.map((city) => [city.slug, city]));

describe("cities.json", () => {
  it("is what `npm run cities:derive` writes", () => {
    const committed = readFileSync(new URL("./cities.json", import.meta.url), "utf8");
    expect(committed).toBe(formatCitiesJson(cities));
  });

  it("has 400+ places in all 13 provinces and territories, ten of them tier 1", () => {
    expect(cities.length).toBeGreaterThan(400);
    expect(new Set(cities.map((c) => c.provinceCode)).size).toBe(13);
    expect(cities.filter((c) => c.tier === 1)).toHaveLength(10);
    expect(cities.every((c) => c.population >= 5_000)).toBe(true);
  });

  it("keeps cities and drops districts counted inside them", () => {
    for (const slug of ["toronto-ontario", "mississauga-ontario", "laval-quebec", "montreal-quebec", "quebec-quebec"]) {
      expect(bySlug.has(slug), slug).toBe(true);
    }
    const droppedNames = dropped.map((d) => d.name);
    for (const name of ["North York", "Scarborough", "Etobicoke", "Nepean", "Saint-Laurent", "Dartmouth"]) {
      expect(droppedNames).toContain(name);
    }
  });

  it("gives known places their tier and time zone", () => {
    expect(bySlug.get("toronto-ontario")).toMatchObject({ tier: 1, provinceCode: "ON", timeZone: "America/Toronto" });
    expect(bySlug.get("brampton-ontario")).toMatchObject({ tier: 2 });
    expect(bySlug.get("cranbrook-british-columbia")).toMatchObject({ tier: 4, timeZone: "America/Edmonton" });
    expect(bySlug.get("st-johns-newfoundland-and-labrador")).toMatchObject({ timeZone: "America/St_Johns" });
    expect(bySlug.get("iqaluit-nunavut")).toMatchObject({ timeZone: "America/Iqaluit" });
  });
});
