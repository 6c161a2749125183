-- Initial schema. Names are unqualified on purpose: the migrator runs inside whatever schema the
-- connection's search_path selects (tests give each file its own schema on a shared PostgreSQL).
-- Keep to SQL that PostgreSQL 15 accepts (production) and PGlite runs (PostgreSQL 18 in WASM).

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role text NOT NULL,
  name text NOT NULL,
  email text,
  country_code text NOT NULL DEFAULT '+91',
  phone text NOT NULL,
  flags jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_phone_unique UNIQUE (country_code, phone)
);

CREATE TABLE schemes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scheme_code text NOT NULL,
  scheme_name text NOT NULL,
  amc_code text,
  fund_type text NOT NULL DEFAULT 'msar',
  fund_category text,
  bank_name text,
  bank_branch text,
  ifsc_code text,
  bank_account_number text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT schemes_code_unique UNIQUE (scheme_code),
  CONSTRAINT schemes_fund_type_check CHECK (fund_type IN ('domestic', 'gift', 'msar'))
);

CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scheme_id uuid NOT NULL REFERENCES schemes (id),
  plan_code text NOT NULL,
  plan_description text NOT NULL,
  currency text NOT NULL DEFAULT 'inr',
  face_value numeric(18, 2) NOT NULL DEFAULT 0,
  premium_percentage numeric(5, 2) NOT NULL DEFAULT 0,
  no_of_units integer NOT NULL DEFAULT 0,
  min_commitment_amount numeric(18, 2) NOT NULL DEFAULT 0,
  max_commitment_amount numeric(18, 2) NOT NULL DEFAULT 0,
  setup_fee_type text,
  setup_fee numeric(5, 2) NOT NULL DEFAULT 0,
  draw_down_date date,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT plans_code_unique UNIQUE (scheme_id, plan_code)
);

-- Application numbers are 'AIF' + a 7-digit sequence (0-product-decisions §8). A sequence (not max()+1)
-- keeps concurrent instances from handing out the same number.
CREATE SEQUENCE application_number_seq;

CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_number text NOT NULL DEFAULT ('AIF' || lpad(nextval('application_number_seq')::text, 7, '0')),
  applicant1_reference_id text NOT NULL,
  application_type text NOT NULL,
  onboarding_type text NOT NULL DEFAULT 'normal',
  status text NOT NULL DEFAULT 'draft',
  current_step integer NOT NULL DEFAULT 0,
  has_poa boolean NOT NULL DEFAULT false,
  mode_of_holding text NOT NULL DEFAULT 'single',
  scheme_id uuid REFERENCES schemes (id),
  plan_id uuid REFERENCES plans (id),
  distributor_id uuid REFERENCES users (id),
  created_by uuid REFERENCES users (id),
  commitment_amount numeric(18, 2),
  rejected_reason text,
  rejected_at timestamptz,
  rejected_by_role text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applications_number_unique UNIQUE (application_number),
  CONSTRAINT applications_reference_unique UNIQUE (applicant1_reference_id),
  CONSTRAINT applications_type_check CHECK (application_type IN ('individual', 'non_individual'))
);
CREATE INDEX applications_status_idx ON applications (status);
CREATE INDEX applications_created_at_idx ON applications (created_at);

CREATE TABLE applicants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  applicant_type smallint NOT NULL,
  reference_id text NOT NULL,
  name text NOT NULL,
  pan_no text,
  date_of_birth date,
  email text,
  country_code text NOT NULL DEFAULT '+91',
  mobile text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applicants_reference_unique UNIQUE (reference_id),
  CONSTRAINT applicants_type_check CHECK (applicant_type BETWEEN 1 AND 3)
);
CREATE INDEX applicants_application_idx ON applicants (application_id);
-- Sign-in looks investors up by mobile.
CREATE INDEX applicants_mobile_idx ON applicants (country_code, mobile);

-- Sign-in state per mobile number. Lives in the database so every API instance sees the same lock.
CREATE TABLE login_numbers (
  country_code text NOT NULL,
  phone text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_at timestamptz,
  whitelisted boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (country_code, phone)
);

CREATE TABLE otp_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL,
  country_code text NOT NULL,
  phone text NOT NULL,
  otp_hash text NOT NULL,
  -- false for numbers without an account: the challenge exists (same answer, same limits) but no SMS went out.
  delivered boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT otp_challenges_token_unique UNIQUE (token_hash)
);
CREATE INDEX otp_challenges_number_idx ON otp_challenges (country_code, phone, created_at);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL,
  kind text NOT NULL,
  user_id uuid REFERENCES users (id),
  country_code text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CONSTRAINT sessions_token_unique UNIQUE (token_hash),
  CONSTRAINT sessions_kind_check CHECK (kind IN ('staff', 'investor'))
);

-- Secrets every instance must share (the payload RSA key, the OTP pepper): created once, insert-if-absent.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key text NOT NULL,
  name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes integer NOT NULL,
  document_type text,
  -- The uploader: a staff user id, or an investor's E.164 mobile.
  uploader_kind text NOT NULL,
  uploader_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT files_storage_key_unique UNIQUE (storage_key),
  CONSTRAINT files_uploader_kind_check CHECK (uploader_kind IN ('staff', 'investor'))
);

-- Messages kept by the SMS and e-mail sandboxes (GET /api/dev/outbox).
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order: "newest first" must hold for messages written within the same millisecond.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  channel text NOT NULL,
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT outbox_channel_check CHECK (channel IN ('sms', 'email'))
);
CREATE INDEX outbox_seq_idx ON outbox (seq);

-- Append-only record of who changed what (0-product-decisions §3). The triggers below refuse UPDATE,
-- DELETE and TRUNCATE for every role, the application's included.
CREATE TABLE audit_trail (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id text,
  actor_role text,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  from_value text,
  to_value text,
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_trail_entity_idx ON audit_trail (entity, entity_id);

CREATE FUNCTION audit_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_trail is append-only: % refused', TG_OP USING ERRCODE = '55000';
END
$$;

CREATE TRIGGER audit_trail_no_update_delete
  BEFORE UPDATE OR DELETE ON audit_trail
  FOR EACH ROW EXECUTE FUNCTION audit_trail_append_only();

CREATE TRIGGER audit_trail_no_truncate
  BEFORE TRUNCATE ON audit_trail
  FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_append_only();
