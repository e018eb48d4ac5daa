import { describe, expect, it } from "vitest";
import cities from "../data/cities.json" with { type: "json" };
import { areaCodeFor, postalLetterFor } from "./area-codes.ts";

const bySlug = new Map(cities.map((city) => [city.slug, city]));
const city = (slug: string) => {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`No city ${slug}`);
  return found;
};

describe("areaCodeFor", () => {
  it.each([
    ["toronto-ontario", "416"],
    ["mississauga-ontario", "905"],
    ["hamilton-ontario", "905"],
    ["cobourg-ontario", "905"],
    ["ottawa-ontario", "613"],
    ["kingston-ontario", "613"],
    ["london-ontario", "519"],
    ["owen-sound-ontario", "519"],
    ["barrie-ontario", "705"],
    ["collingwood-ontario", "705"],
    ["greater-sudbury-ontario", "705"],
    ["sault-ste-marie-ontario", "705"],
    ["thunder-bay-ontario", "807"],
    ["kenora-ontario", "807"],
    ["montreal-quebec", "514"],
    ["westmount-quebec", "514"],
    ["laval-quebec", "450"],
    ["longueuil-quebec", "450"],
    ["granby-quebec", "450"],
    ["quebec-quebec", "418"],
    ["saguenay-quebec", "418"],
    ["donnacona-quebec", "418"],
    ["thetford-mines-quebec", "418"],
    ["gatineau-quebec", "819"],
    ["sherbrooke-quebec", "819"],
    ["drummondville-quebec", "819"],
    ["trois-rivieres-quebec", "819"],
    ["sainte-agathe-des-monts-quebec", "819"],
    ["vancouver-british-columbia", "604"],
    ["abbotsford-british-columbia", "604"],
    ["whistler-british-columbia", "604"],
    ["victoria-british-columbia", "250"],
    ["kelowna-british-columbia", "250"],
    ["calgary-alberta", "403"],
    ["red-deer-alberta", "403"],
    ["edmonton-alberta", "780"],
    ["regina-saskatchewan", "306"],
    ["winnipeg-manitoba", "204"],
    ["moncton-new-brunswick", "506"],
    ["halifax-nova-scotia", "902"],
    ["charlottetown-prince-edward-island", "902"],
    ["st-johns-newfoundland-and-labrador", "709"],
    ["whitehorse-yukon", "867"],
  ])("%s → %s", (slug, code) => {
    expect(areaCodeFor(city(slug))).toBe(code);
  });

  it("knows every city in the list", () => {
    for (const place of cities) expect(areaCodeFor(place)).toMatch(/^\d{3}$/);
  });
});

describe("postalLetterFor", () => {
  it.each([
    ["toronto-ontario", "M"],
    ["ottawa-ontario", "K"],
    ["barrie-ontario", "L"],
    ["peterborough-ontario", "K"],
    ["greater-sudbury-ontario", "P"],
    ["thunder-bay-ontario", "P"],
    ["montreal-quebec", "H"],
    ["quebec-quebec", "G"],
    ["vancouver-british-columbia", "V"],
    ["st-johns-newfoundland-and-labrador", "A"],
    ["iqaluit-nunavut", "X"],
  ])("%s → %s", (slug, letter) => {
    expect(postalLetterFor(city(slug))).toBe(letter);
  });
});
