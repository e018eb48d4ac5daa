// A booking made without an account, through its signed link (rest/guest-bookings.ts, and its
// documents in rest/receipts.ts). Every wrong link is the same 404; too many from one address, 429.
import { z } from "zod";
import { absenceNoteFields } from "../../../../shared/bookings/absence-policy.ts";
import { BookingParty, PaymentStatus } from "../../generated/prisma/enums.ts";
import { tokenInput } from "../../services/bookings/guest-booking.ts";
import { answerRescheduleInput } from "../../services/bookings/reschedule.ts";
import { creditNoteNumberInput } from "../../services/receipts/receipts.ts";
import { answerWord, newTime, noShow, reschedule } from "./booking-changes.ts";
import { bookingStatusWord } from "./bookings.ts";
import type { ApiOperation } from "./operation.ts";
import { checkoutSummary, documentFormat, DOCUMENT_MEDIA } from "./payments.ts";
import { calendarDate, cents, id, instant } from "./values.ts";

/** rest/guest-bookings.ts guestBookingJson: the booking as its link's holder sees it. */
const guestBooking = z
  .object({
    bookingId: id,
    expiresAt: instant.meta({ description: "When the link stops working." }),
    customerName: z.string(),
    provider: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    serviceType: z.string(),
    serviceName: z.string(),
    serviceDetails: z.string(),
    date: calendarDate,
    time: z.string(),
    timeZone: z.string(),
    address: z.string().nullable(),
    status: bookingStatusWord,
    price: cents.nullable(),
    paymentStatus: z.enum(PaymentStatus).nullable(),
    amountPaid: cents,
    refundedAmount: cents,
    documents: z.array(
      z.object({
        kind: z.enum(["receipt", "creditNote"]),
        number: z.string(),
        path: z.string().meta({ description: "Its address on this server (a PDF; `?format=html` for a page)." }),
        issuedAt: instant.nullable(),
      }),
    ),
    cancelledAt: instant.nullable(),
    cancelledBy: z.enum(BookingParty).nullable(),
    cancellationFee: cents.nullable(),
    canPay: z.boolean(),
    cancellation: z
      .object({ window: z.enum(["free", "late"]), paid: cents, refund: cents, fee: cents, freeUntil: instant })
      .nullable(),
    providerId: id,
    movable: z.boolean(),
    noShowReportable: z.boolean(),
  })
  .meta({ id: "GuestBooking" });

const guestMove = z.object({ proposal: reschedule, booking: guestBooking });
const guestNoShow = z.object({ noShow, booking: guestBooking });
const guestCheckout = checkoutSummary
  .pick({
    clientSecret: true,
    paymentId: true,
    amount: true,
    serviceType: true,
    providerName: true,
    customerName: true,
    customerEmail: true,
    serviceDetails: true,
  })
  .meta({ id: "GuestCheckout" });

const linkPath = z.object({ token: tokenInput.meta({ description: "The signed link's token." }) });
const LINK_ERRORS = [404, 429] as const;

export const GUEST_BOOKING_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/guest-bookings/{token}",
    operationId: "readGuestBooking",
    tag: "Guest bookings",
    summary: "The booking behind a signed link",
    callers: "linkHolder",
    params: linkPath,
    responses: { 200: { description: "The booking.", json: guestBooking } },
    errors: [...LINK_ERRORS],
  },
  {
    method: "post",
    path: "/api/guest-bookings/{token}/cancel",
    operationId: "cancelGuestBooking",
    tag: "Guest bookings",
    summary: "Cancel it on a customer's terms",
    callers: "linkHolder",
    params: linkPath,
    responses: { 200: { description: "The booking as it now stands.", json: guestBooking } },
    errors: [400, 409, ...LINK_ERRORS],
  },
  {
    method: "post",
    path: "/api/guest-bookings/{token}/checkout",
    operationId: "startGuestCheckout",
    tag: "Guest bookings",
    summary: "Start paying for it",
    callers: "linkHolder",
    params: linkPath,
    responses: { 200: { description: "The payment's client secret and the summary.", json: guestCheckout } },
    errors: [400, 409, ...LINK_ERRORS],
  },
  {
    method: "post",
    path: "/api/guest-bookings/{token}/reschedule",
    operationId: "rescheduleGuestBooking",
    tag: "Guest bookings",
    summary: "Propose another time as its customer",
    callers: "linkHolder",
    idempotent: true,
    params: linkPath,
    body: newTime,
    responses: { 201: { description: "The proposal and the booking.", json: guestMove } },
    errors: [400, 409, 422, ...LINK_ERRORS],
  },
  {
    method: "post",
    path: "/api/guest-bookings/{token}/reschedule/{proposalId}/{answer}",
    operationId: "answerGuestReschedule",
    tag: "Guest bookings",
    summary: "Accept or decline the provider's proposal (or withdraw one's own)",
    callers: "linkHolder",
    params: linkPath.extend({ proposalId: answerRescheduleInput.shape.rescheduleId, answer: answerWord }),
    responses: { 200: { description: "The proposal and the booking.", json: guestMove } },
    errors: [400, 409, ...LINK_ERRORS],
  },
  {
    method: "get",
    path: "/api/guest-bookings/{token}/reschedules",
    operationId: "listGuestReschedules",
    tag: "Guest bookings",
    summary: "Its proposed moves and their answers, newest first",
    callers: "linkHolder",
    params: linkPath,
    responses: { 200: { description: "The proposals.", json: z.array(reschedule) } },
    errors: [...LINK_ERRORS],
  },
  {
    method: "post",
    path: "/api/guest-bookings/{token}/no-show",
    operationId: "reportGuestNoShow",
    tag: "Guest bookings",
    summary: "Report the provider absent",
    callers: "linkHolder",
    params: linkPath,
    responses: { 201: { description: "The report and the booking.", json: guestNoShow } },
    errors: [400, 409, ...LINK_ERRORS],
  },
  {
    method: "post",
    path: "/api/guest-bookings/{token}/no-show/dispute",
    operationId: "disputeGuestNoShow",
    tag: "Guest bookings",
    summary: "Dispute the provider's report that the customer was absent",
    callers: "linkHolder",
    params: linkPath,
    body: absenceNoteFields,
    responses: { 200: { description: "The report and the booking.", json: guestNoShow } },
    errors: [400, 409, ...LINK_ERRORS],
  },
  {
    method: "get",
    path: "/api/guest-bookings/{token}/receipt",
    operationId: "readGuestReceipt",
    tag: "Guest bookings",
    summary: "Its payment's receipt",
    callers: "linkHolder",
    params: linkPath,
    query: documentFormat,
    responses: { 200: { description: "The receipt.", media: DOCUMENT_MEDIA } },
    errors: [400, ...LINK_ERRORS],
  },
  {
    method: "get",
    path: "/api/guest-bookings/{token}/credit-notes/{number}",
    operationId: "readGuestCreditNote",
    tag: "Guest bookings",
    summary: "The credit note of one of its refunds",
    callers: "linkHolder",
    params: linkPath.extend({ number: creditNoteNumberInput }),
    query: documentFormat,
    responses: { 200: { description: "The credit note.", media: DOCUMENT_MEDIA } },
    errors: [400, ...LINK_ERRORS],
  },
];
