// Staff's side of listing changes: the queue of new names and types waiting for them, each
// provider's whole history, and the decision. Approving publishes the name and type in the
// same transaction as the decision. Each decision is one conditional update (a second
// decision of the same kind changes nothing) with its audit entry and the provider's notice. Like a review's
// moderation, it asks for no fresh second factor: nothing leaves the marketplace, and a
// wrong decision is undone by the provider's next proposal.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma, ProviderListingChange } from "../../generated/prisma/client.ts";
import { storableText } from "../../../../shared/validation/text.ts";
import { assertStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { ConflictError, NotFoundError, parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { notifyListingChangeDecided } from "../notifications/listing-notices.ts";
import { assertActsForProvider } from "./access.ts";
import { auditFieldsOf, type FieldChanges } from "./listing-values.ts";
import { SUSPENSION_REASON_MESSAGE as REASON_MESSAGE } from "./suspension.ts";

const NO_SUCH_CHANGE = "There is no listing change with that id.";

export class ListingChangeNotFoundError extends NotFoundError {
  constructor() {
    super(NO_SUCH_CHANGE);
    this.name = "ListingChangeNotFoundError";
  }
}

export const NO_LONGER_OFFERED_MESSAGE =
  "The provider no longer offers the service of this business type: reject the change instead.";

const changeId = databaseIdInput(NO_SUCH_CHANGE);
export const approveInput = z.object({ changeId, note: storableText(2000).nullish() });
export const rejectInput = z.object({ changeId, reason: storableText(2000).min(5, REASON_MESSAGE) });

type ChangeQuery = Omit<Prisma.ProviderListingChangeFindManyArgs, "where" | "orderBy">;

/** Names and types waiting for staff, oldest first (staff only). */
export function listPendingListingChanges(ctx: Context, query: ChangeQuery = {}) {
  assertStaff(ctx);
  return ctx.db.providerListingChange.findMany({
    ...query,
    where: { status: "PENDING" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** A provider's listing changes, newest first (its own account and staff). */
export function listListingChanges(ctx: Context, providerId: number, query: ChangeQuery = {}) {
  assertActsForProvider(ctx, providerId);
  return ctx.db.providerListingChange.findMany({
    ...query,
    where: { providerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

/** The provider's change of name or type waiting for staff, if any (its own account and staff). */
export function pendingListingChangeOf(ctx: Context, providerId: number, query: ChangeQuery = {}) {
  assertActsForProvider(ctx, providerId);
  return ctx.db.providerListingChange.findFirst({ ...query, where: { providerId, status: "PENDING" } });
}

/** Staff publish a waiting name or type. */
export async function approveListingChange(ctx: Context, input: z.input<typeof approveInput>) {
  assertStaff(ctx);
  const { changeId: id, note } = parseInput(approveInput, input);
  return decide(ctx, id, "APPROVED", note ?? null);
}

/** Staff turn a waiting name or type down, with the reason the provider reads. */
export async function rejectListingChange(ctx: Context, input: z.input<typeof rejectInput>) {
  assertStaff(ctx);
  const { changeId: id, reason } = parseInput(rejectInput, input);
  return decide(ctx, id, "REJECTED", reason);
}

async function decide(
  ctx: Context,
  id: number,
  status: "APPROVED" | "REJECTED",
  note: string | null,
): Promise<ProviderListingChange> {
  return ctx.db.$transaction(async (tx) => {
    const change = await tx.providerListingChange.findUnique({ where: { id }, select: { providerId: true } });
    if (!change) throw new ListingChangeNotFoundError();
    // The provider's row first, as a listing change takes it: the two never wait on each other.
    await tx.$queryRaw`SELECT "id" FROM "Provider" WHERE "id" = ${change.providerId} FOR UPDATE`;
    const decided = await tx.providerListingChange.updateMany({
      where: { id, status: "PENDING" },
      data: { status, decidedById: ctx.viewer?.userId ?? null, decidedAt: ctx.clock.now(), decisionNote: note },
    });
    const current = await tx.providerListingChange.findUniqueOrThrow({ where: { id } });
    if (decided.count === 0) {
      if (current.status === status) return current;
      throw new ConflictError(`This change has already been ${current.status.toLowerCase()}.`);
    }
    const changes = current.changes as FieldChanges;
    if (status === "APPROVED") await publishNameAndType(tx, current.providerId, changes);
    await notifyListingChangeDecided(tx, ctx.clock.now(), {
      providerId: current.providerId,
      approved: status === "APPROVED",
      asked: {
        name: changes.name?.to as string | undefined,
        businessType: changes.businessType?.to as string | undefined,
      },
      note,
    });
    const audit = auditFieldsOf(changes);
    await recordAudit(tx, ctx, {
      action: status === "APPROVED" ? "listing.approve" : "listing.reject",
      target: { type: "Provider", id: current.providerId },
      before: { ...audit.before, changeId: id, status: "PENDING" },
      after: { ...audit.after, status, note },
    });
    return current;
  });
}

async function publishNameAndType(tx: Prisma.TransactionClient, providerId: number, changes: FieldChanges) {
  const data: Prisma.ProviderUncheckedUpdateInput = {};
  if (changes.name) data.name = changes.name.to as string;
  if (changes.businessType) {
    const offered = await tx.providerCategory.findFirst({
      where: { providerId, category: { slug: changes.businessType.to as string } },
      select: { categoryId: true },
    });
    if (!offered) throw new ConflictError(NO_LONGER_OFFERED_MESSAGE);
    data.businessTypeId = offered.categoryId;
  }
  await tx.provider.update({ where: { id: providerId }, data });
}
