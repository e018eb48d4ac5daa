// A provider runs its own listing: description, services and their prices, specialties,
// radius, mobile service and public contact details publish at once; a new business name or
// type waits for staff, because either could pass the listing off as another business. Every
// change is kept (who, when, each field before and after) in ProviderListingChange.
//
// One transaction per change, with the provider's row locked: the services' prices and the
// startingPrice derived from them (the least) are written together, so a card never shows a
// price no service has, and two edits at once each see the other's prices.
import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma, Provider } from "../../generated/prisma/client.ts";
import {
  FIELDS_STAFF_APPROVE,
  LISTING_MESSAGES,
  type ListingFields,
  listingFields,
  type ListingService,
} from "../../../../shared/providers/listing.ts";
import { isStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { ConflictError, parseInput, ValidationError } from "../errors.ts";
import { assertActsForProvider, ProviderNotFoundError, providerIdInput } from "./access.ts";
import { auditFieldsOf, type FieldChanges, type ListingValues, listingValuesOf } from "./listing-values.ts";

export const REJECTED_LISTING_MESSAGE = "A provider that was not approved cannot change its listing.";

export const listingUpdateInput = listingFields.partial().extend({ providerId: providerIdInput });
export type ListingUpdateInput = z.input<typeof listingUpdateInput>;

export interface ListingUpdate {
  provider: Provider;
  /** The change of name or type waiting for staff after this one, if any. */
  pendingChangeId: number | null;
}

type Tx = Prisma.TransactionClient;

/**
 * Changes the listing of `providerId` (its own account or staff): what differs from the
 * listing now is published, or proposed to staff for the name and type. Sending the same
 * listing again changes nothing and records nothing.
 */
export async function updateListing(ctx: Context, input: ListingUpdateInput): Promise<ListingUpdate> {
  const { providerId, ...sent } = parseInput(listingUpdateInput, input);
  assertActsForProvider(ctx, providerId);
  return ctx.db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "Provider" WHERE "id" = ${providerId} FOR UPDATE`;
    if (locked.length === 0) throw new ProviderNotFoundError();
    const provider = await tx.provider.findUniqueOrThrow({
      where: { id: providerId },
      include: listingInclude,
    });
    if (provider.status === "REJECTED") throw new ConflictError(REJECTED_LISTING_MESSAGE);
    const before = listingValuesOf(provider);
    const changes = changesOf(before, sent);
    // Staff publish a name or type themselves, as does a provider not yet approved: staff
    // read the whole listing when they approve it.
    const waitsForStaff = !isStaff(ctx) && provider.status !== "PENDING";
    const proposed = waitsForStaff ? pick(changes, FIELDS_STAFF_APPROVE) : {};
    const published = waitsForStaff ? omit(changes, FIELDS_STAFF_APPROVE) : changes;
    const typeSlug = (published.businessType?.to ?? before.businessType) as string | null;
    const services = (published.services?.to as ListingService[] | undefined) ?? before.services;
    assertTypeOffered(services, typeSlug, proposed.businessType?.to as string | undefined);

    if (Object.keys(published).length > 0) await publish(tx, ctx, provider.id, published);
    const pendingChangeId = await propose(tx, ctx, provider.id, proposed);
    return { provider: await tx.provider.findUniqueOrThrow({ where: { id: providerId } }), pendingChangeId };
  });
}

/** The listing as its own account and staff edit it, with the change waiting for staff. */
export async function readListing(ctx: Context, providerIdSent: unknown) {
  const providerId = parseInput(providerIdInput, providerIdSent);
  assertActsForProvider(ctx, providerId);
  const [provider, pendingChange] = await Promise.all([
    ctx.db.provider.findUnique({ where: { id: providerId }, include: listingInclude }),
    ctx.db.providerListingChange.findFirst({ where: { providerId, status: "PENDING" } }),
  ]);
  if (!provider) throw new ProviderNotFoundError();
  return { providerId, startingPrice: provider.startingPrice, ...listingValuesOf(provider), pendingChange };
}

const listingInclude = {
  businessType: { select: { slug: true } },
  categories: { select: { priceCents: true, category: { select: { slug: true } } } },
} as const;

/** Each sent field whose value differs from the listing's now. */
function changesOf(before: ListingValues, sent: Partial<ListingFields>): FieldChanges {
  const after: Partial<ListingValues> = { ...sent, services: sent.services && sortedServices(sent.services) };
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(after) as [keyof ListingValues, unknown][]) {
    if (to === undefined) continue;
    const from = before[field];
    if (!isDeepStrictEqual(from, to)) changes[field] = { from, to };
  }
  return changes;
}

const sortedServices = (services: ListingService[]) =>
  [...services].sort((a, b) => a.serviceType.localeCompare(b.serviceType));

/** The business type, now or proposed, is one of the services the listing offers. */
function assertTypeOffered(services: { serviceType: string }[], current: string | null, proposed: string | undefined) {
  const offered = new Set<string>(services.map((service) => service.serviceType));
  const [path, missing] =
    proposed !== undefined && !offered.has(proposed)
      ? ["businessType", proposed]
      : current !== null && !offered.has(current)
        ? ["services", current]
        : [null, null];
  if (path === null || missing === null) return;
  throw new ValidationError(LISTING_MESSAGES.businessType, [{ path: [path], message: LISTING_MESSAGES.businessType }]);
}

async function publish(tx: Tx, ctx: Context, providerId: number, changes: FieldChanges): Promise<void> {
  const to = Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [field, change.to]),
  ) as Partial<ListingValues>;
  const { services, businessType, ...columns } = to;
  const data: Prisma.ProviderUncheckedUpdateInput = { ...columns };
  if (businessType !== undefined) data.businessTypeId = await categoryIdOf(tx, businessType as string);
  if (services) {
    await replaceServices(tx, providerId, services);
    data.startingPrice = Math.min(...services.map((service) => service.priceCents));
  }
  await tx.provider.update({ where: { id: providerId }, data });
  await tx.providerListingChange.create({
    data: { providerId, changedById: ctx.viewer?.userId ?? null, changes: changes as object, status: "PUBLISHED" },
  });
  if (isStaff(ctx)) {
    await recordAudit(tx, ctx, {
      action: "listing.update",
      target: { type: "Provider", id: providerId },
      ...auditFieldsOf(changes),
    });
  }
}

/** The listing's services become exactly these, at these prices. */
async function replaceServices(tx: Tx, providerId: number, services: ListingService[]): Promise<void> {
  const categories = await tx.category.findMany({
    where: { slug: { in: services.map((service) => service.serviceType) } },
    select: { id: true, slug: true },
  });
  const idOf = new Map(categories.map((category) => [category.slug, category.id]));
  await tx.providerCategory.deleteMany({ where: { providerId, categoryId: { notIn: [...idOf.values()] } } });
  for (const { serviceType, priceCents } of services) {
    const categoryId = idOf.get(serviceType)!;
    await tx.providerCategory.upsert({
      where: { providerId_categoryId: { providerId, categoryId } },
      create: { providerId, categoryId, priceCents },
      update: { priceCents },
    });
  }
}

async function categoryIdOf(tx: Tx, slug: string): Promise<number> {
  return (await tx.category.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

/**
 * The name and type for staff: the same proposal as the one waiting changes nothing; another
 * replaces it (the older one is withdrawn). Sending the published values changes nothing.
 */
async function propose(tx: Tx, ctx: Context, providerId: number, proposed: FieldChanges): Promise<number | null> {
  const waiting = await tx.providerListingChange.findFirst({
    where: { providerId, status: "PENDING" },
    select: { id: true, changes: true },
  });
  if (Object.keys(proposed).length === 0) return waiting?.id ?? null;
  // JSONB keeps an object's keys in its own order: compared by value.
  if (waiting && isDeepStrictEqual(waiting.changes, proposed)) return waiting.id;
  if (waiting) await tx.providerListingChange.update({ where: { id: waiting.id }, data: { status: "WITHDRAWN" } });
  const created = await tx.providerListingChange.create({
    data: { providerId, changedById: ctx.viewer?.userId ?? null, changes: proposed as object, status: "PENDING" },
    select: { id: true },
  });
  return created.id;
}

function pick(changes: FieldChanges, fields: readonly string[]): FieldChanges {
  return Object.fromEntries(Object.entries(changes).filter(([field]) => fields.includes(field)));
}

function omit(changes: FieldChanges, fields: readonly string[]): FieldChanges {
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !fields.includes(field)));
}
