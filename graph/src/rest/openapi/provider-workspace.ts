// What a provider's own accounts (and staff) run (rest/listings.ts, calendars.ts, tax-profiles.ts).
import { z } from "zod";
import { REPLY_PROMISE_HOURS } from "../../../../shared/providers/listing.ts";
import { taxProfileFields } from "../../../../shared/tax/registration-numbers.ts";
import { ListingChangeStatus } from "../../generated/prisma/enums.ts";
import { restPageInput } from "../../services/pagination.ts";
import { providerIdInput } from "../../services/providers/access.ts";
import { approveInput, rejectInput } from "../../services/providers/listing-changes.ts";
import { listingUpdateInput } from "../../services/providers/listing.ts";
import type { ApiOperation } from "./operation.ts";
import { cents, id, instant, lowerCaseOf } from "./values.ts";

/** rest/listings.ts changeJson: a change to a listing, published or waiting for staff. */
const listingChange = z
  .object({
    id,
    providerId: id,
    status: lowerCaseOf(ListingChangeStatus),
    changes: z
      .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
      .meta({ description: "Each changed field: its value before and after." }),
    createdAt: instant,
    decidedAt: instant.nullable(),
    decisionNote: z.string().nullable(),
  })
  .meta({ id: "ListingChange" });

const listing = z
  .object({
    providerId: id,
    startingPrice: cents,
    name: z.string(),
    businessType: z.string().nullable(),
    description: z.string(),
    services: z.array(z.object({ serviceType: z.string(), priceCents: cents })),
    specialties: z.array(z.string()),
    serviceRadiusKm: z.number().int(),
    isMobileService: z.boolean(),
    replyWithinHours: z.union(REPLY_PROMISE_HOURS.map((hours) => z.literal(hours))),
    phone: z.string(),
    email: z.string(),
    pendingChange: listingChange.nullable().meta({ description: "A new name or type waiting for staff." }),
  })
  .meta({ id: "Listing" });

const taxProfile = z
  .object({
    providerId: id,
    gstHstNumber: z.string().nullable(),
    qstNumber: z.string().nullable(),
    pstNumber: z.string().nullable(),
    smallSupplier: z.boolean(),
    updatedAt: instant.nullable(),
  })
  .meta({ id: "TaxProfile" });

const feedPath = z.object({
  path: z.string().nullable().meta({ description: "The feed's address on this server; null while it is off." }),
});

const providerPath = z.object({ id: providerIdInput });
const changePath = z.object({ id: approveInput.shape.changeId });

export const PROVIDER_WORKSPACE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/providers/{id}/listing",
    operationId: "readListing",
    tag: "Provider workspace",
    summary: "The listing's fields as its page edits them",
    callers: "providerOrStaff",
    params: providerPath,
    responses: { 200: { description: "The listing.", json: listing } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "put",
    path: "/api/providers/{id}/listing",
    operationId: "updateListing",
    tag: "Provider workspace",
    summary: "Change the listing: any of its fields",
    description: "A new name or business type waits for staff; the rest is published at once.",
    callers: "providerOrStaff",
    params: providerPath,
    body: listingUpdateInput.omit({ providerId: true }),
    responses: { 200: { description: "The listing, as GET answers it.", json: listing } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/providers/{id}/listing-changes",
    operationId: "listListingChanges",
    tag: "Provider workspace",
    summary: "Every change to the listing, newest first",
    callers: "providerOrStaff",
    params: providerPath,
    query: restPageInput(20),
    responses: { 200: { description: "A page of changes.", json: z.array(listingChange), paged: true } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/api/admin/listing-changes",
    operationId: "listPendingListingChanges",
    tag: "Staff",
    summary: "New names and types waiting for staff, oldest first",
    callers: "staff",
    query: restPageInput(20),
    responses: { 200: { description: "A page of changes.", json: z.array(listingChange), paged: true } },
    errors: [400, 401, 403],
  },
  {
    method: "post",
    path: "/api/admin/listing-changes/{id}/approve",
    operationId: "approveListingChange",
    tag: "Staff",
    summary: "Publish a waiting name or type",
    callers: "staff",
    params: changePath,
    body: approveInput.pick({ note: true }),
    bodyOptional: true,
    responses: { 200: { description: "The change.", json: listingChange } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/admin/listing-changes/{id}/reject",
    operationId: "rejectListingChange",
    tag: "Staff",
    summary: "Refuse a waiting name or type, saying why",
    callers: "staff",
    params: changePath,
    body: rejectInput.pick({ reason: true }),
    responses: { 200: { description: "The change.", json: listingChange } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/provider/{id}/calendar.ics",
    operationId: "readCalendarFeed",
    tag: "Provider workspace",
    summary: "A provider's bookings as a calendar feed",
    description: "For calendar apps, which send no cookies: the address (with its token) is the credential.",
    callers: "linkHolder",
    params: z.object({ id: z.string().meta({ description: "The provider's id." }) }),
    query: z.object({ token: z.string().optional().meta({ description: "The feed's token, from its address." }) }),
    responses: { 200: { description: "An iCalendar file.", media: [{ type: "text/calendar" }] } },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/providers/{id}/calendar-feed",
    operationId: "readCalendarFeedPath",
    tag: "Provider workspace",
    summary: "The calendar feed's address",
    callers: "providerOrStaff",
    params: providerPath,
    responses: { 200: { description: "Its path, or null while it is off.", json: feedPath } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "post",
    path: "/api/providers/{id}/calendar-feed",
    operationId: "resetCalendarFeed",
    tag: "Provider workspace",
    summary: "A new feed address; the old one stops working",
    callers: "providerOrStaff",
    params: providerPath,
    responses: { 200: { description: "The new path.", json: feedPath } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "delete",
    path: "/api/providers/{id}/calendar-feed",
    operationId: "turnOffCalendarFeed",
    tag: "Provider workspace",
    summary: "Turn the calendar feed off",
    callers: "providerOrStaff",
    params: providerPath,
    responses: { 200: { description: "`{ path: null }`.", json: feedPath } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/api/providers/{id}/tax-profile",
    operationId: "readTaxProfile",
    tag: "Provider workspace",
    summary: "The provider's sales-tax registration numbers",
    callers: "providerOrStaff",
    params: providerPath,
    responses: { 200: { description: "The tax profile.", json: taxProfile } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "put",
    path: "/api/providers/{id}/tax-profile",
    operationId: "updateTaxProfile",
    tag: "Provider workspace",
    summary: "Save the registration numbers; an empty one means not registered",
    callers: "providerOrStaff",
    params: providerPath,
    body: taxProfileFields,
    responses: { 200: { description: "The tax profile as saved.", json: taxProfile } },
    errors: [400, 401, 403, 404],
  },
];
