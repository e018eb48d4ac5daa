// Device tokens: a signed-in user's mobile app registers the FCM token it was given and
// removes it at sign-out. A token is one device's, so it belongs to one account, the last
// one that registered it.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { PushToken } from "../../generated/prisma/client.ts";
import { parseInput } from "../errors.ts";
import { signedInForNotifications } from "./access.ts";
import { PUSH_TOKEN_STALE_DAYS } from "../../../../shared/privacy/retention.ts";

export const TOKEN_REQUIRED_MESSAGE = "Please enter a valid FCM token from your mobile app";
const TOKEN_FORMAT_MESSAGE = "That is not an FCM token: it is 1 to 1,024 letters, digits and : _ - characters.";

/** FCM registration tokens are URL-safe text (letters, digits, ':', '_', '-'), about 160 long. */
export const pushTokenInput = z
  .string({ error: TOKEN_REQUIRED_MESSAGE })
  .trim()
  // A blank token is only "required", not also "not an FCM token".
  .min(1, { error: TOKEN_REQUIRED_MESSAGE, abort: true })
  .max(1024, TOKEN_FORMAT_MESSAGE)
  .regex(/^[A-Za-z0-9:_-]+$/, TOKEN_FORMAT_MESSAGE);

/** A door's `{ token }` body: registering, removing and the push test all read it. */
export const tokenInput = z.object({ token: pushTokenInput });

/**
 * Registers the token for the viewer: new, refreshed (its clock restarts), or moved from the
 * account that used the device before. One upsert on the unique token, so it is idempotent.
 */
export async function registerPushToken(ctx: Context, input: unknown): Promise<PushToken> {
  const viewer = signedInForNotifications(ctx);
  const { token } = parseInput(tokenInput, input);
  const now = ctx.clock.now();
  return ctx.db.pushToken.upsert({
    where: { token },
    create: { token, userId: viewer.userId, createdAt: now, lastUsedAt: now },
    update: { userId: viewer.userId, lastUsedAt: now },
  });
}

/**
 * Removes the token if it is the viewer's. Someone else's token, or one already gone, is
 * answered the same (false): the caller learns nothing about other accounts' devices.
 */
export async function removePushToken(ctx: Context, input: unknown): Promise<boolean> {
  const viewer = signedInForNotifications(ctx);
  const { token } = parseInput(tokenInput, input);
  const { count } = await ctx.db.pushToken.deleteMany({ where: { token, userId: viewer.userId } });
  return count > 0;
}

export async function pruneStalePushTokens(ctx: Context): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - PUSH_TOKEN_STALE_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await ctx.db.pushToken.deleteMany({ where: { lastUsedAt: { lt: cutoff } } });
  return count;
}
