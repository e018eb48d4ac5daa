// Whether this browser was signed in when the header last knew: a cookie that says only
// that (never who), readable by the page. The session cookie is HttpOnly, so without it the
// header cannot tell, before its query answers, whether the account's row of tools will
// appear; with it, the row's room is kept meanwhile and nothing below it moves. A stale
// hint (a session that ended elsewhere) costs one collapse, and is put right at once.

const HINT = "signed_in_hint";
/** As long as a session lasts at most. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** True when the last known viewer was signed in. */
export function readSignedInHint(cookies: string = document.cookie): boolean {
  return cookies.split(";").some((cookie) => cookie.trim() === `${HINT}=1`);
}

/** Records what the header now knows. */
export function writeSignedInHint(signedIn: boolean): void {
  if (readSignedInHint() === signedIn) return;
  document.cookie = signedIn
    ? `${HINT}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`
    : `${HINT}=; Path=/; Max-Age=0; SameSite=Lax`;
}
