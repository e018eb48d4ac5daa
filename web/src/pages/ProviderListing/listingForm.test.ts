import { describe, expect, it } from "vitest";
import { checkListingForm, listingErrorsOf, listingFormValues, type ListingSource } from "./listingForm";

const SOURCE: ListingSource = {
  name: "Maple Leaf Cleaning Co.",
  businessType: { slug: "house-cleaning" },
  description: "Family-owned and serving Toronto since 2011.",
  offeredServices: [
    { serviceType: "house-cleaning", priceCents: 12_000 },
    { serviceType: "deep-cleaning", priceCents: 18_050 },
  ],
  specialties: ["Eco-friendly products", "Pet-safe"],
  serviceRadiusKm: 25,
  isMobileService: true,
  replyWithinHours: 4,
  phone: "(416) 555-0123",
  email: "hello@maple.test",
  pendingListingChange: null,
};

describe("listingFormValues", () => {
  it("holds prices in dollars and specialties one per line", () => {
    expect(listingFormValues(SOURCE)).toMatchObject({
      prices: { "house-cleaning": "120", "deep-cleaning": "180.50" },
      specialties: "Eco-friendly products\nPet-safe",
      serviceRadiusKm: "25",
      businessType: "house-cleaning",
    });
  });

  it("starts from the name waiting for staff, not the published one", () => {
    const values = listingFormValues({
      ...SOURCE,
      pendingListingChange: { changes: [{ field: "name", to: { text: "Maple Leaf Home" } }] },
    });
    expect(values.name).toBe("Maple Leaf Home");
  });
});

describe("checkListingForm", () => {
  it("sends cents, and drops blank specialty lines", () => {
    const check = checkListingForm({ ...listingFormValues(SOURCE), specialties: "Eco\n\n  Pet-safe  \n" });
    expect(check).toMatchObject({
      ok: true,
      input: {
        services: [
          { serviceType: "house-cleaning", priceCents: 12_000 },
          { serviceType: "deep-cleaning", priceCents: 18_050 },
        ],
        specialties: ["Eco", "Pet-safe"],
        serviceRadiusKm: 25,
        replyWithinHours: 4,
      },
    });
  });

  it("puts a price's message under its own service", () => {
    const values = listingFormValues(SOURCE);
    const check = checkListingForm({ ...values, prices: { ...values.prices, "deep-cleaning": "lots" } });
    expect(check).toEqual({ ok: false, errors: { "price:deep-cleaning": "Please enter a price from $1 to $10,000" } });
  });

  it("refuses a business type the listing does not offer, and a listing of no services", () => {
    const values = listingFormValues(SOURCE);
    expect(checkListingForm({ ...values, businessType: "moving" })).toMatchObject({
      ok: false,
      errors: { businessType: "Your business type must be one of the services you offer" },
    });
    expect(checkListingForm({ ...values, prices: {} })).toMatchObject({
      ok: false,
      errors: { services: "Offer at least one service" },
    });
  });
});

describe("listingErrorsOf", () => {
  it("reads the server's paths, numbers as text", () => {
    expect(
      listingErrorsOf(
        [
          { path: ["services", "1", "priceCents"], message: "Too much" },
          { path: ["email"], message: "Bad email" },
        ],
        ["house-cleaning", "deep-cleaning"],
      ),
    ).toEqual({ "price:deep-cleaning": "Too much", email: "Bad email" });
  });
});
