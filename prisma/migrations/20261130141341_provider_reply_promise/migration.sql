-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "replyWithinHours" INTEGER NOT NULL DEFAULT 24;

-- The promises the listing offers: within an hour, a few hours, a day or two days.
ALTER TABLE "Provider" ADD CONSTRAINT "Provider_replyWithinHours_choice" CHECK ("replyWithinHours" IN (1, 4, 24, 48));
