// A quiz session's id, made in the browser: the pattern alone, so the home's URL parsing can
// check one without pulling the validation library into the first screen's bundle.
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID_PATTERN.test(value);
}
