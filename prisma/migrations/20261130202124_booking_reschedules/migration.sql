-- CreateEnum
CREATE TYPE "RescheduleStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'LAPSED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_MOVE_PROPOSED';
ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_MOVED';
ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_MOVE_DECLINED';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "movedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "BookingReschedule" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "proposedBy" "BookingParty" NOT NULL,
    "fromDate" DATE NOT NULL,
    "fromTime" TEXT NOT NULL,
    "fromPrice" INTEGER,
    "toPrice" INTEGER,
    "toDate" DATE NOT NULL,
    "toTime" TEXT NOT NULL,
    "toTimeSlotId" INTEGER,
    "status" "RescheduleStatus" NOT NULL DEFAULT 'PENDING',
    "immediate" BOOLEAN NOT NULL DEFAULT false,
    "answerBy" TIMESTAMP(3) NOT NULL,
    "answeredBy" "BookingParty",
    "answeredAt" TIMESTAMP(3),
    "refundedAmount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingReschedule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BookingReschedule_bookingId_createdAt_idx" ON "BookingReschedule"("bookingId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "BookingReschedule_status_answerBy_idx" ON "BookingReschedule"("status", "answerBy");

-- AddForeignKey
ALTER TABLE "BookingReschedule" ADD CONSTRAINT "BookingReschedule_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingReschedule" ADD CONSTRAINT "BookingReschedule_toTimeSlotId_fkey" FOREIGN KEY ("toTimeSlotId") REFERENCES "TimeSlot"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- At most one move of a booking waits for an answer.
CREATE UNIQUE INDEX "BookingReschedule_one_pending" ON "BookingReschedule"("bookingId") WHERE "status" = 'PENDING';

-- A proposal names a real move: a time of day, and prices that are cents.
ALTER TABLE "BookingReschedule" ADD CONSTRAINT "BookingReschedule_prices_cents"
  CHECK (("fromPrice" IS NULL OR "fromPrice" >= 0) AND ("toPrice" IS NULL OR "toPrice" >= 0) AND "refundedAmount" >= 0);
ALTER TABLE "BookingReschedule" ADD CONSTRAINT "BookingReschedule_proposed_by_a_side"
  CHECK ("proposedBy" IN ('CUSTOMER', 'PROVIDER'));
