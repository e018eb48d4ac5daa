-- DropIndex
DROP INDEX "Provider_latitude_longitude_idx";

-- CreateIndex
CREATE INDEX "Provider_search_box_idx" ON "Provider"("latitude", "longitude", "status", "rating", "id", "startingPrice", "isMobileService", "isCertified");
