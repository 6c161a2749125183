-- User management (doc 3 §2.8, §3; 0-product-decisions §9): the columns the user forms keep, and no
-- mobile for a company distributor (an organisation, not a login: its people are its distributor's RMs).
-- PostgreSQL 15 and PGlite.

ALTER TABLE users ADD COLUMN country_name_and_code text;
ALTER TABLE users ADD COLUMN pan_number text;
ALTER TABLE users ADD COLUMN emp_code text;
-- The name the e-sign provider shows for a trustee or an investment manager.
ALTER TABLE users ADD COLUMN leegality_name text;
ALTER TABLE users ADD COLUMN distributors_rm_code text;
ALTER TABLE users ADD COLUMN building_no text;
ALTER TABLE users ADD COLUMN street_name text;
ALTER TABLE users ADD COLUMN address3 text;
ALTER TABLE users ADD COLUMN city text;
ALTER TABLE users ADD COLUMN state text;
ALTER TABLE users ADD COLUMN country text;
ALTER TABLE users ADD COLUMN pincode text;

ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE users ALTER COLUMN country_code DROP NOT NULL;
UPDATE users SET phone = NULL, country_code = NULL WHERE role = 'distributor' AND distributor_type = 'company';
UPDATE users SET country_name_and_code = 'India: +91' WHERE phone IS NOT NULL AND country_code = '+91';
-- Every login has a mobile; only a company distributor has none.
ALTER TABLE users ADD CONSTRAINT users_login_phone_check
  CHECK (phone IS NOT NULL OR (role = 'distributor' AND distributor_type = 'company'));

-- Lists of a kind, by name (user management's lists are one page per kind).
CREATE INDEX users_role_name_idx ON users (role, name);
-- The audit view filters by who acted and by what was acted on, newest first.
CREATE INDEX audit_trail_actor_at_idx ON audit_trail (actor_id, at);
CREATE INDEX audit_trail_at_idx ON audit_trail (at);
