// The values the /api description is made of, described once: ids, instants, calendar dates,
// amounts in cents, statuses in lower case, and a service address as requests send it.
import { z } from "zod";
import { serviceAddressFields } from "../../../../shared/addresses/service-address.ts";

export const id = z.number().int().positive();
export const instant = z.iso.datetime().meta({ description: "An instant in UTC, ISO 8601." });
export const calendarDate = z.iso.date().meta({ description: "A calendar date, YYYY-MM-DD." });
export const cents = z.number().int().meta({ description: "An amount in cents (CAD)." });

/** A status word as REST spells a Prisma enum: its value in lower case. */
export function lowerCaseOf<const T extends Record<string, string>>(values: T) {
  const words = Object.values(values).map((value) => value.toLowerCase()) as [string, ...string[]];
  return z.enum(words);
}

/**
 * Where the job is, as REST takes it (services/addresses/service-address.ts addressMember, a
 * schema that reads any value itself): the checked parts, a free-form line, or none.
 */
export const serviceAddress = z
  .union([serviceAddressFields, z.string().max(300)])
  .nullish()
  .meta({ description: "The address's parts, or one free-form line the provider confirms; none is fine too." });
