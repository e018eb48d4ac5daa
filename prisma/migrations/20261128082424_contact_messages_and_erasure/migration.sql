-- CreateEnum
CREATE TYPE "ContactTopic" AS ENUM ('BOOKING', 'PAYMENT', 'PROVIDER_ACCOUNT', 'PRIVACY', 'OTHER');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'CONTACT_MESSAGE_RECEIVED';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "customerErasedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "contactMessageId" INTEGER;

-- AlterTable
ALTER TABLE "RecurringSchedule" ADD COLUMN     "customerErasedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" SERIAL NOT NULL,
    "reference" VARCHAR(20) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "topic" "ContactTopic" NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "senderId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "handledAt" TIMESTAMP(3),

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ContactMessage_reference_key" ON "ContactMessage"("reference");

-- CreateIndex
CREATE INDEX "ContactMessage_createdAt_id_idx" ON "ContactMessage"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContactMessage_senderId_idx" ON "ContactMessage"("senderId");

-- CreateIndex
CREATE INDEX "Notification_contactMessageId_idx" ON "Notification"("contactMessageId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_contactMessageId_fkey" FOREIGN KEY ("contactMessageId") REFERENCES "ContactMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactMessage" ADD CONSTRAINT "ContactMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
