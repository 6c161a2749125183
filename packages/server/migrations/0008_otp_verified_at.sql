-- The OTP resend limit counts the sends of one attempt to sign in (or to verify a contact): a successful
-- verification starts a new count, so a user who signs out and in again is not refused within the hour.
ALTER TABLE otp_challenges ADD COLUMN verified_at timestamptz;
