import { z } from "zod";
import { ValidationError } from "./errors.ts";

/**
 * Keyset paging for the REST layer, the same as a GraphQL connection's `first`/`after`:
 * `limit` rows after the opaque cursor `after`, which the previous page's Link header
 * (rel="next") carries.
 */
export function restPageInput(defaultLimit = 20) {
  return z.object({
    limit: z.coerce
      .number({ error: "limit must be a whole number from 1 to 100" })
      .int("limit must be a whole number from 1 to 100")
      .min(1, "limit must be a whole number from 1 to 100")
      .max(100, "limit must be a whole number from 1 to 100")
      .default(defaultLimit),
    after: z.string().min(1).max(200).optional(),
  });
}
export type RestPage = z.infer<ReturnType<typeof restPageInput>>;

/** The Link header of the next page: the same URL with the page's last cursor as `after`. */
export function nextPageLink(url: string, page: RestPage, endCursor: string): string {
  const next = new URL(url);
  next.searchParams.set("limit", String(page.limit));
  next.searchParams.set("after", endCursor);
  return `<${next.pathname}${next.search}>; rel="next"`;
}

/** The most items one page of any GraphQL connection holds. */
export const MAX_CONNECTION_PAGE = 100;

/** Relay's paging arguments, as every connection takes them. */
export interface ConnectionPage {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * The one contract every GraphQL connection keeps, whatever reads its rows: a page holds 0 to
 * 100 items, asked for forward (`first` after `after`) or backward (`last` before `before`).
 * The Relay specification allows mixing the two but strongly discourages it; a mixture is
 * refused here rather than answered differently by each connection.
 */
export function assertConnectionPage({ first, after, last, before }: ConnectionPage): void {
  for (const [name, size] of [
    ["first", first],
    ["last", last],
  ] as const) {
    if (size != null && (!Number.isInteger(size) || size < 0 || size > MAX_CONNECTION_PAGE)) {
      const message = `${name} must be a whole number from 0 to ${MAX_CONNECTION_PAGE}.`;
      throw new ValidationError(message, [{ path: [name], message }]);
    }
  }
  if (first != null && last != null) throw new ValidationError("Ask for first or last, not both.");
  if (after != null && before != null) throw new ValidationError("Page after a cursor or before one, not both.");
  if ((first != null && before != null) || (last != null && after != null)) {
    throw new ValidationError("Page forward with first and after, or backward with last and before.");
  }
}
