import type { Context } from "../../context.ts";
import { canReadUser } from "../accounts/access.ts";
import { ForbiddenError, UnauthenticatedError } from "../errors.ts";
import type { BookingListQuery } from "./provider-dashboard.ts";

/**
 * The bookings a customer account made (the customer's own list), for that account and
 * staff: latest date first. Bookings made while signed out are known by their contact
 * details only and are not listed.
 */
export function customerBookingsQuery(ctx: Context, userId: number): BookingListQuery {
  if (!ctx.viewer && ctx.actor !== "system") throw new UnauthenticatedError();
  if (!canReadUser(ctx, { id: userId })) throw new ForbiddenError();
  return {
    where: { customerId: userId },
    orderBy: [{ preferredDate: "desc" }, { preferredTime: "desc" }, { id: "desc" }],
  };
}
