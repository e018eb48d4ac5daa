-- The search by service type read every provider near the city, of every category, and
-- joined ProviderCategory to keep its category's: at 100,000 providers a Toronto search
-- hashed the 26,000 house-cleaning rows of the whole country for each search. Category
-- first, a search reads only its category's providers near the city, from one index.

-- CreateTable
CREATE TABLE "ProviderSearchEntry" (
    "providerId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "status" "ProviderStatus" NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "startingPrice" INTEGER NOT NULL,
    "isMobileService" BOOLEAN NOT NULL,
    "isCertified" BOOLEAN NOT NULL,

    CONSTRAINT "ProviderSearchEntry_pkey" PRIMARY KEY ("providerId","categoryId")
);

-- The entries are the database's to keep, whoever writes (onboarding, staff, reviews moving a
-- rating, the seed, a script): statement-level triggers with transition tables, so a
-- statement touching many rows costs one statement more, inside the writer's transaction.

-- A category offered (or no longer offered) adds (or removes) its entry.
CREATE FUNCTION "ProviderSearchEntry_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProviderSearchEntry" ("providerId", "categoryId", status, latitude, longitude, rating,
                                     "startingPrice", "isMobileService", "isCertified")
  SELECT p.id, added."categoryId", p.status, p.latitude, p.longitude, p.rating,
         p."startingPrice", p."isMobileService", p."isCertified"
  FROM new_rows added JOIN "Provider" p ON p.id = added."providerId"
  ON CONFLICT ("providerId", "categoryId") DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION "ProviderSearchEntry_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ProviderSearchEntry" entry
  USING old_rows removed
  WHERE entry."providerId" = removed."providerId" AND entry."categoryId" = removed."categoryId";
  RETURN NULL;
END
$$;

CREATE TRIGGER "ProviderCategory_search_insert" AFTER INSERT ON "ProviderCategory"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ProviderSearchEntry_add"();
CREATE TRIGGER "ProviderCategory_search_delete" AFTER DELETE ON "ProviderCategory"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ProviderSearchEntry_remove"();
-- A changed row is its old entry removed, then its new one added (the triggers fire in name order).
CREATE TRIGGER "ProviderCategory_search_update_1" AFTER UPDATE ON "ProviderCategory"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ProviderSearchEntry_remove"();
CREATE TRIGGER "ProviderCategory_search_update_2" AFTER UPDATE ON "ProviderCategory"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ProviderSearchEntry_add"();

-- A provider's searched columns changed (approved, a review moved its rating, a new price,
-- moved): its entries follow. Rows whose copy already matches are left alone.
CREATE FUNCTION "ProviderSearchEntry_follow_provider"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ProviderSearchEntry" entry
  SET status = p.status, latitude = p.latitude, longitude = p.longitude, rating = p.rating,
      "startingPrice" = p."startingPrice", "isMobileService" = p."isMobileService", "isCertified" = p."isCertified"
  FROM new_rows p
  WHERE entry."providerId" = p.id
    AND (entry.status, entry.latitude, entry.longitude, entry.rating, entry."startingPrice",
         entry."isMobileService", entry."isCertified")
        IS DISTINCT FROM
        (p.status, p.latitude, p.longitude, p.rating, p."startingPrice", p."isMobileService", p."isCertified");
  RETURN NULL;
END
$$;

CREATE TRIGGER "Provider_search_update" AFTER UPDATE ON "Provider"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ProviderSearchEntry_follow_provider"();
-- A provider deleted takes its ProviderCategory rows with it (ON DELETE CASCADE), and
-- those deletions remove its entries.

-- The providers that exist already.
INSERT INTO "ProviderSearchEntry" ("providerId", "categoryId", status, latitude, longitude, rating,
                                   "startingPrice", "isMobileService", "isCertified")
SELECT p.id, pc."categoryId", p.status, p.latitude, p.longitude, p.rating,
       p."startingPrice", p."isMobileService", p."isCertified"
FROM "ProviderCategory" pc JOIN "Provider" p ON p.id = pc."providerId";

-- CreateIndex
CREATE INDEX "ProviderSearchEntry_search_idx" ON "ProviderSearchEntry"("categoryId", "latitude", "longitude", "status", "rating", "providerId", "startingPrice", "isMobileService", "isCertified");
