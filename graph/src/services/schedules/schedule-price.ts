// What a recurring schedule charges per visit: the provider's price for the service, never a
// figure the customer types. One function, so the rule lives in one place.
import type { ProviderCategory } from "../../generated/prisma/client.ts";
import { ValidationError } from "../errors.ts";

/** The service as the provider offers it: its listing's price. */
export type PricedService = Pick<ProviderCategory, "priceCents">;

/** Cents per visit of a service with this provider. */
export function schedulePriceFor(offered: PricedService): number {
  return offered.priceCents;
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
