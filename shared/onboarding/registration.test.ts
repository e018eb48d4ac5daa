import { describe, expect, it } from "vitest";
import {
  GST_HST_CHECK_WORDS,
  GST_HST_NUMBER_WORDS,
  PST_NUMBER_WORDS,
  QST_NUMBER_WORDS,
} from "../tax/registration-numbers.ts";
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

  it("takes the sales tax numbers in the tax profile's form, or none", () => {
    expect(
      registrationFields.parse({
        ...valid,
        gstHstNumber: " 123456782 rt 0001 ",
        qstNumber: "1234567890-tq-0001",
        pstNumber: "pst-1234-5678",
      }),
    ).toMatchObject({ gstHstNumber: "123456782RT0001", qstNumber: "1234567890TQ0001", pstNumber: "PST12345678" });
    const none = { gstHstNumber: null, qstNumber: null, pstNumber: null };
    expect(registrationFields.parse(valid)).toMatchObject(none);
    expect(registrationFields.parse({ ...valid, gstHstNumber: "", qstNumber: " ", pstNumber: null })).toMatchObject(
      none,
    );
  });

  it("refuses a bad tax number with the tax profile's words, under its field", () => {
    // 123456789: its ninth digit is not the Luhn check digit of the first eight.
    expect(messagesFor({ gstHstNumber: "123456789 RT 0001" })).toEqual([GST_HST_CHECK_WORDS]);
    expect(messagesFor({ gstHstNumber: "123456782" })).toEqual([GST_HST_NUMBER_WORDS]);
    expect(messagesFor({ qstNumber: "12345TQ0001" })).toEqual([QST_NUMBER_WORDS]);
    expect(messagesFor({ pstNumber: "P!" })).toEqual([PST_NUMBER_WORDS]);
    const result = registrationFields.safeParse({ ...valid, gstHstNumber: "123456789RT0001" });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["gstHstNumber"]]);
  });
});
