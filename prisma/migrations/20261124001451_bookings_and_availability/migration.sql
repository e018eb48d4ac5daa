-- DropIndex
DROP INDEX "Booking_providerId_status_idx";

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "completedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Booking_providerId_status_completedAt_idx" ON "Booking"("providerId", "status", "completedAt" DESC);

-- By hand: rules Prisma cannot model.
-- Two slots of one provider never overlap, however many requests race: the database
-- refuses the second (SQLSTATE 23P01). The range is half-open, so back-to-back slots fit.
-- In public: an extension lives in one schema, and dropping that schema (a test's) would take
-- every schema's constraint with it.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
ALTER TABLE "TimeSlot" ADD CONSTRAINT "TimeSlot_no_overlap"
    EXCLUDE USING gist ("providerId" WITH =, tsrange("startsAt", "endsAt") WITH &&);
ALTER TABLE "TimeSlot"
    ADD CONSTRAINT "TimeSlot_duration_matches_period" CHECK ("endsAt" = "startsAt" + make_interval(mins => "durationMinutes"));

-- A booking is completed exactly when it has a completion time, and then it has a price.
ALTER TABLE "Booking"
    ADD CONSTRAINT "Booking_completedAt_check" CHECK (("status" = 'COMPLETED') = ("completedAt" IS NOT NULL)),
    ADD CONSTRAINT "Booking_completed_price_check" CHECK ("status" <> 'COMPLETED' OR "actualPrice" IS NOT NULL);
