-- AlterTable
ALTER TABLE "BusinessRegistration" ADD COLUMN     "cityId" INTEGER,
ADD COLUMN     "userId" INTEGER;

-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "decidedById" INTEGER,
ADD COLUMN     "rejectedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PartnerToken" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" INTEGER,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "windowStartedAt" TIMESTAMP(3),
    "requestsInWindow" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PartnerToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PartnerToken_tokenHash_key" ON "PartnerToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PartnerToken_createdAt_idx" ON "PartnerToken"("createdAt");

-- CreateIndex
CREATE INDEX "BusinessRegistration_createdAt_id_idx" ON "BusinessRegistration"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "BusinessRegistration_userId_idx" ON "BusinessRegistration"("userId");

-- AddForeignKey
ALTER TABLE "Provider" ADD CONSTRAINT "Provider_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessRegistration" ADD CONSTRAINT "BusinessRegistration_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessRegistration" ADD CONSTRAINT "BusinessRegistration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerToken" ADD CONSTRAINT "PartnerToken_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- By hand: rules Prisma cannot model.
-- One registration under review per email: two submissions racing cannot both get in.
CREATE UNIQUE INDEX "BusinessRegistration_one_pending_per_email" ON "BusinessRegistration"("email") WHERE "status" = 'PENDING';
ALTER TABLE "BusinessRegistration" ADD CONSTRAINT "BusinessRegistration_email_lower_case" CHECK ("email" = lower("email"));
ALTER TABLE "PartnerToken" ADD CONSTRAINT "PartnerToken_requestsInWindow_non_negative" CHECK ("requestsInWindow" >= 0);
