import type { Context } from "../../context.ts";
import type { RecurringSchedule } from "../../generated/prisma/client.ts";
import { ProviderUnavailableError, ValidationError } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import { dateColumn, todayIn } from "../bookings/calendar-date.ts";
import { parseBookingRequest } from "../bookings/create-booking.ts";
import { latestBookingDate, TOO_FAR_AHEAD_MESSAGE } from "../../../../shared/bookings/booking-time.ts";
import { firstOccurrence } from "../../../../shared/schedules/next-date.ts";
import {
  categoryOfRecurringService,
  type RecurringSchedule as ScheduleRequest,
  type RecurringScheduleInput,
  recurringScheduleFields,
  scheduleRuleOf,
} from "../../../../shared/schedules/recurring-schedule.ts";
import { assertSignedInForSchedules } from "./access.ts";
import { type AddressMember, readAddressMember, serviceAddressColumns } from "../addresses/service-address.ts";
import { refuseDifferingPrice, schedulePriceFor } from "./schedule-price.ts";

export interface CreateScheduleOptions {
  /** The client's idempotency key: a retry with the same key and request gets the first schedule back. */
  idempotencyKey?: string | null;
  /**
   * What a sent estimatedPrice other than the provider's price gets: refused (GraphQL), or
   * ignored (REST, whose spec client always sends its default estimate; see
   * docs/decisions/schedule-price-from-provider.md). Either way the provider's price is charged.
   */
  differingPrice?: "refuse" | "ignore";
}

export const PROVIDER_DOES_NOT_OFFER =
  "This provider does not offer that service. Please choose a provider who does, or another service.";

/**
 * A customer's recurring schedule (spec sections 3 and 5): checked with the dialog's own
 * schema, priced at the provider's price (schedulePriceFor), and dated by the next-date
 * rules from its start date on the provider's calendar. The account that sets it up owns
 * it. Whatever nextBookingDate a client sends (the REST body may carry one) is not consulted.
 */
export function createRecurringSchedule(
  ctx: Context,
  // REST hands over the JSON body as it came: the schema is what reads it.
  input: RecurringScheduleInput | Record<string, unknown>,
  options: CreateScheduleOptions = {},
): Promise<RecurringSchedule> {
  assertSignedInForSchedules(ctx);
  // Where the cleanings are (required by GraphQL; REST may still send the spec's payload without it).
  const request = { ...parseBookingRequest(recurringScheduleFields, input), address: readAddressMember(input) };
  // GraphQL and REST share the scope: a key retried through the other door still matches.
  return withIdempotency(
    ctx,
    { scope: "createRecurringSchedule", key: options.idempotencyKey, request },
    {
      create: (db) => insertSchedule(ctx, db, request, options.differingPrice ?? "refuse"),
      idOf: (schedule) => schedule.id,
      replay: (id) => ctx.db.recurringSchedule.findUniqueOrThrow({ where: { id } }),
    },
  );
}

async function insertSchedule(
  ctx: Context,
  db: Db,
  request: ScheduleRequest & { address: AddressMember },
  differingPrice: "refuse" | "ignore",
): Promise<RecurringSchedule> {
  const provider = await db.provider.findUnique({
    where: { id: request.providerId },
    select: {
      id: true,
      status: true,
      city: { select: { timeZone: true } },
      categories: {
        where: { category: { slug: categoryOfRecurringService(request.serviceType) } },
        select: { priceCents: true },
      },
    },
  });
  if (!provider || provider.status !== "ACTIVE") throw new ProviderUnavailableError();
  if (provider.categories.length === 0) {
    throw new ValidationError(PROVIDER_DOES_NOT_OFFER, [{ path: ["serviceType"], message: PROVIDER_DOES_NOT_OFFER }]);
  }

  const today = todayIn(provider.city.timeZone, ctx.clock.now());
  if (request.startDate < today) {
    const message = "Please choose a start date of today or later.";
    throw new ValidationError(message, [{ path: ["startDate"], message }]);
  }
  if (request.startDate > latestBookingDate(today)) {
    throw new ValidationError(TOO_FAR_AHEAD_MESSAGE, [{ path: ["startDate"], message: TOO_FAR_AHEAD_MESSAGE }]);
  }

  const price = schedulePriceFor(provider.categories[0]!);
  if (differingPrice === "refuse") refuseDifferingPrice(request.estimatedPrice, price);

  const { providerId, startDate, estimatedPrice: _sent, address, ...fields } = request;
  const addressColumns = await serviceAddressColumns(db, address);
  return db.recurringSchedule.create({
    data: {
      ...fields,
      ...addressColumns,
      estimatedPrice: price,
      providerId,
      customerId: ctx.viewer?.userId ?? null,
      startDate: dateColumn(startDate),
      nextBookingDate: dateColumn(firstOccurrence(scheduleRuleOf(request))),
    },
  });
}
