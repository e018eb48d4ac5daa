// Business registration (spec sections 3 and 5): one schema for the form and the server.
// The spec's minimums and messages come first; beyond them, what Canadians type is
// checked and normalised: postal code, NANP phone, the 13 provinces, an http(s) website,
// and the business's sales tax numbers, by the provider tax profile's own rules.
import { z } from "zod";
import { newPassword } from "../accounts/sign-up.ts";
import { findProvince } from "../canada/provinces.ts";
import { normalizePostalCode, postalCodeIsInProvince } from "../canada/postal-code.ts";
import { toE164 } from "../canada/phone.ts";
import { taxProfileFields } from "../tax/registration-numbers.ts";
import { storableText } from "../validation/text.ts";

export const BUSINESS_TYPES = ["car-detailing", "house-cleaning", "carpet-cleaning"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Spec section 5, "Service choices by business type". */
export const SERVICES_BY_BUSINESS_TYPE: Readonly<Record<BusinessType, readonly string[]>> = {
  "car-detailing": ["Interior Detail", "Exterior Detail", "Full Car Detail", "Mobile Wash", "Paint Protection"],
  "house-cleaning": ["Regular Cleaning", "Deep Cleaning", "Move-in/Move-out", "Post-Construction", "Window Cleaning"],
  "carpet-cleaning": [
    "Carpet Cleaning",
    "Upholstery Cleaning",
    "Area Rug Cleaning",
    "Pet Odor Treatment",
    "Stain Removal",
  ],
};

export const REGISTRATION_MESSAGES = {
  businessName: "Business name must be at least 2 characters",
  ownerName: "Owner name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  address: "Please enter a complete address",
  city: "City is required",
  province: "Province is required",
  postalCode: "Postal code is required",
  businessType: "Please select a business type",
  description: "Description must be at least 20 characters",
  services: "Select at least one service",
  // Beyond the spec's table:
  unknownProvince: "Please choose a province or territory",
  postalCodeFormat: "Please enter a valid postal code, such as K1A 0B1",
  postalCodeProvince: "This postal code is not in the province you chose",
  serviceForType: "Choose services offered for this business type",
  website: "Please enter a valid website address starting with http:// or https://",
  yearsInBusiness: "Years in business must be a whole number from 0 to 150",
} as const;

const M = REGISTRATION_MESSAGES;

const postalCode = storableText(10)
  .min(3, M.postalCode)
  .transform((text, ctx) => normalizePostalCode(text) ?? (ctx.addIssue(M.postalCodeFormat), z.NEVER));

const phone = storableText(30)
  .min(10, M.phone)
  .transform((text, ctx) => toE164(text) ?? (ctx.addIssue(M.phone), z.NEVER));

const province = storableText(40)
  .min(2, M.province)
  .transform((text, ctx) => findProvince(text)?.name ?? (ctx.addIssue(M.unknownProvince), z.NEVER));

const website = storableText(2048)
  .transform((text, ctx) => {
    if (text === "") return null;
    try {
      const url = new URL(text);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) return url.href;
    } catch {
      // Not a URL at all.
    }
    ctx.addIssue(M.website);
    return z.NEVER;
  })
  .nullish()
  .transform((value) => value ?? null);

/**
 * A tax number as the provider's tax profile takes it (its shape, check digit and words), here
 * optional: absent, null or empty, the business is not registered for that tax.
 */
function optionalTaxNumber<Field extends keyof typeof taxProfileFields.shape>(field: Field) {
  return taxProfileFields.shape[field].nullish().transform((value) => value ?? null);
}

export const registrationFields = z
  .object({
    businessName: storableText(120).min(2, M.businessName),
    ownerName: storableText(100).min(2, M.ownerName),
    email: storableText(254)
      .pipe(z.email(M.email))
      .transform((email) => email.toLowerCase()),
    phone,
    address: storableText(200).min(5, M.address),
    city: storableText(100).min(2, M.city),
    province,
    postalCode,
    businessType: z.enum(BUSINESS_TYPES, M.businessType),
    description: storableText(2000).min(20, M.description),
    services: z.array(z.string().max(50), M.services).min(1, M.services).max(5, M.serviceForType),
    isMobile: z.boolean().default(false),
    isInsured: z.boolean().default(false),
    yearsInBusiness: z.coerce
      .number(M.yearsInBusiness)
      .int(M.yearsInBusiness)
      .min(0, M.yearsInBusiness)
      .max(150, M.yearsInBusiness)
      .default(0),
    website,
    /** The business's sales tax registrations; the provider an approval creates starts with them. */
    gstHstNumber: optionalTaxNumber("gstHstNumber"),
    qstNumber: optionalTaxNumber("qstNumber"),
    pstNumber: optionalTaxNumber("pstNumber"),
    /** Creates the registrant's account with the form's email when nobody is signed in. */
    password: newPassword.nullish(),
  })
  .superRefine((registration, ctx) => {
    const offered = SERVICES_BY_BUSINESS_TYPE[registration.businessType];
    if (
      new Set(registration.services).size !== registration.services.length ||
      registration.services.some((service) => !offered.includes(service))
    ) {
      ctx.addIssue({ code: "custom", path: ["services"], message: M.serviceForType });
    }
    const provinceCode = findProvince(registration.province)?.code;
    if (provinceCode && !postalCodeIsInProvince(registration.postalCode, provinceCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: M.postalCodeProvince });
    }
  });

export type RegistrationInput = z.input<typeof registrationFields>;
export type Registration = z.output<typeof registrationFields>;
