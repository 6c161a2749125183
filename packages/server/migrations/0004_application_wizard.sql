-- Individual wizard, steps 1-5 (doc 1 §2-§5; contracts wizard/ and api/application-wizard.ts).
-- PostgreSQL 15 and PGlite; names unqualified (see 0001).

-- Optimistic concurrency: every wizard save increments it; a save carrying an older value is refused (409).
ALTER TABLE applications ADD COLUMN version integer NOT NULL DEFAULT 0;
-- Distributor step: how an rm filled it ('rm' or 'distributor').
ALTER TABLE applications ADD COLUMN login_type text;

-- The applicant's wizard fields that have no column of their own (contributor, minor, contact phones,
-- additional KYC, individual FATCA), as one object: see `ApplicantDetails` in src/db/schema.ts.
ALTER TABLE applicants ADD COLUMN details jsonb NOT NULL DEFAULT '{}'::jsonb;
-- The correspondence address was changed after it was fetched from the KYC registry (doc 1 §5 documents).
ALTER TABLE applicants ADD COLUMN correspondence_address_edited boolean NOT NULL DEFAULT false;

-- Plans a distributor may offer (doc 3 distributor "scheme-and-plan rows"). A distributor without rows
-- offers every active plan (the distributor step then never resets the plan).
CREATE TABLE distributor_plans (
  distributor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (distributor_id, plan_id)
);
CREATE INDEX distributor_plans_plan_idx ON distributor_plans (plan_id);
