-- Plan (series) details the investment step reads (doc 3 §2.7 plan form and details, §3 plan fields), the
-- contribution amount the dashboard sums (doc 1 §3 contributionChequeAmount), and the KYC registry's
-- documents of an applicant (doc 1 §2 "a KRA document block for non-investor roles"). PostgreSQL 15 and
-- PGlite; names unqualified (see 0001).

-- Minimum units of a group investment and of "Lower the Units" (doc 1 §5: group units if group
-- investment, lowered units if lowered, else plan units). Unit defaults are 0 (doc 3 §3).
ALTER TABLE plans ADD COLUMN group_no_of_units integer NOT NULL DEFAULT 0;
ALTER TABLE plans ADD COLUMN lowered_units integer NOT NULL DEFAULT 0;
ALTER TABLE plans ADD CONSTRAINT plans_units_check
  CHECK (no_of_units >= 0 AND group_no_of_units >= 0 AND lowered_units >= 0);
-- Setup fee type other: the fee as free text (msar-like funds show neither).
ALTER TABLE plans ADD COLUMN setup_fee_in_words text;
-- Operating expenses: applicable yes/no; type percentage uses the number, other the in-words text.
ALTER TABLE plans ADD COLUMN is_operating_expenses_applicable text NOT NULL DEFAULT 'no';
ALTER TABLE plans ADD COLUMN operating_expenses_type text;
ALTER TABLE plans ADD COLUMN operating_expenses numeric(5, 2);
ALTER TABLE plans ADD COLUMN operating_expenses_in_words text;
ALTER TABLE plans ADD CONSTRAINT plans_operating_expenses_check CHECK (
  is_operating_expenses_applicable IN ('yes', 'no')
  AND (operating_expenses_type IS NULL OR operating_expenses_type IN ('percentage', 'other'))
  AND (operating_expenses IS NULL OR (operating_expenses >= 0 AND operating_expenses <= 100))
);
-- Hurdle rate and additional return: applicable yes/no with their text (hidden for msar funds).
ALTER TABLE plans ADD COLUMN is_hurdle_rate_text_applicable text NOT NULL DEFAULT 'no';
ALTER TABLE plans ADD COLUMN hurdle_rate_text text;
ALTER TABLE plans ADD COLUMN is_additional_return_text_applicable text NOT NULL DEFAULT 'no';
ALTER TABLE plans ADD COLUMN additional_return_text text;
ALTER TABLE plans ADD CONSTRAINT plans_return_flags_check CHECK (
  is_hurdle_rate_text_applicable IN ('yes', 'no') AND is_additional_return_text_applicable IN ('yes', 'no')
);

-- The contribution (cheque) amount of the investment step's payment details, in rupees; a column of its
-- own, like commitment_amount, because the dashboard sums it.
ALTER TABLE applications ADD COLUMN contribution_cheque_amount numeric(18, 2);

-- Documents the KYC registry holds for an applicant (e.g. the KYC record), fetched when the applicant is
-- created from the registry record. Staff see them; investors never do.
CREATE TABLE applicant_kra_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  document_type text NOT NULL,
  document_name text,
  file_id uuid NOT NULL REFERENCES files (id),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applicant_kra_documents_applicant_idx ON applicant_kra_documents (applicant_id);
