-- AlterEnum
BEGIN;
CREATE TYPE "LedgerEntryKind_new" AS ENUM ('PLATFORM_FEE', 'PROVIDER_SHARE');
ALTER TABLE "LedgerEntry" ALTER COLUMN "kind" TYPE "LedgerEntryKind_new" USING ("kind"::text::"LedgerEntryKind_new");
ALTER TYPE "LedgerEntryKind" RENAME TO "LedgerEntryKind_old";
ALTER TYPE "LedgerEntryKind_new" RENAME TO "LedgerEntryKind";
DROP TYPE "LedgerEntryKind_old";
COMMIT;

-- DropIndex
DROP INDEX "LedgerEntry_createdAt_idx";

-- DropIndex
DROP INDEX "LedgerEntry_paymentId_kind_key";

-- AlterTable
ALTER TABLE "LedgerEntry" ADD COLUMN     "occurredAt" TIMESTAMP(3) NOT NULL,
ADD COLUMN     "reference" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "customerId" INTEGER,
ADD COLUMN     "failureMessage" TEXT,
ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "settledAt" TIMESTAMP(3),
ADD COLUMN     "stripeChargeId" TEXT,
ADD COLUMN     "stripeInvoiceId" TEXT,
ADD COLUMN     "stripeTransferId" TEXT;

-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "payoutsStatusAt" TIMESTAMP(3),
ADD COLUMN     "stripeAccountId" TEXT;

-- CreateTable
CREATE TABLE "TestModeObject" (
    "id" TEXT NOT NULL,
    "object" TEXT NOT NULL,
    "idempotencyKey" TEXT,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestModeObject_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TestModeObject_idempotencyKey_key" ON "TestModeObject"("idempotencyKey");

-- CreateIndex
CREATE INDEX "LedgerEntry_occurredAt_idx" ON "LedgerEntry"("occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_paymentId_kind_reference_key" ON "LedgerEntry"("paymentId", "kind", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_bookingId_key" ON "Payment"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_stripeInvoiceId_key" ON "Payment"("stripeInvoiceId");

-- CreateIndex
CREATE INDEX "Payment_customerId_idx" ON "Payment"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "Provider_stripeAccountId_key" ON "Provider"("stripeAccountId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Money is whole cents and a payment's parts fit inside it: a fee above the total or a
-- refund beyond it is a bug the database refuses rather than a figure on a statement.
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amounts_check" CHECK (
  "totalAmount" > 0
  AND "platformFee" BETWEEN 0 AND "totalAmount"
  AND "refundedAmount" BETWEEN 0 AND "totalAmount"
  AND "platformCommissionBps" BETWEEN 0 AND 10000
);
-- A settled payment says when it settled.
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_settled_check" CHECK (
  ("paymentStatus" = 'COMPLETED') = ("settledAt" IS NOT NULL)
);
