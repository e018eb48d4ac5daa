-- A booking's loop around the money: where the job is (an address on bookings and schedules,
-- its city from the cities list), who cancelled and the fee kept, refunds owed and retried,
-- underpaid and reconciled payments, a provider's price proposals for schedules, this
-- installation's prefix for gateway idempotency keys, and the notices people now receive.

-- CreateEnum
CREATE TYPE "BookingParty" AS ENUM ('CUSTOMER', 'PROVIDER', 'STAFF', 'SYSTEM');

-- CreateEnum
CREATE TYPE "ProposalStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "RefundRequestStatus" AS ENUM ('PENDING', 'DONE', 'FAILED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_CONFIRMED';
ALTER TYPE "NotificationKind" ADD VALUE 'REFUND_ISSUED';
ALTER TYPE "NotificationKind" ADD VALUE 'REFUND_FAILED';
ALTER TYPE "NotificationKind" ADD VALUE 'PAYMENT_UNDERPAID';
ALTER TYPE "NotificationKind" ADD VALUE 'REGISTRATION_RECEIVED';
ALTER TYPE "NotificationKind" ADD VALUE 'REGISTRATION_APPROVED';
ALTER TYPE "NotificationKind" ADD VALUE 'REGISTRATION_REJECTED';
ALTER TYPE "NotificationKind" ADD VALUE 'SCHEDULE_PRICE_PROPOSED';
ALTER TYPE "NotificationKind" ADD VALUE 'SCHEDULE_PRICE_ANSWERED';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "addressCityId" INTEGER,
ADD COLUMN     "addressUnit" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "cancellationFee" INTEGER,
ADD COLUMN     "cancelledAt" TIMESTAMP(3),
ADD COLUMN     "cancelledBy" "BookingParty",
ADD COLUMN     "postalCode" VARCHAR(7);

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "amountReceived" INTEGER,
ADD COLUMN     "reconciledAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "RecurringSchedule" ADD COLUMN     "address" TEXT,
ADD COLUMN     "addressCityId" INTEGER,
ADD COLUMN     "addressUnit" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "postalCode" VARCHAR(7);

-- CreateTable
CREATE TABLE "SchedulePriceProposal" (
    "id" SERIAL NOT NULL,
    "scheduleId" INTEGER NOT NULL,
    "proposedPrice" INTEGER NOT NULL,
    "previousPrice" INTEGER NOT NULL,
    "status" "ProposalStatus" NOT NULL DEFAULT 'PENDING',
    "proposedAt" TIMESTAMP(3) NOT NULL,
    "answeredAt" TIMESTAMP(3),

    CONSTRAINT "SchedulePriceProposal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefundRequest" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" VARCHAR(200) NOT NULL,
    "status" "RefundRequestStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "lastError" VARCHAR(500),
    "gatewayRefundId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "RefundRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Installation" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "key" VARCHAR(40) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Installation_pkey" PRIMARY KEY ("id")
);

-- One open proposal per schedule: a newer one withdraws the older in the same transaction.
CREATE UNIQUE INDEX "SchedulePriceProposal_one_pending" ON "SchedulePriceProposal"("scheduleId") WHERE "status" = 'PENDING';

-- This database's own prefix, made once here; PAYMENT_KEY_PREFIX overrides it (a restored copy).
INSERT INTO "Installation" ("id", "key") VALUES (1, substr(md5(random()::text || clock_timestamp()::text), 1, 12));

-- CreateIndex
CREATE INDEX "SchedulePriceProposal_scheduleId_proposedAt_idx" ON "SchedulePriceProposal"("scheduleId", "proposedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "RefundRequest_key_key" ON "RefundRequest"("key");

-- CreateIndex
CREATE INDEX "RefundRequest_status_nextAttemptAt_id_idx" ON "RefundRequest"("status", "nextAttemptAt", "id");

-- CreateIndex
CREATE INDEX "RefundRequest_paymentId_idx" ON "RefundRequest"("paymentId");

-- CreateIndex
CREATE INDEX "Payment_paymentStatus_createdAt_idx" ON "Payment"("paymentStatus", "createdAt");

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_addressCityId_fkey" FOREIGN KEY ("addressCityId") REFERENCES "City"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringSchedule" ADD CONSTRAINT "RecurringSchedule_addressCityId_fkey" FOREIGN KEY ("addressCityId") REFERENCES "City"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchedulePriceProposal" ADD CONSTRAINT "SchedulePriceProposal_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "RecurringSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefundRequest" ADD CONSTRAINT "RefundRequest_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
