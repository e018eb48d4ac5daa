// A booking of the demo customer's, written straight to the database, for tests of what
// happens after booking (checkout, refunds, payouts) that need one to start from.
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import type { BookingStatusName } from "../../../shared/bookings/status.ts";

export async function insertCustomerBooking(
  prisma: PrismaClient,
  options: { customerId: number | null; price: number; providerId?: number; status?: BookingStatusName },
): Promise<number> {
  const status = options.status ?? "CONFIRMED";
  const booking = await prisma.booking.create({
    data: {
      providerId: options.providerId ?? 1,
      customerId: options.customerId,
      customerName: "Casey Customer",
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      serviceDetails: "Two-bedroom condo",
      preferredDate: new Date("2026-11-25T00:00:00Z"),
      preferredTime: "13:00",
      status,
      estimatedPrice: options.price,
      // A completed booking says when (a CHECK constraint holds every row to it).
      ...(status === "COMPLETED" ? { actualPrice: options.price, completedAt: new Date("2026-11-19T18:00:00Z") } : {}),
    },
  });
  return booking.id;
}

/**
 * A card payment of `amount` cents the gateway took for the booking, settled at `settledAt`:
 * what a paid booking's refunds and fees are worked out from.
 */
export async function insertSettledPayment(
  prisma: PrismaClient,
  booking: { id: number; providerId: number; customerId: number | null },
  amount: number,
  settledAt: Date,
): Promise<void> {
  await prisma.payment.create({
    data: {
      bookingId: booking.id,
      providerId: booking.providerId,
      customerId: booking.customerId,
      stripePaymentIntentId: `pi_settled_${booking.id}`,
      totalAmount: amount,
      platformFee: Math.round(amount / 10),
      paymentStatus: "COMPLETED",
      settledAt,
    },
  });
}

/** One field of a booking as `cookie`'s account reads it through GraphQL's node(id:). */
export async function bookingNodeField<T>(
  api: { request: (path: string, init: RequestInit) => Promise<Response> },
  cookie: string,
  bookingId: number,
  field: string,
): Promise<T> {
  const response = await api.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      query: `query BookingField($id: ID!) { node(id: $id) { ... on Booking { ${field} } } }`,
      variables: { id: Buffer.from(`Booking:${bookingId}`).toString("base64") },
    }),
  });
  return ((await response.json()) as { data: { node: Record<string, T> } }).data.node[field] as T;
}
