-- CreateEnum
CREATE TYPE "ReminderLead" AS ENUM ('DAY_BEFORE', 'TWO_HOURS');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_REMINDER';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "calendarEvent" JSONB;

-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "calendarFeedVersion" INTEGER;

-- CreateTable
CREATE TABLE "BookingReminder" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "lead" "ReminderLead" NOT NULL,
    "visitAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingReminder_bookingId_lead_visitAt_key" ON "BookingReminder"("bookingId", "lead", "visitAt");

-- CreateIndex
CREATE INDEX "Booking_status_preferredDate_idx" ON "Booking"("status", "preferredDate");

-- AddForeignKey
ALTER TABLE "BookingReminder" ADD CONSTRAINT "BookingReminder_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A sequence only rises from its first version; a feed's versions start at 1.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_calendarSequence_check" CHECK ("calendarSequence" >= 0);
ALTER TABLE "Provider" ADD CONSTRAINT "Provider_calendarFeedVersion_check" CHECK ("calendarFeedVersion" IS NULL OR "calendarFeedVersion" >= 1);
