// What the simulated onboarding reads from its address: the account being set up and
// where to go back to. Both come from a link anyone could craft, so neither is trusted.
import { safeNextPath } from "../../lib/safeNextPath";

export const DEFAULT_RETURN_PATH = "/provider-dashboard";

/** Test mode's connected accounts: acct_test_… (bounded: the server's column holds 255). */
const ACCOUNT_ID = /^acct_[A-Za-z0-9_]{1,250}$/;

export function accountIdOf(param: string | null): string | null {
  return param !== null && ACCOUNT_ID.test(param) ? param : null;
}

/**
 * Where "Complete set-up" leads: a path on this site only (an absolute address from the
 * query string would make this page an open redirect), marked ?payouts=return so the
 * dashboard says how set-up went.
 */
export function returnPathOf(param: string | null): string {
  const path = safeNextPath(param, DEFAULT_RETURN_PATH);
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("payouts", "return");
  return `${url.pathname}${url.search}${url.hash}`;
}
