-- Reports (0-product-decisions §11): the completed report filters on when an application became signed
-- or completed, which no column held. `completed_at` is kept by a trigger: set when the status enters
-- {signed, completed} from outside it (signed -> completed keeps the first time), cleared when it leaves.
-- PostgreSQL 15 and PGlite; names unqualified (see 0001).

ALTER TABLE applications ADD COLUMN completed_at timestamptz;

-- Backfill: the last status change into the group in the audit trail, else the last update.
UPDATE applications a SET completed_at = coalesce(
  (SELECT max(t.at) FROM audit_trail t
     WHERE t.entity = 'application' AND t.entity_id = a.id::text AND t.action = 'status_change'
       AND t.to_value IN ('signed', 'completed')
       AND (t.from_value IS NULL OR t.from_value NOT IN ('signed', 'completed'))),
  a.updated_at)
WHERE a.status IN ('signed', 'completed');

-- The time of the change is the row's new updated_at when the statement sets it (the server's clock),
-- else the transaction's time. A statement that sets completed_at itself keeps its value.
CREATE FUNCTION applications_completed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('signed', 'completed') THEN
    IF TG_OP = 'INSERT' THEN
      NEW.completed_at := coalesce(NEW.completed_at, NEW.updated_at, now());
    ELSIF OLD.status NOT IN ('signed', 'completed') AND NEW.completed_at IS NOT DISTINCT FROM OLD.completed_at THEN
      NEW.completed_at := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END;
    ELSIF NEW.completed_at IS NULL THEN
      NEW.completed_at := coalesce(OLD.completed_at, NEW.updated_at);
    END IF;
  ELSE
    NEW.completed_at := NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER applications_completed_at_insert BEFORE INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_completed_at();
CREATE TRIGGER applications_completed_at_update BEFORE UPDATE OF status, completed_at ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_completed_at();

-- The completed report: completed applications in a range of completion, newest number first.
CREATE INDEX applications_completed_at_idx ON applications (completed_at)
  WHERE deleted_at IS NULL AND completed_at IS NOT NULL;
