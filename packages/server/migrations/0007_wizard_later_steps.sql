-- Individual wizard, steps 6-9: nominees, banks, investment and payment, documents (doc 1 §4, §5;
-- contracts wizard-later-steps/ and api/application-wizard.ts). PostgreSQL 15 and PGlite; names
-- unqualified (see 0001).

-- Nominee step: the do-not-nominate state (forced on for minor onboarding).
ALTER TABLE applications ADD COLUMN do_not_wish_to_nominate boolean NOT NULL DEFAULT false;
-- Document step: the declaration box, when the form sends one.
ALTER TABLE applications ADD COLUMN document_declaration boolean NOT NULL DEFAULT false;
-- Investment step: every investment and payment field of contracts' `InvestmentStepValues` except scheme,
-- plan and commitment amount, which keep their own columns (lists and dashboard read commitment_amount).
-- Amounts are rupees with at most 2 decimals, recomputed by the server in paise (deriveInvestment).
ALTER TABLE applications ADD COLUMN investment jsonb;

-- Up to 3 active nominees per application; a removed one stays inactive. `sno` is the form's order.
CREATE TABLE nominees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  sno smallint NOT NULL,
  nominee_name text,
  nominee_relationship text,
  date_of_birth date,
  nominee_percentage numeric(5, 2),
  guardian_name text,
  nominee_pan text,
  nominee_guardian_pan text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nominees_application_idx ON nominees (application_id, sno);

-- A nominee's uploads (ID proof, guardian ID proof); applicant_documents holds the applicants' own.
CREATE TABLE nominee_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  nominee_id uuid NOT NULL REFERENCES nominees (id) ON DELETE CASCADE,
  document_type text NOT NULL,
  document_name text,
  file_id uuid NOT NULL REFERENCES files (id),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nominee_documents_nominee_idx ON nominee_documents (nominee_id);

-- Up to 2 active banks per application, exactly one default. pennydrop_check / pennydrop_verified are
-- never taken from the client: the bank step copies them from bank_verifications.
CREATE TABLE banks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  sno smallint NOT NULL,
  ifsc_code text,
  bank_account_number text,
  bank_account_type text,
  bank_name text,
  bank_branch text,
  default_bank_account boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  pennydrop_check boolean NOT NULL DEFAULT false,
  pennydrop_verified boolean NOT NULL DEFAULT false,
  address1 text,
  address2 text,
  address3 text,
  micr_code text,
  swift_code text,
  iban_number text,
  cif text,
  status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banks_application_idx ON banks (application_id, sno);

-- Every penny drop the server ran for an application (POST /api/onboarding/pennydropverification with
-- applicationId): the bank step reads the newest one for the same IFSC and account number.
CREATE TABLE bank_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  ifsc_code text NOT NULL,
  bank_account_number text NOT NULL,
  bank_account_type text NOT NULL,
  verified boolean NOT NULL,
  account_holder_name text,
  requested_by text NOT NULL,
  requested_by_role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_verifications_lookup_idx
  ON bank_verifications (application_id, ifsc_code, bank_account_number, created_at);
