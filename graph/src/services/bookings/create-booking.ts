import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import { ProviderUnavailableError, ValidationError } from "../errors.ts";
import { dateColumn, formatTime12h, isIsoDate, normalizeTime, PREFERRED_TIMES, todayIn } from "./booking-time.ts";

/** Spec section 5: the one message for any empty required field. */
export const MISSING_FIELDS_MESSAGE = "Please fill in all required fields.";
const REQUIRED = "Required";
const MAX_TEXT = 2000;

/** Trimmed text; empty (or absent) is the "Required" issue the form's toast summarises. */
const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

const optionalText = z
  .string()
  .trim()
  .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
  .nullish()
  .transform((text) => text ?? "");

export const createBookingInput = z.object({
  // REST sends a number; a form may send digits.
  providerId: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: REQUIRED }).int().positive("Unknown provider"),
  ),
  serviceType: requiredText(64),
  preferredDate: requiredText(10).refine(isIsoDate, "Please choose a valid date"),
  preferredTime: requiredText(20)
    .transform((text) => normalizeTime(text) ?? text)
    .refine((time) => (PREFERRED_TIMES as readonly string[]).includes(time), {
      message: `Please choose one of ${PREFERRED_TIMES.map(formatTime12h).join(", ")}`,
    }),
  serviceDetails: optionalText,
  customerName: requiredText(100),
  // Spec section 5: no format checks on phone or email beyond the inputs' types.
  customerPhone: requiredText(40),
  customerEmail: requiredText(254),
  specialInstructions: optionalText,
});

export type CreateBookingInput = z.input<typeof createBookingInput>;

/**
 * A booking request (spec sections 3, 5 and 7): checked, priced at the provider's
 * starting price and stored CONFIRMED. A signed-in customer's booking is linked to the
 * account; anyone else's is known by the contact details alone.
 */
export async function createBooking(ctx: Context, input: unknown): Promise<Booking> {
  const data = parseBookingInput(input);

  const provider = await ctx.db.provider.findUnique({
    where: { id: data.providerId },
    select: { id: true, status: true, startingPrice: true, city: { select: { timeZone: true } } },
  });
  if (!provider || provider.status !== "ACTIVE") throw new ProviderUnavailableError();

  const category = await ctx.db.category.findUnique({
    where: { slug: data.serviceType },
    select: { slug: true, providers: { where: { providerId: provider.id }, select: { providerId: true } } },
  });
  if (!category) {
    throw new ValidationError("Please select a service type", [
      { path: ["serviceType"], message: "Please select a service type" },
    ]);
  }
  // The dialog lists only the provider's services; the server holds the rule.
  if (category.providers.length === 0) {
    const message = "This provider does not offer that service. Please choose one of their services.";
    throw new ValidationError(message, [{ path: ["serviceType"], message }]);
  }

  // "Today" is the provider's: at 9 pm in Vancouver it is already tomorrow in UTC.
  const today = todayIn(provider.city.timeZone, ctx.clock.now());
  if (data.preferredDate < today) {
    const message = "Please choose today or a later date.";
    throw new ValidationError(message, [{ path: ["preferredDate"], message }]);
  }

  return ctx.db.booking.create({
    data: {
      providerId: provider.id,
      customerId: ctx.viewer?.role === "CUSTOMER" ? ctx.viewer.userId : null,
      customerName: data.customerName,
      customerPhone: data.customerPhone,
      customerEmail: data.customerEmail,
      serviceType: category.slug,
      serviceDetails: data.serviceDetails,
      specialInstructions: data.specialInstructions,
      preferredDate: dateColumn(data.preferredDate),
      preferredTime: data.preferredTime,
      estimatedPrice: provider.startingPrice,
    },
  });
}

/** Any empty required field makes the whole request "missing information" (spec section 5). */
function parseBookingInput(input: unknown) {
  const result = createBookingInput.safeParse(input);
  if (result.success) return result.data;
  const error = ValidationError.fromZod(result.error);
  const missing = result.error.issues.some((issue) => issue.message === REQUIRED || issue.path.length === 0);
  throw missing ? new ValidationError(MISSING_FIELDS_MESSAGE, error.fieldErrors) : error;
}
