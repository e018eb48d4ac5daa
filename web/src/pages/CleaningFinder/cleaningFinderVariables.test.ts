import { describe, expect, it } from "vitest";
import { cleaningFinderVariables } from "./cleaningFinderVariables";

const complete = "location=Toronto&propertyType=house&cleaningType=deep&budget=standard";

describe("cleaningFinderVariables", () => {
  it("searches for the URL's complete criteria, null for those not chosen", () => {
    expect(cleaningFinderVariables(new URLSearchParams(`?${complete}&requirement=pet-safe`))).toEqual({
      criteria: {
        location: "Toronto",
        propertyType: "house",
        propertySize: null,
        cleaningType: "deep",
        frequency: null,
        budget: "standard",
        urgency: null,
        specialRequirements: ["pet-safe"],
      },
    });
  });

  it("searches for nothing while the form shows", () => {
    expect(cleaningFinderVariables(new URLSearchParams(""))).toBeNull();
    expect(cleaningFinderVariables(new URLSearchParams("?location=Toronto"))).toBeNull();
    expect(cleaningFinderVariables(new URLSearchParams(`?${complete}&edit=1`))).toBeNull();
  });
});
