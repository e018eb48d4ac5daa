import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import { ProviderUnavailableError, ValidationError } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import {
  bookingRequestFields,
  MISSING_FIELDS_MESSAGE,
  missingBookingFields,
  REQUIRED,
} from "../../../../shared/bookings/booking-request.ts";
import { latestBookingDate, TOO_FAR_AHEAD_MESSAGE } from "../../../../shared/bookings/booking-time.ts";
import { bookingCreatedDrafts } from "../notifications/booking-notices.ts";
import { recordNotifications } from "../notifications/outbox.ts";
import {
  type AddressMember,
  addressMember,
  assertAddressInCity,
  checkedAddressColumns,
  serviceAddressColumns,
  type ServiceAddressColumns,
} from "../addresses/service-address.ts";
import { type BookableFacts, bookableFacts, insertBookable } from "./bookable-insert.ts";
import { todayIn } from "./calendar-date.ts";

export const createBookingInput = bookingRequestFields.extend({
  // REST sends a number; a form may send digits. The column is a 32-bit integer.
  providerId: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: REQUIRED })
      .int("Unknown provider")
      .positive("Unknown provider")
      .max(2_147_483_647, "Unknown provider"),
  ),
  // Where the job is. GraphQL requires the structured address; the spec's REST payload may
  // send none or a free-form line, kept without a postal code for the provider to confirm.
  address: addressMember,
});

export type CreateBookingInput = z.input<typeof createBookingInput>;
export type CreateBookingRequest = z.output<typeof createBookingInput>;

export interface CreateBookingOptions {
  /**
   * The client's idempotency key: a retry with the same key and the same request gets
   * the first booking back instead of a second one (see idempotency/idempotency.ts).
   */
  idempotencyKey?: string | null;
}

/**
 * A booking request (spec sections 3, 5 and 7): checked, priced at the provider's
 * starting price and stored CONFIRMED. A signed-in customer's booking is linked to the
 * account; anyone else's is known by the contact details alone.
 */
export function createBooking(
  ctx: Context,
  input: CreateBookingInput,
  options: CreateBookingOptions = {},
): Promise<Booking> {
  return createParsedBooking(ctx, parseCreateBookingInput(input), options);
}

/** The same, for a door that has already parsed untyped JSON with parseCreateBookingInput. */
export function createParsedBooking(
  ctx: Context,
  data: CreateBookingRequest,
  options: CreateBookingOptions = {},
): Promise<Booking> {
  // GraphQL and REST share the scope: a key retried through the other door still matches.
  return withIdempotency(
    ctx,
    { scope: "createBooking", key: options.idempotencyKey, request: data },
    {
      create: (db, id) => insertBooking(ctx, db, data, id),
      idOf: (booking) => booking.id,
      replay: (id) => ctx.db.booking.findUniqueOrThrow({ where: { id } }),
      reservesIdOf: '"Booking"',
    },
  );
}

/**
 * The checks, the insert and the notices, in `db`'s transaction: with a key, the one holding
 * it, so a retry returns this booking even once its date has passed or its provider left.
 * The insert checks the provider, the service and the address's city itself, and answers
 * with what the notices need; the checks that need its answer (the provider's "today", the
 * postal code's province) follow it, and a refusal rolls the insert back with the rest.
 */
async function insertBooking(ctx: Context, db: Db, data: CreateBookingRequest, id: number | null): Promise<Booking> {
  const address = await requestedAddressColumns(db, data.address);
  const request = {
    ...address,
    id,
    providerId: data.providerId,
    customerId: bookingCustomerId(ctx),
    customerName: data.customerName,
    customerPhone: data.customerPhone,
    customerEmail: data.customerEmail,
    serviceType: data.serviceType,
    serviceDetails: data.serviceDetails,
    specialInstructions: data.specialInstructions,
    preferredDate: data.preferredDate,
    preferredTime: data.preferredTime,
  };
  const inserted = await insertBookable(db, request);
  assertBookable(data, ctx.clock.now(), inserted?.facts ?? (await bookableFacts(db, request)));
  // Refused by the insert yet passing the checks a moment later: the provider or its services
  // changed in between. Asking again will tell which way they settled.
  if (!inserted) throw new ProviderUnavailableError();
  await recordNotifications(db, ctx.clock.now(), bookingCreatedDrafts(inserted.notice));
  return inserted.booking;
}

/** The spec's refusals, in its order: provider, service, date, then address. */
function assertBookable(data: CreateBookingRequest, now: Date, facts: BookableFacts): void {
  if (!facts.provider?.active) throw new ProviderUnavailableError();
  assertServiceOffered(facts.category);
  // "Today" is the provider's: at 9 pm in Vancouver it is already tomorrow in UTC.
  const today = todayIn(facts.provider.timeZone, now);
  if (data.preferredDate < today) {
    const message = "Please choose today or a later date.";
    throw new ValidationError(message, [{ path: ["preferredDate"], message }]);
  }
  if (data.preferredDate > latestBookingDate(today)) {
    throw new ValidationError(TOO_FAR_AHEAD_MESSAGE, [{ path: ["preferredDate"], message: TOO_FAR_AHEAD_MESSAGE }]);
  }
  if (data.address.kind === "checked") assertAddressInCity(data.address.address, facts.addressCity);
}

/**
 * The columns a request's address asks for. A checked one's city is looked up by the insert
 * and its postal code checked against the city's province after it (assertAddressInCity).
 */
async function requestedAddressColumns(db: Db, member: AddressMember): Promise<ServiceAddressColumns> {
  return member.kind === "checked" ? checkedAddressColumns(member.address) : serviceAddressColumns(db, member);
}

/**
 * The account a new booking belongs to: a customer's own, signed in, who may then read,
 * cancel and pay for it; none for a visitor, or for staff and providers booking for someone.
 */
export function bookingCustomerId(ctx: Context): number | null {
  return ctx.viewer?.role === "CUSTOMER" ? ctx.viewer.userId : null;
}

/**
 * The catalogue slug of a service type the provider offers. The dialog lists only the
 * provider's services; the server holds the rule.
 */
export async function offeredServiceType(db: Db, providerId: number, serviceType: string): Promise<string> {
  const category = await db.category.findUnique({
    where: { slug: serviceType },
    select: { slug: true, providers: { where: { providerId }, select: { providerId: true } } },
  });
  assertServiceOffered(category && { offered: category.providers.length > 0 });
  return serviceType;
}

/** A service type must be in the catalogue, and one the provider offers. */
function assertServiceOffered(category: { offered: boolean } | null): asserts category is { offered: true } {
  if (!category) {
    throw new ValidationError("Please select a service type", [
      { path: ["serviceType"], message: "Please select a service type" },
    ]);
  }
  if (!category.offered) {
    const message = "This provider does not offer that service. Please choose one of their services.";
    throw new ValidationError(message, [{ path: ["serviceType"], message }]);
  }
}

/**
 * Any empty required field makes the whole request "missing information" (spec section 5).
 * Doors whose input is untyped JSON (REST) parse with this first, for the same words.
 */
export function parseCreateBookingInput(input: unknown): CreateBookingRequest {
  return parseBookingRequest(createBookingInput, input);
}

/** The same reading for any schema built on the booking request's fields (a slot booking's too). */
export function parseBookingRequest<T>(
  schema: { safeParse(input: unknown): z.ZodSafeParseResult<T> },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const error = ValidationError.fromZod(result.error);
  const missing =
    missingBookingFields(result.error.issues).length > 0 || result.error.issues.some((i) => i.path.length === 0);
  throw missing ? new ValidationError(MISSING_FIELDS_MESSAGE, error.fieldErrors) : error;
}
