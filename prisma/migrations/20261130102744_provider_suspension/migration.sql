-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'PROVIDER_SUSPENDED';
ALTER TYPE "NotificationKind" ADD VALUE 'PROVIDER_REINSTATED';

-- AlterEnum
ALTER TYPE "ProviderStatus" ADD VALUE 'SUSPENDED';

-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "suspendedAt" TIMESTAMP(3),
ADD COLUMN     "suspensionReason" TEXT;
