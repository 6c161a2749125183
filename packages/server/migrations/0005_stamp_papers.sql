-- Stamp paper stock (doc 3 §2.5 "Stamp Papers Information", §7 GET /onboarding/leegality/stampPaperDetails;
-- 0-product-decisions §7 "stamp-paper stock per series"). One row per series (plan) and denomination; the
-- e-sign step takes papers from it (used_count). PostgreSQL 15 and PGlite; names unqualified (see 0001).

CREATE TABLE stamp_papers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid NOT NULL REFERENCES plans (id),
  denomination numeric(12, 2) NOT NULL,
  total_count integer NOT NULL DEFAULT 0,
  used_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT stamp_papers_plan_denomination_unique UNIQUE (plan_id, denomination),
  CONSTRAINT stamp_papers_counts_check CHECK (total_count >= 0 AND used_count >= 0 AND used_count <= total_count),
  CONSTRAINT stamp_papers_denomination_check CHECK (denomination > 0)
);
