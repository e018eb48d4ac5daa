// A review straight in the database, as tests that are about reading reviews need one: every
// review names the completed booking it reviews, so this makes that booking first.
import type { PrismaClient, Review } from "../../src/generated/prisma/client.ts";

export interface ReviewedBookingRow {
  providerId: number;
  rating: number;
  comment: string;
  customerName?: string;
  createdAt?: Date;
  customerId?: number | null;
}

export async function insertReviewedBooking(prisma: PrismaClient, row: ReviewedBookingRow): Promise<Review> {
  const createdAt = row.createdAt ?? new Date();
  const customerName = row.customerName ?? "Test T.";
  const booking = await prisma.booking.create({
    data: {
      providerId: row.providerId,
      customerId: row.customerId ?? null,
      customerName,
      customerPhone: "",
      customerEmail: "reviewer@example.test",
      serviceType: "house-cleaning",
      preferredDate: new Date(`${createdAt.toISOString().slice(0, 10)}T00:00:00Z`),
      preferredTime: "10:00",
      status: "COMPLETED",
      completedAt: createdAt,
      estimatedPrice: 10_000,
      actualPrice: 10_000,
    },
  });
  return prisma.review.create({
    data: {
      providerId: row.providerId,
      bookingId: booking.id,
      authorId: row.customerId ?? null,
      customerName,
      rating: row.rating,
      comment: row.comment,
      createdAt,
    },
  });
}
