-- The owner counts (0012) also keyed by the list's other filters, the application type and the mode of
-- holding (the distributor is already part of the key): a list filtered by any of them, without a
-- search, takes its total from a sum over these rows instead of counting the matching applications
-- (docs/performance.md). About twice the rows (10,000 at 100,000 applications); the index serves the
-- distributor filter of callers who see everything. PostgreSQL 15 and PGlite.
ALTER TABLE application_owner_counts DROP CONSTRAINT application_owner_counts_key;
DELETE FROM application_owner_counts;
ALTER TABLE application_owner_counts
  ADD COLUMN application_type text NOT NULL,
  ADD COLUMN mode_of_holding text NOT NULL;
ALTER TABLE application_owner_counts ADD CONSTRAINT application_owner_counts_key UNIQUE NULLS NOT DISTINCT
  (status, application_type, mode_of_holding, created_by, rm_id, distributor_id, subdistributor_id, plan_id,
   has_poa);
CREATE INDEX application_owner_counts_distributor_idx ON application_owner_counts (distributor_id);

INSERT INTO application_owner_counts
    (status, application_type, mode_of_holding, created_by, rm_id, distributor_id, subdistributor_id,
     plan_id, has_poa, n)
  SELECT status, application_type, mode_of_holding, created_by, rm_id, distributor_id, subdistributor_id,
         plan_id, has_poa, count(*)
    FROM applications WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- As in 0012, with the two columns added to the key.
CREATE OR REPLACE FUNCTION application_owner_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_owner_counts AS c
        (status, application_type, mode_of_holding, created_by, rm_id, distributor_id, subdistributor_id,
         plan_id, has_poa, n)
      SELECT status, application_type, mode_of_holding, created_by, rm_id, distributor_id,
             subdistributor_id, plan_id, has_poa, count(*)
        FROM new_rows WHERE deleted_at IS NULL
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT ON CONSTRAINT application_owner_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_owner_counts AS c
        (status, application_type, mode_of_holding, created_by, rm_id, distributor_id, subdistributor_id,
         plan_id, has_poa, n)
      SELECT status, application_type, mode_of_holding, created_by, rm_id, distributor_id,
             subdistributor_id, plan_id, has_poa, -count(*)
        FROM old_rows WHERE deleted_at IS NULL
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT ON CONSTRAINT application_owner_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH moved AS (
      SELECT o.status AS o_status, o.application_type AS o_application_type,
             o.mode_of_holding AS o_mode_of_holding, o.created_by AS o_created_by, o.rm_id AS o_rm_id,
             o.distributor_id AS o_distributor_id, o.subdistributor_id AS o_subdistributor_id,
             o.plan_id AS o_plan_id, o.has_poa AS o_has_poa, o.deleted_at IS NULL AS o_live,
             w.status, w.application_type, w.mode_of_holding, w.created_by, w.rm_id, w.distributor_id,
             w.subdistributor_id, w.plan_id, w.has_poa, w.deleted_at IS NULL AS w_live
        FROM old_rows o JOIN new_rows w ON w.id = o.id
       WHERE (o.deleted_at IS NULL) IS DISTINCT FROM (w.deleted_at IS NULL)
          OR (o.status, o.application_type, o.mode_of_holding, o.created_by, o.rm_id, o.distributor_id,
              o.subdistributor_id, o.plan_id, o.has_poa)
             IS DISTINCT FROM
             (w.status, w.application_type, w.mode_of_holding, w.created_by, w.rm_id, w.distributor_id,
              w.subdistributor_id, w.plan_id, w.has_poa)
    )
    INSERT INTO application_owner_counts AS c
        (status, application_type, mode_of_holding, created_by, rm_id, distributor_id, subdistributor_id,
         plan_id, has_poa, n)
      SELECT status, application_type, mode_of_holding, created_by, rm_id, distributor_id,
             subdistributor_id, plan_id, has_poa, sum(k)
        FROM (
          SELECT o_status AS status, o_application_type AS application_type,
                 o_mode_of_holding AS mode_of_holding, o_created_by AS created_by, o_rm_id AS rm_id,
                 o_distributor_id AS distributor_id, o_subdistributor_id AS subdistributor_id,
                 o_plan_id AS plan_id, o_has_poa AS has_poa, -1 AS k
            FROM moved WHERE o_live
          UNION ALL
          SELECT status, application_type, mode_of_holding, created_by, rm_id, distributor_id,
                 subdistributor_id, plan_id, has_poa, 1 AS k
            FROM moved WHERE w_live
        ) d
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(k) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT ON CONSTRAINT application_owner_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM application_owner_counts;
  END IF;
  RETURN NULL;
END
$$;
