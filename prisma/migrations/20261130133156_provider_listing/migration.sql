-- CreateEnum
CREATE TYPE "ListingChangeStatus" AS ENUM ('PUBLISHED', 'PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN');

-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "businessTypeId" INTEGER,
ADD COLUMN     "serviceRadiusKm" INTEGER NOT NULL DEFAULT 25;

-- AlterTable: every service a provider offered cost its one starting price until now.
ALTER TABLE "ProviderCategory" ADD COLUMN     "priceCents" INTEGER;
UPDATE "ProviderCategory" AS pc SET "priceCents" = p."startingPrice" FROM "Provider" AS p WHERE p."id" = pc."providerId";
ALTER TABLE "ProviderCategory" ALTER COLUMN "priceCents" SET NOT NULL;
ALTER TABLE "ProviderCategory" ADD CONSTRAINT "ProviderCategory_priceCents_range"
  CHECK ("priceCents" BETWEEN 100 AND 1000000);
ALTER TABLE "Provider" ADD CONSTRAINT "Provider_serviceRadiusKm_range" CHECK ("serviceRadiusKm" BETWEEN 1 AND 250);

-- A provider's business type: its registration's, else the first of its services in catalogue order.
UPDATE "Provider" AS p SET "businessTypeId" = COALESCE(
  (SELECT c."id" FROM "BusinessRegistration" AS r JOIN "Category" AS c ON c."slug" = r."businessType"
   WHERE r."providerId" = p."id" ORDER BY r."id" DESC LIMIT 1),
  (SELECT c."id" FROM "ProviderCategory" AS pc JOIN "Category" AS c ON c."id" = pc."categoryId"
   WHERE pc."providerId" = p."id" ORDER BY c."sortOrder", c."id" LIMIT 1));

-- CreateTable
CREATE TABLE "ProviderListingChange" (
    "id" SERIAL NOT NULL,
    "providerId" INTEGER NOT NULL,
    "changedById" INTEGER,
    "changes" JSONB NOT NULL,
    "status" "ListingChangeStatus" NOT NULL,
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "decisionNote" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProviderListingChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProviderListingChange_providerId_createdAt_id_idx" ON "ProviderListingChange"("providerId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ProviderListingChange_status_createdAt_id_idx" ON "ProviderListingChange"("status", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "Provider" ADD CONSTRAINT "Provider_businessTypeId_fkey" FOREIGN KEY ("businessTypeId") REFERENCES "Category"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderListingChange" ADD CONSTRAINT "ProviderListingChange_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderListingChange" ADD CONSTRAINT "ProviderListingChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderListingChange" ADD CONSTRAINT "ProviderListingChange_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- At most one change of name or type waits for staff per provider.
CREATE UNIQUE INDEX "ProviderListingChange_one_pending" ON "ProviderListingChange"("providerId") WHERE "status" = 'PENDING';
