// What a recurring schedule charges per visit: the provider's price, never a figure the
// customer types. One function, so the day providers price each service apart, this is the
// one place that changes.
import type { Provider } from "../../generated/prisma/client.ts";
import type { RecurringServiceType } from "../../../../shared/schedules/recurring-schedule.ts";
import { ValidationError } from "../errors.ts";

/** What the price is read from: today the provider's one starting price. */
export type PricedProvider = Pick<Provider, "startingPrice">;

/** Cents per visit of `serviceType` with this provider. */
export function schedulePriceFor(provider: PricedProvider, _serviceType: RecurringServiceType | string): number {
  return provider.startingPrice;
}

const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" });

/** "$120.00": cents as the customer reads a price. */
export function dollarsOf(cents: number): string {
  return CAD.format(cents / 100);
}

export function priceSetByProviderMessage(price: number): string {
  return `The price per visit is set by the provider: ${dollarsOf(price)} a visit.`;
}

/** A client that sent a price other than the provider's is told what the price is; nothing is created. */
export function refuseDifferingPrice(sent: number | undefined, price: number): void {
  if (sent === undefined || sent === price) return;
  const message = priceSetByProviderMessage(price);
  throw new ValidationError(message, [{ path: ["estimatedPrice"], message }]);
}
