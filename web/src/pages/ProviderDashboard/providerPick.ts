// Staff open any provider's dashboard by its number, kept in the URL (?provider=12) so
// the page can be bookmarked, shared and reloaded, and Back returns to the last one.

/** The search parameter that names the provider staff picked. */
export const PROVIDER_PARAM = "provider";

/** Provider numbers are PostgreSQL `integer` ids: 1 to 2^31 - 1 (the server's MAX_DATABASE_ID). */
const MAX_PROVIDER_NUMBER = 2_147_483_647;

export type ProviderPick =
  /** Nothing picked yet: a prompt, not an error. */
  | { kind: "none" }
  /** Text that cannot name any provider (letters, 0, too large): no provider has it. */
  | { kind: "invalid"; text: string }
  | { kind: "provider"; id: number };

/** "12" and " 012 " are provider 12; anything but a number a provider could have is null. */
export function parseProviderNumber(text: string): number | null {
  const digits = text.trim();
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id >= 1 && id <= MAX_PROVIDER_NUMBER ? id : null;
}

/** What the URL asks for. */
export function providerPickFrom(searchParams: URLSearchParams): ProviderPick {
  const text = searchParams.get(PROVIDER_PARAM);
  if (text === null || text.trim() === "") return { kind: "none" };
  const id = parseProviderNumber(text);
  return id === null ? { kind: "invalid", text } : { kind: "provider", id };
}

/** The search parameters with `id` picked, keeping any others. */
export function withProviderPick(searchParams: URLSearchParams, id: number): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  next.set(PROVIDER_PARAM, String(id));
  return next;
}
