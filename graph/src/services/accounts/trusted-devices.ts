import { createHash, randomBytes } from "node:crypto";
import type { Context } from "../../context.ts";
import { TRUSTED_DEVICE_LIFETIME_DAYS } from "../../../../shared/privacy/retention.ts";

/** How long a browser stays trusted after its last successful sign-in. */
export const TRUSTED_DEVICE_TTL_SECONDS = TRUSTED_DEVICE_LIFETIME_DAYS * 24 * 60 * 60;

/** Our tokens are 43 characters; anything much longer is not one, and is not worth hashing. */
const MAX_TOKEN_LENGTH = 128;

/** A browser just trusted: the HTTP edge hands the token to it as the device cookie. */
export interface NewTrustedDevice {
  token: string;
  maxAgeSeconds: number;
}

/** Only a digest of the token is stored, so a copy of the table vouches for no browser. */
function deviceIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The stored id of the device a token names when it is trusted for `userId` now, else
 * null (no token, unknown, expired, or another account's browser). The lookup runs
 * whether or not the email has an account, so its timing tells nothing about that.
 */
export async function trustedDeviceId(
  ctx: Context,
  token: string | null,
  userId: number | undefined,
): Promise<string | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const id = deviceIdFor(token);
  const device = await ctx.db.trustedDevice.findUnique({ where: { id }, select: { userId: true, expiresAt: true } });
  if (!device || device.userId !== userId || device.expiresAt <= ctx.clock.now()) return null;
  return id;
}

/**
 * Trusts the browser that just signed in to `userId` with a fresh token. The token it
 * came with, if trusted for the same account, is replaced rather than kept: a copied
 * cookie stops working at the owner's next sign-in.
 */
export async function trustDevice(ctx: Context, userId: number, replacesId: string | null): Promise<NewTrustedDevice> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(ctx.clock.now().getTime() + TRUSTED_DEVICE_TTL_SECONDS * 1000);
  await ctx.db.$transaction([
    ...(replacesId ? [ctx.db.trustedDevice.deleteMany({ where: { id: replacesId, userId } })] : []),
    ctx.db.trustedDevice.create({ data: { id: deviceIdFor(token), userId, expiresAt } }),
  ]);
  return { token, maxAgeSeconds: TRUSTED_DEVICE_TTL_SECONDS };
}

/** Devices past their expiry (already ignored); returns how many were deleted. */
export async function purgeExpiredTrustedDevices(ctx: Context): Promise<number> {
  const { count } = await ctx.db.trustedDevice.deleteMany({ where: { expiresAt: { lte: ctx.clock.now() } } });
  return count;
}
