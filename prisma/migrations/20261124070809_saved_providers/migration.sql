-- CreateTable
CREATE TABLE "SavedProvider" (
    "userId" INTEGER NOT NULL,
    "providerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedProvider_pkey" PRIMARY KEY ("userId","providerId")
);

-- CreateIndex
CREATE INDEX "SavedProvider_userId_createdAt_idx" ON "SavedProvider"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "SavedProvider_providerId_idx" ON "SavedProvider"("providerId");

-- AddForeignKey
ALTER TABLE "SavedProvider" ADD CONSTRAINT "SavedProvider_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedProvider" ADD CONSTRAINT "SavedProvider_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;
