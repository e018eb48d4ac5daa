-- Reviews come only from completed bookings: each names the booking it reviews (one review per
-- booking) and its author. Until now nobody could write one; every review in a database was
-- seeded without a booking, and every provider's rating and count were invented with them.
-- Those go, and the ratings are recomputed from what is left (nothing): a provider's rating
-- is the average of its reviews from here on. `npm start`'s demo data seeds its reviews
-- through completed bookings.
DELETE FROM "Review";
UPDATE "Provider" SET rating = 0, "reviewCount" = 0 WHERE rating <> 0 OR "reviewCount" <> 0;

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "authorId" INTEGER,
ADD COLUMN     "bookingId" INTEGER NOT NULL,
ADD COLUMN     "punctualityRating" INTEGER,
ADD COLUMN     "qualityRating" INTEGER,
ADD COLUMN     "repliedAt" TIMESTAMP(3),
ADD COLUMN     "reply" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "valueRating" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Review_bookingId_key" ON "Review"("bookingId");

-- CreateIndex
CREATE INDEX "Review_authorId_idx" ON "Review"("authorId");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The sub-scores are whole stars, 1 to 5, when given (as the rating is: Review_rating_check).
ALTER TABLE "Review" ADD CONSTRAINT "Review_qualityRating_check" CHECK ("qualityRating" BETWEEN 1 AND 5),
ADD CONSTRAINT "Review_punctualityRating_check" CHECK ("punctualityRating" BETWEEN 1 AND 5),
ADD CONSTRAINT "Review_valueRating_check" CHECK ("valueRating" BETWEEN 1 AND 5);
