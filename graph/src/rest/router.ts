import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { clientErrorFor, type ErrorLog, retryAfterHeader, summarize } from "../http/errors.ts";
import { accountRoutes } from "./account.ts";
import { accountSessionRoutes } from "./account-sessions.ts";
import { accountEmailRoutes } from "./account-email.ts";
import { auditRoutes } from "./audit.ts";
import { availabilityRoutes } from "./availability.ts";
import { bookingRoutes } from "./bookings.ts";
import { calendarRoutes } from "./calendars.ts";
import { taxProfileRoutes } from "./tax-profiles.ts";
import { receiptRoutes } from "./receipts.ts";
import { messageRoutes } from "./messages.ts";
import { rescheduleRoutes } from "./reschedules.ts";
import { absenceRoutes } from "./absences.ts";
import { catalogueRoutes } from "./catalogue.ts";
import type { RestEnv } from "./env.ts";
import { earningsRoutes } from "./earnings.ts";
import { guestBookingRoutes } from "./guest-bookings.ts";
import { notificationRoutes } from "./notifications.ts";
import { onboardingRoutes } from "./onboarding.ts";
import { passwordResetRoutes } from "./password-reset.ts";
import { paymentRoutes } from "./payments.ts";
import { providerRoutes } from "./providers.ts";
import { listingRoutes } from "./listings.ts";
import { quizRoutes } from "./quiz.ts";
import { referenceRoutes } from "./reference.ts";
import { reviewRoutes } from "./reviews.ts";
import { scheduleRoutes } from "./schedules.ts";
import { errorBody } from "../http/refusal.ts";
import { fieldName } from "../http/storable-input.ts";
import { ValidationError } from "../services/errors.ts";

/**
 * The /api compatibility layer: spec section 7's paths over the same services as
 * GraphQL. Errors are always JSON `{ "message": ... }` with a 4xx/5xx status; a refused
 * input adds `fields`, each `{ field, message }` (`customerName`, `specialRequirements[0]`).
 */
export function restRouter(log: ErrorLog) {
  const api = new Hono<RestEnv>();
  api.route("/", catalogueRoutes);
  api.route("/", providerRoutes);
  api.route("/", listingRoutes);
  api.route("/", bookingRoutes);
  api.route("/", calendarRoutes);
  api.route("/", taxProfileRoutes);
  api.route("/", messageRoutes);
  api.route("/", rescheduleRoutes);
  api.route("/", absenceRoutes);
  api.route("/", reviewRoutes);
  api.route("/", guestBookingRoutes);
  api.route("/", availabilityRoutes);
  api.route("/", onboardingRoutes);
  api.route("/", paymentRoutes);
  api.route("/", receiptRoutes);
  api.route("/", earningsRoutes);
  api.route("/", scheduleRoutes);
  api.route("/", quizRoutes);
  api.route("/", notificationRoutes);
  api.route("/", accountRoutes);
  api.route("/", accountSessionRoutes);
  api.route("/", accountEmailRoutes);
  api.route("/", passwordResetRoutes);
  api.route("/", auditRoutes);
  api.route("/", referenceRoutes);

  // A mounted router's notFound is never consulted, so the catch-all is a route.
  api.all("*", (c) => c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}`), 404));
  api.onError((error, c) => {
    const expected = clientErrorFor(error, log);
    const retryAfter = retryAfterHeader(error);
    if (retryAfter) c.header("Retry-After", retryAfter);
    if (expected) {
      const extra: Record<string, unknown> = expected.refusalCode ? { code: expected.refusalCode } : {};
      // Which fields to fix, for a client that shows each beside its input (or logs them).
      if (expected instanceof ValidationError && expected.fieldErrors.length > 0) {
        extra.fields = expected.fieldErrors.map(({ path, message }) => ({ field: fieldName(path), message }));
      }
      return c.json(errorBody(expected.message, extra), expected.status as ContentfulStatusCode);
    }
    if (error instanceof SyntaxError) {
      return c.json(errorBody("The request body is not valid JSON."), 400);
    }
    log(`REST ${c.req.method} ${c.req.path} failed`, summarize(error));
    return c.json(errorBody("Something went wrong on our side. Please try again."), 500);
  });
  return api;
}
