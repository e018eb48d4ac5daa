// A booking made without an account, managed through its signed link (guest-link.ts): its
// holder sees it, pays for it and cancels it, with no account to sign in to. The link is the
// only credential, so every refusal (a changed letter, an expired link, a booking that is
// gone, an account's booking) is the same 404 in the same words, and wrong links are
// throttled per network address.
import { documentLinks, documentLinkSelection, type PaymentDocumentLink } from "../receipts/receipts.ts";
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking, BookingParty, BookingStatus, PaymentStatus } from "../../generated/prisma/client.ts";
import { canMoveBooking, CUSTOMER_CANCELLABLE_STATUSES } from "../../../../shared/bookings/status.ts";
import { formatServiceAddress } from "../../../../shared/addresses/service-address.ts";
import { addressBucket } from "../accounts/client-address.ts";
import { NotFoundError, RateLimitedError } from "../errors.ts";
import { consumeRateLimit, type RateLimit } from "../rate-limit.ts";
import type { TestCardOutcome } from "../../gateways/payments/gateway.ts";
import { type StartedCheckout, startGuestBookingCheckout } from "../payments/checkout.ts";
import { payGuestBookingWithTestCard } from "../payments/test-card.ts";
import { assertGuestMayCancel } from "./access.ts";
import { type CancellationPreview, cancelBookingAs, previewCancellationAs } from "./cancel-booking.ts";
import { GUEST_TOKEN_MAX_LENGTH, verifyGuestManageToken } from "./guest-link.ts";
import { isoDateOf } from "./calendar-date.ts";
import { isMovable } from "./moves.ts";
import { isNoShowReportable } from "./absences.ts";

export const GUEST_LINK_REFUSAL = "This link is not valid or has expired.";

/** Every refused link, whatever was wrong with it: the answer says nothing about the booking. */
export class GuestLinkInvalidError extends NotFoundError {
  constructor() {
    super(GUEST_LINK_REFUSAL);
    this.name = "GuestLinkInvalidError";
  }
}

/**
 * Wrong links from one network address. A signature cannot be guessed, so this is not what
 * keeps bookings safe; it stops a script from using the doors as a free probe. A person with a
 * mistyped link needs a few tries; a shared office address has room for many.
 */
export const GUEST_LINK_RATE_LIMIT: RateLimit = {
  requests: 20,
  windowSeconds: 15 * 60,
  description: "20 invalid booking links per 15 minutes from one network address",
};

/** Where the request came from, for the throttle: the HTTP door's client address. */
export interface GuestOrigin {
  clientAddress: string | null;
}

/** A request's origin, from its HTTP door (GraphQL and REST alike). */
export const guestOrigin = (request: { http: { clientAddress: string | null } }): GuestOrigin => ({
  clientAddress: request.http.clientAddress,
});

/** Proof a request holds a valid link to a guest booking: only verifyGuestLink makes one. */
export interface GuestGrant {
  readonly bookingId: number;
  readonly expiresAt: Date;
  readonly guest: true;
}

// Bounded before anything else reads it; anything longer is no link of ours.
export const tokenInput = z.string().max(GUEST_TOKEN_MAX_LENGTH);

function throttleKey(origin: GuestOrigin): string {
  // In-process calls (tests, scripts) have no address: they share one bucket.
  return `guest-link:address:${origin.clientAddress ? addressBucket(origin.clientAddress) : "none"}`;
}

/**
 * The guest booking a link opens, or GuestLinkInvalidError. An address over its limit of
 * wrong links is refused before its link is looked at, valid or not, until the window ends.
 */
export async function verifyGuestLink(ctx: Context, token: unknown, origin: GuestOrigin): Promise<GuestGrant> {
  const now = ctx.clock.now();
  const key = throttleKey(origin);
  const window = await ctx.db.rateLimitWindow.findUnique({ where: { key } });
  if (window && window.expiresAt > now && window.requests >= GUEST_LINK_RATE_LIMIT.requests) {
    throw new RateLimitedError((window.expiresAt.getTime() - now.getTime()) / 1000, GUEST_LINK_RATE_LIMIT.description);
  }
  const parsed = tokenInput.safeParse(token);
  const verified = parsed.success ? verifyGuestManageToken(parsed.data, now) : null;
  const booking = verified
    ? await ctx.db.booking.findUnique({ where: { id: verified.bookingId }, select: { customerId: true } })
    : null;
  // An account's booking is managed by signing in; its link (if one was ever made) opens nothing.
  if (!verified || !booking || booking.customerId !== null) {
    await consumeRateLimit(ctx.db, now, key, GUEST_LINK_RATE_LIMIT);
    throw new GuestLinkInvalidError();
  }
  return { bookingId: verified.bookingId, expiresAt: verified.expiresAt, guest: true };
}

/** What the link's holder sees: the booking as its customer knows it, never the provider's books. */
export interface GuestBookingView {
  bookingId: number;
  /** The link's own token, so the page can act on it. */
  token: string;
  expiresAt: Date;
  customerName: string;
  providerName: string;
  providerPhone: string;
  providerEmail: string;
  serviceType: string;
  serviceName: string;
  serviceDetails: string;
  /** "YYYY-MM-DD" and "HH:MM", wall clock in the provider's city. */
  date: string;
  time: string;
  timeZone: string;
  /** One line, "12 Main St, Unit 4, Toronto, ON K1A 0B1"; null when none was given. */
  address: string | null;
  status: BookingStatus;
  /** Cents: the actual price once completed, else the estimate; null when not priced yet. */
  price: number | null;
  paymentStatus: PaymentStatus | null;
  /** Cents paid and not refunded (0 when unpaid). */
  amountPaid: number;
  refundedAmount: number;
  /** The payment's receipt and credit notes, downloaded through the link. */
  documents: PaymentDocumentLink[];
  cancelledAt: Date | null;
  cancelledBy: BookingParty | null;
  cancellationFee: number | null;
  /** Whether "Pay now" can start a checkout. */
  canPay: boolean;
  /** What cancelling now would give back and keep; null when it can no longer be cancelled here. */
  cancellation: CancellationPreview | null;
  /** The provider's id, for their free times when moving the booking. */
  providerId: number;
  /** Either side may propose another time now (reschedule.ts). */
  movable: boolean;
  /** Either side may report the other absent now (absences.ts). */
  noShowReportable: boolean;
}

/** The booking behind a link, for its holder. */
export async function readGuestBooking(ctx: Context, token: unknown, origin: GuestOrigin): Promise<GuestBookingView> {
  const grant = await verifyGuestLink(ctx, token, origin);
  return guestBookingView(ctx, grant, token as string);
}

/**
 * Cancels the booking behind a link as its customer, on the same terms a signed-in customer
 * gets (cancel-booking.ts); answers the booking as it now stands.
 */
export async function cancelGuestBooking(ctx: Context, token: unknown, origin: GuestOrigin): Promise<GuestBookingView> {
  const grant = await verifyGuestLink(ctx, token, origin);
  const booking = await ctx.db.booking.findUniqueOrThrow({ where: { id: grant.bookingId }, select: { status: true } });
  // A booking already cancelled or completed gets cancel-booking.ts's own words for it; one
  // under way is the provider's to cancel.
  if (canMoveBooking(booking.status, "CANCELLED")) assertGuestMayCancel(booking);
  await cancelBookingAs(ctx, grant.bookingId, "CUSTOMER");
  return guestBookingView(ctx, grant, token as string);
}

/** Checkout for the booking behind a link: its one payment intent, as a signed-in customer's. */
export async function startGuestCheckout(ctx: Context, token: unknown, origin: GuestOrigin): Promise<StartedCheckout> {
  const grant = await verifyGuestLink(ctx, token, origin);
  return startGuestBookingCheckout(ctx, grant);
}

/** Test mode's card form for the booking behind a link. */
export async function payGuestCheckoutWithTestCard(
  ctx: Context,
  token: unknown,
  input: { clientSecret: string; cardNumber: string },
  origin: GuestOrigin,
): Promise<TestCardOutcome> {
  const grant = await verifyGuestLink(ctx, token, origin);
  return payGuestBookingWithTestCard(ctx, grant, input);
}

/** The booking behind a verified link, as its holder sees it after whatever they just did. */
export async function guestBookingView(ctx: Context, grant: GuestGrant, token: string): Promise<GuestBookingView> {
  const booking = await ctx.db.booking.findUniqueOrThrow({
    where: { id: grant.bookingId },
    include: {
      provider: { select: { name: true, phone: true, email: true, city: { select: { timeZone: true } } } },
      addressCity: { select: { name: true, provinceCode: true } },
      payment: { select: { totalAmount: true, refundedAmount: true, ...documentLinkSelection } },
      timeSlot: { select: { startsAt: true } },
      absence: { select: { id: true } },
    },
  });
  const category = await ctx.db.category.findUnique({ where: { slug: booking.serviceType }, select: { name: true } });
  const payment = booking.payment;
  const paid = payment?.paymentStatus === "COMPLETED";
  const price = booking.actualPrice ?? booking.estimatedPrice;
  return {
    bookingId: booking.id,
    token,
    expiresAt: grant.expiresAt,
    customerName: booking.customerName,
    providerName: booking.provider.name,
    providerPhone: booking.provider.phone,
    providerEmail: booking.provider.email,
    serviceType: booking.serviceType,
    serviceName: category?.name ?? booking.serviceType,
    serviceDetails: booking.serviceDetails,
    date: isoDateOf(booking.preferredDate),
    time: booking.preferredTime,
    timeZone: booking.provider.city.timeZone,
    address: formatServiceAddress(booking),
    status: booking.status,
    price,
    paymentStatus: payment?.paymentStatus ?? null,
    amountPaid: paid ? payment.totalAmount - payment.refundedAmount : 0,
    refundedAmount: payment?.refundedAmount ?? 0,
    // Through the link, like everything else the guest does.
    documents: payment ? documentLinks(payment, `/api/guest-bookings/${token}`) : [],
    cancelledAt: booking.cancelledAt,
    cancelledBy: booking.cancelledBy,
    cancellationFee: booking.cancellationFee,
    canPay: !paid && booking.status !== "CANCELLED" && price !== null && price > 0,
    cancellation: guestMayCancel(booking) ? await previewCancellationAs(ctx, booking.id, "CUSTOMER") : null,
    providerId: booking.providerId,
    movable: isMovable(booking, ctx.clock.now()),
    noShowReportable: isNoShowReportable(booking, ctx.clock.now()),
  };
}

/** The customer's own cancelling rule (a signed-in customer's, too): only before the work starts. */
function guestMayCancel(booking: Pick<Booking, "status">): boolean {
  return CUSTOMER_CANCELLABLE_STATUSES.includes(booking.status);
}
