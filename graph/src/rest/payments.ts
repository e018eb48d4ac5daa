import { Hono } from "hono";
import type { StartedCheckout } from "../services/payments/checkout.ts";
import { startBookingCheckout, startSubscriptionCheckout } from "../services/payments/checkout.ts";
import { ValidationError } from "../services/errors.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";

/**
 * POST /api/create-payment-intent `{ amount, bookingId }` and POST /api/create-subscription
 * `{ customerEmail, customerName, priceAmount, recurringScheduleId }` (spec section 7): both
 * answer `{ clientSecret }` and the order summary. The amounts the body carries are not used:
 * what is charged is the booking's price or the schedule's estimate (services/payments/checkout.ts),
 * and the customer is the signed-in account that made it.
 */
export const paymentRoutes = new Hono<RestEnv>()
  .post("/create-payment-intent", async (c) => {
    const body = await objectBody(c);
    const bookingId = requiredField(body, "bookingId", "Say which booking to pay for: bookingId is missing.");
    return c.json(checkoutJson(await startBookingCheckout(c.var.ctx, { bookingId })));
  })
  .post("/create-subscription", async (c) => {
    const body = await objectBody(c);
    const recurringScheduleId = requiredField(
      body,
      "recurringScheduleId",
      "Say which recurring schedule to pay for: recurringScheduleId is missing.",
    );
    const started = await startSubscriptionCheckout(c.var.ctx, { recurringScheduleId });
    return c.json(checkoutJson(started));
  });

/** Without it the service would answer "There is no booking with that id.", which misleads. */
function requiredField(body: Record<string, unknown>, field: string, message: string): unknown {
  const value = body[field];
  if (value === undefined || value === null || value === "") {
    throw new ValidationError(message, [{ path: [field], message }]);
  }
  return value;
}

function checkoutJson(started: StartedCheckout) {
  return {
    clientSecret: started.clientSecret,
    paymentId: started.payment?.id ?? null,
    amount: started.summary.amount,
    price: started.summary.price,
    taxLines: started.summary.taxLines.map(({ tax, province, ratePpm, base, amount }) => ({
      tax,
      province,
      ratePpm,
      base,
      amount,
    })),
    smallSupplier: started.summary.smallSupplier,
    isRecurring: started.summary.kind === "subscription",
    serviceType: started.summary.serviceType,
    providerName: started.summary.providerName,
    customerName: started.summary.customerName,
    customerEmail: started.summary.customerEmail,
    serviceDetails: started.summary.serviceDetails,
    frequency: started.summary.frequency,
  };
}
