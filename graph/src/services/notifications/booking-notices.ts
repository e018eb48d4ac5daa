// What booking events say, and to whom. Every new booking (a request, a slot, a visit a
// recurring schedule booked) tells the provider and confirms to the customer what was booked,
// where, for how much and with whom; a status change tells the customer (and the provider when
// the customer cancelled). An account is told in the bell and by email; a guest by email only.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { BookingParty, BookingStatus, Prisma } from "../../generated/prisma/client.ts";
import { addressToConfirm, formatServiceAddress } from "../../../../shared/addresses/service-address.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { specStatusWord } from "../../../../shared/bookings/status.ts";
import { REVIEW_WINDOW_DAYS } from "../../../../shared/reviews/review.ts";
import { wallClockOf, zonedInstant } from "../availability/slot-times.ts";
import { type CalendarEvent, calendarEventOf } from "../calendars/calendar-event.ts";
import { guestManageExpiry, guestManagePath, guestManageToken } from "../bookings/guest-link.ts";
import { type NotificationDraft, recordNotifications } from "./outbox.ts";
import {
  customerNameForNotice,
  customerRecipient,
  providerContactSelection,
  providerRecipients,
} from "./recipients.ts";

type Tx = Prisma.TransactionClient;

export const PROVIDER_LINK = "/provider-dashboard";
/** My Bookings: where a customer with an account sees, pays for and cancels a booking. */
export const CUSTOMER_BOOKINGS_LINK = "/bookings";

/**
 * What a completed booking's notice asks of a customer with an account, who reviews it in My
 * Bookings (reviews come only from completed bookings, within the window).
 */
export const REVIEW_ASK = `How did it go? Write a review in My Bookings within ${REVIEW_WINDOW_DAYS} days: it helps others choose.`;

/** Said where a booking has no checked postal code (the spec's REST payload). */
export const ADDRESS_TO_CONFIRM = "to confirm with your provider";

const bookingSelection = {
  id: true,
  customerId: true,
  customerName: true,
  customerPhone: true,
  customerEmail: true,
  customerErasedAt: true,
  serviceType: true,
  preferredDate: true,
  preferredTime: true,
  status: true,
  estimatedPrice: true,
  actualPrice: true,
  cancelledBy: true,
  recurringScheduleId: true,
  calendarSequence: true,
  timeSlot: { select: { durationMinutes: true } },
  address: true,
  addressUnit: true,
  postalCode: true,
  addressCity: { select: { name: true, provinceCode: true } },
  customer: { select: { id: true, email: true } },
  provider: {
    select: { ...providerContactSelection.select, phone: true, city: { select: { timeZone: true } } },
  },
} satisfies Prisma.BookingSelect;

export type NoticeBooking = Prisma.BookingGetPayload<{ select: typeof bookingSelection }> & { serviceName: string };

/** The booking as notices describe it, read in the transaction that changed it. */
export async function bookingForNotice(tx: Tx, bookingId: number): Promise<NoticeBooking> {
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: bookingSelection });
  const category = await tx.category.findUnique({ where: { slug: booking.serviceType }, select: { name: true } });
  return { ...booking, serviceName: category?.name ?? booking.serviceType };
}

/** bookingForNotice for many bookings at once (a job's batch): two statements, by id. */
export async function bookingsForNotice(tx: Tx, bookingIds: readonly number[]): Promise<Map<number, NoticeBooking>> {
  const bookings = await tx.booking.findMany({ where: { id: { in: [...bookingIds] } }, select: bookingSelection });
  const slugs = [...new Set(bookings.map((booking) => booking.serviceType))];
  const categories = await tx.category.findMany({ where: { slug: { in: slugs } }, select: { slug: true, name: true } });
  const names = new Map(categories.map((category) => [category.slug, category.name]));
  return new Map(
    bookings.map((booking) => [
      booking.id,
      { ...booking, serviceName: names.get(booking.serviceType) ?? booking.serviceType },
    ]),
  );
}

// The booking's date and time are the provider's wall clock, so they are formatted as they
// are (a TZDate in UTC holds them unmoved); the zone's name is read at the instant they mean.
const WHEN_FORMAT = "EEEE, MMMM d, yyyy 'at' h:mm aaaa";
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * "Thursday, December 3, 2026 at 1:00 p.m. EST": the booking's date and time in the
 * provider's city, with the zone's short name when `timeZone` is given.
 */
export function whenOf(booking: Pick<NoticeBooking, "preferredDate" | "preferredTime">, timeZone?: string): string {
  const date = booking.preferredDate.toISOString().slice(0, 10);
  const match = TIME_OF_DAY.exec(booking.preferredTime);
  if (!match) {
    // A time that is not HH:MM is shown as it was stored, beside its date.
    return `${format(new TZDate(booking.preferredDate.getTime(), "UTC"), "EEEE, MMMM d, yyyy")} at ${booking.preferredTime}`;
  }
  const wallClock = new TZDate(`${date}T${booking.preferredTime}:00Z`, "UTC");
  const when = format(wallClock, WHEN_FORMAT);
  const zone = timeZone ? zoneName(date, booking.preferredTime, timeZone) : null;
  return zone ? `${when} ${zone}` : when;
}

/** An instant (a deadline, say) as whenOf words a booking's time, on the provider's wall clock. */
export function whenOfInstant(instant: Date, timeZone: string): string {
  const { date, time } = wallClockOf(instant, timeZone);
  return whenOf({ preferredDate: new Date(`${date}T00:00:00Z`), preferredTime: time }, timeZone);
}

/** "EST", "PDT", "NST": the zone's short name when the booking happens; null if unknown. */
function zoneName(date: string, time: string, timeZone: string): string | null {
  try {
    const { instant } = zonedInstant(date, time, timeZone);
    const parts = new Intl.DateTimeFormat("en-CA", { timeZone, timeZoneName: "short" }).formatToParts(instant);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * What a booking's calendar event is written from: the notice's booking without the
 * recipients, so the provider's feed reads its bookings lean and its provider once.
 */
export type CalendarBooking = Pick<
  NoticeBooking,
  | "id"
  | "calendarSequence"
  | "status"
  | "preferredDate"
  | "preferredTime"
  | "timeSlot"
  | "serviceName"
  | "customerName"
  | "customerErasedAt"
  | "address"
  | "addressUnit"
  | "addressCity"
  | "postalCode"
  | "estimatedPrice"
  | "actualPrice"
> & { provider: Pick<NoticeBooking["provider"], "name" | "email" | "phone" | "city"> };

/** Where the job is, as the customer reads it. */
export function serviceAddressLine(booking: CalendarBooking): string {
  const line = formatServiceAddress(booking);
  if (addressToConfirm(booking)) return line ? `${line} (${ADDRESS_TO_CONFIRM})` : ADDRESS_TO_CONFIRM;
  return line ?? ADDRESS_TO_CONFIRM;
}

/** Where the job is, as the provider reads it. */
export function addressForProvider(booking: CalendarBooking): string {
  const line = formatServiceAddress(booking);
  if (addressToConfirm(booking))
    return line ? `${line} (to confirm with the customer)` : "to confirm with the customer";
  return line ?? "to confirm with the customer";
}

function priceLine(booking: CalendarBooking): string {
  const cents = booking.actualPrice ?? booking.estimatedPrice;
  return cents === null ? "to confirm with your provider" : formatCad(cents);
}

export function providerContact(booking: CalendarBooking): string {
  const { name, phone, email } = booking.provider;
  return [name, phone, email].filter((part) => part.trim() !== "").join(", ");
}

export interface ConfirmationOptions {
  /**
   * A guest's signed link to see and cancel the booking without an account (a path such as
   * "/bookings/manage/<token>", or a full URL). Ignored for a booking that has an account,
   * whose customer manages it in My Bookings.
   */
  manageLink?: string | null;
}

/**
 * The booking's calendar event as one side keeps it: the customer's names the provider and
 * the price, the provider's the customer and how to reach them.
 */
export function bookingCalendarEvent(booking: CalendarBooking, side: "customer" | "provider"): CalendarEvent {
  const words =
    side === "customer"
      ? {
          summary: `${booking.serviceName} with ${booking.provider.name}`,
          location: serviceAddressLine(booking),
          description: `Price: ${priceLine(booking)}\nYour provider: ${providerContact(booking)}`,
        }
      : {
          summary: `${booking.serviceName}: ${customerNameForNotice(booking)}`,
          location: addressForProvider(booking),
          description: `Booking ${booking.id}. Price: ${priceLine(booking)}`,
        };
  return calendarEventOf(booking, words);
}

/** The customer's confirmation of a new booking, or null when there is nobody to tell. */
function confirmationDraft(booking: NoticeBooking, options: ConfirmationOptions): NotificationDraft | null {
  const recipient = customerRecipient(booking.customer, booking.customerEmail);
  if (!recipient) return null;
  const hasAccount = recipient.userId !== null;
  const manageLink = hasAccount ? null : (options.manageLink ?? null);
  const howToCancel = hasAccount
    ? "To cancel or change it, open My Bookings (link below)."
    : manageLink
      ? "To see, change or cancel it, open the link below: it is yours alone, so keep this email."
      : `To cancel or change it, contact ${booking.provider.name} directly.`;
  const body = [
    `Your ${booking.serviceName} with ${booking.provider.name} is booked for ${whenOf(booking, booking.provider.city.timeZone)}.`,
    `Address: ${serviceAddressLine(booking)}`,
    `Price: ${priceLine(booking)}`,
    `Your provider: ${providerContact(booking)}`,
    howToCancel,
  ].join("\n");
  return {
    kind: "BOOKING_CONFIRMED",
    recipient,
    title: "Your booking is confirmed",
    body,
    link: hasAccount ? CUSTOMER_BOOKINGS_LINK : manageLink,
    bookingId: booking.id,
    calendarEvent: bookingCalendarEvent(booking, "customer"),
  };
}

function providerNewBookingBody(booking: NoticeBooking, recurring: boolean): string {
  const when = whenOf(booking, booking.provider.city.timeZone);
  const customer = customerNameForNotice(booking);
  const what = recurring
    ? `${customer}'s recurring ${booking.serviceName} is booked for ${when}.`
    : `${customer} booked ${booking.serviceName} for ${when}.`;
  return `${what}\nAddress: ${addressForProvider(booking)}`;
}

/**
 * The customer's BOOKING_CONFIRMED on its own. notifyBookingCreated and
 * notifyRecurringBookingCreated already record it; this is for a door that confirms apart.
 */
export async function notifyBookingConfirmed(
  tx: Tx,
  now: Date,
  bookingId: number,
  options: ConfirmationOptions = {},
): Promise<void> {
  const booking = await bookingForNotice(tx, bookingId);
  const draft = confirmationDraft(booking, options);
  await recordNotifications(tx, now, draft ? [draft] : []);
}

/**
 * A booking was made (a request or a slot): the provider's accounts are told (BOOKING_CREATED)
 * and the customer gets the confirmation (BOOKING_CONFIRMED), in the booking's transaction.
 * A guest's `manageLink`, when given, goes in their confirmation.
 */
export async function notifyBookingCreated(
  tx: Tx,
  now: Date,
  bookingId: number,
  options: ConfirmationOptions = {},
): Promise<void> {
  const booking = await bookingForNotice(tx, bookingId);
  await recordNotifications(tx, now, bookingCreatedDrafts(booking, options));
}

/**
 * What notifyBookingCreated records, for a door that already holds the booking as notices
 * describe it (read with the insert that made it): the same notices without reading it again.
 */
export function bookingCreatedDrafts(booking: NoticeBooking, options: ConfirmationOptions = {}): NotificationDraft[] {
  const drafts: NotificationDraft[] = providerRecipients(booking.provider).map((recipient) => ({
    kind: "BOOKING_CREATED",
    recipient,
    title: "New booking",
    body: providerNewBookingBody(booking, false),
    link: PROVIDER_LINK,
    bookingId: booking.id,
    calendarEvent: bookingCalendarEvent(booking, "provider"),
  }));
  const confirmation = confirmationDraft(booking, withGuestLink(booking, options));
  if (confirmation) drafts.push(confirmation);
  return drafts;
}

/** A recurring schedule booked its next visit: the provider is told, the customer gets the confirmation. */
export async function notifyRecurringBookingCreated(
  tx: Tx,
  now: Date,
  bookingId: number,
  options: ConfirmationOptions = {},
): Promise<void> {
  const booking = await bookingForNotice(tx, bookingId);
  const drafts: NotificationDraft[] = providerRecipients(booking.provider).map((recipient) => ({
    kind: "RECURRING_BOOKING_CREATED",
    recipient,
    title: "New recurring booking",
    body: providerNewBookingBody(booking, true),
    link: PROVIDER_LINK,
    bookingId,
    calendarEvent: bookingCalendarEvent(booking, "provider"),
  }));
  const confirmation = confirmationDraft(booking, withGuestLink(booking, options));
  if (confirmation) drafts.push({ ...confirmation, title: "Your next cleaning is booked" });
  await recordNotifications(tx, now, drafts);
}

const STATUS_TITLES: Record<BookingStatus, string> = {
  CONFIRMED: "Booking confirmed",
  IN_PROGRESS: "Your service has started",
  COMPLETED: "Your service is complete",
  CANCELLED: "Booking cancelled",
};

function customerStatusBody(booking: NoticeBooking, status: BookingStatus, by: BookingParty | null): string {
  const provider = booking.provider.name;
  const service = booking.serviceName;
  const when = whenOf(booking, booking.provider.city.timeZone);
  switch (status) {
    case "IN_PROGRESS":
      return `${provider} has started your ${service} booking for ${when}.`;
    case "COMPLETED":
      return `${provider} completed your ${service} booking for ${when}. Final price: ${priceLine(booking)}. Thank you for booking with us!`;
    case "CANCELLED":
      switch (by) {
        case "CUSTOMER":
          return `You cancelled your ${service} booking with ${provider} for ${when}.`;
        case "PROVIDER":
          return `${provider} cancelled your ${service} booking for ${when}. Questions? Contact ${providerContact(booking)}.`;
        case "STAFF":
          return `Our support team cancelled your ${service} booking with ${provider} for ${when}.`;
        default:
          return `Your ${service} booking with ${provider} for ${when} was cancelled.`;
      }
    default:
      return `Your ${service} booking with ${provider} for ${when} is now ${specStatusWord(status)}.`;
  }
}

/**
 * A guest's booking gets its signed manage link (bookings/guest-link.ts) unless the caller gave
 * one; an account's booking has none (its customer signs in to manage it).
 */
/** Where a customer's notice points: My Bookings for an account, the guest's signed link otherwise. */
export function customerBookingLink(booking: NoticeBooking, hasAccount: boolean): string | null {
  return hasAccount
    ? CUSTOMER_BOOKINGS_LINK
    : (withGuestLink(booking, { manageLink: null as string | null }).manageLink ?? null);
}

export function withGuestLink<T extends { manageLink?: string | null }>(booking: NoticeBooking, options: T): T {
  if (booking.customerId !== null || options.manageLink != null) return options;
  const expiresAt = guestManageExpiry(booking.preferredDate, booking.provider.city.timeZone);
  return { ...options, manageLink: guestManagePath(guestManageToken(booking.id, expiresAt)) };
}

export interface StatusChangeOptions {
  /** The customer made the change themselves (then the provider is told of a cancellation). */
  byCustomer: boolean;
  /** Who made it, when the caller knows; else the booking's cancelledBy, else byCustomer decides. */
  by?: BookingParty | null;
  /** A guest's signed link, as in the confirmation; their status emails then link to it. */
  manageLink?: string | null;
}

/**
 * A booking moved to `status`. The customer is told (started, completed, cancelled and by
 * whom); when the customer cancelled it themselves, the provider is told too, rather than
 * being left to find the slot empty.
 */
export async function notifyBookingStatusChanged(
  tx: Tx,
  now: Date,
  bookingId: number,
  status: BookingStatus,
  options: StatusChangeOptions,
): Promise<void> {
  const booking = await bookingForNotice(tx, bookingId);
  const by: BookingParty | null =
    options.by ?? (status === "CANCELLED" ? booking.cancelledBy : null) ?? (options.byCustomer ? "CUSTOMER" : null);
  const drafts: NotificationDraft[] = [];
  const customer = customerRecipient(booking.customer, booking.customerEmail);
  if (customer) {
    const cancelledByProvider = status === "CANCELLED" && by === "PROVIDER";
    const body = customerStatusBody(booking, status, by);
    const asksForReview = status === "COMPLETED" && customer.userId !== null;
    drafts.push({
      kind: "BOOKING_STATUS_CHANGED",
      recipient: customer,
      title: cancelledByProvider ? `${booking.provider.name} cancelled your booking` : STATUS_TITLES[status],
      body: asksForReview ? `${body}\n${REVIEW_ASK}` : body,
      link: customer.userId !== null ? CUSTOMER_BOOKINGS_LINK : (withGuestLink(booking, options).manageLink ?? null),
      bookingId,
      // A cancellation takes the event out of the customer's calendar.
      calendarEvent: status === "CANCELLED" ? bookingCalendarEvent(booking, "customer") : null,
    });
  }
  if (by === "CUSTOMER" && status === "CANCELLED") {
    const when = whenOf(booking, booking.provider.city.timeZone);
    drafts.push(
      ...providerRecipients(booking.provider).map((recipient) => ({
        kind: "BOOKING_STATUS_CHANGED" as const,
        recipient,
        title: "Booking cancelled by the customer",
        body: `${customerNameForNotice(booking)} cancelled ${booking.serviceName} for ${when}.`,
        link: PROVIDER_LINK,
        bookingId,
        calendarEvent: bookingCalendarEvent(booking, "provider"),
      })),
    );
  }
  await recordNotifications(tx, now, drafts);
}
