import { z } from "zod";

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
