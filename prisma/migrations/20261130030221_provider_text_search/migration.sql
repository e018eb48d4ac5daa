-- Free-text search ("eco", "Tesla", "move-out", "nettoyage écologique"): each provider's words
-- in one tsvector, matched by the search statement with a text-search query. Both
-- databases' PostgreSQL ships the English and French stemmers and `unaccent`.
-- In public, as btree_gist: dropping the schema an extension lives in (a test's) would take it
-- from every schema.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "searchDocument" tsvector;

-- The words of a provider, weighted by where they come from (the name first, then
-- specialties and services, then the description), accents removed, each stemmed in English
-- and in French: a query parsed both ways (search-matching.ts) finds either language's forms.
CREATE FUNCTION "provider_search_document"(name text, specialties text[], services text, description text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', public.unaccent(coalesce(name, ''))), 'A')
      || setweight(to_tsvector('french', public.unaccent(coalesce(name, ''))), 'A')
      || setweight(to_tsvector('english', public.unaccent(array_to_string(specialties, ' ') || ' ' || coalesce(services, ''))), 'B')
      || setweight(to_tsvector('french', public.unaccent(array_to_string(specialties, ' ') || ' ' || coalesce(services, ''))), 'B')
      || setweight(to_tsvector('english', public.unaccent(coalesce(description, ''))), 'C')
      || setweight(to_tsvector('french', public.unaccent(coalesce(description, ''))), 'C')
$$;

-- The names of the services a provider offers, as one text.
CREATE FUNCTION "provider_service_names"(provider_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(c.name, ' ' ORDER BY c.id)
  FROM "ProviderCategory" pc JOIN "Category" c ON c.id = pc."categoryId"
  WHERE pc."providerId" = provider_id
$$;

-- Kept by the database, whoever writes (onboarding, staff, the seed, a script), inside the
-- writer's transaction: a provider's row as it is written, ...
CREATE FUNCTION "Provider_search_document_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchDocument" := "provider_search_document"(NEW.name, NEW.specialties,
    "provider_service_names"(NEW.id), NEW.description);
  RETURN NEW;
END
$$;

CREATE TRIGGER "Provider_search_document_insert" BEFORE INSERT ON "Provider"
  FOR EACH ROW EXECUTE FUNCTION "Provider_search_document_row"();
CREATE TRIGGER "Provider_search_document_update" BEFORE UPDATE OF name, specialties, description ON "Provider"
  FOR EACH ROW
  WHEN ((OLD.name, OLD.specialties, OLD.description) IS DISTINCT FROM (NEW.name, NEW.specialties, NEW.description))
  EXECUTE FUNCTION "Provider_search_document_row"();

-- ... the providers whose services changed, once per statement ...
CREATE FUNCTION "Provider_search_document_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Provider" p
  SET "searchDocument" = "provider_search_document"(p.name, p.specialties, "provider_service_names"(p.id), p.description)
  WHERE p.id IN (SELECT "providerId" FROM changed_rows);
  RETURN NULL;
END
$$;

CREATE TRIGGER "ProviderCategory_search_document_insert" AFTER INSERT ON "ProviderCategory"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "Provider_search_document_services"();
CREATE TRIGGER "ProviderCategory_search_document_delete" AFTER DELETE ON "ProviderCategory"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "Provider_search_document_services"();

-- ... and every provider of a service renamed.
CREATE FUNCTION "Provider_search_document_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Provider" p
  SET "searchDocument" = "provider_search_document"(p.name, p.specialties, "provider_service_names"(p.id), p.description)
  WHERE p.id IN (
    SELECT pc."providerId" FROM "ProviderCategory" pc
    JOIN new_rows renamed ON renamed.id = pc."categoryId"
    JOIN old_rows was ON was.id = renamed.id
    WHERE was.name IS DISTINCT FROM renamed.name);
  RETURN NULL;
END
$$;

-- (A trigger with transition tables cannot name columns: a statement changing no name
-- updates no provider.)
CREATE TRIGGER "Category_search_document_update" AFTER UPDATE ON "Category"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "Provider_search_document_category"();

-- The providers that exist already.
UPDATE "Provider" p
SET "searchDocument" = "provider_search_document"(p.name, p.specialties, "provider_service_names"(p.id), p.description);

-- CreateIndex
CREATE INDEX "Provider_searchDocument_idx" ON "Provider" USING GIN ("searchDocument");
