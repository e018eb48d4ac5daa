import { describe, expect, it } from "vitest";
import { REGISTRATION_MESSAGES as M, registrationFields } from "./registration.ts";

const valid = {
  businessName: "Prairie Fresh Carpets",
  ownerName: "Jo Singh",
  email: "Jo@Prairie.test",
  phone: "306-555-0123",
  address: "22 Main St",
  city: "Saskatoon",
  province: "SK",
  postalCode: "s7k 1j5",
  businessType: "carpet-cleaning",
  description: "Steam cleaning for carpets and rugs across the city.",
  services: ["Carpet Cleaning", "Stain Removal"],
};

function messagesFor(change: Record<string, unknown>) {
  const result = registrationFields.safeParse({ ...valid, ...change });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("registration schema", () => {
  it("normalises a valid registration", () => {
    expect(registrationFields.parse(valid)).toMatchObject({
      email: "jo@prairie.test",
      phone: "+13065550123",
      province: "Saskatchewan",
      postalCode: "S7K 1J5",
      isMobile: false,
      isInsured: false,
      yearsInBusiness: 0,
      website: null,
    });
  });

  it("has the spec's message for each minimum", () => {
    expect(messagesFor({ businessName: " A " })).toEqual([M.businessName]);
    expect(messagesFor({ description: "x".repeat(19) })).toEqual([M.description]);
    expect(messagesFor({ services: [] })).toEqual([M.services]);
    expect(messagesFor({ businessType: "" })).toEqual([M.businessType]);
    expect(messagesFor({ city: "" })).toEqual([M.city]);
  });

  it("allows only the business type's services, once each", () => {
    expect(messagesFor({ services: ["Mobile Wash"] })).toEqual([M.serviceForType]);
    expect(messagesFor({ services: ["Carpet Cleaning", "Carpet Cleaning"] })).toEqual([M.serviceForType]);
  });

  it("takes an http(s) website or none", () => {
    expect(registrationFields.parse({ ...valid, website: "https://prairie.test/about" }).website).toBe(
      "https://prairie.test/about",
    );
    expect(registrationFields.parse({ ...valid, website: "" }).website).toBeNull();
    expect(messagesFor({ website: "javascript:alert(1)" })).toEqual([M.website]);
    expect(messagesFor({ website: "prairie" })).toEqual([M.website]);
  });

  it("checks the postal code against the province", () => {
    expect(messagesFor({ postalCode: "M5H 1J9" })).toEqual([M.postalCodeProvince]);
  });
});
