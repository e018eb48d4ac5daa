import type { Role } from "./__generated__/RequireRole_viewer.graphql";

/**
 * What the access guard does for a viewer: let them in, send them to sign in (nobody is
 * signed in), or turn them away (signed in, without an allowed role). The server refuses
 * staff data to the wrong account anyway; this only spares people a page of errors.
 */
export type Access = "allowed" | "sign-in" | "forbidden";

/** The staff screens' roles. */
export const ADMIN_ONLY: readonly Role[] = ["ADMIN"];

/** A provider's own tools that staff reach another way (its listing: staff's queue and the API). */
export const PROVIDER_ONLY: readonly Role[] = ["PROVIDER"];

/** Every signed-in account, whatever its role: a visitor is sent to sign in. */
export const SIGNED_IN: readonly Role[] = ["CUSTOMER", "PROVIDER", "ADMIN"];

export function accessFor(role: string | null | undefined, allowed: readonly string[]): Access {
  if (!role) return "sign-in";
  return allowed.includes(role) ? "allowed" : "forbidden";
}

/**
 * What a staff screen asks of a session before it shows itself: to set up two-factor sign-in
 * (the account has none), or to give the code (this session has not), or nothing. Screens
 * that every account may use (its own account page) are not staff screens. The server
 * refuses staff data to such a session anyway; this shows the way through instead.
 */
export type SecondFactorStep = "enrol" | "confirm" | null;

/** The viewer's fields the step is decided by (RequireRole_viewer). */
export interface SecondFactorState {
  role: string | null;
  twoFactorEnabled?: boolean | null;
  secondFactorVerified?: boolean | null;
}

export function secondFactorStepFor(
  viewer: SecondFactorState | null | undefined,
  allowed: readonly string[],
): SecondFactorStep {
  if (viewer?.role !== "ADMIN" || allowed.includes("CUSTOMER") || viewer.secondFactorVerified) return null;
  return viewer.twoFactorEnabled ? "confirm" : "enrol";
}

/** The sign-in page, told to come back here (it checks `next` with safeNextPath). */
export function signInPathFor(location: { pathname: string; search: string }): string {
  return `/sign-in?${new URLSearchParams({ next: `${location.pathname}${location.search}` })}`;
}
