// The checkout's URL (spec section 2: /checkout?serviceType=&amount=&recurring=&customerName=
// &customerEmail=&providerName=&serviceDetails=&frequency=&scheduleId=&bookingId=) and the
// card provider's return URL (/payment-success?bookingId= or ?scheduleId=). The URL only says
// WHAT is paid for: the amount, the names and the details shown and charged are the server's,
// so a link someone edited cannot change the price.

/** Spec section 9 "checkout default 150": the dollars a checkout link without an amount asks for. */
export const DEFAULT_CHECKOUT_AMOUNT_DOLLARS = 150;

/** What a checkout pays for: one booking, or the subscription of a recurring schedule. */
export type CheckoutTarget = { kind: "booking"; bookingId: string } | { kind: "schedule"; scheduleId: string };

export interface CheckoutParams {
  /** null: the link names nothing payable (the page explains instead of charging anything). */
  target: CheckoutTarget | null;
  /**
   * Cents the link asked for: its `amount` (dollars), else the default 150. A label only,
   * compared with the server's price to say that the price was corrected; never charged.
   */
  requestedAmount: number;
  /** Whether the link carried a readable `amount` at all. */
  amountGiven: boolean;
}

// A booking's databaseId or global id, a schedule's databaseId: short, URL-safe text. The
// bound keeps a crafted link from sending the server anything long.
const ID_PATTERN = /^[A-Za-z0-9+/=_:-]{1,100}$/;
// Dollars with at most two decimals, up to $9,999,999.99 (well above any charge allowed).
const AMOUNT_PATTERN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

function idParam(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value && ID_PATTERN.test(value) ? value : null;
}

/** "12.5" dollars → 1250 cents, by digits rather than floating point; null if not an amount. */
export function dollarsToCents(text: string | null | undefined): number | null {
  const match = AMOUNT_PATTERN.exec(text?.trim() ?? "");
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1250 cents → "12.50"; whole dollars stay whole ("150"), as the spec's links write them. */
export function centsToDollarsParam(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/**
 * What /checkout's query string asks for. With `recurring=true` the schedule is paid by a
 * subscription; otherwise the booking. A link naming only the other kind is read as that
 * kind, and one naming neither is nothing to pay.
 */
export function parseCheckoutParams(search: URLSearchParams): CheckoutParams {
  const recurring = search.get("recurring") === "true";
  const bookingId = idParam(search, "bookingId");
  const scheduleId = idParam(search, "scheduleId");
  let target: CheckoutTarget | null = null;
  if (recurring && scheduleId) target = { kind: "schedule", scheduleId };
  else if (bookingId) target = { kind: "booking", bookingId };
  else if (scheduleId) target = { kind: "schedule", scheduleId };

  const given = dollarsToCents(search.get("amount"));
  return {
    target,
    requestedAmount: given ?? DEFAULT_CHECKOUT_AMOUNT_DOLLARS * 100,
    amountGiven: given !== null,
  };
}

/** Whether to tell the customer that the price shown is not the one their link carried. */
export function amountWasCorrected(params: CheckoutParams, serverAmount: number): boolean {
  return params.amountGiven && params.requestedAmount !== serverAmount;
}

/** A stable string for a target: one checkout is started per target per visit. */
export function targetKey(target: CheckoutTarget): string {
  return target.kind === "booking" ? `booking:${target.bookingId}` : `schedule:${target.scheduleId}`;
}

/** /payment-success for what was paid: the page reads the outcome from the server by this id. */
export function paymentSuccessPath(target: CheckoutTarget): string {
  const search =
    target.kind === "booking"
      ? new URLSearchParams({ bookingId: target.bookingId })
      : new URLSearchParams({ scheduleId: target.scheduleId });
  return `/payment-success?${search}`;
}

/** Stripe's confirmPayment return_url: absolute, on this site (spec section 7). */
export function paymentReturnUrl(origin: string, target: CheckoutTarget): string {
  return new URL(paymentSuccessPath(target), origin).toString();
}

/**
 * What /payment-success is about. Stripe adds payment_intent, payment_intent_client_secret
 * and redirect_status to the return URL; they are ignored: the outcome is the server's.
 */
export function parsePaymentSuccessParams(search: URLSearchParams): CheckoutTarget | null {
  const bookingId = idParam(search, "bookingId");
  if (bookingId) return { kind: "booking", bookingId };
  const scheduleId = idParam(search, "scheduleId");
  return scheduleId ? { kind: "schedule", scheduleId } : null;
}

/** The checkout link's descriptive parameters (spec section 2): labels for people, not prices. */
export interface CheckoutLinkDetails {
  /** Cents: written as dollars in `amount`. */
  amount?: number | null;
  serviceType?: string | null;
  customerName?: string | null;
  customerEmail?: string | null;
  providerName?: string | null;
  serviceDetails?: string | null;
  /** "weekly" | "biweekly" | "monthly", for a schedule. */
  frequency?: string | null;
}

// Keeps a link to a reasonable length whatever a booking's details hold.
const MAX_DETAIL_LENGTH = 200;

/** /checkout for a booking or a schedule, with the spec's query parameters. */
export function checkoutPath(target: CheckoutTarget, details: CheckoutLinkDetails = {}): string {
  const search = new URLSearchParams();
  const text = (name: string, value: string | null | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) search.set(name, trimmed.slice(0, MAX_DETAIL_LENGTH));
  };
  text("serviceType", details.serviceType);
  if (details.amount != null && Number.isSafeInteger(details.amount) && details.amount > 0) {
    search.set("amount", centsToDollarsParam(details.amount));
  }
  if (target.kind === "schedule") search.set("recurring", "true");
  text("customerName", details.customerName);
  text("customerEmail", details.customerEmail);
  text("providerName", details.providerName);
  text("serviceDetails", details.serviceDetails);
  if (target.kind === "schedule") text("frequency", details.frequency);
  if (target.kind === "schedule") search.set("scheduleId", target.scheduleId);
  else search.set("bookingId", target.bookingId);
  return `/checkout?${search}`;
}
