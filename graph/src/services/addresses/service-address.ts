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
  const city = await db.city.findUnique({ where: { id: address.cityId }, select: { id: true, provinceCode: true } });
  if (!city) {
    const message = SERVICE_ADDRESS_MESSAGES.unknownCity;
    throw new ValidationError(message, [{ path: ["address", "cityId"], message }]);
  }
  const issue = postalCodeProvinceIssue(address, city.provinceCode);
  if (issue) {
    throw new ValidationError(issue.message, [{ path: ["address", ...issue.path], message: issue.message }]);
  }
  return { address: address.street, addressUnit: address.unit, addressCityId: city.id, postalCode: address.postalCode };
}

/** The structured address of the signed-in customer's latest booking or schedule that has one. */
export async function lastServiceAddress(
  ctx: Context,
): Promise<(ServiceAddress & { city: { id: number; name: string; provinceCode: string } }) | null> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.role !== "CUSTOMER") return null;
  const where = { customerId: viewer.userId, postalCode: { not: null }, addressCityId: { not: null } };
  const select = {
    address: true,
    addressUnit: true,
    postalCode: true,
    createdAt: true,
    addressCity: { select: { id: true, name: true, provinceCode: true } },
  } as const;
  const [booking, schedule] = await Promise.all([
    ctx.db.booking.findFirst({ where, select, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    ctx.db.recurringSchedule.findFirst({ where, select, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  ]);
  const latest = [booking, schedule]
    .filter((row) => row !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!latest?.address || !latest.addressCity || !latest.postalCode) return null;
  return {
    street: latest.address,
    unit: latest.addressUnit,
    cityId: latest.addressCity.id,
    postalCode: latest.postalCode,
    city: latest.addressCity,
  };
}

const addressOnly = z.object({ address: addressMember });

/** The `address` member of a door's untyped input, read on its own (a ValidationError if it is not one). */
export function readAddressMember(input: unknown): AddressMember {
  const parsed = addressOnly.safeParse(typeof input === "object" && input !== null ? input : {});
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  return parsed.data.address;
}
