-- The list's text search reads a narrow copy of what it needs from each live application: its id,
-- creation time and search text first (a search reads no other column unless a filter or the caller's
-- visibility asks), then the filters' and the visibility rule's columns. `applications` is about 550
-- bytes a row; rechecking a trigram match or scanning for a common surname there cost more than the
-- index itself (docs/performance.md "Searches"). One row per live application, kept by a row trigger:
-- written when the application is inserted, when one of these columns changes, removed when it is
-- soft-deleted (and by the foreign key when it is deleted). A wizard step's save changes none of them
-- unless the first applicant's name or PAN changed (then `search_text` does). PostgreSQL 15 and PGlite.
CREATE TABLE application_search (
  id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  search_text text,
  status text NOT NULL,
  application_type text NOT NULL,
  mode_of_holding text NOT NULL,
  has_poa boolean NOT NULL,
  created_by uuid,
  rm_id uuid,
  distributor_id uuid,
  subdistributor_id uuid,
  plan_id uuid
);

INSERT INTO application_search
    (id, created_at, search_text, status, application_type, mode_of_holding, has_poa, created_by, rm_id,
     distributor_id, subdistributor_id, plan_id)
  SELECT id, created_at, search_text, status, application_type, mode_of_holding, has_poa, created_by, rm_id,
         distributor_id, subdistributor_id, plan_id
    FROM applications WHERE deleted_at IS NULL;

CREATE FUNCTION application_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM application_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO application_search AS s
      (id, created_at, search_text, status, application_type, mode_of_holding, has_poa, created_by, rm_id,
       distributor_id, subdistributor_id, plan_id)
    VALUES (NEW.id, NEW.created_at, NEW.search_text, NEW.status, NEW.application_type, NEW.mode_of_holding,
            NEW.has_poa, NEW.created_by, NEW.rm_id, NEW.distributor_id, NEW.subdistributor_id, NEW.plan_id)
    ON CONFLICT (id) DO UPDATE SET
      created_at = excluded.created_at, search_text = excluded.search_text, status = excluded.status,
      application_type = excluded.application_type, mode_of_holding = excluded.mode_of_holding,
      has_poa = excluded.has_poa, created_by = excluded.created_by, rm_id = excluded.rm_id,
      distributor_id = excluded.distributor_id, subdistributor_id = excluded.subdistributor_id,
      plan_id = excluded.plan_id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER application_search_insert AFTER INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION application_search_apply();

-- Only when a copied column (or deleted_at) really changed: a save that rewrites the same values
-- writes nothing here.
CREATE TRIGGER application_search_update AFTER UPDATE ON applications
  FOR EACH ROW
  WHEN ((OLD.created_at, OLD.search_text, OLD.status, OLD.application_type, OLD.mode_of_holding, OLD.has_poa,
         OLD.created_by, OLD.rm_id, OLD.distributor_id, OLD.subdistributor_id, OLD.plan_id, OLD.deleted_at)
        IS DISTINCT FROM
        (NEW.created_at, NEW.search_text, NEW.status, NEW.application_type, NEW.mode_of_holding, NEW.has_poa,
         NEW.created_by, NEW.rm_id, NEW.distributor_id, NEW.subdistributor_id, NEW.plan_id, NEW.deleted_at))
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

-- The search no longer reads `applications.search_text` through an index.
DROP INDEX IF EXISTS applications_search_idx;
