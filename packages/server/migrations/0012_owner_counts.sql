-- Applications per status and per "owner key" (the columns the visibility rule reads: filler, RM,
-- distributor, sub-distributor, plan, POA), not counting deleted ones, kept by statement-level triggers
-- like the status counts (0010, 0011). Every application is in exactly one row, so the total a caller
-- sees is the sum of the rows that match its visibility rule: an RM's hierarchy, a distributor's, a
-- plan's investment manager, the POA approver. A few hundred rows instead of tens of thousands of
-- applications (docs/performance.md). PostgreSQL 15 and PGlite.
CREATE TABLE application_owner_counts (
  status text NOT NULL,
  created_by uuid,
  rm_id uuid,
  distributor_id uuid,
  subdistributor_id uuid,
  plan_id uuid,
  has_poa boolean NOT NULL,
  n bigint NOT NULL,
  CONSTRAINT application_owner_counts_key UNIQUE NULLS NOT DISTINCT
    (status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa)
);

INSERT INTO application_owner_counts
    (status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, n)
  SELECT status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, count(*)
    FROM applications WHERE deleted_at IS NULL
    GROUP BY status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa;

-- A statement's changes are summed per key first and applied in key order (no deadlock between two
-- statements). An update moves a row only when its key or its deleted_at changes, so saving a wizard
-- step (the common update) writes nothing here.
CREATE FUNCTION application_owner_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_owner_counts AS c
        (status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, n)
      SELECT status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, count(*)
        FROM new_rows WHERE deleted_at IS NULL
        GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT application_owner_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_owner_counts AS c
        (status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, n)
      SELECT status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, -count(*)
        FROM old_rows WHERE deleted_at IS NULL
        GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT application_owner_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH moved AS (
      SELECT o.status AS o_status, o.created_by AS o_created_by, o.rm_id AS o_rm_id,
             o.distributor_id AS o_distributor_id, o.subdistributor_id AS o_subdistributor_id,
             o.plan_id AS o_plan_id, o.has_poa AS o_has_poa, o.deleted_at IS NULL AS o_live,
             w.status, w.created_by, w.rm_id, w.distributor_id, w.subdistributor_id, w.plan_id, w.has_poa,
             w.deleted_at IS NULL AS w_live
        FROM old_rows o JOIN new_rows w ON w.id = o.id
       WHERE (o.deleted_at IS NULL) IS DISTINCT FROM (w.deleted_at IS NULL)
          OR (o.status, o.created_by, o.rm_id, o.distributor_id, o.subdistributor_id, o.plan_id, o.has_poa)
             IS DISTINCT FROM
             (w.status, w.created_by, w.rm_id, w.distributor_id, w.subdistributor_id, w.plan_id, w.has_poa)
    )
    INSERT INTO application_owner_counts AS c
        (status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, n)
      SELECT status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, sum(k)
        FROM (
          SELECT o_status AS status, o_created_by AS created_by, o_rm_id AS rm_id,
                 o_distributor_id AS distributor_id, o_subdistributor_id AS subdistributor_id,
                 o_plan_id AS plan_id, o_has_poa AS has_poa, -1 AS k
            FROM moved WHERE o_live
          UNION ALL
          SELECT status, created_by, rm_id, distributor_id, subdistributor_id, plan_id, has_poa, 1 AS k
            FROM moved WHERE w_live
        ) d
        GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(k) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT application_owner_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM application_owner_counts;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER application_owner_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_owner_counts_apply();
CREATE TRIGGER application_owner_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_owner_counts_apply();
CREATE TRIGGER application_owner_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_owner_counts_apply();
CREATE TRIGGER application_owner_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_owner_counts_apply();
