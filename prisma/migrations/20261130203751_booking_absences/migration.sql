-- CreateEnum
CREATE TYPE "AbsenceStatus" AS ENUM ('REPORTED', 'DISPUTED', 'UPHELD', 'OVERTURNED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_ABSENCE_REPORTED';
ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_ABSENCE_DISPUTED';
ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_ABSENCE_DECIDED';

-- CreateTable
CREATE TABLE "BookingAbsence" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "absentParty" "BookingParty" NOT NULL,
    "reportedAt" TIMESTAMP(3) NOT NULL,
    "fee" INTEGER NOT NULL DEFAULT 0,
    "refund" INTEGER NOT NULL DEFAULT 0,
    "disputeBy" TIMESTAMP(3) NOT NULL,
    "disputedAt" TIMESTAMP(3),
    "disputeNote" VARCHAR(1000),
    "status" "AbsenceStatus" NOT NULL DEFAULT 'REPORTED',
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "decisionNote" VARCHAR(1000),

    CONSTRAINT "BookingAbsence_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingAbsence_bookingId_key" ON "BookingAbsence"("bookingId");

-- CreateIndex
CREATE INDEX "BookingAbsence_status_disputedAt_idx" ON "BookingAbsence"("status", "disputedAt");

-- AddForeignKey
ALTER TABLE "BookingAbsence" ADD CONSTRAINT "BookingAbsence_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingAbsence" ADD CONSTRAINT "BookingAbsence_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A report names one of a booking's two sides, and its money is cents.
ALTER TABLE "BookingAbsence" ADD CONSTRAINT "BookingAbsence_absent_side"
  CHECK ("absentParty" IN ('CUSTOMER', 'PROVIDER'));
ALTER TABLE "BookingAbsence" ADD CONSTRAINT "BookingAbsence_money_cents" CHECK ("fee" >= 0 AND "refund" >= 0);
-- A dispute has its account, and a decision its decider's time.
ALTER TABLE "BookingAbsence" ADD CONSTRAINT "BookingAbsence_disputed_with_note"
  CHECK (("disputedAt" IS NULL) = ("disputeNote" IS NULL));
ALTER TABLE "BookingAbsence" ADD CONSTRAINT "BookingAbsence_decided_when"
  CHECK (("status" IN ('UPHELD', 'OVERTURNED')) = ("decidedAt" IS NOT NULL));
