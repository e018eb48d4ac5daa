// Changes to a booking made without an account, through its signed link: moving it (or
// answering the provider's proposed move) and reporting or disputing a no-show. The link is the
// guest's seat on the customer's side (booking-seat.ts); the rules are the account holder's
// (reschedule.ts, absences.ts), and each answer carries the booking as the link's holder sees it.
import type { z } from "zod";
import type { Context } from "../../context.ts";
import type { BookingAbsence, BookingReschedule } from "../../generated/prisma/client.ts";
import { disputeAbsence, reportAbsence } from "./absences.ts";
import { guestSeatOf } from "./booking-seat.ts";
import { type GuestBookingView, guestBookingView, type GuestOrigin, verifyGuestLink } from "./guest-booking.ts";
import { answerReschedule, type answerRescheduleInput, type ProposeOptions, proposeReschedule } from "./reschedule.ts";

export interface GuestMoveOutcome {
  reschedule: BookingReschedule;
  view: GuestBookingView;
}

export interface GuestAbsenceOutcome {
  absence: BookingAbsence;
  view: GuestBookingView;
}

/** The link's holder proposes another time, as the booking's customer (proposeReschedule). */
export async function rescheduleGuestBooking(
  ctx: Context,
  token: unknown,
  target: unknown,
  options: ProposeOptions,
  origin: GuestOrigin,
): Promise<GuestMoveOutcome> {
  const grant = await verifyGuestLink(ctx, token, origin);
  const { reschedule } = await proposeReschedule(ctx, guestSeatOf(grant), target, options);
  return { reschedule, view: await guestBookingView(ctx, grant, token as string) };
}

/** The link's holder accepts or declines the provider's proposal, or withdraws their own. */
export async function answerGuestReschedule(
  ctx: Context,
  token: unknown,
  input: z.input<typeof answerRescheduleInput>,
  origin: GuestOrigin,
): Promise<GuestMoveOutcome> {
  const grant = await verifyGuestLink(ctx, token, origin);
  const { reschedule } = await answerReschedule(ctx, guestSeatOf(grant), input);
  return { reschedule, view: await guestBookingView(ctx, grant, token as string) };
}

/** The link's holder reports the provider absent: a full refund, staff told. */
export async function reportGuestAbsence(
  ctx: Context,
  token: unknown,
  origin: GuestOrigin,
): Promise<GuestAbsenceOutcome> {
  const grant = await verifyGuestLink(ctx, token, origin);
  const { absence } = await reportAbsence(ctx, guestSeatOf(grant));
  return { absence, view: await guestBookingView(ctx, grant, token as string) };
}

/** The link's holder disputes the provider's report that nobody was there. */
export async function disputeGuestAbsence(
  ctx: Context,
  token: unknown,
  input: { note: unknown },
  origin: GuestOrigin,
): Promise<GuestAbsenceOutcome> {
  const grant = await verifyGuestLink(ctx, token, origin);
  const { absence } = await disputeAbsence(ctx, guestSeatOf(grant), input);
  return { absence, view: await guestBookingView(ctx, grant, token as string) };
}
