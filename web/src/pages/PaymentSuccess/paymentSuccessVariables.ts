import { parsePaymentSuccessParams } from "../../lib/checkoutParams";
import type { PaymentSuccessPageQuery$variables } from "./__generated__/PaymentSuccessPageQuery.graphql";

/**
 * The page query's variables (the route loader's): the payment the URL names, and its
 * outcome only for someone signed in (a visitor is asked to sign in, and the server would
 * refuse them the outcome).
 */
export function paymentSuccessVariables(
  searchParams: URLSearchParams,
  signedIn: boolean,
): PaymentSuccessPageQuery$variables {
  const target = parsePaymentSuccessParams(searchParams);
  return {
    bookingId: target?.kind === "booking" ? target.bookingId : null,
    scheduleId: target?.kind === "schedule" ? target.scheduleId : null,
    withOutcome: signedIn && target !== null,
  };
}
