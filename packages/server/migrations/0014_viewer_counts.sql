-- Applications per status for each RM, distributor and sub-distributor who sees them, not counting
-- deleted ones: the donut and the list's total for those callers read their own dozen rows instead of
-- summing the owner counts (0012) their hierarchy matches, about a quarter of that table for a busy RM
-- (docs/performance.md). Kept by statement-level triggers on applications, and rebuilt when the
-- hierarchy itself changes (a user's role, RM or distributor). PostgreSQL 15 and PGlite.

-- Who in the hierarchy sees an application with these owner columns: the same rule as the server's
-- `visibleWhere` for the kinds rm, distributor and subdistributor (server README "Visibility"); a server
-- test compares the two for every such user. Each viewer at most once.
CREATE FUNCTION application_viewers(
  p_created_by uuid, p_rm_id uuid, p_distributor_id uuid, p_subdistributor_id uuid
) RETURNS TABLE (viewer_id uuid) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT v.id FROM (
    -- The one who filled it, named RM, named distributor, named sub-distributor.
    SELECT c.id FROM users c
     WHERE c.id = p_created_by AND c.role IN ('rm', 'distributor', 'subdistributor')
    UNION ALL
    SELECT r.id FROM users r WHERE r.id = p_rm_id AND r.role = 'rm'
    UNION ALL
    SELECT d.id FROM users d WHERE d.id = p_distributor_id AND d.role = 'distributor'
    UNION ALL
    SELECT s.id FROM users s WHERE s.id = p_subdistributor_id AND s.role = 'subdistributor'
    -- A distributor's RM sees what the distributor filled or is named on.
    UNION ALL
    SELECT r.id FROM users d JOIN users r ON r.id = d.rm_id AND r.role = 'rm'
     WHERE d.id IN (p_created_by, p_distributor_id) AND d.role = 'distributor'
    -- A sub-distributor's distributor, its RM, and its distributor's RM see what it filled or is named on.
    UNION ALL
    SELECT d.id FROM users s JOIN users d ON d.id = s.distributor_id AND d.role = 'distributor'
     WHERE s.id IN (p_created_by, p_subdistributor_id) AND s.role = 'subdistributor'
    UNION ALL
    SELECT r.id FROM users s JOIN users r ON r.id = s.rm_id AND r.role = 'rm'
     WHERE s.id IN (p_created_by, p_subdistributor_id) AND s.role = 'subdistributor'
    UNION ALL
    SELECT r.id FROM users s
      JOIN users d ON d.id = s.distributor_id AND d.role = 'distributor'
      JOIN users r ON r.id = d.rm_id AND r.role = 'rm'
     WHERE s.id IN (p_created_by, p_subdistributor_id) AND s.role = 'subdistributor'
  ) v
$$;

CREATE TABLE application_viewer_counts (
  viewer_id uuid NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (viewer_id, status)
);

-- Every live application's viewers, counted afresh. The table is locked first, so an application
-- saved meanwhile waits and then adds its change to the rebuilt counts.
CREATE FUNCTION application_viewer_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE application_viewer_counts IN EXCLUSIVE MODE;
  DELETE FROM application_viewer_counts;
  INSERT INTO application_viewer_counts (viewer_id, status, n)
    SELECT v.viewer_id, o.status, sum(o.n)
      FROM application_owner_counts o
      CROSS JOIN LATERAL application_viewers(o.created_by, o.rm_id, o.distributor_id, o.subdistributor_id) v
     WHERE o.n <> 0
     GROUP BY 1, 2;
END
$$;

SELECT application_viewer_counts_rebuild();

-- One application leaving (k = -1: its old values) or arriving (k = 1) among the live ones.
CREATE TYPE application_viewer_change AS (
  status text,
  created_by uuid,
  rm_id uuid,
  distributor_id uuid,
  subdistributor_id uuid,
  k integer
);

-- A statement's changes, expanded to their viewers, summed per (viewer, status) and applied in that
-- order, so two statements never deadlock on these rows. PL/pgSQL keeps the statement's plan for the
-- session (an SQL function would plan it on every call), and nothing runs for no change (a wizard save).
CREATE FUNCTION application_viewer_counts_add(changes application_viewer_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(changes), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO application_viewer_counts AS t (viewer_id, status, n)
    SELECT v.viewer_id, c.status, sum(c.k)
      FROM (SELECT status, created_by, rm_id, distributor_id, subdistributor_id, sum(k) AS k
              FROM unnest(changes) GROUP BY 1, 2, 3, 4, 5) c
      CROSS JOIN LATERAL application_viewers(c.created_by, c.rm_id, c.distributor_id, c.subdistributor_id) v
     GROUP BY 1, 2
    HAVING sum(c.k) <> 0
     ORDER BY 1, 2
  ON CONFLICT (viewer_id, status) DO UPDATE SET n = t.n + excluded.n;
END
$$;

-- An update counts only when the status, an owner column or deleted_at changes, so saving a wizard
-- step writes nothing here.
CREATE FUNCTION application_viewer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM application_viewer_counts_add(ARRAY(
      SELECT ROW(status, created_by, rm_id, distributor_id, subdistributor_id, 1)::application_viewer_change
        FROM new_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM application_viewer_counts_add(ARRAY(
      SELECT ROW(status, created_by, rm_id, distributor_id, subdistributor_id, -1)::application_viewer_change
        FROM old_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM application_viewer_counts_add(ARRAY(
      WITH moved AS (
        SELECT o.status AS o_status, o.created_by AS o_created_by, o.rm_id AS o_rm_id,
               o.distributor_id AS o_distributor_id, o.subdistributor_id AS o_subdistributor_id,
               o.deleted_at IS NULL AS o_live,
               w.status, w.created_by, w.rm_id, w.distributor_id, w.subdistributor_id,
               w.deleted_at IS NULL AS w_live
          FROM old_rows o JOIN new_rows w ON w.id = o.id
         WHERE (o.deleted_at IS NULL) IS DISTINCT FROM (w.deleted_at IS NULL)
            OR (o.status, o.created_by, o.rm_id, o.distributor_id, o.subdistributor_id)
               IS DISTINCT FROM (w.status, w.created_by, w.rm_id, w.distributor_id, w.subdistributor_id)
      )
      SELECT ROW(o_status, o_created_by, o_rm_id, o_distributor_id, o_subdistributor_id, -1)
               ::application_viewer_change
        FROM moved WHERE o_live
      UNION ALL
      SELECT ROW(status, created_by, rm_id, distributor_id, subdistributor_id, 1)::application_viewer_change
        FROM moved WHERE w_live));
  ELSE
    DELETE FROM application_viewer_counts;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER application_viewer_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_viewer_counts_apply();
CREATE TRIGGER application_viewer_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_viewer_counts_apply();
CREATE TRIGGER application_viewer_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_viewer_counts_apply();
CREATE TRIGGER application_viewer_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_viewer_counts_apply();

-- The hierarchy moved: who sees what changes for every application of the users involved. Rare (user
-- administration), so the counts are rebuilt from the owner counts (a few thousand rows). A new user
-- has no applications yet, and one that applications or users point to cannot be deleted (foreign
-- keys), so only updates matter.
CREATE FUNCTION users_hierarchy_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_viewer_counts_rebuild();
  RETURN NULL;
END
$$;

CREATE TRIGGER users_hierarchy_update AFTER UPDATE OF role, rm_id, distributor_id ON users
  FOR EACH ROW WHEN (
    (OLD.role, OLD.rm_id, OLD.distributor_id) IS DISTINCT FROM (NEW.role, NEW.rm_id, NEW.distributor_id))
  EXECUTE FUNCTION users_hierarchy_changed();
