import { builder } from "../../builder.ts";
import { customerBookingsQuery } from "../../services/bookings/customer-bookings.ts";
import { UserNode } from "../accounts/user.ts";
import { assertIdCursors } from "../cursors.ts";

builder.prismaObjectFields(UserNode, (t) => ({
  bookings: t.prismaConnection(
    {
      type: "Booking",
      cursor: "id",
      description: "The bookings this account made, latest date first (the account itself and staff).",
      resolve: (query, user, { after, before }, ctx) => {
        assertIdCursors(after, before);
        return ctx.db.booking.findMany({ ...customerBookingsQuery(ctx, user.id), ...query });
      },
    },
    { name: "CustomerBookingConnection" },
    { name: "CustomerBookingEdge" },
  ),
}));
