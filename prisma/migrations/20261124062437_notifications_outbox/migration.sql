-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('BOOKING_CREATED', 'BOOKING_STATUS_CHANGED', 'PAYMENT_SETTLED', 'PAYMENT_FAILED', 'RECURRING_BOOKING_CREATED');

-- CreateEnum
CREATE TYPE "DeliveryChannel" AS ENUM ('PUSH', 'EMAIL');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('PENDING', 'SENT', 'SKIPPED', 'DEAD');

-- Nothing wrote push tokens before this migration; any row without an owner is unusable.
DELETE FROM "PushToken" WHERE "userId" IS NULL;
UPDATE "PushToken" SET "lastUsedAt" = "createdAt" WHERE "lastUsedAt" IS NULL;

-- AlterTable
ALTER TABLE "PushToken" ALTER COLUMN "token" SET DATA TYPE VARCHAR(1024),
ALTER COLUMN "userId" SET NOT NULL,
ALTER COLUMN "lastUsedAt" SET NOT NULL,
ALTER COLUMN "lastUsedAt" SET DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "RateLimitWindow" (
    "key" VARCHAR(300) NOT NULL,
    "windowStartedAt" TIMESTAMP(3) NOT NULL,
    "requests" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimitWindow_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "recipientId" INTEGER,
    "email" VARCHAR(254),
    "title" VARCHAR(200) NOT NULL,
    "body" VARCHAR(1000) NOT NULL,
    "link" VARCHAR(500),
    "bookingId" INTEGER,
    "paymentId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationDelivery" (
    "id" SERIAL NOT NULL,
    "notificationId" INTEGER NOT NULL,
    "channel" "DeliveryChannel" NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "lastError" VARCHAR(500),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "NotificationDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RateLimitWindow_expiresAt_idx" ON "RateLimitWindow"("expiresAt");

-- CreateIndex
CREATE INDEX "Notification_recipientId_createdAt_id_idx" ON "Notification"("recipientId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Notification_bookingId_idx" ON "Notification"("bookingId");

-- CreateIndex
CREATE INDEX "Notification_paymentId_idx" ON "Notification"("paymentId");

-- CreateIndex
CREATE INDEX "NotificationDelivery_status_nextAttemptAt_id_idx" ON "NotificationDelivery"("status", "nextAttemptAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationDelivery_notificationId_channel_key" ON "NotificationDelivery"("notificationId", "channel");

-- CreateIndex
CREATE INDEX "PushToken_userId_idx" ON "PushToken"("userId");

-- CreateIndex
CREATE INDEX "PushToken_lastUsedAt_idx" ON "PushToken"("lastUsedAt");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationDelivery" ADD CONSTRAINT "NotificationDelivery_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: rules the schema language cannot say.
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_has_recipient"
  CHECK ("recipientId" IS NOT NULL OR "email" IS NOT NULL);
ALTER TABLE "NotificationDelivery" ADD CONSTRAINT "NotificationDelivery_attempts_not_negative"
  CHECK ("attempts" >= 0);
ALTER TABLE "RateLimitWindow" ADD CONSTRAINT "RateLimitWindow_requests_positive"
  CHECK ("requests" >= 1);
ALTER TABLE "PushToken" ADD CONSTRAINT "PushToken_token_not_blank"
  CHECK (length(btrim("token")) > 0);
