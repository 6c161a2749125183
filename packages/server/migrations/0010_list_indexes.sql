-- The application list and the dashboard at 100,000 applications (docs/performance.md): counts that do
-- not count every row, and an index for the "contains" search. PostgreSQL 15 and PGlite.

-- 1. Applications per status, kept by statement-level triggers. Whoever sees every application (AIF
--    admin, AIF approver, super admin) reads the list's total with no filter or a status filter, and the
--    status donut, from these few rows instead of counting the table. A statement's rows are summed per
--    status first, and the rows are taken in status order (no deadlock between two statements); an
--    UPDATE touches the counts only when it changes a status.
CREATE TABLE application_status_counts (
  status text PRIMARY KEY,
  n bigint NOT NULL
);

INSERT INTO application_status_counts (status, n)
  SELECT status, count(*) FROM applications GROUP BY status;

CREATE FUNCTION application_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_status_counts AS c (status, n)
      SELECT status, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_status_counts AS c (status, n)
      SELECT status, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO application_status_counts AS c (status, n)
      SELECT status, sum(k) FROM (
        SELECT o.status, -1 AS k FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE o.status IS DISTINCT FROM w.status
        UNION ALL
        SELECT w.status, 1 AS k FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE o.status IS DISTINCT FROM w.status
      ) d
      GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM application_status_counts;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER application_status_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_apply();
CREATE TRIGGER application_status_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_apply();
CREATE TRIGGER application_status_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_apply();
CREATE TRIGGER application_status_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_apply();

-- 2. The search ("contains" on search_text) through a trigram index where the server has pg_trgm
--    (PostgreSQL's contrib; a trusted extension the database owner may create). The extension goes in
--    `public` so that every schema of the database shares it. Without it (PGlite, or no right to create
--    it) the search keeps scanning the column, as before.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm WITH SCHEMA public;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm not created (%): the list search scans', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format(
      'CREATE INDEX applications_search_idx ON applications USING gin (search_text %I.gin_trgm_ops)',
      (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'));
  END IF;
END
$$;

-- 3. Indexes that answer the dashboard's aggregates from the index alone (an index-only scan once
--    vacuum has marked the pages all-visible), instead of reading every matching row of the table:
--    - top distributors: the completed applications' distributor and commitment;
--    - month on month: creation time with the kinds it counts;
--    - NRI first applicants (a few percent of them), joined to that month range.
CREATE INDEX applications_completed_distributor_idx ON applications (distributor_id)
  INCLUDE (commitment_amount) WHERE status IN ('completed', 'signed');
CREATE INDEX applications_created_kinds_idx ON applications (created_at)
  INCLUDE (application_type, has_poa, onboarding_type);
CREATE INDEX applicants_first_nri_idx ON applicants (application_id)
  WHERE applicant_type = 1 AND lower(residential_status) = 'nri';

-- 4. A distributor's total under the list's other filters (status, type, mode of holding): read from
--    one small index (about 1 MB at 100,000 applications, thanks to btree deduplication) instead of
--    fetching each of the distributor's rows.
CREATE INDEX applications_distributor_filters_idx
  ON applications (distributor_id, status, application_type, mode_of_holding);
