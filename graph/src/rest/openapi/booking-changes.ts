// A booking's conversation, moves and no-shows (rest/messages.ts, reschedules.ts, absences.ts).
import { z } from "zod";
import { absenceNoteFields } from "../../../../shared/bookings/absence-policy.ts";
import { messageFields } from "../../../../shared/bookings/conversation.ts";
import { AbsenceStatus, BookingParty, RescheduleStatus } from "../../generated/prisma/enums.ts";
import { decideAbsenceInput } from "../../services/bookings/absences.ts";
import { pageFields, readFields } from "../../services/bookings/conversation.ts";
import { bookingIdInput } from "../../services/bookings/read-booking.ts";
import { answerRescheduleInput, slotTarget, timeTarget } from "../../services/bookings/reschedule.ts";
import { booking } from "./bookings.ts";
import type { ApiOperation } from "./operation.ts";
import { calendarDate, cents, id, instant, lowerCaseOf } from "./values.ts";

const side = z.enum(["customer", "provider"]);
const party = lowerCaseOf(BookingParty);

/** rest/messages.ts conversationJson: a page of messages, oldest first, and both read markers. */
export const conversation = z
  .object({
    bookingId: id,
    you: side,
    messages: z.array(
      z.object({ id, from: side, authorName: z.string(), body: z.string(), erased: z.boolean(), createdAt: instant }),
    ),
    hasOlder: z.boolean(),
    readUpTo: z.object({ customer: z.number().int(), provider: z.number().int() }),
  })
  .meta({ id: "Conversation" });

/** rest/reschedules.ts rescheduleJson: a proposed move and its answer. */
export const reschedule = z
  .object({
    id,
    bookingId: id,
    proposedBy: party,
    from: z.object({ date: calendarDate, time: z.string(), price: cents.nullable() }),
    to: z.object({ date: calendarDate, time: z.string(), price: cents.nullable(), timeSlotId: id.nullable() }),
    status: lowerCaseOf(RescheduleStatus),
    immediate: z.boolean(),
    answerBy: instant,
    answeredBy: party.nullable(),
    answeredAt: instant.nullable(),
    refundedAmount: cents,
    createdAt: instant,
  })
  .meta({ id: "Reschedule" });

/** rest/absences.ts absenceJson: a no-show report and what came of it. */
export const noShow = z
  .object({
    id,
    bookingId: id,
    absent: party,
    reportedAt: instant,
    fee: cents,
    refund: cents,
    disputeBy: instant,
    disputedAt: instant.nullable(),
    disputeNote: z.string().nullable(),
    status: lowerCaseOf(AbsenceStatus),
    decidedAt: instant.nullable(),
    decisionNote: z.string().nullable(),
  })
  .meta({ id: "NoShow" });

/** A new time: one of the provider's slots, or a date and time. */
export const newTime = z.union([slotTarget, timeTarget]);
export const answerWord = z.enum(["accept", "decline"]);

const bookingPath = z.object({ id: bookingIdInput });
const withBooking = (shape: z.ZodObject) => z.object({ ...shape.shape, booking });

export const BOOKING_CHANGE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/bookings/{id}/messages",
    operationId: "readConversation",
    tag: "Booking changes",
    summary: "A page of a booking's messages, the newest by default",
    callers: "customerOrProvider",
    params: bookingPath,
    query: pageFields,
    responses: { 200: { description: "Oldest first, with `hasOlder`.", json: conversation } },
    errors: [400, 401, 404],
  },
  {
    method: "post",
    path: "/api/bookings/{id}/messages",
    operationId: "postMessage",
    tag: "Booking changes",
    summary: "Write to the other side of a booking",
    callers: "customerOrProvider",
    idempotent: true,
    params: bookingPath,
    body: messageFields,
    responses: { 201: { description: "The conversation's newest page.", json: conversation } },
    errors: [400, 401, 404, 409, 422, 429],
  },
  {
    method: "post",
    path: "/api/bookings/{id}/messages/read",
    operationId: "markMessagesRead",
    tag: "Booking changes",
    summary: "Move the caller's read marker forward",
    callers: "customerOrProvider",
    params: bookingPath,
    body: readFields,
    responses: { 200: { description: "The conversation.", json: conversation } },
    errors: [400, 401, 404],
  },
  {
    method: "post",
    path: "/api/bookings/{id}/reschedule",
    operationId: "proposeReschedule",
    tag: "Booking changes",
    summary: "Propose another time for a booking",
    description: 'The proposal is "accepted" when the booking moved at once, else "pending".',
    callers: "customerOrProvider",
    idempotent: true,
    params: bookingPath,
    body: newTime,
    responses: {
      201: { description: "The proposal and the booking.", json: withBooking(z.object({ proposal: reschedule })) },
    },
    errors: [400, 401, 404, 409, 422],
  },
  {
    method: "post",
    path: "/api/bookings/{id}/reschedule/{proposalId}/{answer}",
    operationId: "answerReschedule",
    tag: "Booking changes",
    summary: "Accept or decline the other side's proposal (or withdraw one's own)",
    callers: "customerOrProvider",
    params: bookingPath.extend({ proposalId: answerRescheduleInput.shape.rescheduleId, answer: answerWord }),
    responses: {
      200: { description: "The proposal and the booking.", json: withBooking(z.object({ proposal: reschedule })) },
    },
    errors: [400, 401, 404, 409],
  },
  {
    method: "get",
    path: "/api/bookings/{id}/reschedules",
    operationId: "listReschedules",
    tag: "Booking changes",
    summary: "A booking's proposed moves and their answers, newest first",
    callers: "customerOrProvider",
    params: bookingPath,
    responses: { 200: { description: "The proposals.", json: z.array(reschedule) } },
    errors: [400, 401, 404],
  },
  {
    method: "post",
    path: "/api/bookings/{id}/no-show",
    operationId: "reportNoShow",
    tag: "Booking changes",
    summary: "Report the other side absent",
    description: "From the visit's start until 48 hours after; the booking is cancelled.",
    callers: "customerOrProvider",
    params: bookingPath,
    responses: { 201: { description: "The report and the booking.", json: withBooking(z.object({ noShow })) } },
    errors: [400, 401, 404, 409],
  },
  {
    method: "post",
    path: "/api/bookings/{id}/no-show/dispute",
    operationId: "disputeNoShow",
    tag: "Booking changes",
    summary: "Dispute a report that one was absent, within 48 hours",
    callers: "customerOrProvider",
    params: bookingPath,
    body: absenceNoteFields,
    responses: { 200: { description: "The report and the booking.", json: withBooking(z.object({ noShow })) } },
    errors: [400, 401, 404, 409],
  },
  {
    method: "get",
    path: "/api/admin/no-shows",
    operationId: "listDisputedNoShows",
    tag: "Staff",
    summary: "Disputed no-show reports, the longest waiting first",
    callers: "staff",
    responses: { 200: { description: "The queue.", json: z.array(noShow) } },
    errors: [401, 403],
  },
  {
    method: "post",
    path: "/api/admin/no-shows/{absenceId}/{verdict}",
    operationId: "decideNoShow",
    tag: "Staff",
    summary: "Uphold or overturn a disputed no-show report",
    description: "Needs a recent second factor: overturning an absent customer's report refunds the fee.",
    callers: "staff",
    params: z.object({ absenceId: decideAbsenceInput.shape.absenceId, verdict: z.enum(["uphold", "overturn"]) }),
    body: absenceNoteFields,
    responses: { 200: { description: "The report and the booking.", json: withBooking(z.object({ noShow })) } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/admin/bookings/{id}/messages",
    operationId: "readDisputedConversation",
    tag: "Staff",
    summary: "Read a disputed booking's conversation (audited)",
    callers: "staff",
    params: bookingPath,
    query: pageFields,
    responses: { 200: { description: "A page of the conversation.", json: conversation } },
    errors: [400, 401, 403, 404],
  },
];
