// What the payouts card says, worked out from the server's summary and the URL, apart
// from React so each case can be checked on its own.

export type PayoutsStatus =
  /** No connected account yet: the provider has not begun. */
  | "not-set-up"
  /** An account exists, but the gateway cannot pay it yet (onboarding unfinished or under review). */
  | "in-progress"
  /** Shares are transferred. */
  | "set-up";

export function payoutsStatus(summary: { hasAccount: boolean; payoutsEnabled: boolean }): PayoutsStatus {
  if (summary.payoutsEnabled) return "set-up";
  return summary.hasAccount ? "in-progress" : "not-set-up";
}

/**
 * Why the provider is back on the dashboard: the gateway's onboarding sends them to
 * ?payouts=return when they finish and ?payouts=refresh when its link has expired.
 */
export type PayoutsReturn = "return" | "refresh" | null;

export function payoutsReturnOf(param: string | null): PayoutsReturn {
  return param === "return" || param === "refresh" ? param : null;
}

/**
 * Where set-up continues. The server answers a path of ours in test mode (the simulated
 * onboarding: a move inside the app) and the gateway's page in Stripe mode (a full page
 * load). Anything that is neither a path nor an http(s) address is not followed, so a
 * `javascript:` answer can never run.
 */
export type SetupDestination = { kind: "route"; path: string } | { kind: "page"; href: string } | null;

export function setupDestination(url: string, origin: string): SetupDestination {
  if (url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")) return { kind: "route", path: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  if (parsed.origin === origin) return { kind: "route", path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { kind: "page", href: parsed.href };
}
