import { describe, expect, it } from "vitest";
import { isCardQuery } from "./provider-cards.ts";
import { providerServicesSelect } from "./providers.ts";

describe("isCardQuery: which selections the search's own statement can answer", () => {
  it("takes no selection, the provider's scalars, and its city and services as Pothos asks for them", () => {
    expect(isCardQuery(undefined)).toBe(true);
    expect(isCardQuery({})).toBe(true);
    expect(isCardQuery({ include: {} })).toBe(true);
    expect(isCardQuery({ include: { city: true } })).toBe(true);
    expect(isCardQuery({ include: { city: true, categories: providerServicesSelect.categories } })).toBe(true);
  });

  it("leaves every other selection to Prisma", () => {
    expect(isCardQuery({ select: { id: true, name: true } })).toBe(false);
    expect(isCardQuery({ include: { registration: true } })).toBe(false);
    expect(isCardQuery({ include: { city: { select: { name: true } } } })).toBe(false);
    expect(isCardQuery({ include: { categories: true } })).toBe(false);
    expect(isCardQuery({ include: { city: true, reviews: { take: 3 } } })).toBe(false);
  });
});
