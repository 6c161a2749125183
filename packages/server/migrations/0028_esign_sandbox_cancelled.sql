-- The sandbox e-sign provider withdraws single invitations: an authorised signatory's request left once
-- every group reached its threshold is 'cancelled' (its page says the signature is no longer needed).
ALTER TABLE esign_sandbox_requests DROP CONSTRAINT esign_sandbox_requests_status_check;
ALTER TABLE esign_sandbox_requests ADD CONSTRAINT esign_sandbox_requests_status_check
  CHECK (status IN ('pending', 'signed', 'expired', 'cancelled'));
