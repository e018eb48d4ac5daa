import { describe, expect, it } from "vitest";
import { cardShape } from "./provider-cards.ts";
import { providerServicesSelect } from "./providers.ts";

describe("cardShape: which selections the search's own statement can answer", () => {
  it("takes no selection, the provider's scalars, and its city and services as Pothos asks for them", () => {
    expect(cardShape(undefined)).toEqual({ publicColumnsOnly: false, city: false, services: false });
    expect(cardShape({})).toEqual({ publicColumnsOnly: false, city: false, services: false });
    expect(cardShape({ include: {} }, true)).toEqual({ publicColumnsOnly: true, city: false, services: false });
    expect(cardShape({ include: { city: true } })).toEqual({ publicColumnsOnly: false, city: true, services: false });
    expect(cardShape({ include: { city: true, categories: providerServicesSelect.categories } }, true)).toEqual({
      publicColumnsOnly: true,
      city: true,
      services: true,
    });
  });

  it("leaves every other selection to Prisma", () => {
    expect(cardShape({ select: { id: true, name: true } })).toBeNull();
    expect(cardShape({ include: { registration: true } })).toBeNull();
    expect(cardShape({ include: { city: { select: { name: true } } } })).toBeNull();
    expect(cardShape({ include: { categories: true } })).toBeNull();
    expect(cardShape({ include: { city: true, reviews: { take: 3 } } }, true)).toBeNull();
  });
});
