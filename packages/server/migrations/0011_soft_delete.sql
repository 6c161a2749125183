-- Deleting an application is a soft delete (DELETE /api/onboarding/applications/{id}): the row stays,
-- with when and by whom, and every read leaves it out (lists, dashboard, lookups by id). PostgreSQL 15
-- and PGlite.

ALTER TABLE applications
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN deleted_by uuid REFERENCES users (id);

-- 1. The status counts (0010) count the applications that are not deleted. A row's "effective status"
--    is its status, or NULL once deleted_at is set: an insert or delete counts the rows whose effective
--    status is not NULL, and an update moves a row from its old effective status to its new one, so a
--    soft delete takes it out of its status (and an undelete puts it back).
CREATE OR REPLACE FUNCTION application_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_status_counts AS c (status, n)
      SELECT status, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_status_counts AS c (status, n)
      SELECT status, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH moved AS (
      SELECT CASE WHEN o.deleted_at IS NULL THEN o.status END AS old_status,
             CASE WHEN w.deleted_at IS NULL THEN w.status END AS new_status
        FROM old_rows o JOIN new_rows w ON w.id = o.id
    )
    INSERT INTO application_status_counts AS c (status, n)
      SELECT status, sum(k) FROM (
        SELECT old_status AS status, -1 AS k FROM moved
          WHERE old_status IS DISTINCT FROM new_status AND old_status IS NOT NULL
        UNION ALL
        SELECT new_status AS status, 1 AS k FROM moved
          WHERE old_status IS DISTINCT FROM new_status AND new_status IS NOT NULL
      ) d
      GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM application_status_counts;
  END IF;
  RETURN NULL;
END
$$;

-- The stored counts, recounted without deleted rows (the ALTER above holds applications locked, so no
-- write comes in between).
UPDATE application_status_counts c
  SET n = (SELECT count(*) FROM applications a WHERE a.status = c.status AND a.deleted_at IS NULL);
INSERT INTO application_status_counts (status, n)
  SELECT status, count(*) FROM applications WHERE deleted_at IS NULL GROUP BY status
  ON CONFLICT (status) DO NOTHING;

-- 2. Every read now adds "deleted_at IS NULL". The indexes that answer a read from the index alone (the
--    list's created_at walk, 0003; the dashboard aggregates and a distributor's filtered total, 0010)
--    leave deleted rows out, so that condition follows from the index predicate and the scans stay
--    index-only. Deleted rows are only read by id (the primary key).
DROP INDEX applications_created_at_idx;
CREATE INDEX applications_created_at_idx ON applications (created_at, id) WHERE deleted_at IS NULL;
DROP INDEX applications_completed_distributor_idx;
CREATE INDEX applications_completed_distributor_idx ON applications (distributor_id)
  INCLUDE (commitment_amount) WHERE status IN ('completed', 'signed') AND deleted_at IS NULL;
DROP INDEX applications_created_kinds_idx;
CREATE INDEX applications_created_kinds_idx ON applications (created_at)
  INCLUDE (application_type, has_poa, onboarding_type) WHERE deleted_at IS NULL;
DROP INDEX applications_distributor_filters_idx;
CREATE INDEX applications_distributor_filters_idx
  ON applications (distributor_id, status, application_type, mode_of_holding) WHERE deleted_at IS NULL;
