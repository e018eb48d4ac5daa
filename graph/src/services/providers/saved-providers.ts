// Saved providers: the hearts on provider cards kept in the signed-in account (spec section 2
// "Provider card", and the bottom navigation's 'Saved'), so they follow the customer from
// device to device. An account reads and changes only its own list; saving or unsaving
// twice is doing it once; a list holds at most SAVED_PROVIDERS_MAX, and the device's list
// merged in at sign-in fills only the room that is left. Every door asks here.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Viewer } from "../accounts/viewer.ts";
import { parseInput, ProviderUnavailableError, UnauthenticatedError, ValidationError } from "../errors.ts";
import { databaseIdInput, isDatabaseId } from "../ids.ts";
import { SAVED_PROVIDERS_MAX } from "../../../../shared/providers/saved-providers.ts";

export const SIGN_IN_FOR_SAVED_PROVIDERS = "Please sign in to keep saved providers in your account.";
export const SAVED_PROVIDERS_FULL = `You can save up to ${SAVED_PROVIDERS_MAX} providers. Remove one to save another.`;
const UNKNOWN_PROVIDER = "Unknown provider";

const oneProviderInput = z.object({ providerId: databaseIdInput(UNKNOWN_PROVIDER) });

const mergeInput = z.object({
  // A device's list is what its storage held: ids that name no provider are passed over,
  // not refused, so one stale entry cannot keep the rest out of the account.
  providerIds: z
    .array(z.unknown())
    .max(SAVED_PROVIDERS_MAX, `Send at most ${SAVED_PROVIDERS_MAX} providers at a time.`),
});

/** The signed-in account whose list this is; nobody else's list is ever named. */
export function signedInForSavedProviders(ctx: Context): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError(SIGN_IN_FOR_SAVED_PROVIDERS);
  return ctx.viewer;
}

/** Whose list the viewer may read: their own. Anyone else's reads as empty. */
export function canReadSavedProviders(ctx: Context, userId: number): boolean {
  return ctx.viewer !== null && ctx.viewer.userId === userId;
}

/**
 * The list as shown: newest first, approved providers only (one that is suspended keeps its
 * row, and comes back if it is approved again). `userId` must be the viewer's: any other
 * account's rows are filtered out in the query itself.
 */
export function savedProvidersQuery(ctx: Context) {
  return {
    where: { userId: ctx.viewer?.userId ?? 0, provider: { status: "ACTIVE" } },
    orderBy: [{ createdAt: "desc" }, { providerId: "desc" }],
  } satisfies Prisma.SavedProviderFindManyArgs & { where: Prisma.SavedProviderWhereInput };
}

/** The viewer's saved provider ids, newest first (empty for anyone else's account). */
export async function savedProviderIds(ctx: Context, userId: number): Promise<number[]> {
  if (!canReadSavedProviders(ctx, userId)) return [];
  const rows = await ctx.db.savedProvider.findMany({
    ...savedProvidersQuery(ctx),
    select: { providerId: true },
    take: SAVED_PROVIDERS_MAX,
  });
  return rows.map((row) => row.providerId);
}

type Tx = Prisma.TransactionClient;

/** Changes to one account's list wait for each other, so the cap holds under concurrent saves. */
async function lockList(tx: Tx, userId: number) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

/** Saves an approved provider to the viewer's list; already saved, nothing changes. */
export async function saveProvider(
  ctx: Context,
  input: z.input<typeof oneProviderInput>,
): Promise<{ providerId: number; added: boolean }> {
  const viewer = signedInForSavedProviders(ctx);
  const { providerId } = parseInput(oneProviderInput, input);
  const provider = await ctx.db.provider.findUnique({ where: { id: providerId }, select: { status: true } });
  if (provider?.status !== "ACTIVE") throw new ProviderUnavailableError();
  return ctx.db.$transaction(async (tx) => {
    await lockList(tx, viewer.userId);
    const key = { userId_providerId: { userId: viewer.userId, providerId } };
    if (await tx.savedProvider.findUnique({ where: key, select: { providerId: true } })) {
      return { providerId, added: false };
    }
    if ((await tx.savedProvider.count({ where: { userId: viewer.userId } })) >= SAVED_PROVIDERS_MAX) {
      throw new ValidationError(SAVED_PROVIDERS_FULL, [{ path: ["providerId"], message: SAVED_PROVIDERS_FULL }]);
    }
    await tx.savedProvider.create({ data: { userId: viewer.userId, providerId, createdAt: ctx.clock.now() } });
    return { providerId, added: true };
  });
}

/**
 * Takes a provider off the viewer's list. Not on it (or no such provider) is answered the
 * same, removed: false, so unsaving twice is unsaving once.
 */
export async function unsaveProvider(
  ctx: Context,
  input: z.input<typeof oneProviderInput>,
): Promise<{ providerId: number; removed: boolean }> {
  const viewer = signedInForSavedProviders(ctx);
  const { providerId } = parseInput(oneProviderInput, input);
  const { count } = await ctx.db.savedProvider.deleteMany({ where: { userId: viewer.userId, providerId } });
  return { providerId, removed: count > 0 };
}

/**
 * Adds a device's list to the viewer's (at sign-in): the approved providers not saved yet,
 * in the order sent (newest first), as many as there is room for. Returns how many were added.
 * Sending the same list again adds nothing.
 */
export async function mergeSavedProviders(ctx: Context, input: z.input<typeof mergeInput>): Promise<{ added: number }> {
  const viewer = signedInForSavedProviders(ctx);
  const wanted = [
    ...new Set(
      parseInput(mergeInput, input)
        .providerIds.map((id) => (typeof id === "string" && /^\d{1,10}$/.test(id.trim()) ? Number(id) : id))
        .filter(isDatabaseId),
    ),
  ];
  if (wanted.length === 0) return { added: 0 };
  const approved = new Set(
    (await ctx.db.provider.findMany({ where: { id: { in: wanted }, status: "ACTIVE" }, select: { id: true } })).map(
      (provider) => provider.id,
    ),
  );
  return ctx.db.$transaction(async (tx) => {
    await lockList(tx, viewer.userId);
    const saved = await tx.savedProvider.findMany({ where: { userId: viewer.userId }, select: { providerId: true } });
    const already = new Set(saved.map((row) => row.providerId));
    const room = Math.max(0, SAVED_PROVIDERS_MAX - saved.length);
    const adding = wanted.filter((id) => approved.has(id) && !already.has(id)).slice(0, room);
    // A millisecond apart, newest first, so the account lists them in the device's order.
    const now = ctx.clock.now().getTime();
    await tx.savedProvider.createMany({
      data: adding.map((providerId, index) => ({
        userId: viewer.userId,
        providerId,
        createdAt: new Date(now - index),
      })),
      skipDuplicates: true,
    });
    return { added: adding.length };
  });
}
