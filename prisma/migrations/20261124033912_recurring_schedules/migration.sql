-- CreateEnum
CREATE TYPE "OccurrenceOutcome" AS ENUM ('BOOKED', 'MISSED');

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "schedulingConflict" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ScheduleOccurrence" (
    "id" SERIAL NOT NULL,
    "scheduleId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "outcome" "OccurrenceOutcome" NOT NULL,
    "bookingId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScheduleOccurrence_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ScheduleOccurrence_bookingId_key" ON "ScheduleOccurrence"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "ScheduleOccurrence_scheduleId_date_key" ON "ScheduleOccurrence"("scheduleId", "date");

-- CreateIndex
CREATE INDEX "Booking_recurringScheduleId_preferredDate_idx" ON "Booking"("recurringScheduleId", "preferredDate");

-- CreateIndex
CREATE INDEX "RecurringSchedule_status_nextBookingDate_id_idx" ON "RecurringSchedule"("status", "nextBookingDate", "id");

-- AddForeignKey
ALTER TABLE "ScheduleOccurrence" ADD CONSTRAINT "ScheduleOccurrence_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "RecurringSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduleOccurrence" ADD CONSTRAINT "ScheduleOccurrence_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The first cleaning is on or after the start date, and the dates only move forward.
ALTER TABLE "RecurringSchedule" ADD CONSTRAINT "RecurringSchedule_dates_check" CHECK ("nextBookingDate" >= "startDate");
-- Only a paused schedule waits for a date to resume by itself.
ALTER TABLE "RecurringSchedule" ADD CONSTRAINT "RecurringSchedule_paused_until_check"
  CHECK ("pausedUntil" IS NULL OR "status" = 'PAUSED');
-- A booked occurrence names its booking once made; a missed one never has one.
ALTER TABLE "ScheduleOccurrence" ADD CONSTRAINT "ScheduleOccurrence_missed_check"
  CHECK ("outcome" = 'BOOKED' OR "bookingId" IS NULL);
