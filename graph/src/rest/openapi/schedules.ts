// Recurring schedules and their price proposals (rest/schedules.ts).
import { z } from "zod";
import { recurringScheduleFields } from "../../../../shared/schedules/recurring-schedule.ts";
import { ProposalStatus, ScheduleFrequency, ScheduleStatus } from "../../generated/prisma/enums.ts";
import { restPageInput } from "../../services/pagination.ts";
import { scheduleIdInput } from "../../services/schedules/errors.ts";
import { pauseScheduleInput } from "../../services/schedules/lifecycle.ts";
import { customerIdInput } from "../../services/schedules/list-schedules.ts";
import { answerPriceProposalInput, proposeSchedulePriceInput } from "../../services/schedules/price-proposals.ts";
import type { ApiOperation } from "./operation.ts";
import { calendarDate, cents, id, instant, lowerCaseOf, serviceAddress } from "./values.ts";

/** Spec section 3's RecurringSchedule (rest/schedules.ts scheduleJson). */
const schedule = z
  .object({
    id,
    providerId: id,
    customerId: id.nullable(),
    customerName: z.string(),
    customerPhone: z.string(),
    customerEmail: z.string(),
    customerErased: z.boolean(),
    serviceType: z.string(),
    serviceDetails: z.string(),
    frequency: lowerCaseOf(ScheduleFrequency),
    dayOfWeek: z.number().int().min(0).max(6).nullable(),
    dayOfMonth: z.number().int().min(1).max(31).nullable(),
    preferredTime: z.string(),
    specialInstructions: z.string(),
    address: z.string().nullable(),
    addressUnit: z.string(),
    addressCityId: id.nullable(),
    postalCode: z.string().nullable(),
    estimatedPrice: cents,
    startDate: calendarDate,
    nextBookingDate: calendarDate,
    isActive: z.boolean(),
    status: lowerCaseOf(ScheduleStatus),
    totalBookings: z.number().int(),
    pausedUntil: calendarDate.nullable(),
    createdAt: instant,
  })
  .meta({ id: "RecurringSchedule" });

const proposal = z
  .object({
    id,
    scheduleId: id,
    proposedPrice: cents,
    previousPrice: cents,
    status: lowerCaseOf(ProposalStatus),
    proposedAt: instant,
    answeredAt: instant.nullable(),
  })
  .meta({ id: "PriceProposal" });

const schedulePath = z.object({ id: scheduleIdInput });
const proposalPath = schedulePath.extend({ proposalId: answerPriceProposalInput.shape.proposalId });
const answered = z.object({ proposal, schedule });

export const SCHEDULE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/recurring-schedules",
    operationId: "listRecurringSchedules",
    tag: "Recurring schedules",
    summary: "Active and paused schedules",
    description: "A customer gets their own whatever customerId says; staff get the named customer's, or everyone's.",
    callers: "signedIn",
    query: restPageInput(20).extend({ customerId: customerIdInput.optional() }),
    responses: { 200: { description: "A page of schedules.", json: z.array(schedule), paged: true } },
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/api/recurring-schedules",
    operationId: "createRecurringSchedule",
    tag: "Recurring schedules",
    summary: "Set up a regular cleaning",
    description: "The provider's price is used; a nextBookingDate in the body is not: the server works it out.",
    callers: "signedIn",
    idempotent: true,
    body: z.object({ ...recurringScheduleFields.in.shape, address: serviceAddress }),
    responses: { 201: { description: "The schedule.", json: schedule } },
    errors: [400, 401, 403, 404, 422],
  },
  {
    method: "patch",
    path: "/api/recurring-schedules/{id}/pause",
    operationId: "pauseRecurringSchedule",
    tag: "Recurring schedules",
    summary: "Pause a schedule, until a date or until resumed",
    callers: "signedIn",
    params: schedulePath,
    body: pauseScheduleInput.pick({ pausedUntil: true }),
    bodyOptional: true,
    responses: { 200: { description: "The schedule.", json: schedule } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "patch",
    path: "/api/recurring-schedules/{id}/resume",
    operationId: "resumeRecurringSchedule",
    tag: "Recurring schedules",
    summary: "Resume a paused schedule",
    callers: "signedIn",
    params: schedulePath,
    responses: { 200: { description: "The schedule.", json: schedule } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/recurring-schedules/{id}",
    operationId: "cancelRecurringSchedule",
    tag: "Recurring schedules",
    summary: "Cancel a schedule",
    callers: "signedIn",
    params: schedulePath,
    responses: { 200: { description: "The schedule, cancelled.", json: schedule } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/recurring-schedules/{id}/price-proposals",
    operationId: "proposeSchedulePrice",
    tag: "Recurring schedules",
    summary: "Propose a new price per visit",
    callers: "providerOrStaff",
    idempotent: true,
    params: schedulePath,
    body: proposeSchedulePriceInput.pick({ pricePerVisit: true }),
    responses: { 201: { description: "The proposal.", json: proposal } },
    errors: [400, 401, 403, 404, 409, 422],
  },
  {
    method: "post",
    path: "/api/recurring-schedules/{id}/price-proposals/{proposalId}/accept",
    operationId: "acceptSchedulePrice",
    tag: "Recurring schedules",
    summary: "The customer accepts a new price",
    callers: "signedIn",
    params: proposalPath,
    responses: { 200: { description: "The proposal and the schedule at its new price.", json: answered } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/recurring-schedules/{id}/price-proposals/{proposalId}/decline",
    operationId: "declineSchedulePrice",
    tag: "Recurring schedules",
    summary: "The customer declines a new price",
    callers: "signedIn",
    params: proposalPath,
    responses: { 200: { description: "The proposal and the schedule.", json: answered } },
    errors: [400, 401, 403, 404, 409],
  },
];
