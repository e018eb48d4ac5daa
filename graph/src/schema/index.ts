// Each domain registers its types and root fields on the builder when imported.
import "./errors.ts";
import "./node.ts";
import "./accounts/user.ts";
import "./availability/time-slot.ts";
import "./bookings/booking.ts";
import "./bookings/booking-status.ts";
import "./bookings/customer-bookings.ts";
import "./bookings/provider-dashboard.ts";
import "./cities/city.ts";
import "./cities/nearest-city.ts";
import "./matching/cleaning-finder.ts";
import "./matching/quiz.ts";
import "./notifications/notifications.ts";
import "./onboarding/provider-approval.ts";
import "./onboarding/registration.ts";
import "./partners/partner-token.ts";
import "./payments/checkout.ts";
import "./payments/payment.ts";
import "./payments/payouts.ts";
import "./payments/platform-earnings.ts";
import "./providers/category.ts";
import "./providers/provider.ts";
import "./providers/saved-providers.ts";
import "./providers/review.ts";
import "./schedules/recurring-schedule.ts";
import { builder } from "../builder.ts";

export const schema = builder.toSchema({ sortSchema: true });
