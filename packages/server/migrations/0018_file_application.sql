-- A stored file belongs to at most one application: the one a row that references it attaches it to (an
-- applicant's or a nominee's document, a KYC registry record, a signed document). The files route lets
-- read it whoever may open that application; before any attachment only its uploader. PostgreSQL 15 and
-- PGlite.
--
-- application_id: set by the triggers below whenever such a row is written, so that no code path can
-- attach a file without recording it; it stays when the document is replaced or made inactive (the file
-- is still part of the application's history). A hard-deleted application takes its files' rows with it.
-- staff_only: the KYC registry's records, which the investor never sees (0-product-decisions, doc 1 §6).
ALTER TABLE files
  ADD COLUMN application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
  ADD COLUMN staff_only boolean NOT NULL DEFAULT false;
CREATE INDEX files_application_idx ON files (application_id);

-- Existing attachments: each file goes to the application of its earliest reference.
UPDATE files f SET application_id = r.application_id
  FROM (
    SELECT DISTINCT ON (file_id) file_id, application_id
      FROM (
        SELECT d.file_id, a.application_id, d.created_at
          FROM applicant_documents d JOIN applicants a ON a.id = d.applicant_id
        UNION ALL
        SELECT k.file_id, a.application_id, k.created_at
          FROM applicant_kra_documents k JOIN applicants a ON a.id = k.applicant_id
        UNION ALL
        SELECT n.file_id, m.application_id, n.created_at
          FROM nominee_documents n JOIN nominees m ON m.id = n.nominee_id
        UNION ALL
        SELECT s.file_id, s.application_id, s.created_at FROM application_signed_documents s
      ) refs
      ORDER BY file_id, created_at
  ) r
  WHERE f.id = r.file_id;
UPDATE files f SET staff_only = true
  WHERE EXISTS (SELECT 1 FROM applicant_kra_documents k WHERE k.file_id = f.id);

-- Attaches a file to an application, or refuses when it already belongs to another one. The file's row
-- is locked first, so two transactions attaching the same file to different applications cannot both
-- succeed. The services check the same rule first and answer 400; this is the guarantee behind them.
CREATE FUNCTION attach_file(p_file uuid, p_application uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_current uuid;
BEGIN
  SELECT application_id INTO v_current FROM files WHERE id = p_file FOR UPDATE;
  IF NOT FOUND OR v_current = p_application THEN
    RETURN;
  END IF;
  IF v_current IS NOT NULL THEN
    RAISE EXCEPTION 'file % belongs to another application', p_file
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  UPDATE files SET application_id = p_application WHERE id = p_file;
END
$$;

CREATE FUNCTION attach_applicant_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attach_file(NEW.file_id, (SELECT application_id FROM applicants WHERE id = NEW.applicant_id));
  RETURN NULL;
END
$$;

CREATE FUNCTION attach_nominee_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attach_file(NEW.file_id, (SELECT application_id FROM nominees WHERE id = NEW.nominee_id));
  RETURN NULL;
END
$$;

CREATE FUNCTION attach_application_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attach_file(NEW.file_id, NEW.application_id);
  RETURN NULL;
END
$$;

-- Every table with a file_id referencing files has these two triggers (schema.test.ts checks it).
CREATE TRIGGER applicant_documents_attach AFTER INSERT ON applicant_documents
  FOR EACH ROW EXECUTE FUNCTION attach_applicant_file();
CREATE TRIGGER applicant_documents_reattach AFTER UPDATE OF file_id ON applicant_documents
  FOR EACH ROW WHEN (OLD.file_id IS DISTINCT FROM NEW.file_id) EXECUTE FUNCTION attach_applicant_file();
CREATE TRIGGER applicant_kra_documents_attach AFTER INSERT ON applicant_kra_documents
  FOR EACH ROW EXECUTE FUNCTION attach_applicant_file();
CREATE TRIGGER applicant_kra_documents_reattach AFTER UPDATE OF file_id ON applicant_kra_documents
  FOR EACH ROW WHEN (OLD.file_id IS DISTINCT FROM NEW.file_id) EXECUTE FUNCTION attach_applicant_file();
CREATE TRIGGER nominee_documents_attach AFTER INSERT ON nominee_documents
  FOR EACH ROW EXECUTE FUNCTION attach_nominee_file();
CREATE TRIGGER nominee_documents_reattach AFTER UPDATE OF file_id ON nominee_documents
  FOR EACH ROW WHEN (OLD.file_id IS DISTINCT FROM NEW.file_id) EXECUTE FUNCTION attach_nominee_file();
CREATE TRIGGER application_signed_documents_attach AFTER INSERT ON application_signed_documents
  FOR EACH ROW EXECUTE FUNCTION attach_application_file();
CREATE TRIGGER application_signed_documents_reattach AFTER UPDATE OF file_id ON application_signed_documents
  FOR EACH ROW WHEN (OLD.file_id IS DISTINCT FROM NEW.file_id) EXECUTE FUNCTION attach_application_file();
