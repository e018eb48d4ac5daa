import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

type CategoryQuery = Omit<Prisma.CategoryFindManyArgs, "orderBy">;

export function listCategories<Q extends CategoryQuery>(
  ctx: Context,
  query?: Q,
): Promise<Prisma.CategoryGetPayload<Q>[]> {
  return ctx.db.category.findMany({ ...query, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }) as never;
}
