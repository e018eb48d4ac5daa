import { describe, expect, it } from "vitest";
import { REGISTRATION_MESSAGES } from "../../../../shared/onboarding/registration";
import { PASSWORD_LENGTH_MESSAGE } from "../../../../shared/accounts/sign-up";
import { GST_HST_CHECK_WORDS, QST_NUMBER_WORDS } from "../../../../shared/tax/registration-numbers";
import {
  checkRegistration,
  cityDisplayName,
  emptyRegistrationForm,
  isBusinessType,
  servicesFor,
  splitCityDisplayName,
  withBusinessType,
  withCity,
  withProvince,
  withService,
  type RegistrationFormValues,
} from "./registrationForm";

const filled: RegistrationFormValues = {
  ...emptyRegistrationForm(),
  businessName: "  Maple Shine Detailing ",
  ownerName: "Alex Tremblay",
  email: "Alex@Example.ca",
  phone: "(416) 555-0100",
  address: "100 Queen St W",
  city: "Toronto",
  province: "Ontario",
  postalCode: "m5h2n2",
  businessType: "car-detailing",
  description: "Hand washing and detailing at your door, across the GTA.",
  services: ["Interior Detail", "Mobile Wash"],
  isMobile: true,
  yearsInBusiness: "4",
  password: "a long enough passphrase",
};

describe("the business type and its services", () => {
  it("offers the spec's services for each type, and none before a type is chosen", () => {
    expect(servicesFor("")).toEqual([]);
    expect(servicesFor("house-cleaning")).toContain("Move-in/Move-out");
    expect(isBusinessType("carpet-cleaning")).toBe(true);
    expect(isBusinessType("handyman")).toBe(false);
  });

  it("drops the chosen services a new type does not offer", () => {
    const next = withBusinessType({ ...filled, services: ["Interior Detail", "Mobile Wash"] }, "house-cleaning");
    expect(next.businessType).toBe("house-cleaning");
    expect(next.services).toEqual([]);
    expect(withBusinessType(filled, "car-detailing").services).toEqual(["Interior Detail", "Mobile Wash"]);
    expect(withBusinessType(filled, "").services).toEqual([]);
  });

  it("ticks and clears a service, keeping the order they are offered in", () => {
    const ticked = withService({ ...filled, services: ["Mobile Wash"] }, "Interior Detail", true);
    expect(ticked.services).toEqual(["Interior Detail", "Mobile Wash"]);
    expect(withService(ticked, "Mobile Wash", false).services).toEqual(["Interior Detail"]);
    expect(withService(ticked, "Mobile Wash", true).services).toEqual(["Interior Detail", "Mobile Wash"]);
  });
});

describe("the city and the province", () => {
  it("splits the picker's 'Name, Province' at its last comma", () => {
    expect(splitCityDisplayName("Toronto, Ontario")).toEqual({ city: "Toronto", province: "Ontario" });
    expect(splitCityDisplayName("Saint-Jean-sur-Richelieu, Quebec")).toEqual({
      city: "Saint-Jean-sur-Richelieu",
      province: "Quebec",
    });
    expect(splitCityDisplayName("Toronto")).toBeNull();
    expect(splitCityDisplayName(", Ontario")).toBeNull();
    expect(splitCityDisplayName("Toronto, ")).toBeNull();
  });

  it("fills city and province from the picked city, and shows them back", () => {
    const picked = withCity({ ...filled, city: "", province: "Quebec" }, "Halifax, Nova Scotia");
    expect(picked).toMatchObject({ city: "Halifax", province: "Nova Scotia" });
    expect(cityDisplayName(picked)).toBe("Halifax, Nova Scotia");
    expect(cityDisplayName(emptyRegistrationForm())).toBe("");
  });

  it("clears the city when another province is chosen", () => {
    expect(withProvince(filled, "Alberta")).toMatchObject({ city: "", province: "Alberta" });
    expect(withProvince(filled, "Ontario")).toMatchObject({ city: "Toronto", province: "Ontario" });
  });
});

describe("checkRegistration", () => {
  it("gives every empty required field the server's message", () => {
    const check = checkRegistration(emptyRegistrationForm(), { createsAccount: true });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      businessName: REGISTRATION_MESSAGES.businessName,
      ownerName: REGISTRATION_MESSAGES.ownerName,
      email: REGISTRATION_MESSAGES.email,
      phone: REGISTRATION_MESSAGES.phone,
      address: REGISTRATION_MESSAGES.address,
      city: REGISTRATION_MESSAGES.city,
      province: REGISTRATION_MESSAGES.province,
      postalCode: REGISTRATION_MESSAGES.postalCode,
      businessType: REGISTRATION_MESSAGES.businessType,
      description: REGISTRATION_MESSAGES.description,
      services: REGISTRATION_MESSAGES.services,
      password: PASSWORD_LENGTH_MESSAGE,
    });
  });

  it("asks for no password when the registrant is signed in", () => {
    const check = checkRegistration({ ...filled, password: "" }, { createsAccount: false });
    expect(check).toMatchObject({ ok: true, request: { password: null } });
  });

  it("checks what the spec's table does not: the years and the website", () => {
    const check = checkRegistration(
      { ...filled, yearsInBusiness: "2.5", website: "example" },
      { createsAccount: true },
    );
    expect(check).toEqual({
      ok: false,
      errors: { yearsInBusiness: REGISTRATION_MESSAGES.yearsInBusiness, website: REGISTRATION_MESSAGES.website },
    });
  });

  it("checks the postal code against the province once every field is well formed", () => {
    const check = checkRegistration({ ...filled, postalCode: "T2P 1J9" }, { createsAccount: true });
    expect(check).toEqual({ ok: false, errors: { postalCode: REGISTRATION_MESSAGES.postalCodeProvince } });
  });

  it("sends the values as the server stores them", () => {
    const check = checkRegistration(filled, { createsAccount: true });
    expect(check).toEqual({
      ok: true,
      request: {
        businessName: "Maple Shine Detailing",
        ownerName: "Alex Tremblay",
        email: "alex@example.ca",
        phone: "+14165550100",
        address: "100 Queen St W",
        city: "Toronto",
        province: "Ontario",
        postalCode: "M5H 2N2",
        businessType: "car-detailing",
        description: "Hand washing and detailing at your door, across the GTA.",
        services: ["Interior Detail", "Mobile Wash"],
        isMobile: true,
        isInsured: false,
        yearsInBusiness: 4,
        website: null,
        gstHstNumber: null,
        qstNumber: null,
        pstNumber: null,
        password: "a long enough passphrase",
      },
    });
  });

  it("sends the sales tax numbers in the tax profile's form, and empty ones as none", () => {
    const check = checkRegistration(
      { ...filled, gstHstNumber: "123456782 rt 0001", qstNumber: "", pstNumber: " " },
      { createsAccount: true },
    );
    expect(check).toMatchObject({
      ok: true,
      request: { gstHstNumber: "123456782RT0001", qstNumber: null, pstNumber: null },
    });
  });

  it("gives a bad tax number the tax profile's words, under its field", () => {
    const check = checkRegistration(
      { ...filled, gstHstNumber: "123456789 RT 0001", qstNumber: "1234 TQ 0001" },
      { createsAccount: true },
    );
    expect(check).toEqual({ ok: false, errors: { gstHstNumber: GST_HST_CHECK_WORDS, qstNumber: QST_NUMBER_WORDS } });
  });

  it("takes blank years in business as none", () => {
    const check = checkRegistration({ ...filled, yearsInBusiness: " " }, { createsAccount: false });
    expect(check).toMatchObject({ ok: true, request: { yearsInBusiness: 0 } });
  });
});
