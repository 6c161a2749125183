-- The list's text search by a caller who sees every application, without filters (the AIF admin's
-- search box), reads a narrow copy of each live application's search text: its id, creation time and
-- search text, about 90 bytes a row against about 550 in `applications`. Rechecking a trigram match, or
-- scanning for a common surname until the count's cap, visits many rows; on the narrow table they sit on
-- a sixth of the pages (docs/performance.md "What makes these queries fast"). Other searches still read
-- `applications` with its own trigram index (migrations/0010): joining the copy to it for the
-- visibility rule and the filters made PostgreSQL hash every match of a common name. One row per live
-- application, kept by a row trigger: written when the application is inserted or its search text
-- changes (the first applicant's name or PAN), removed when it is soft-deleted (and by the foreign key
-- when it is deleted). PostgreSQL 15 and PGlite.
CREATE TABLE application_search (
  id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  search_text text
);

INSERT INTO application_search (id, created_at, search_text)
  SELECT id, created_at, search_text FROM applications WHERE deleted_at IS NULL;

CREATE FUNCTION application_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM application_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO application_search AS s (id, created_at, search_text)
    VALUES (NEW.id, NEW.created_at, NEW.search_text)
    ON CONFLICT (id) DO UPDATE SET created_at = excluded.created_at, search_text = excluded.search_text;
  RETURN NULL;
END;
$$;

CREATE TRIGGER application_search_insert AFTER INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION application_search_apply();

-- Only when a copied column or deleted_at changed: a wizard save or a status change writes nothing here.
CREATE TRIGGER application_search_update AFTER UPDATE ON applications
  FOR EACH ROW
  WHEN ((OLD.created_at, OLD.search_text, OLD.deleted_at) IS DISTINCT FROM
        (NEW.created_at, NEW.search_text, NEW.deleted_at))
  EXECUTE FUNCTION application_search_apply();

-- The list's order within a search's matches, and the same trigram index as on `applications`
-- (migrations/0010) where the server has pg_trgm; without it (PGlite) the search scans this table.
CREATE INDEX application_search_created_at_idx ON application_search (created_at, id);
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format(
      'CREATE INDEX application_search_text_idx ON application_search USING gin (search_text %I.gin_trgm_ops)',
      (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'));
  END IF;
END
$$;
