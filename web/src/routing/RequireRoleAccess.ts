import type { Role } from "./__generated__/RequireRole_viewer.graphql";

/**
 * What the access guard does for a viewer: let them in, send them to sign in (nobody is
 * signed in), or turn them away (signed in, without an allowed role). The server refuses
 * staff data to the wrong account anyway; this only spares people a page of errors.
 */
export type Access = "allowed" | "sign-in" | "forbidden";

/** The staff screens' roles. */
export const ADMIN_ONLY: readonly Role[] = ["ADMIN"];

/** Every signed-in account, whatever its role: a visitor is sent to sign in. */
export const SIGNED_IN: readonly Role[] = ["CUSTOMER", "PROVIDER", "ADMIN"];

export function accessFor(role: string | null | undefined, allowed: readonly string[]): Access {
  if (!role) return "sign-in";
  return allowed.includes(role) ? "allowed" : "forbidden";
}

/** The sign-in page, told to come back here (it checks `next` with safeNextPath). */
export function signInPathFor(location: { pathname: string; search: string }): string {
  return `/sign-in?${new URLSearchParams({ next: `${location.pathname}${location.search}` })}`;
}
