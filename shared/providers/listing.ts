// A provider's listing as its own account edits it, defined once: the listing page checks
// it before sending and the server checks it again, with the same words under the same
// fields. Every field is optional to the server (a partner may send one); the page sends all.
import { z } from "zod";
import { formatNanp, toE164 } from "../canada/phone.ts";
import { REGISTRATION_MESSAGES } from "../onboarding/registration.ts";
import { SERVICE_TYPE_SLUGS } from "../service-types.ts";
import { storableText } from "../validation/text.ts";

export const LISTING_LIMITS = {
  name: 120,
  description: 2000,
  descriptionMin: 20,
  specialties: 12,
  specialty: 40,
  /** Cents per visit. */
  priceMin: 100,
  priceMax: 1_000_000,
  radiusMin: 1,
  radiusMax: 250,
} as const;

/** How soon a provider may promise to answer a customer, in hours. */
export const REPLY_PROMISE_HOURS = [1, 4, 24, 48] as const;

export const LISTING_MESSAGES = {
  name: REGISTRATION_MESSAGES.businessName,
  description: REGISTRATION_MESSAGES.description,
  email: REGISTRATION_MESSAGES.email,
  phone: REGISTRATION_MESSAGES.phone,
  services: "Offer at least one service",
  serviceTwice: "Each service can be listed once",
  serviceType: "Please choose a service from the list",
  price: "Please enter a price from $1 to $10,000",
  specialties: `List at most ${LISTING_LIMITS.specialties} specialties`,
  specialty: `Keep each specialty to ${LISTING_LIMITS.specialty} characters`,
  radius: `Please enter a distance from ${LISTING_LIMITS.radiusMin} to ${LISTING_LIMITS.radiusMax} km`,
  replyWithin: "Please choose how soon you reply",
  businessType: "Your business type must be one of the services you offer",
  nothingChanged: "Nothing has changed.",
} as const;

const M = LISTING_MESSAGES;

export const listingService = z.object({
  serviceType: z.enum(SERVICE_TYPE_SLUGS, M.serviceType),
  priceCents: z
    .number(M.price)
    .int(M.price)
    .min(LISTING_LIMITS.priceMin, M.price)
    .max(LISTING_LIMITS.priceMax, M.price),
});
export type ListingService = z.output<typeof listingService>;

const services = z
  .array(listingService, M.services)
  .min(1, M.services)
  .max(SERVICE_TYPE_SLUGS.length, M.serviceTwice)
  .refine((list) => new Set(list.map((service) => service.serviceType)).size === list.length, M.serviceTwice);

const specialties = z
  .array(storableText(LISTING_LIMITS.specialty, { tooLong: M.specialty }), M.specialties)
  .max(LISTING_LIMITS.specialties, M.specialties)
  // Blank lines and repeats are dropped rather than refused: the page sends one per line.
  .transform((list) => [...new Set(list.filter((specialty) => specialty !== ""))]);

/** Stored as the cards show it, "(416) 555-0123". */
const phone = storableText(30)
  .min(10, M.phone)
  .transform((text, ctx) => {
    const e164 = toE164(text);
    return e164 ? formatNanp(e164) : (ctx.addIssue(M.phone), z.NEVER);
  });

export const listingFields = z.object({
  /** Published once staff approve it. */
  name: storableText(LISTING_LIMITS.name).min(2, M.name),
  /** A category slug among `services`; published once staff approve it. */
  businessType: z.enum(SERVICE_TYPE_SLUGS, M.businessType),
  description: storableText(LISTING_LIMITS.description).min(LISTING_LIMITS.descriptionMin, M.description),
  services,
  specialties,
  serviceRadiusKm: z
    .number(M.radius)
    .int(M.radius)
    .min(LISTING_LIMITS.radiusMin, M.radius)
    .max(LISTING_LIMITS.radiusMax, M.radius),
  isMobileService: z.boolean(),
  replyWithinHours: z.union(
    REPLY_PROMISE_HOURS.map((hours) => z.literal(hours)),
    M.replyWithin,
  ),
  phone,
  email: storableText(254)
    .pipe(z.email(M.email))
    .transform((email) => email.toLowerCase()),
});

export type ListingFields = z.output<typeof listingFields>;

/** The listing's fields in the order its page shows them: the form's, the history's, the schema's enum. */
export const LISTING_FIELD_NAMES = Object.keys(listingFields.shape) as (keyof ListingFields)[];
export type ListingInput = z.input<typeof listingFields>;
export type ListingField = keyof ListingFields;

/** The fields only staff may publish: a new name or type could pass for another business. */
export const FIELDS_STAFF_APPROVE = ["name", "businessType"] as const satisfies readonly ListingField[];

/** The listing page's whole form, checked as the server checks it. */
export const completeListing = listingFields.superRefine((listing, ctx) => {
  if (!listing.services.some((service) => service.serviceType === listing.businessType)) {
    ctx.addIssue({ code: "custom", path: ["businessType"], message: M.businessType });
  }
});
