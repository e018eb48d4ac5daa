// The service address on a door's input: a checked address (its city looked up, its postal
// code against the city's province), or, on the spec's REST payloads that predate it, a
// free-form line or nothing. The columns are the same on Booking and RecurringSchedule.
import { z } from "zod";
import {
  postalCodeProvinceIssue,
  type ServiceAddress,
  SERVICE_ADDRESS_LIMITS,
  SERVICE_ADDRESS_MESSAGES,
  serviceAddressFields,
} from "../../../../shared/addresses/service-address.ts";
import { storableText } from "../../../../shared/validation/text.ts";
import type { Context } from "../../context.ts";
import { queryRows } from "../../db/rows.ts";
import { type City, Prisma } from "../../generated/prisma/client.ts";
import { ValidationError } from "../errors.ts";
import type { Db } from "../idempotency/idempotency.ts";

/** The service address columns of Booking and RecurringSchedule. */
export interface ServiceAddressColumns {
  address: string | null;
  addressUnit: string;
  addressCityId: number | null;
  postalCode: string | null;
}

export const NO_SERVICE_ADDRESS: ServiceAddressColumns = {
  address: null,
  addressUnit: "",
  addressCityId: null,
  postalCode: null,
};

/** What a door's `address` member holds once read. */
export type AddressMember =
  | { kind: "checked"; address: ServiceAddress }
  /** The spec's REST booking payload may carry a line of its own: kept, to be confirmed. */
  | { kind: "freeForm"; line: string }
  | { kind: "none" };

const freeFormLine = storableText(SERVICE_ADDRESS_LIMITS.street);

/**
 * A door's `address` member: an object is the structured address (every issue under
 * "address"), text is a free-form line, null or absent is none. Which of these a door
 * accepts is its own rule (GraphQL's input type requires the object).
 */
export const addressMember = z
  .unknown()
  .optional()
  .transform((value, ctx): AddressMember => {
    if (value === undefined || value === null) return { kind: "none" };
    if (typeof value === "string") {
      const line = freeFormLine.safeParse(value);
      if (!line.success) {
        for (const issue of line.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
        return z.NEVER;
      }
      return line.data === "" ? { kind: "none" } : { kind: "freeForm", line: line.data };
    }
    const parsed = serviceAddressFields.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    return { kind: "checked", address: parsed.data };
  });

/**
 * The columns to store: a checked address's city must be in the cities list and its postal
 * code in that city's province; a ValidationError (under "address") otherwise.
 */
export async function serviceAddressColumns(db: Db, member: AddressMember): Promise<ServiceAddressColumns> {
  if (member.kind === "none") return NO_SERVICE_ADDRESS;
  if (member.kind === "freeForm") return { ...NO_SERVICE_ADDRESS, address: member.line };
  const { address } = member;
  const city = await db.city.findUnique({ where: { id: address.cityId }, select: { provinceCode: true } });
  assertAddressInCity(address, city);
  return checkedAddressColumns(address);
}

/** A checked address's columns as they are stored, its city taken as given. */
export function checkedAddressColumns(address: ServiceAddress): ServiceAddressColumns {
  return {
    address: address.street,
    addressUnit: address.unit,
    addressCityId: address.cityId,
    postalCode: address.postalCode,
  };
}

/**
 * The rule on a checked address once its city has been read (null: not on the list): the city
 * must be on the list and the postal code in its province; a ValidationError (under "address").
 */
export function assertAddressInCity(address: ServiceAddress, city: { provinceCode: string } | null): void {
  if (!city) {
    const message = SERVICE_ADDRESS_MESSAGES.unknownCity;
    throw new ValidationError(message, [{ path: ["address", "cityId"], message }]);
  }
  const issue = postalCodeProvinceIssue(address, city.provinceCode);
  if (issue) {
    throw new ValidationError(issue.message, [{ path: ["address", ...issue.path], message: issue.message }]);
  }
}

/** A checked address's city, whole: what a City node shows, so nothing reads it again. */
export type AddressCity = City;

/**
 * The structured address of the signed-in customer's latest booking or schedule that has one
 * (a booking before a schedule made the same instant), with its city: one statement.
 */
export async function lastServiceAddress(ctx: Context): Promise<(ServiceAddress & { city: AddressCity }) | null> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.role !== "CUSTOMER") return null;
  const [row] = await queryRows<LastAddressRow>(
    ctx.db,
    Prisma.sql`
      SELECT latest.address, latest."addressUnit", latest."postalCode", to_jsonb(c) AS city
      FROM (
        (SELECT address, "addressUnit", "postalCode", "addressCityId", "createdAt", id, 0 AS kind
           FROM "Booking"
          WHERE "customerId" = ${viewer.userId} AND "postalCode" IS NOT NULL AND "addressCityId" IS NOT NULL
          ORDER BY "createdAt" DESC, id DESC LIMIT 1)
        UNION ALL
        (SELECT address, "addressUnit", "postalCode", "addressCityId", "createdAt", id, 1 AS kind
           FROM "RecurringSchedule"
          WHERE "customerId" = ${viewer.userId} AND "postalCode" IS NOT NULL AND "addressCityId" IS NOT NULL
          ORDER BY "createdAt" DESC, id DESC LIMIT 1)
      ) latest
      JOIN "City" c ON c.id = latest."addressCityId"
      ORDER BY latest."createdAt" DESC, latest.kind
      LIMIT 1`,
  );
  if (!row?.address || !row.postalCode) return null;
  return {
    street: row.address,
    unit: row.addressUnit,
    cityId: row.city.id,
    postalCode: row.postalCode,
    city: row.city,
  };
}

interface LastAddressRow {
  address: string | null;
  addressUnit: string;
  postalCode: string | null;
  city: AddressCity;
}

const addressOnly = z.object({ address: addressMember });

/** The `address` member of a door's untyped input, read on its own (a ValidationError if it is not one). */
export function readAddressMember(input: unknown): AddressMember {
  const parsed = addressOnly.safeParse(typeof input === "object" && input !== null ? input : {});
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  return parsed.data.address;
}
