import { serialize } from "hono/utils/cookie";
import type { NewTrustedDevice } from "../services/accounts/trusted-devices.ts";

/**
 * OWASP's "device cookie": proof that this browser signed in to an account before, so
 * the sign-in throttle counts its attempts apart from everyone else's. It outlives the
 * session (signing out keeps the browser trusted) and is never readable by scripts.
 */
export const DEVICE_COOKIE = "device";

export function deviceCookieHeader(device: NewTrustedDevice, options: { secure: boolean }): string {
  return serialize(DEVICE_COOKIE, device.token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    maxAge: device.maxAgeSeconds,
  });
}
