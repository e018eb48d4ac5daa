// "My data": everything the platform keeps about the signed-in account, as one
// JSON document it can download. An account exports only itself: the viewer's id is the only
// id ever asked for, so no parameter can name someone else's rows.
//
// Which bookings are the customer's is the rule "My Bookings" uses (customerBookingsQuery):
// the ones made while signed in to this account. Bookings made as a guest with the same
// email are not linked to the account, and are neither listed nor exported; schedules
// likewise by customerId (cancelled ones included: they are still the customer's data).
//
// Why no pagination: every list is one account's own rows, made by hand (a booking, a quiz,
// a heart), so even a very busy customer has a few hundred. Each list is still capped at
// EXPORT_LIST_CAP so one request can never read without bound, and `complete` says whether
// a cap was reached (staff can export the rest from the Contact page's privacy topic).
import type { Context } from "../../context.ts";
import { UnauthenticatedError } from "../errors.ts";
import { customerBookingsQuery } from "../bookings/customer-bookings.ts";
import { isoDateOf } from "../bookings/calendar-date.ts";
import { formatServiceAddress } from "../../../../shared/addresses/service-address.ts";

export const EXPORT_LIST_CAP = 5_000;

export const SIGN_IN_FOR_EXPORT = "Please sign in to download your data.";

/** The export's version: a reader can tell a later shape from this one. */
const FORMAT = "my-data/1";

export type AccountDataExport = Awaited<ReturnType<typeof exportAccountData>>;

const CITY_NAME = { name: true, province: true, provinceCode: true } as const;

/** Where the job is, as the customer gave it (a free-form line has no city or postal code). */
function serviceAddressOf(row: {
  address: string | null;
  addressUnit: string;
  postalCode: string | null;
  addressCity: { name: string; province: string; provinceCode: string } | null;
}) {
  return {
    street: row.address,
    unit: row.addressUnit,
    city: row.addressCity?.name ?? null,
    province: row.addressCity?.province ?? null,
    postalCode: row.postalCode,
    formatted: formatServiceAddress(row),
  };
}

/** The viewer's own data; a visitor is told to sign in. */
export async function exportAccountData(ctx: Context) {
  if (!ctx.viewer) throw new UnauthenticatedError(SIGN_IN_FOR_EXPORT);
  const userId = ctx.viewer.userId;
  const take = EXPORT_LIST_CAP;
  const db = ctx.db;

  const [
    account,
    bookings,
    schedules,
    payments,
    quizSessions,
    savedProviders,
    pushTokens,
    contacts,
    notifications,
    reviews,
    reports,
    messages,
  ] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, email: true, name: true, role: true, createdAt: true },
    }),
    db.booking.findMany({
      ...customerBookingsQuery(ctx, userId),
      take,
      include: { provider: { select: { id: true, name: true } }, addressCity: { select: CITY_NAME } },
    }),
    db.recurringSchedule.findMany({
      where: { customerId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      include: { provider: { select: { id: true, name: true } }, addressCity: { select: CITY_NAME } },
    }),
    db.payment.findMany({
      where: { customerId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      // The amounts and dates only: the gateway's ids are its keys, not the customer's data.
      select: {
        id: true,
        bookingId: true,
        recurringScheduleId: true,
        currency: true,
        totalAmount: true,
        platformFee: true,
        paymentStatus: true,
        refundedAmount: true,
        settledAt: true,
        createdAt: true,
        provider: { select: { id: true, name: true } },
      },
    }),
    db.quizSession.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    db.savedProvider.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { providerId: "desc" }],
      take,
      select: { createdAt: true, provider: { select: { id: true, name: true } } },
    }),
    // A device token is a secret that can push to the device: when, never which.
    db.pushToken.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { createdAt: true, lastUsedAt: true },
    }),
    db.contactMessage.findMany({
      where: { senderId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: {
        reference: true,
        name: true,
        email: true,
        topic: true,
        message: true,
        createdAt: true,
        handledAt: true,
      },
    }),
    db.notification.findMany({
      where: { recipientId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { kind: true, title: true, body: true, link: true, bookingId: true, createdAt: true, readAt: true },
    }),
    // Their reviews as written, and whether staff hid one and why (the author may read that).
    db.review.findMany({
      where: { authorId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: {
        id: true,
        bookingId: true,
        provider: { select: { id: true, name: true } },
        customerName: true,
        rating: true,
        qualityRating: true,
        punctualityRating: true,
        valueRating: true,
        comment: true,
        reply: true,
        hiddenAt: true,
        hiddenReason: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    db.reviewReport.findMany({
      where: { reporterId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { reviewId: true, reason: true, createdAt: true },
    }),
    // The conversations of their bookings, both sides: what they wrote and what they were told.
    db.bookingMessage.findMany({
      where: { booking: { customerId: userId } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { bookingId: true, side: true, body: true, erasedAt: true, createdAt: true },
    }),
  ]);

  const lists = [
    bookings,
    schedules,
    payments,
    quizSessions,
    savedProviders,
    pushTokens,
    contacts,
    notifications,
    reviews,
    reports,
    messages,
  ];
  return {
    format: FORMAT,
    exportedAt: ctx.clock.now().toISOString(),
    complete: lists.every((list) => list.length < take),
    account,
    bookings: bookings.map((booking) => ({
      id: booking.id,
      provider: booking.provider,
      serviceType: booking.serviceType,
      serviceDetails: booking.serviceDetails,
      specialInstructions: booking.specialInstructions,
      preferredDate: isoDateOf(booking.preferredDate),
      preferredTime: booking.preferredTime,
      status: booking.status,
      customerName: booking.customerName,
      customerPhone: booking.customerPhone,
      customerEmail: booking.customerEmail,
      address: booking.address,
      serviceAddress: serviceAddressOf(booking),
      estimatedPrice: booking.estimatedPrice,
      actualPrice: booking.actualPrice,
      completedAt: booking.completedAt,
      recurringScheduleId: booking.recurringScheduleId,
      createdAt: booking.createdAt,
    })),
    recurringSchedules: schedules.map((schedule) => ({
      id: schedule.id,
      provider: schedule.provider,
      serviceType: schedule.serviceType,
      serviceDetails: schedule.serviceDetails,
      frequency: schedule.frequency,
      dayOfWeek: schedule.dayOfWeek,
      dayOfMonth: schedule.dayOfMonth,
      preferredTime: schedule.preferredTime,
      specialInstructions: schedule.specialInstructions,
      estimatedPrice: schedule.estimatedPrice,
      startDate: isoDateOf(schedule.startDate),
      nextBookingDate: isoDateOf(schedule.nextBookingDate),
      status: schedule.status,
      pausedUntil: schedule.pausedUntil ? isoDateOf(schedule.pausedUntil) : null,
      totalBookings: schedule.totalBookings,
      customerName: schedule.customerName,
      customerPhone: schedule.customerPhone,
      customerEmail: schedule.customerEmail,
      serviceAddress: serviceAddressOf(schedule),
      createdAt: schedule.createdAt,
    })),
    payments,
    quizAnswers: quizSessions.map(({ userId: _owner, ...answers }) => answers),
    savedProviders: savedProviders.map((saved) => ({ provider: saved.provider, savedAt: saved.createdAt })),
    pushDevices: pushTokens.map((token) => ({ registeredAt: token.createdAt, lastUsedAt: token.lastUsedAt })),
    contactMessages: contacts,
    notifications,
    reviews,
    reviewReports: reports,
    bookingMessages: messages.map((message) => ({
      bookingId: message.bookingId,
      from: message.side === "CUSTOMER" ? "you" : "provider",
      body: message.body,
      erased: message.erasedAt !== null,
      createdAt: message.createdAt,
    })),
  };
}

/** "my-data-2026-11-28.json": the day it was made, in UTC. */
export function exportFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}
