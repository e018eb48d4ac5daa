// What no-show reports say: the side reported absent hears what it costs and until when it may
// dispute (staff hear of an absent provider); a dispute reaches staff and the reporting side; a
// decision reaches both sides with staff's reasons.
import type { BookingAbsence } from "../../generated/prisma/client.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { type NoticeBooking, whenOf, whenOfInstant } from "./booking-notices.ts";
import { type NoticeSide, sideDrafts } from "./side-drafts.ts";
import type { NotificationDraft } from "./outbox.ts";
import { customerNameForNotice } from "./recipients.ts";

type Side = NoticeSide;
type Words = Pick<NotificationDraft, "title" | "body">;
interface StaffAccount {
  id: number;
  email: string;
}

/** Where staff decide disputed reports. */
export const STAFF_NO_SHOWS_LINK = "/admin/no-shows";

function staffDrafts(
  booking: NoticeBooking,
  staff: readonly StaffAccount[],
  kind: NotificationDraft["kind"],
  words: Words,
) {
  return staff.map((account): NotificationDraft => ({
    kind,
    recipient: { userId: account.id, email: account.email },
    link: STAFF_NO_SHOWS_LINK,
    bookingId: booking.id,
    ...words,
  }));
}

const nameOf = (booking: NoticeBooking, side: Side) =>
  side === "PROVIDER" ? booking.provider.name : customerNameForNotice(booking);
const reporterOf = (absence: BookingAbsence): Side => (absence.absentParty === "CUSTOMER" ? "PROVIDER" : "CUSTOMER");

/** The reported side hears it (with what it costs and how to dispute); staff hear of an absent provider. */
export function absenceReportedDrafts(
  booking: NoticeBooking,
  absence: BookingAbsence,
  staff: readonly StaffAccount[],
): NotificationDraft[] {
  const when = whenOf(booking, booking.provider.city.timeZone);
  const reporter = nameOf(booking, reporterOf(absence));
  const disputeBy = whenOfInstant(absence.disputeBy, booking.provider.city.timeZone);
  if (absence.absentParty === "CUSTOMER") {
    const money =
      absence.fee > 0
        ? `${formatCad(absence.fee)} of your payment is kept as the late-cancellation fee; ${formatCad(absence.refund)} is refunded.`
        : null;
    return sideDrafts(booking, "CUSTOMER", "BOOKING_ABSENCE_REPORTED", {
      title: "A no-show was reported for your booking",
      body: [
        `${reporter} reported that nobody was there for your ${booking.serviceName} on ${when}.`,
        ...(money ? [money] : []),
        // A guest has no My Bookings: this notice's link opens their booking's page.
        booking.customer
          ? `If that is wrong, dispute it from My Bookings by ${disputeBy}; our team will decide.`
          : `If that is wrong, dispute it from your booking's page (link below) by ${disputeBy}; our team will decide.`,
      ].join("\n"),
    });
  }
  const words = {
    title: "A customer reported that you did not show up",
    body: [
      `${reporter} reported that you did not come for their ${booking.serviceName} on ${when}. The booking is cancelled and refunded in full.`,
      `If that is wrong, dispute it from your dashboard by ${disputeBy}; our team will decide.`,
    ].join("\n"),
  };
  return [
    ...sideDrafts(booking, "PROVIDER", "BOOKING_ABSENCE_REPORTED", words),
    ...staffDrafts(booking, staff, "BOOKING_ABSENCE_REPORTED", {
      title: "A provider was reported absent",
      body: `${reporter} reported that ${booking.provider.name} did not come for booking #${booking.id} (${booking.serviceName}, ${when}). It was cancelled and refunded in full.`,
    }),
  ];
}

/** Staff are asked to decide; the reporting side hears the report is disputed. */
export function absenceDisputedDrafts(
  booking: NoticeBooking,
  absence: BookingAbsence,
  staff: readonly StaffAccount[],
): NotificationDraft[] {
  const when = whenOf(booking, booking.provider.city.timeZone);
  const disputer = nameOf(booking, absence.absentParty === "CUSTOMER" ? "CUSTOMER" : "PROVIDER");
  return [
    ...staffDrafts(booking, staff, "BOOKING_ABSENCE_DISPUTED", {
      title: "A no-show report is disputed",
      body: `${disputer} disputes being reported absent for booking #${booking.id} (${booking.serviceName}, ${when}):\n"${absence.disputeNote ?? ""}"`,
    }),
    ...sideDrafts(booking, reporterOf(absence), "BOOKING_ABSENCE_DISPUTED", {
      title: "Your no-show report is disputed",
      body: `${disputer} disputes your report about ${booking.serviceName} on ${when}. Our team will look at it and tell you both what they decide.`,
    }),
  ];
}

/** Both sides hear staff's decision and reasons, and any refund it makes. */
export function absenceDecidedDrafts(
  booking: NoticeBooking,
  absence: BookingAbsence,
  refund: number,
): NotificationDraft[] {
  const when = whenOf(booking, booking.provider.city.timeZone);
  const upheld = absence.status === "UPHELD";
  const absentName = nameOf(booking, absence.absentParty === "CUSTOMER" ? "CUSTOMER" : "PROVIDER");
  const verdict = upheld
    ? `Our team upheld the no-show report about ${booking.serviceName} on ${when}: ${absentName} was absent.`
    : `Our team overturned the no-show report about ${booking.serviceName} on ${when}: ${absentName} is not held absent.`;
  const words = (side: Side): Words => ({
    title: "A decision on the no-show report",
    body: [
      verdict,
      `Their reasons: ${absence.decisionNote ?? ""}`,
      ...(side === "CUSTOMER" && refund > 0 ? [`${formatCad(refund)} is refunded to your card.`] : []),
    ].join("\n"),
  });
  return [
    ...sideDrafts(booking, "PROVIDER", "BOOKING_ABSENCE_DECIDED", words("PROVIDER")),
    ...sideDrafts(booking, "CUSTOMER", "BOOKING_ABSENCE_DECIDED", words("CUSTOMER")),
  ];
}
