-- Onboarding entry (doc 3 §2.3, §2.10, §2.11): PAN verification chain, investor e-mail consent,
-- applicants prefilled from the KYC registry (KRA) with their addresses, AML result and entity documents.
-- PostgreSQL 15 and PGlite; names unqualified (see 0001).

-- OTPs serve sign-in and the onboarding contact check. The lock state (login_numbers) is shared per
-- number; the resend limit and "a new OTP replaces the open one" apply per purpose.
ALTER TABLE otp_challenges ADD COLUMN purpose text NOT NULL DEFAULT 'sign_in';
ALTER TABLE otp_challenges
  ADD CONSTRAINT otp_challenges_purpose_check CHECK (purpose IN ('sign_in', 'onboarding'));
DROP INDEX otp_challenges_number_idx;
CREATE INDEX otp_challenges_number_idx ON otp_challenges (country_code, phone, purpose, created_at);

-- Who prepares the application, by role (rm, distributor's RM); distributor_id already exists.
ALTER TABLE applications ADD COLUMN rm_id uuid REFERENCES users (id);
ALTER TABLE applications ADD COLUMN subdistributor_id uuid REFERENCES users (id);
ALTER TABLE applications
  ADD CONSTRAINT applications_onboarding_type_check CHECK (onboarding_type IN ('normal', 'minor'));

-- One PAN verification and everything learnt on the way (registry record, AML, contact). The steps'
-- tokens (onboarding_tokens) point here; `completed_at` is set when the applicant token is issued, after
-- which no further token of this verification is accepted for a contact step.
CREATE TABLE onboarding_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  started_by uuid NOT NULL REFERENCES users (id),
  pan text NOT NULL,
  date_of_birth date NOT NULL,
  onboarding_type text NOT NULL,
  investor_kind text NOT NULL,
  -- Set when adding a joint holder to this application.
  application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
  has_poa boolean NOT NULL DEFAULT false,
  kra_data jsonb NOT NULL,
  -- true: screening passed.
  aml_check boolean NOT NULL,
  aml_data jsonb NOT NULL,
  aml_comments text,
  aml_acknowledgement boolean NOT NULL DEFAULT false,
  aml_commented_role text,
  aml_acknowledged_at timestamptz,
  country_code text,
  country_name_and_code text,
  mobile text,
  email text,
  verified_by text,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT onboarding_verifications_type_check CHECK (onboarding_type IN ('normal', 'minor')),
  CONSTRAINT onboarding_verifications_kind_check CHECK (investor_kind IN ('individual', 'non_individual')),
  CONSTRAINT onboarding_verifications_verified_by_check
    CHECK (verified_by IN ('otp', 'otp_bypass', 'email_consent', 'poa', 'entity_email'))
);
CREATE INDEX onboarding_verifications_application_idx ON onboarding_verifications (application_id);

-- The verification tokens handed to the browser: only their SHA-256 is kept.
CREATE TABLE onboarding_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  verification_id uuid NOT NULL REFERENCES onboarding_verifications (id) ON DELETE CASCADE,
  stage text NOT NULL,
  token_hash text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id),
  otp_challenge_id uuid REFERENCES otp_challenges (id),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT onboarding_tokens_hash_unique UNIQUE (token_hash),
  CONSTRAINT onboarding_tokens_stage_check CHECK (stage IN ('pan', 'otp', 'applicant'))
);
CREATE INDEX onboarding_tokens_verification_idx ON onboarding_tokens (verification_id, stage);

-- Investor e-mail consent (doc 3 §2.10, §2.11). The link's token is kept as its SHA-256; a re-send
-- replaces it.
CREATE TABLE onboarding_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  verification_id uuid NOT NULL REFERENCES onboarding_verifications (id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES users (id),
  pan text NOT NULL,
  email_id text NOT NULL,
  country_code text NOT NULL,
  country_name_and_code text,
  mobile text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  responded_at timestamptz,
  applicant_token_issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT onboarding_consents_token_unique UNIQUE (token_hash),
  CONSTRAINT onboarding_consents_status_check
    CHECK (status IN ('pending', 'approved', 'rejected', 'revoked'))
);
CREATE INDEX onboarding_consents_created_by_idx ON onboarding_consents (created_by, updated_at);
CREATE INDEX onboarding_consents_updated_at_idx ON onboarding_consents (updated_at);

-- Applicants: a POA or entity applicant has no verified mobile at creation.
ALTER TABLE applicants ALTER COLUMN mobile DROP NOT NULL;
ALTER TABLE applicants ADD COLUMN country_name_and_code text;
ALTER TABLE applicants ADD COLUMN data_fetched_from_kra boolean NOT NULL DEFAULT false;
-- The registry record as fetched (fields the later steps may offer: father's name, gender, KRA mobile).
ALTER TABLE applicants ADD COLUMN kra_data jsonb;
ALTER TABLE applicants ADD COLUMN aml_check boolean;
ALTER TABLE applicants ADD COLUMN aml_data jsonb;
ALTER TABLE applicants ADD COLUMN aml_comments text;
ALTER TABLE applicants ADD COLUMN aml_acknowledgement boolean NOT NULL DEFAULT false;
ALTER TABLE applicants ADD COLUMN aml_commented_role text;
ALTER TABLE applicants ADD COLUMN onboarding_verification_id uuid REFERENCES onboarding_verifications (id);

-- Addresses per applicant and type (doc 1 §3): one row per type; KRA-fetched ones are locked in the wizard.
CREATE TABLE applicant_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  address_type text NOT NULL,
  address1 text,
  address2 text,
  address3 text,
  city text,
  state text,
  country text,
  pincode text,
  permanent_address_same_as_corresponding boolean NOT NULL DEFAULT false,
  fetched_from_kra boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applicant_addresses_type_unique UNIQUE (applicant_id, address_type),
  CONSTRAINT applicant_addresses_type_check
    CHECK (address_type IN ('permanent', 'correspondence', 'overseas'))
);

-- Documents of an applicant (first use: the entity's board resolution and list of authorised signatories).
CREATE TABLE applicant_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  document_type text NOT NULL,
  document_name text,
  file_id uuid NOT NULL REFERENCES files (id),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applicant_documents_applicant_idx ON applicant_documents (applicant_id);
