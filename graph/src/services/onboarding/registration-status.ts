// A registrant's own registration, for the status the Register Your Business page shows them
// instead of an empty form: the latest one their account made. Only the account itself and
// staff may read it (canReadRegistration); anyone else gets nothing, not an error.
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { canReadRegistration } from "./access.ts";
import { REGISTRATION_ORDER } from "./review-registration.ts";

/** The latest registration `userId`'s account submitted, or null (none, or not the caller's to read). */
export async function latestRegistrationOf<
  Q extends Omit<Prisma.BusinessRegistrationFindFirstArgs, "where" | "orderBy">,
>(ctx: Context, userId: number, query: Q): Promise<Prisma.BusinessRegistrationGetPayload<Q> | null> {
  if (!canReadRegistration(ctx, { userId })) return null;
  return (await ctx.db.businessRegistration.findFirst({
    ...query,
    where: { userId },
    orderBy: [...REGISTRATION_ORDER],
  })) as Prisma.BusinessRegistrationGetPayload<Q> | null;
}
