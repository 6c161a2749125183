-- UBO "Fetch Data" (doc 2 §2, 0-product-decisions §10): every registry lookup and AML screening the server
-- ran for a UBO of an application. The UBO step takes is_fetch_data, aml_check, aml_data and
-- data_fetched_from_kra from the newest fetch of the same id and date of birth, never from the browser,
-- and stores the registry's values for the fields the registry filled (kra_data).
CREATE TABLE ubo_fetches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- The Taxpayer ID Number/PAN/Equivalent ID Number, upper-cased.
  id_number text NOT NULL,
  dob date NOT NULL,
  -- The name the AML screening ran on (the registry's, or the one typed for a foreign id).
  name text,
  kra_found boolean NOT NULL,
  kra_data jsonb,
  aml_check boolean NOT NULL,
  aml_data jsonb NOT NULL,
  requested_by text NOT NULL,
  requested_by_role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ubo_fetches_lookup_idx ON ubo_fetches (application_id, id_number, dob, created_at);
