-- CreateTable
CREATE TABLE "PublicDataVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublicDataVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublicDataChange" (
    "txid" BIGINT NOT NULL,

    CONSTRAINT "PublicDataChange_pkey" PRIMARY KEY ("txid")
);

-- By hand: the rules that keep the version.
ALTER TABLE "PublicDataVersion" ADD CONSTRAINT "PublicDataVersion_one_row" CHECK ("id" = 1);
INSERT INTO "PublicDataVersion" ("id", "version") VALUES (1, 0);

-- Every statement that writes a table the public reads marks its transaction once (the
-- primary key turns the next marks of the same transaction into no-ops). Statement-level,
-- so a bulk load of a million rows costs one mark, not a million.
CREATE FUNCTION "PublicDataChange_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PublicDataChange" ("txid") VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- The mark raises the version at COMMIT (a deferred constraint trigger), inside the writer's
-- transaction, so the new number becomes visible to readers at the same instant as the data.
-- That is what makes it race-free: a reader that sees the old number was going to read data
-- from before the commit or after it; an answer cached under the old number may hold newer
-- data, never the reverse. A sequence would not do: nextval() is visible before the commit,
-- so a reader could store pre-commit data under the new number, where it would stay.
-- Raising it at commit, not at the statement, also keeps the row's lock for an instant
-- instead of the rest of the transaction: two writers that lock a provider and the version
-- in opposite orders cannot deadlock.
CREATE FUNCTION "PublicDataVersion_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PublicDataVersion" ("id", "version", "updatedAt") VALUES (1, 1, now() AT TIME ZONE 'UTC')
  ON CONFLICT ("id") DO UPDATE
    SET "version" = "PublicDataVersion"."version" + 1, "updatedAt" = EXCLUDED."updatedAt";
  DELETE FROM "PublicDataChange" WHERE "txid" = NEW."txid";
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "PublicDataChange_raise_version" AFTER INSERT ON "PublicDataChange"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "PublicDataVersion_raise"();

-- The tables behind the public answers: the providers search, profiles, categories, cities,
-- recent reviews and the marketplace figures' cities and providers. TimeSlot is not among them:
-- the fields that show slots depend on the clock and are never cached.
CREATE TRIGGER "City_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "City"
  FOR EACH STATEMENT EXECUTE FUNCTION "PublicDataChange_mark"();
CREATE TRIGGER "Category_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION "PublicDataChange_mark"();
CREATE TRIGGER "Provider_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Provider"
  FOR EACH STATEMENT EXECUTE FUNCTION "PublicDataChange_mark"();
CREATE TRIGGER "ProviderCategory_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProviderCategory"
  FOR EACH STATEMENT EXECUTE FUNCTION "PublicDataChange_mark"();
CREATE TRIGGER "Review_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Review"
  FOR EACH STATEMENT EXECUTE FUNCTION "PublicDataChange_mark"();
