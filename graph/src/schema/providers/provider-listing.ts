// The listing a provider runs, in GraphQL: its services with their prices, radius and type on
// Provider; the change and its history for its own account and staff; staff's queue and
// decisions (services/providers/listing.ts and listing-changes.ts).
import { builder } from "../../builder.ts";
import type { ProviderListingChange } from "../../generated/prisma/client.ts";
import { ListingChangeStatus } from "../../generated/prisma/enums.ts";
import {
  LISTING_FIELD_NAMES,
  LISTING_LIMITS,
  type ListingFields,
  type ListingService,
  REPLY_PROMISE_HOURS,
} from "../../../../shared/providers/listing.ts";
import { canActForProvider } from "../../services/providers/access.ts";
import {
  approveListingChange,
  listListingChanges,
  listPendingListingChanges,
  pendingListingChangeOf,
  rejectListingChange,
} from "../../services/providers/listing-changes.ts";
import { type ListingUpdate, updateListing } from "../../services/providers/listing.ts";
import type { FieldChanges } from "../../services/providers/listing-values.ts";
import {
  ConflictError,
  NotFoundError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  ValidationError,
} from "../../services/errors.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";
import { readableBy } from "../node.ts";
import { ProviderNode } from "./provider.ts";

const ProviderServiceRef = builder
  .objectRef<{ priceCents: number; category: { id: number; slug: string; name: string; sortOrder: number } }>(
    "ProviderService",
  )
  .implement({
    description: "A service a provider offers, at its price: what a booking of it costs.",
    fields: (t) => ({
      serviceType: t.string({
        description: 'The category slug, e.g. "house-cleaning".',
        resolve: (s) => s.category.slug,
      }),
      name: t.string({ resolve: (s) => s.category.name }),
      priceCents: t.exposeInt("priceCents", { description: "Cents per visit." }),
    }),
  });

builder.prismaObjectFields(ProviderNode, (t) => ({
  serviceRadiusKm: t.exposeInt("serviceRadiusKm", { description: "How far from its address it travels, in km." }),
  replyWithinHours: t.exposeInt("replyWithinHours", {
    description: `Its promise of how soon it answers a customer, in hours: ${REPLY_PROMISE_HOURS.join(", ")}.`,
  }),
  businessType: t.relation("businessType", {
    nullable: true,
    description: "The business's type, one of its services, as staff last approved it.",
  }),
  offeredServices: t.field({
    type: [ProviderServiceRef],
    description: "The services offered with their prices, in catalogue order; startingPrice is the least.",
    select: {
      categories: {
        select: { priceCents: true, category: { select: { id: true, slug: true, name: true, sortOrder: true } } },
      },
    },
    resolve: (provider) => [...provider.categories].sort((a, b) => a.category.sortOrder - b.category.sortOrder),
  }),
  pendingListingChange: t.prismaField({
    type: "ProviderListingChange",
    nullable: true,
    description: "Its new name or type waiting for staff, if any: its own account and staff (null for others).",
    resolve: (query, provider, _args, ctx) =>
      canActForProvider(ctx, provider.id) ? pendingListingChangeOf(ctx, provider.id, query) : null,
  }),
  listingChanges: t.prismaConnection({
    type: "ProviderListingChange",
    cursor: "id",
    description: "Every change to its listing, newest first: its own account and staff.",
    resolve: (query, provider, { after, before }, ctx) => {
      assertIdCursors(after, before);
      return listListingChanges(ctx, provider.id, query);
    },
  }),
}));

const ListingChangeStatusEnum = builder.enumType(ListingChangeStatus, { name: "ListingChangeStatus" });

const ListingFieldEnum = builder.enumType("ListingField", { values: LISTING_FIELD_NAMES });

type ListingValue = { value: unknown };

const ListingServicePriceRef = builder.objectRef<ListingService>("ListingServicePrice").implement({
  fields: (t) => ({
    serviceType: t.exposeString("serviceType"),
    priceCents: t.exposeInt("priceCents"),
  }),
});

const ListingValueRef = builder.objectRef<ListingValue>("ListingValue").implement({
  description: "A listing field's value: the member its field uses is set, the others null.",
  fields: (t) => ({
    text: t.string({
      nullable: true,
      description: "name, businessType (a slug), description, phone, email.",
      resolve: ({ value }) => (typeof value === "string" ? value : null),
    }),
    number: t.int({
      nullable: true,
      description: "serviceRadiusKm, replyWithinHours.",
      resolve: ({ value }) => (typeof value === "number" ? value : null),
    }),
    flag: t.boolean({
      nullable: true,
      description: "isMobileService.",
      resolve: ({ value }) => (typeof value === "boolean" ? value : null),
    }),
    texts: t.stringList({
      nullable: true,
      description: "specialties.",
      resolve: ({ value }) => (Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null),
    }),
    services: t.field({
      type: [ListingServicePriceRef],
      nullable: true,
      description: "services.",
      resolve: ({ value }) =>
        Array.isArray(value) && value.every((item) => typeof item === "object") ? (value as ListingService[]) : null,
    }),
  }),
});

type FieldChange = { field: keyof ListingFields; from: unknown; to: unknown };

const ListingFieldChangeRef = builder.objectRef<FieldChange>("ListingFieldChange").implement({
  fields: (t) => ({
    field: t.field({ type: ListingFieldEnum, resolve: (change) => change.field }),
    from: t.field({ type: ListingValueRef, nullable: true, resolve: (change) => ({ value: change.from }) }),
    to: t.field({ type: ListingValueRef, resolve: (change) => ({ value: change.to }) }),
  }),
});

builder.prismaObject("ProviderListingChange", {
  name: "ListingChange",
  description: "One change to a provider's listing: who, when, each field before and after, and staff's decision.",
  ...readableBy<ProviderListingChange>((change, ctx) => canActForProvider(ctx, change.providerId)),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths." }),
    status: t.field({ type: ListingChangeStatusEnum, resolve: (change) => change.status }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    changes: t.field({
      type: [ListingFieldChangeRef],
      resolve: (change) =>
        Object.entries(change.changes as FieldChanges).map(([field, { from, to }]) => ({
          field: field as FieldChange["field"],
          from,
          to,
        })),
    }),
    changedBy: t.string({
      nullable: true,
      description: "The name of the account that made it; null once that account is gone.",
      select: { changedBy: { select: { name: true } } },
      resolve: (change) => change.changedBy?.name ?? null,
    }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    decisionNote: t.exposeString("decisionNote", { nullable: true, description: "Staff's reason or note." }),
    provider: t.relation("provider"),
  }),
});

builder.queryField("pendingListingChanges", (t) =>
  t.prismaConnection(
    {
      type: "ProviderListingChange",
      cursor: "id",
      description: "New names and types waiting for staff, oldest first (staff only).",
      authScopes: { admin: true },
      resolve: (query, _root, { after, before }, ctx) => {
        assertIdCursors(after, before);
        return listPendingListingChanges(ctx, query);
      },
    },
    { name: "PendingListingChangeConnection" },
    { name: "PendingListingChangeEdge" },
  ),
);

const ServicePriceInput = builder.inputType("ServicePriceInput", {
  fields: (t) => ({
    serviceType: t.string({ required: true, description: 'A category slug, e.g. "house-cleaning".' }),
    priceCents: t.int({
      required: true,
      description: `Cents per visit, ${LISTING_LIMITS.priceMin} to ${LISTING_LIMITS.priceMax.toLocaleString("en-CA")}.`,
    }),
  }),
});

const UpdateListingInput = builder.inputType("UpdateListingInput", {
  description:
    "The fields to change; the others stay. The name and businessType wait for staff's approval once the provider " +
    "is approved; the rest publish at once. The same values again change nothing.",
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id or databaseId." }),
    name: t.string({ description: `2 to ${LISTING_LIMITS.name} characters.` }),
    businessType: t.string({ description: "A category slug among the services." }),
    description: t.string({
      description: `${LISTING_LIMITS.descriptionMin} to ${LISTING_LIMITS.description.toLocaleString("en-CA")} characters.`,
    }),
    services: t.field({
      type: [ServicePriceInput],
      description: "Every service offered, each once; those left out are no longer offered.",
    }),
    specialties: t.stringList({
      description: `At most ${LISTING_LIMITS.specialties}, ${LISTING_LIMITS.specialty} characters each.`,
    }),
    serviceRadiusKm: t.int({ description: `${LISTING_LIMITS.radiusMin} to ${LISTING_LIMITS.radiusMax}.` }),
    isMobileService: t.boolean(),
    replyWithinHours: t.int({
      description: `How soon it answers a customer, in hours: ${REPLY_PROMISE_HOURS.join(", ")}.`,
    }),
    phone: t.string({ description: "A Canadian or US number." }),
    email: t.string(),
  }),
});

const UpdateListingPayload = builder.objectRef<ListingUpdate>("UpdateListingPayload").implement({
  fields: (t) => ({
    provider: t.field({ type: ProviderNode, resolve: (update) => update.provider }),
  }),
});

const ListingChangePayload = builder.objectRef<ProviderListingChange>("ListingChangePayload").implement({
  fields: (t) => ({
    change: t.prismaField({
      type: "ProviderListingChange",
      resolve: (query, change, _args, ctx) =>
        ctx.db.providerListingChange.findUniqueOrThrow({ ...query, where: { id: change.id } }),
    }),
  }),
});

const decisionErrors = [ValidationError, ConflictError, NotFoundError, SecondFactorRequiredError, StepUpRequiredError];

const ListingDecisionInput = builder.inputType("ListingDecisionInput", {
  fields: (t) => ({
    changeId: t.id({ required: true, description: "The ListingChange's databaseId." }),
    note: t.string({ description: "Approve: an optional note. Reject: the reason, 5 to 2,000 characters." }),
  }),
});

builder.mutationFields((t) => ({
  updateListing: t.field({
    type: UpdateListingPayload,
    description: "Change a provider's listing (its own account or staff); every change is kept.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateListingInput, required: true }) },
    errors: { types: [ValidationError, ConflictError, NotFoundError], union: { name: "UpdateListingResult" } },
    resolve: (_root, { input }, ctx) => {
      const { providerId, ...fields } = input;
      const sent = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
      );
      return updateListing(ctx, { ...sent, providerId: databaseIdOf("Provider", providerId) });
    },
  }),
  approveListingChange: t.field({
    type: ListingChangePayload,
    description: "Publish a waiting name or type (staff only; audited).",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ListingDecisionInput, required: true }) },
    errors: { types: decisionErrors, union: { name: "ApproveListingChangeResult" } },
    resolve: (_root, { input }, ctx) => approveListingChange(ctx, { changeId: input.changeId, note: input.note }),
  }),
  rejectListingChange: t.field({
    type: ListingChangePayload,
    description: "Turn a waiting name or type down with the reason the provider reads (staff only; audited).",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ListingDecisionInput, required: true }) },
    errors: { types: decisionErrors, union: { name: "RejectListingChangeResult" } },
    resolve: (_root, { input }, ctx) =>
      rejectListingChange(ctx, { changeId: input.changeId, reason: input.note ?? "" }),
  }),
}));
