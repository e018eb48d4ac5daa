// Bookings and a provider's slots (rest/bookings.ts, availability.ts).
import { z } from "zod";
import { BOOKING_STATUSES, specStatusWord } from "../../../../shared/bookings/status.ts";
import { addAvailabilityInput, addSlotsInput } from "../../services/availability/add-availability.ts";
import { bookSlotInput } from "../../services/availability/book-slot.ts";
import { listAvailabilityInput } from "../../services/availability/list-availability.ts";
import { createBookingInput } from "../../services/bookings/create-booking.ts";
import { bookingIdInput } from "../../services/bookings/read-booking.ts";
import { updateBookingStatusInput } from "../../services/bookings/update-status.ts";
import { restPageInput } from "../../services/pagination.ts";
import { providerIdInput } from "../../services/providers/access.ts";
import { PROVIDER_VIEW_NAMES } from "../bookings.ts";
import { timeSlot } from "./catalogue.ts";
import type { ApiOperation } from "./operation.ts";
import { calendarDate, cents, id, instant, serviceAddress } from "./values.ts";

export const bookingStatusWord = z.enum(BOOKING_STATUSES.map(specStatusWord) as [string, ...string[]]);
const cancellationWindow = z.enum(["free", "late"]);

/** Spec section 3's "Booking (provider view)" (rest/bookings.ts bookingJson). */
export const booking = z
  .object({
    id,
    providerId: id,
    status: bookingStatusWord,
    serviceType: z.string(),
    serviceDetails: z.string(),
    specialInstructions: z.string(),
    preferredDate: calendarDate,
    preferredTime: z.string(),
    customerName: z.string(),
    customerPhone: z.string(),
    customerEmail: z.string(),
    customerErased: z.boolean().meta({ description: "The customer deleted their account: their fields are blank." }),
    address: z.string().nullable(),
    addressUnit: z.string(),
    addressCityId: id.nullable(),
    postalCode: z.string().nullable(),
    addressToConfirm: z.boolean().meta({ description: "No checked address: the provider confirms where the job is." }),
    estimatedPrice: cents.nullable(),
    actualPrice: cents.nullable(),
    completedAt: instant.nullable(),
    createdAt: instant,
  })
  .meta({ id: "Booking" });

const createdBooking = booking
  .pick({
    id: true,
    status: true,
    providerId: true,
    serviceType: true,
    preferredDate: true,
    preferredTime: true,
    estimatedPrice: true,
  })
  .meta({ id: "CreatedBooking" });

const refund = z.object({
  amount: cents.meta({ description: "Given back." }),
  fee: cents.meta({ description: "Kept by the cancellation policy." }),
  paid: cents,
  window: cancellationWindow,
  status: z.enum(["pending", "done", "failed", "none"]),
});

const cancellationPreview = z.object({
  bookingId: id,
  window: cancellationWindow,
  party: z.enum(["customer", "provider", "staff"]),
  paid: cents,
  refund: cents,
  fee: cents,
  feeToProvider: cents,
  feeToPlatform: cents,
  startsAt: instant,
  freeUntil: instant,
});

const providerStats = z.object({
  totalBookings: z.number().int(),
  completedBookings: z.number().int(),
  averageRating: z.number(),
  thisMonthEarnings: cents,
  reviewCount: z.number().int(),
  today: calendarDate,
  timeZone: z.string().meta({ example: "America/Toronto" }),
});

const bookingPath = z.object({ id: bookingIdInput });
const providerPath = z.object({ id: providerIdInput });

/** What POST /api/providers/{id}/availability takes: slots as the spec's client sends them, or a window. */
const slotRequest = addSlotsInput.shape.slots.element.shape;
const windowRequest = addAvailabilityInput.shape.window.shape;
const availabilityRequest = z.union([
  z.object({
    date: addSlotsInput.shape.date,
    slots: z.array(
      z.object({
        startTime: slotRequest.startTime,
        endTime: slotRequest.startTime.optional().meta({ description: "The slot's end, or give its duration." }),
        duration: slotRequest.durationMinutes.optional().meta({ description: "Minutes, instead of an end time." }),
      }),
    ),
    dayOfWeek: z.number().int().min(0).max(6).optional().meta({ description: "The date's weekday, 0 = Sunday." }),
    price: addSlotsInput.shape.priceCents,
  }),
  z.object({
    date: windowRequest.date,
    startTime: windowRequest.startTime,
    endTime: windowRequest.endTime,
    duration: windowRequest.durationMinutes,
    price: addAvailabilityInput.shape.priceCents,
  }),
]);

export const BOOKING_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/bookings",
    operationId: "createBooking",
    tag: "Bookings",
    summary: "Request a booking with a provider",
    description: "A signed-in customer's booking is theirs; anyone else's is known by its contact details.",
    callers: "anyoneButPartners",
    idempotent: true,
    body: createBookingInput.extend({ address: serviceAddress }),
    responses: { 201: { description: "The stored booking.", json: createdBooking } },
    errors: [400, 403, 404, 409, 422],
  },
  {
    method: "get",
    path: "/api/bookings",
    operationId: "listOwnBookings",
    tag: "Bookings",
    summary: "The signed-in account's own bookings, latest date first",
    callers: "signedIn",
    query: restPageInput(20),
    responses: { 200: { description: "A page of bookings.", json: z.array(booking), paged: true } },
    errors: [400, 401],
  },
  {
    method: "get",
    path: "/api/bookings/{id}",
    operationId: "readBooking",
    tag: "Bookings",
    summary: "A booking",
    description: "For staff, its provider and the customer who made it; anyone else gets the 404 of no booking.",
    callers: "signedIn",
    params: bookingPath,
    responses: { 200: { description: "The booking.", json: booking } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "patch",
    path: "/api/bookings/{id}/status",
    operationId: "updateBookingStatus",
    tag: "Bookings",
    summary: "Start, complete or cancel a booking",
    description: "A cancellation also answers `refund`: what its payment gave back and kept.",
    callers: "signedIn",
    params: bookingPath,
    body: updateBookingStatusInput.pick({ actualPrice: true }).extend({ status: bookingStatusWord }),
    responses: {
      200: { description: "The booking as it now stands.", json: booking.extend({ refund: refund.optional() }) },
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/bookings/{id}/cancellation",
    operationId: "previewCancellation",
    tag: "Bookings",
    summary: "What cancelling now would give back and keep",
    callers: "signedIn",
    params: bookingPath,
    responses: { 200: { description: "The terms, in cents.", json: cancellationPreview } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/api/provider/{id}/stats",
    operationId: "readProviderStats",
    tag: "Provider workspace",
    summary: "A provider's dashboard figures",
    callers: "providerOrStaff",
    params: providerPath,
    responses: { 200: { description: "The figures.", json: providerStats } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/api/provider/{id}/bookings",
    operationId: "listProviderBookings",
    tag: "Provider workspace",
    summary: "A provider's bookings: today's, upcoming, completed or all",
    callers: "providerOrStaff",
    params: providerPath,
    query: restPageInput(20).extend({ view: z.enum(PROVIDER_VIEW_NAMES).default("all") }),
    responses: { 200: { description: "A page of bookings.", json: z.array(booking), paged: true } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/api/providers/{id}/availability",
    operationId: "listAvailability",
    tag: "Availability",
    summary: "A provider's slots over some days (at most 31)",
    callers: "anyone",
    params: providerPath,
    query: z.object({ start: listAvailabilityInput.shape.start, end: listAvailabilityInput.shape.end }),
    responses: { 200: { description: "The slots, as spec section 3's TimeSlot.", json: z.array(timeSlot) } },
    errors: [400, 404],
  },
  {
    method: "post",
    path: "/api/providers/{id}/availability",
    operationId: "addAvailability",
    tag: "Availability",
    summary: "Open slots on a day: listed, or a window cut into slots",
    description: "None is added if any overlaps an existing slot (409).",
    callers: "providerOrStaff",
    params: providerPath,
    body: availabilityRequest,
    responses: { 201: { description: "The slots made.", json: z.array(timeSlot) } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/time-slots/{id}/book",
    operationId: "bookTimeSlot",
    tag: "Availability",
    summary: "Book an open slot",
    description: "A signed-in customer's name and email come from the account when left out.",
    callers: "anyoneButPartners",
    idempotent: true,
    params: z.object({ id: bookSlotInput.shape.timeSlotId }),
    body: bookSlotInput.omit({ timeSlotId: true }).extend({ address: serviceAddress }),
    responses: { 201: { description: "The booking.", json: booking } },
    errors: [400, 403, 404, 409, 422],
  },
];
