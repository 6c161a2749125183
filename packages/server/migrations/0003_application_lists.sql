-- Application list and dashboard (doc 3 §2.4-§2.6, §7): who sees which application, and the indexes
-- that keep the list fast at 100,000 applications. PostgreSQL 15 and PGlite; names unqualified (see 0001).

-- The hierarchy behind visibility (doc 3 §3 Distributor, Distributor's RM): a distributor belongs to an
-- RM; a sub-distributor (distributor's RM) belongs to a distributor (and may name an RM).
ALTER TABLE users ADD COLUMN rm_id uuid REFERENCES users (id);
ALTER TABLE users ADD COLUMN distributor_id uuid REFERENCES users (id);
ALTER TABLE users ADD COLUMN distributor_type text;
ALTER TABLE users ADD COLUMN arn_code text;
ALTER TABLE users
  ADD CONSTRAINT users_distributor_type_check CHECK (distributor_type IN ('company', 'individual'));
CREATE INDEX users_rm_idx ON users (rm_id);
CREATE INDEX users_distributor_idx ON users (distributor_id);

-- Plan mappings (doc 3 §3 Plan: fundManagerId, trusteeId): the investment manager and the trustee see
-- the applications of their plans.
ALTER TABLE plans ADD COLUMN fund_manager_id uuid REFERENCES users (id);
ALTER TABLE plans ADD COLUMN trustee_id uuid REFERENCES users (id);
CREATE INDEX plans_fund_manager_idx ON plans (fund_manager_id);
CREATE INDEX plans_trustee_idx ON plans (trustee_id);

-- Residential status of an applicant (doc 1 §3 applicant.status: Individual, NRI); the dashboard counts NRIs.
ALTER TABLE applicants ADD COLUMN residential_status text;

-- The list's search (application number, first applicant's name or PAN, any case, "contains"): one
-- lower-case column kept by a trigger, so a search reads one narrow column of one table.
ALTER TABLE applications ADD COLUMN search_text text;

CREATE FUNCTION applications_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.applicant_type = 1 THEN
    UPDATE applications
      SET search_text = lower(application_number || ' ' || NEW.name || ' ' || coalesce(NEW.pan_no, ''))
      WHERE id = NEW.application_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER applicants_search_text
  AFTER INSERT OR UPDATE OF name, pan_no, applicant_type ON applicants
  FOR EACH ROW EXECUTE FUNCTION applications_search_text();

UPDATE applications a
  SET search_text = lower(a.application_number || ' ' || p.name || ' ' || coalesce(p.pan_no, ''))
  FROM applicants p
  WHERE p.application_id = a.id AND p.applicant_type = 1;

-- List order is created_at (then id, so pages never overlap); each filter and visibility column leads an
-- index that ends in the same order, so a filtered first page reads ten index entries.
DROP INDEX applications_created_at_idx;
CREATE INDEX applications_created_at_idx ON applications (created_at, id);
DROP INDEX applications_status_idx;
CREATE INDEX applications_status_idx ON applications (status, created_at);
CREATE INDEX applications_distributor_idx ON applications (distributor_id, created_at);
CREATE INDEX applications_created_by_idx ON applications (created_by, created_at);
CREATE INDEX applications_rm_idx ON applications (rm_id, created_at);
CREATE INDEX applications_subdistributor_idx ON applications (subdistributor_id, created_at);
CREATE INDEX applications_plan_idx ON applications (plan_id, created_at);
CREATE INDEX applications_poa_idx ON applications (created_at) WHERE has_poa;
-- The first applicant (name, PAN) of each application page.
DROP INDEX applicants_application_idx;
CREATE INDEX applicants_application_idx ON applicants (application_id, applicant_type);
