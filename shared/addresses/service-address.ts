// Where the job is: the service address a customer gives when booking (one visit, a time
// slot, or a recurring schedule). One schema for the forms and the server. The postal code
// is normalised to "A1A 1A1" and checked against the province of the city picked from the
// cities list, with the same Canada Post rules the business registration uses.
import { z } from "zod";
import { normalizePostalCode, postalCodeIsInProvince } from "../canada/postal-code.ts";
import { provinceByCode } from "../canada/provinces.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasNoNul, tooLongMessage } from "../validation/text.ts";

/** The longest text each part may hold (what a person types, with room to spare). */
export const SERVICE_ADDRESS_LIMITS = {
  street: 200,
  unit: 40,
  /** Room for spaces or a hyphen typed in the middle; stored as 7 characters. */
  postalCode: 12,
} as const;

export const SERVICE_ADDRESS_MESSAGES = {
  street: "Please enter the street address",
  city: "Please choose the city",
  unknownCity: "Please choose a city from the list",
  postalCode: "Please enter a valid postal code, such as K1A 0B1",
} as const;

/** "This postal code is not in Ontario": the code's first letter names another province. */
export function postalCodeProvinceMessage(provinceCode: string): string {
  const province = provinceByCode(provinceCode)?.name ?? provinceCode;
  return `This postal code is not in ${province}`;
}

const M = SERVICE_ADDRESS_MESSAGES;

const text = (max: number) =>
  z.string().trim().max(max, tooLongMessage(max)).refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE);

/** The address's own parts; which province the city is in is known only once it is looked up. */
export const serviceAddressFields = z.object({
  street: z.string({ error: M.street }).pipe(text(SERVICE_ADDRESS_LIMITS.street).min(3, M.street)),
  unit: text(SERVICE_ADDRESS_LIMITS.unit)
    .nullish()
    .transform((unit) => unit ?? ""),
  cityId: z.number({ error: M.city }).int(M.city).positive(M.city).max(2_147_483_647, M.unknownCity),
  postalCode: z
    .string({ error: M.postalCode })
    .pipe(text(SERVICE_ADDRESS_LIMITS.postalCode))
    .transform((code, ctx) => normalizePostalCode(code) ?? (ctx.addIssue(M.postalCode), z.NEVER)),
});

export type ServiceAddressInput = z.input<typeof serviceAddressFields>;
export type ServiceAddress = z.output<typeof serviceAddressFields>;
export type ServiceAddressField = keyof ServiceAddressInput;
export const SERVICE_ADDRESS_FIELD_ORDER: readonly ServiceAddressField[] = ["street", "unit", "cityId", "postalCode"];

/** The checked address's postal code against the province of its city (two-letter code). */
export function postalCodeProvinceIssue(address: Pick<ServiceAddress, "postalCode">, provinceCode: string) {
  return postalCodeIsInProvince(address.postalCode, provinceCode)
    ? null
    : { path: ["postalCode"] as const, message: postalCodeProvinceMessage(provinceCode) };
}

/**
 * The whole check when the city's province is known (the form knows it from the city picker;
 * the server from the city it looked up): the parts, then the postal code against the province.
 * `provinceOf` answers the two-letter province of a city id, or undefined for no such city.
 */
export function serviceAddressSchema(provinceOf: (cityId: number) => string | undefined) {
  return serviceAddressFields.superRefine((address, ctx) => {
    const provinceCode = provinceOf(address.cityId);
    if (provinceCode === undefined) {
      ctx.addIssue({ code: "custom", path: ["cityId"], message: M.unknownCity });
      return;
    }
    const issue = postalCodeProvinceIssue(address, provinceCode);
    if (issue) ctx.addIssue({ code: "custom", path: [...issue.path], message: issue.message });
  });
}

/** What formatServiceAddress needs: the Booking / RecurringSchedule columns, with the city. */
export interface ServiceAddressParts {
  /** The street line (or, from the spec's REST payload, a free-form line). */
  address: string | null;
  addressUnit?: string | null;
  /** The booking's addressCity; null or absent when none was picked. */
  addressCity?: { name: string; provinceCode: string } | null;
  postalCode?: string | null;
}

/** A unit typed as a bare number or code ("4", "12B") reads as "Unit 4"; "Apt 4" stays as is. */
function unitLine(unit: string): string {
  return /^[\p{L}\p{N}-]+$/u.test(unit) && /\p{N}/u.test(unit) ? `Unit ${unit}` : unit;
}

/**
 * One line for emails, notices and screens: "12 Main St, Unit 4, Toronto, ON K1A 0B1".
 * A booking from the REST payload gives its free-form line as it is; null when there is no
 * address at all. Whether the address still has to be confirmed is `addressToConfirm`.
 */
export function formatServiceAddress(parts: ServiceAddressParts): string | null {
  const street = parts.address?.trim() ?? "";
  const unit = parts.addressUnit?.trim() ?? "";
  const city = parts.addressCity ?? null;
  const postalCode = parts.postalCode?.trim() ?? "";
  const place = [city ? `${city.name}, ${city.provinceCode}` : "", postalCode].filter(Boolean).join(" ");
  const line = [street, unit ? unitLine(unit) : "", place].filter(Boolean).join(", ");
  return line === "" ? null : line;
}

/** A booking without a checked postal code (the spec's REST payload): the provider confirms it. */
export function addressToConfirm(parts: Pick<ServiceAddressParts, "postalCode">): boolean {
  return !parts.postalCode;
}
