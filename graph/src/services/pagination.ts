import { z } from "zod";

/**
 * Keyset paging for the REST layer, matching what Pothos' prismaConnection asks of
 * Prisma for `first`/`after`: a page of `limit` rows after the row with id `after`.
 */
export const restPageInput = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: z.coerce.number().int().positive().optional(),
});
export type RestPage = z.infer<typeof restPageInput>;

export function prismaPageArgs(page: RestPage) {
  return page.after === undefined
    ? { take: page.limit }
    : { take: page.limit, skip: 1, cursor: { id: page.after } };
}
