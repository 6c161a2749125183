-- Entity wizard steps 7-9 (doc 2 §3) and signing by authorised signatories (0-product-decisions §10).
--
-- signatory_groups / signatories: an entity application's authorised signatories, by group, each group
-- with the number of signatures it needs (threshold). An individual POA application keeps its POA
-- holder(s) here too, as the one group (kind 'poa_holder', threshold 1). Deletions are soft (is_active).
CREATE TABLE signatory_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'authorised_signatories',
  name text,
  threshold smallint NOT NULL DEFAULT 1,
  sno smallint NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT signatory_groups_kind_check CHECK (kind IN ('authorised_signatories', 'poa_holder')),
  CONSTRAINT signatory_groups_threshold_check CHECK (threshold BETWEEN 1 AND 20)
);
CREATE INDEX signatory_groups_application_idx ON signatory_groups (application_id, sno);

CREATE TABLE signatories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  group_id uuid NOT NULL REFERENCES signatory_groups (id) ON DELETE CASCADE,
  sno smallint NOT NULL,
  name text,
  father_name text,
  pan text,
  dpin text,
  country_name_and_code text,
  country_code text,
  mobile text,
  email text,
  designation text,
  complete_address text,
  can_esign boolean NOT NULL DEFAULT true,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signatories_application_idx ON signatories (application_id);
CREATE INDEX signatories_group_idx ON signatories (group_id, sno);
-- An authorised signatory signs in with its own mobile (0-product-decisions §10).
CREATE INDEX signatories_mobile_idx ON signatories (country_code, mobile) WHERE is_active;

-- The UBO declaration's type and value (uboTypeMaster.json), and the text of an 'others' value.
ALTER TABLE applications
  ADD COLUMN ubo_declaration_type text,
  ADD COLUMN ubo_declaration_value text,
  ADD COLUMN ubo_declaration_others text;

-- Ultimate beneficial owners. file_id: the optional identity proof (3 MB), attached to the application
-- by the triggers of migrations/0018 like every other file reference.
CREATE TABLE ubos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  sno smallint NOT NULL,
  pan_number text,
  dob date,
  name text,
  identification_type text,
  percentage_of_beneficial_interest numeric(5, 2),
  country_of_tax_residency text,
  cp_ubo_code text,
  place_and_country_of_birth text,
  occupation text,
  gender text,
  nationality text,
  father_name text,
  ckyc_number text,
  address1 text,
  address2 text,
  address3 text,
  city text,
  state text,
  country text,
  pincode text,
  is_fetch_data boolean NOT NULL DEFAULT false,
  data_fetched_from_kra boolean NOT NULL DEFAULT false,
  aml_check boolean,
  aml_data jsonb,
  aml_comments text,
  aml_acknowledgement boolean,
  aml_commented_role text,
  discretionary_trust text,
  file_id uuid REFERENCES files (id),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ubos_discretionary_trust_check CHECK (discretionary_trust IS NULL OR discretionary_trust IN ('yes', 'no'))
);
CREATE INDEX ubos_application_idx ON ubos (application_id, sno);
CREATE TRIGGER ubos_attach AFTER INSERT ON ubos
  FOR EACH ROW EXECUTE FUNCTION attach_application_file();
CREATE TRIGGER ubos_reattach AFTER UPDATE OF file_id ON ubos
  FOR EACH ROW WHEN (OLD.file_id IS DISTINCT FROM NEW.file_id) EXECUTE FUNCTION attach_application_file();

-- Entity FATCA/CRS: the questionnaire's answers keyed by each question's backend_key (fatca_data.json),
-- one row per application, and its controlling persons.
CREATE TABLE entity_fatca (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  applicant_id uuid REFERENCES applicants (id) ON DELETE SET NULL,
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  declaration_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT entity_fatca_application_unique UNIQUE (application_id)
);

CREATE TABLE controlling_persons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  fatca_id uuid NOT NULL REFERENCES entity_fatca (id) ON DELETE CASCADE,
  sno smallint NOT NULL,
  name text,
  correspondence_address text,
  country_of_residense text,
  tin text,
  issuing_country text,
  controlling_person_type text,
  indentification_type text,
  indentification_number text,
  occupation_type text,
  occupation text,
  date_of_birth date,
  country_of_birth text,
  nationality text,
  is_fetch_data boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX controlling_persons_fatca_idx ON controlling_persons (fatca_id, sno);

-- Signing by authorised signatories: every e-sign-enabled signatory has its own invitation (its own
-- signer_order), all invited at once; once every group reaches its threshold the others are cancelled.
ALTER TABLE esign_invitations
  ADD COLUMN signatory_id uuid REFERENCES signatories (id) ON DELETE SET NULL,
  ADD COLUMN signatory_group_id uuid REFERENCES signatory_groups (id) ON DELETE SET NULL;
ALTER TABLE esign_invitations DROP CONSTRAINT esign_invitations_status_check;
ALTER TABLE esign_invitations ADD CONSTRAINT esign_invitations_status_check
  CHECK (status IN ('notgenerated', 'pendingsignature', 'signed', 'expired', 'cancelled'));
CREATE INDEX esign_invitations_signatory_idx ON esign_invitations (signatory_id) WHERE signatory_id IS NOT NULL;
