// A booking request's write in one statement: the booking is inserted only if its provider is
// active, offers the service and its address's city (if any) is on the list, and the statement
// answers with the booking and everything its notices say (the provider's accounts and zone,
// the service's name, the address's city, the customer's account), so nothing is read again.
// It costs the provider's price for the service, as the listing has it at that moment.
// When it inserts nothing, bookableFacts reads why, for the checks to name the first failure.
import { utcTimestampSql } from "../../db/sql-time.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import type { Db } from "../idempotency/idempotency.ts";
import type { NoticeBooking } from "../notifications/booking-notices.ts";
import type { ServiceAddressColumns } from "../addresses/service-address.ts";

/** The booking's columns as the request gives them; the price and the rest are the insert's. */
export type BookableRequest = ServiceAddressColumns &
  Pick<
    Booking,
    | "providerId"
    | "customerId"
    | "customerName"
    | "customerPhone"
    | "customerEmail"
    | "serviceType"
    | "serviceDetails"
    | "specialInstructions"
    | "preferredTime"
  > & {
    /** The id a key's claim reserved for it; null takes the table's next. */
    id: number | null;
    /** "YYYY-MM-DD", the provider's wall-clock date. */
    preferredDate: string;
  };

/** What the checks need to know, whichever way it was read. */
export interface BookableFacts {
  provider: { active: boolean; timeZone: string } | null;
  category: { offered: boolean } | null;
  addressCity: { provinceCode: string } | null;
}

export interface InsertedBooking {
  booking: Booking;
  notice: NoticeBooking;
  facts: BookableFacts;
}

/** The booking's columns and, beside them, what the statement joined for its notices. */
type Row = Booking & {
  serviceName: string;
  providerName: string;
  providerEmail: string;
  providerPhone: string;
  providerTimeZone: string;
  providerUsers: { id: number; email: string }[];
  addressCityName: string | null;
  addressProvinceCode: string | null;
  customerAccountEmail: string | null;
};

/** Inserts the booking if it may be made; null (nothing written) if not. */
export async function insertBookable(db: Db, request: BookableRequest): Promise<InsertedBooking | null> {
  const at = utcTimestampSql(new Date());
  const [row] = await db.$queryRaw<Row[]>`
    WITH "booking" AS (
      INSERT INTO "Booking" ("id", "providerId", "customerId", "customerName", "customerPhone", "customerEmail",
        "address", "addressUnit", "addressCityId", "postalCode", "serviceType", "serviceDetails",
        "specialInstructions", "preferredDate", "preferredTime", "estimatedPrice", "createdAt", "updatedAt")
      SELECT COALESCE(${request.id}::int, nextval(pg_get_serial_sequence('"Booking"', 'id'))::int), p."id",
        ${request.customerId}::int, ${request.customerName}, ${request.customerPhone}, ${request.customerEmail},
        ${request.address}, ${request.addressUnit}, ${request.addressCityId}::int, ${request.postalCode},
        c."slug", ${request.serviceDetails}, ${request.specialInstructions}, ${request.preferredDate}::date,
        ${request.preferredTime}, pc."priceCents", ${at}, ${at}
      FROM "Provider" AS p
      JOIN "ProviderCategory" AS pc ON pc."providerId" = p."id"
      JOIN "Category" AS c ON c."id" = pc."categoryId" AND c."slug" = ${request.serviceType}
      WHERE p."id" = ${request.providerId} AND p."status" = 'ACTIVE'
        AND (${request.addressCityId}::int IS NULL OR EXISTS (SELECT FROM "City" WHERE "id" = ${request.addressCityId}::int))
      RETURNING *
    )
    SELECT b.*, c."name" AS "serviceName", p."name" AS "providerName", p."email" AS "providerEmail",
      p."phone" AS "providerPhone", pcity."timeZone" AS "providerTimeZone",
      COALESCE((SELECT json_agg(json_build_object('id', u."id", 'email', u."email") ORDER BY u."id")
                FROM "User" AS u WHERE u."providerId" = p."id"), '[]'::json) AS "providerUsers",
      a."name" AS "addressCityName", a."provinceCode" AS "addressProvinceCode",
      customer."email" AS "customerAccountEmail"
    FROM "booking" AS b
    JOIN "Provider" AS p ON p."id" = b."providerId"
    JOIN "City" AS pcity ON pcity."id" = p."cityId"
    JOIN "Category" AS c ON c."slug" = b."serviceType"
    LEFT JOIN "City" AS a ON a."id" = b."addressCityId"
    LEFT JOIN "User" AS customer ON customer."id" = b."customerId"`;
  return row ? inserted(row) : null;
}

function inserted(row: Row): InsertedBooking {
  const {
    serviceName,
    providerName,
    providerEmail,
    providerPhone,
    providerTimeZone,
    providerUsers,
    addressCityName,
    addressProvinceCode,
    customerAccountEmail,
    ...booking
  } = row;
  const addressCity =
    addressCityName !== null && addressProvinceCode !== null
      ? { name: addressCityName, provinceCode: addressProvinceCode }
      : null;
  const notice: NoticeBooking = {
    ...booking,
    addressCity,
    // Inserted here without a slot: a slot's booking takes it afterwards.
    timeSlot: null,
    customer:
      booking.customerId !== null && customerAccountEmail !== null
        ? { id: booking.customerId, email: customerAccountEmail }
        : null,
    provider: {
      name: providerName,
      email: providerEmail,
      phone: providerPhone,
      users: providerUsers,
      city: { timeZone: providerTimeZone },
    },
    serviceName,
  };
  return {
    booking,
    notice,
    facts: {
      provider: { active: true, timeZone: providerTimeZone },
      category: { offered: true },
      addressCity: addressCity && { provinceCode: addressCity.provinceCode },
    },
  };
}

/** Why a request was not inserted: its provider, its service and its address's city, read in one statement. */
export async function bookableFacts(
  db: Db,
  request: Pick<BookableRequest, "providerId" | "serviceType" | "addressCityId">,
): Promise<BookableFacts> {
  const [facts] = await db.$queryRaw<[BookableFacts]>`
    SELECT
      (SELECT json_build_object('active', p."status" = 'ACTIVE', 'timeZone', city."timeZone")
       FROM "Provider" AS p JOIN "City" AS city ON city."id" = p."cityId"
       WHERE p."id" = ${request.providerId}) AS "provider",
      (SELECT json_build_object('offered', EXISTS (
         SELECT FROM "ProviderCategory" AS pc WHERE pc."categoryId" = c."id" AND pc."providerId" = ${request.providerId}))
       FROM "Category" AS c WHERE c."slug" = ${request.serviceType}) AS "category",
      (SELECT json_build_object('provinceCode', a."provinceCode")
       FROM "City" AS a WHERE a."id" = ${request.addressCityId}::int) AS "addressCity"`;
  return facts;
}
