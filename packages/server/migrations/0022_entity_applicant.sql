-- The entity applicant (doc 2 §3): its investor type, which decides the bank account types and the
-- document list; its contact person; its net worth, exact (a rupee amount with at most 2 decimals).
-- The entity's other fields (place of incorporation, NBFC answers, net worth date, CKYC, income, PEP,
-- demat and broker) live in `details`, like the individual wizard's.
ALTER TABLE applicants ADD COLUMN investor_type text;
ALTER TABLE applicants ADD CONSTRAINT applicants_investor_type_check CHECK (
  investor_type IS NULL
  OR investor_type IN ('corporate', 'registered_trust', 'unregistered_trust', 'partnership_firm', 'llp', 'huf')
);
ALTER TABLE applicants ADD COLUMN contact_person jsonb;
ALTER TABLE applicants ADD COLUMN net_worth numeric(17, 2);

-- A changed entity name voids the penny drops run before it (doc 2 §4): they stay recorded, marked, and
-- the bank step no longer takes its verified flags from them.
ALTER TABLE bank_verifications ADD COLUMN superseded_at timestamptz;
