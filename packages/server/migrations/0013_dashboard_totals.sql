-- The dashboard's aggregates for the callers who see every application (AIF admin, AIF approver, super
-- admin), kept by triggers like the status counts (0010) and the owner counts (0012): month on month
-- by kind, commitment and contribution by month, and the top distributors read a few dozen rows instead
-- of every application of the last months or every completed one (docs/performance.md). Other callers
-- still aggregate the applications their visibility rule matches. Live applications only (0011).
-- PostgreSQL 15 and PGlite.

-- Whether the first applicant is an NRI (the bars count them), kept on the application by a trigger on
-- applicants, so the totals below follow from the application's own row.
ALTER TABLE applications ADD COLUMN first_applicant_nri boolean NOT NULL DEFAULT false;

UPDATE applications a SET first_applicant_nri = true
  WHERE EXISTS (SELECT 1 FROM applicants p WHERE p.application_id = a.id AND p.applicant_type = 1
                  AND lower(p.residential_status) = 'nri');

CREATE FUNCTION applications_first_applicant_nri() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  app uuid;
  nri boolean;
BEGIN
  FOREACH app IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY[NEW.application_id]
    WHEN 'DELETE' THEN ARRAY[OLD.application_id]
    ELSE ARRAY[OLD.application_id, NEW.application_id]
  END LOOP
    nri := EXISTS (SELECT 1 FROM applicants p WHERE p.application_id = app AND p.applicant_type = 1
                     AND lower(p.residential_status) = 'nri');
    -- An UPDATE statement only when the flag changes (its statement-level triggers run even for no row).
    IF EXISTS (SELECT 1 FROM applications WHERE id = app AND first_applicant_nri IS DISTINCT FROM nri) THEN
      UPDATE applications SET first_applicant_nri = nri WHERE id = app;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

-- Only rows that can change the flag: a first applicant who is (or was) an NRI, or one moved to
-- another application. A wizard save that keeps the residential status runs nothing.
CREATE TRIGGER applicants_first_applicant_nri_insert AFTER INSERT ON applicants
  FOR EACH ROW WHEN (NEW.applicant_type = 1 AND coalesce(lower(NEW.residential_status) = 'nri', false))
  EXECUTE FUNCTION applications_first_applicant_nri();
CREATE TRIGGER applicants_first_applicant_nri_delete AFTER DELETE ON applicants
  FOR EACH ROW WHEN (OLD.applicant_type = 1 AND coalesce(lower(OLD.residential_status) = 'nri', false))
  EXECUTE FUNCTION applications_first_applicant_nri();
CREATE TRIGGER applicants_first_applicant_nri_update
  AFTER UPDATE OF residential_status, applicant_type, application_id ON applicants
  FOR EACH ROW WHEN (
    (OLD.applicant_type = 1 AND coalesce(lower(OLD.residential_status) = 'nri', false))
      IS DISTINCT FROM (NEW.applicant_type = 1 AND coalesce(lower(NEW.residential_status) = 'nri', false))
    OR (OLD.application_id IS DISTINCT FROM NEW.application_id
        AND (OLD.applicant_type = 1 AND coalesce(lower(OLD.residential_status) = 'nri', false))))
  EXECUTE FUNCTION applications_first_applicant_nri();

-- Applications per month of creation (Asia/Kolkata) and kind; the amounts of completed ones (status
-- completed or signed, COMPLETED_STATUSES in contracts). Other applications add 0 to the amounts, so a
-- draft's changing commitment writes nothing here.
CREATE TABLE application_month_totals (
  month date NOT NULL,
  application_type text NOT NULL,
  onboarding_type text NOT NULL,
  has_poa boolean NOT NULL,
  first_applicant_nri boolean NOT NULL,
  completed boolean NOT NULL,
  n bigint NOT NULL,
  commitment numeric(20, 2) NOT NULL,
  contribution numeric(20, 2) NOT NULL,
  CONSTRAINT application_month_totals_key
    UNIQUE (month, application_type, onboarding_type, has_poa, first_applicant_nri, completed)
);

-- Completed applications and their commitment per distributor (the top distributors table).
CREATE TABLE distributor_completed_totals (
  distributor_id uuid PRIMARY KEY,
  n bigint NOT NULL,
  commitment numeric(20, 2) NOT NULL
);

-- One application's share of both tables, signed: +1 when it arrives or moves in, -1 when it leaves.
CREATE TYPE application_dashboard_delta AS (
  month date,
  application_type text,
  onboarding_type text,
  has_poa boolean,
  first_applicant_nri boolean,
  completed boolean,
  distributor_id uuid,
  k integer,
  commitment numeric,
  contribution numeric
);

CREATE FUNCTION application_dashboard_delta(
  created_at timestamptz, application_type text, onboarding_type text, has_poa boolean,
  first_applicant_nri boolean, status text, distributor_id uuid, commitment numeric,
  contribution numeric, k integer
) RETURNS application_dashboard_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(
    date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date,
    application_type, onboarding_type, has_poa, first_applicant_nri,
    status IN ('completed', 'signed'), distributor_id, k,
    CASE WHEN status IN ('completed', 'signed') THEN k * coalesce(commitment, 0) ELSE 0 END,
    CASE WHEN status IN ('completed', 'signed') THEN k * coalesce(contribution, 0) ELSE 0 END
  )::application_dashboard_delta
$$;

-- A statement's deltas are summed per key first (a move within one key cancels out and writes nothing)
-- and applied in key order, so two statements never deadlock on these rows.
CREATE FUNCTION application_dashboard_apply(deltas application_dashboard_delta[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO application_month_totals AS t
      (month, application_type, onboarding_type, has_poa, first_applicant_nri, completed, n, commitment,
       contribution)
    SELECT month, application_type, onboarding_type, has_poa, first_applicant_nri, completed,
           sum(k), sum(commitment), sum(contribution)
      FROM unnest(deltas)
     GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(k) <> 0 OR sum(commitment) <> 0 OR sum(contribution) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT application_month_totals_key DO UPDATE
    SET n = t.n + excluded.n, commitment = t.commitment + excluded.commitment,
        contribution = t.contribution + excluded.contribution;
  INSERT INTO distributor_completed_totals AS t (distributor_id, n, commitment)
    SELECT distributor_id, sum(k), sum(commitment)
      FROM unnest(deltas)
     WHERE completed AND distributor_id IS NOT NULL
     GROUP BY 1
    HAVING sum(k) <> 0 OR sum(commitment) <> 0
     ORDER BY 1
  ON CONFLICT (distributor_id) DO UPDATE
    SET n = t.n + excluded.n, commitment = t.commitment + excluded.commitment;
$$;

CREATE FUNCTION application_dashboard_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM application_dashboard_apply(ARRAY(
      SELECT application_dashboard_delta(created_at, application_type, onboarding_type, has_poa,
               first_applicant_nri, status, distributor_id, commitment_amount, contribution_cheque_amount, 1)
        FROM new_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM application_dashboard_apply(ARRAY(
      SELECT application_dashboard_delta(created_at, application_type, onboarding_type, has_poa,
               first_applicant_nri, status, distributor_id, commitment_amount, contribution_cheque_amount, -1)
        FROM old_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose share may change: the common update (a wizard step) passes nothing on.
    PERFORM application_dashboard_apply(ARRAY(
      WITH moved AS (
        SELECT o.created_at AS o_created_at, o.application_type AS o_application_type,
               o.onboarding_type AS o_onboarding_type, o.has_poa AS o_has_poa,
               o.first_applicant_nri AS o_nri, o.status AS o_status, o.distributor_id AS o_distributor_id,
               o.commitment_amount AS o_commitment, o.contribution_cheque_amount AS o_contribution,
               o.deleted_at IS NULL AS o_live,
               w.created_at, w.application_type, w.onboarding_type, w.has_poa, w.first_applicant_nri,
               w.status, w.distributor_id, w.commitment_amount, w.contribution_cheque_amount,
               w.deleted_at IS NULL AS w_live
          FROM old_rows o JOIN new_rows w ON w.id = o.id
         WHERE (o.deleted_at IS NULL) IS DISTINCT FROM (w.deleted_at IS NULL)
            OR (o.created_at, o.application_type, o.onboarding_type, o.has_poa, o.first_applicant_nri,
                o.status, o.distributor_id, o.commitment_amount, o.contribution_cheque_amount)
               IS DISTINCT FROM
               (w.created_at, w.application_type, w.onboarding_type, w.has_poa, w.first_applicant_nri,
                w.status, w.distributor_id, w.commitment_amount, w.contribution_cheque_amount)
      )
      SELECT application_dashboard_delta(o_created_at, o_application_type, o_onboarding_type, o_has_poa,
               o_nri, o_status, o_distributor_id, o_commitment, o_contribution, -1)
        FROM moved WHERE o_live
      UNION ALL
      SELECT application_dashboard_delta(created_at, application_type, onboarding_type, has_poa,
               first_applicant_nri, status, distributor_id, commitment_amount, contribution_cheque_amount, 1)
        FROM moved WHERE w_live));
  ELSE
    DELETE FROM application_month_totals;
    DELETE FROM distributor_completed_totals;
  END IF;
  RETURN NULL;
END
$$;

INSERT INTO application_month_totals
    (month, application_type, onboarding_type, has_poa, first_applicant_nri, completed, n, commitment,
     contribution)
  SELECT (d).month, (d).application_type, (d).onboarding_type, (d).has_poa, (d).first_applicant_nri,
         (d).completed, count(*), sum((d).commitment), sum((d).contribution)
    FROM (SELECT application_dashboard_delta(created_at, application_type, onboarding_type, has_poa,
                   first_applicant_nri, status, distributor_id, commitment_amount,
                   contribution_cheque_amount, 1) AS d
            FROM applications WHERE deleted_at IS NULL) s
   GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO distributor_completed_totals (distributor_id, n, commitment)
  SELECT distributor_id, count(*), sum(coalesce(commitment_amount, 0))
    FROM applications
   WHERE deleted_at IS NULL AND status IN ('completed', 'signed') AND distributor_id IS NOT NULL
   GROUP BY 1;

CREATE TRIGGER application_dashboard_totals_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_dashboard_totals_apply();
CREATE TRIGGER application_dashboard_totals_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_dashboard_totals_apply();
CREATE TRIGGER application_dashboard_totals_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_dashboard_totals_apply();
CREATE TRIGGER application_dashboard_totals_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_dashboard_totals_apply();
