-- Fund setup (doc 3 §2.7, §3 Scheme and Plan; 0-product-decisions §2, §9): the plan columns the
-- specification lists that the first release did not store, the scheme's grievance e-mail, and the plan's
-- Direct flag. PostgreSQL 15 and PGlite; names unqualified (see 0001).

ALTER TABLE schemes ADD COLUMN grievance_email text;
ALTER TABLE schemes ADD CONSTRAINT schemes_fund_category_check
  CHECK (fund_category IS NULL OR fund_category IN ('category_i', 'category_ii', 'category_iii'));

ALTER TABLE plans ADD COLUMN scheme_nature text;
ALTER TABLE plans ADD COLUMN scheme_category text;
ALTER TABLE plans ADD COLUMN registration_number text;
ALTER TABLE plans ADD COLUMN country text;
ALTER TABLE plans ADD COLUMN scheme_start_date date;
-- Years (doc 3 §9 "Lock-in values are in years"); a fraction allows half-years.
ALTER TABLE plans ADD COLUMN lock_in_period numeric(5, 2);
ALTER TABLE plans ADD COLUMN lock_in_extension numeric(5, 2);
ALTER TABLE plans ADD COLUMN fund_address1 text;
ALTER TABLE plans ADD COLUMN fund_address2 text;
ALTER TABLE plans ADD COLUMN fund_address3 text;
ALTER TABLE plans ADD COLUMN custodian text;
ALTER TABLE plans ADD COLUMN tc_link text;
ALTER TABLE plans ADD COLUMN min_contribution_percentage numeric(5, 2);
-- Always 0 (doc 3 §3 "Management fee is always sent as 0"); kept because reports read it.
ALTER TABLE plans ADD COLUMN management_fee numeric(5, 2) NOT NULL DEFAULT 0;
-- Offered to applications without a distributor (0-product-decisions §9). Distributors' plans are the
-- rows of distributor_plans (one mapping, written by the plan form and by the distributor form).
ALTER TABLE plans ADD COLUMN is_applicable_for_direct boolean NOT NULL DEFAULT false;
ALTER TABLE plans ADD CONSTRAINT plans_fund_setup_check CHECK (
  currency IN ('inr', 'usd')
  AND (lock_in_period IS NULL OR lock_in_period >= 0)
  AND (lock_in_extension IS NULL OR lock_in_extension >= 0)
  AND (min_contribution_percentage IS NULL OR (min_contribution_percentage >= 0 AND min_contribution_percentage <= 100))
  AND min_commitment_amount >= 0 AND max_commitment_amount >= 0
  AND (max_commitment_amount = 0 OR max_commitment_amount >= min_commitment_amount)
);

-- Until now an application without a distributor was offered every active plan, and a distributor without
-- rows every active plan too: keep what existing data offered (new plans follow the forms).
UPDATE plans SET is_applicable_for_direct = true;
INSERT INTO distributor_plans (distributor_id, plan_id)
  SELECT d.id, p.id FROM users d CROSS JOIN plans p
  WHERE d.role = 'distributor'
    AND NOT EXISTS (SELECT 1 FROM distributor_plans x WHERE x.distributor_id = d.id);
