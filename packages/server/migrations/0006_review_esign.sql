-- Review, approval and e-sign (doc 1 §4, §7; doc 2 "Signed documents"; 0-product-decisions §2, §3, §6).
-- PostgreSQL 15 and PGlite; names unqualified (see 0001).

-- One sign document per generation: the application PDF sent to the e-sign provider. At most one is
-- pending per application; an expired one stays for the record and a new one is generated after
-- "change expired status".
CREATE TABLE esign_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_document_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  -- Storage key of the final signed PDF (the application PDF plus one signature page per signer).
  signed_file_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CONSTRAINT esign_documents_status_check CHECK (status IN ('pending', 'signed', 'expired', 'cancelled')),
  CONSTRAINT esign_documents_provider_unique UNIQUE (provider, provider_document_id)
);
CREATE UNIQUE INDEX esign_documents_one_pending ON esign_documents (application_id) WHERE status = 'pending';
CREATE INDEX esign_documents_application_idx ON esign_documents (application_id, created_at);

-- One invitation per signer, in signing order (applicants 1..n or the authorised signatories, then the
-- investment manager, then the trustee). Signature status as doc 1 §3: notgenerated, pendingsignature,
-- signed, expired. `invited_at` is set when the signer's turn comes (the invitation e-mail goes out);
-- `expires_at` is invited_at + the expiry period.
CREATE TABLE esign_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL REFERENCES esign_documents (id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  signer text NOT NULL,
  signer_order smallint NOT NULL,
  applicant_id uuid REFERENCES applicants (id) ON DELETE SET NULL,
  user_id uuid REFERENCES users (id),
  name text NOT NULL,
  email text,
  country_code text,
  mobile text,
  provider_invitation_id text NOT NULL,
  invitation_url text NOT NULL,
  status text NOT NULL DEFAULT 'pendingsignature',
  invited_at timestamptz,
  expires_at timestamptz,
  signed_at timestamptz,
  sign_method text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT esign_invitations_status_check
    CHECK (status IN ('notgenerated', 'pendingsignature', 'signed', 'expired')),
  CONSTRAINT esign_invitations_order_unique UNIQUE (document_id, signer_order),
  CONSTRAINT esign_invitations_provider_unique UNIQUE (provider_invitation_id)
);
CREATE INDEX esign_invitations_application_idx ON esign_invitations (application_id, signer_order);
-- The expiry job reads the outstanding invitations that are due.
CREATE INDEX esign_invitations_due_idx ON esign_invitations (expires_at) WHERE status = 'pendingsignature';

-- Provider callbacks already processed: a replayed event id changes nothing.
CREATE TABLE esign_callback_events (
  event_id text PRIMARY KEY,
  invitation_id uuid REFERENCES esign_invitations (id) ON DELETE CASCADE,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox e-sign provider's own state (0-product-decisions §6): one signing request per invitation,
-- opened at /esign/sandbox/:token, confirmed with an OTP sent through the outbox.
CREATE TABLE esign_sandbox_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL,
  provider_document_id text NOT NULL,
  signer_order smallint NOT NULL,
  name text NOT NULL,
  email text,
  mobile text,
  document_name text NOT NULL,
  summary jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending',
  otp_hash text,
  otp_expires_at timestamptz,
  otp_failed_attempts integer NOT NULL DEFAULT 0,
  otp_sends jsonb NOT NULL DEFAULT '[]'::jsonb,
  signed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT esign_sandbox_requests_token_unique UNIQUE (token_hash),
  CONSTRAINT esign_sandbox_requests_status_check CHECK (status IN ('pending', 'signed', 'expired'))
);
CREATE INDEX esign_sandbox_requests_document_idx ON esign_sandbox_requests (provider_document_id, signer_order);

-- msar: the paper-signed documents uploaded after the AIF approver's approval (doc 2 "Signed documents
-- upload"). One row per document type; they cannot be replaced once uploaded.
CREATE TABLE application_signed_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  document_type text NOT NULL,
  file_id uuid NOT NULL REFERENCES files (id),
  declaration boolean NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_by_role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT application_signed_documents_type_check
    CHECK (document_type IN ('admission_deed', 'consent_form', 'poa')),
  CONSTRAINT application_signed_documents_unique UNIQUE (application_id, document_type)
);
