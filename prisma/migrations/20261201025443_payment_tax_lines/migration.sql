-- CreateEnum
CREATE TYPE "TaxLineKind" AS ENUM ('SERVICE', 'FEE');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LedgerEntryKind" ADD VALUE 'SERVICE_TAX';
ALTER TYPE "LedgerEntryKind" ADD VALUE 'FEE_TAX';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "feeTax" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "receiptNumber" INTEGER,
ADD COLUMN     "serviceTax" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "PaymentTaxLine" (
    "id" SERIAL NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "kind" "TaxLineKind" NOT NULL,
    "position" INTEGER NOT NULL,
    "tax" VARCHAR(8) NOT NULL,
    "province" VARCHAR(2) NOT NULL,
    "ratePpm" INTEGER NOT NULL,
    "base" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "source" VARCHAR(400) NOT NULL,

    CONSTRAINT "PaymentTaxLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNote" (
    "id" SERIAL NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "refundedBefore" INTEGER NOT NULL,
    "refundedAfter" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentCounter" (
    "series" VARCHAR(20) NOT NULL,
    "lastNumber" INTEGER NOT NULL,

    CONSTRAINT "DocumentCounter_pkey" PRIMARY KEY ("series")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaymentTaxLine_paymentId_kind_position_key" ON "PaymentTaxLine"("paymentId", "kind", "position");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_paymentId_reference_key" ON "CreditNote"("paymentId", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_receiptNumber_key" ON "Payment"("receiptNumber");

-- AddForeignKey
ALTER TABLE "PaymentTaxLine" ADD CONSTRAINT "PaymentTaxLine_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the services hold, held by the database too: taxes are whole cents, never negative.
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_taxes_nonnegative"
  CHECK ("serviceTax" >= 0 AND "feeTax" >= 0 AND "serviceTax" <= "totalAmount");
ALTER TABLE "PaymentTaxLine" ADD CONSTRAINT "PaymentTaxLine_amounts"
  CHECK ("ratePpm" > 0 AND "base" >= 0 AND "amount" >= 0 AND "position" >= 0);
ALTER TABLE "PaymentTaxLine" ADD CONSTRAINT "PaymentTaxLine_tax_name"
  CHECK ("tax" IN ('GST', 'HST', 'QST', 'PST', 'RST'));
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_refund_grows"
  CHECK ("refundedBefore" >= 0 AND "refundedAfter" > "refundedBefore");
-- 0: a series with no document yet (its row may be made ahead of the first one).
ALTER TABLE "DocumentCounter" ADD CONSTRAINT "DocumentCounter_not_negative" CHECK ("lastNumber" >= 0);
