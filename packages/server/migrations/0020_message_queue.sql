-- Outgoing SMS and e-mail (docs/decisions.md "Messages"). A message is queued in the transaction of the
-- change that causes it and delivered after the answer by the worker that runs on every instance; the
-- request never waits for a provider. Claims take FOR UPDATE SKIP LOCKED, so instances sharing this
-- database deliver each message once.
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Queue order within the same instant.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  -- What the message is for (sign_in_otp, consent_link, ...): the log names it without its text.
  kind text NOT NULL,
  channel text NOT NULL,
  recipient text NOT NULL,
  subject text,
  -- NULL once the message is finished: every message carries an OTP or a link that opens something.
  body text,
  -- pending: waiting for its next attempt; sending: claimed by an instance until next_attempt_at (a
  -- claim not finished by then, its instance gone, is taken again); sent; failed (gave up); expired.
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  -- The claim that may record the current attempt's outcome.
  claim_id uuid,
  -- An OTP is not worth sending once it has expired.
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CONSTRAINT messages_channel_check CHECK (channel IN ('sms', 'email')),
  CONSTRAINT messages_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'expired'))
);
CREATE INDEX messages_due_idx ON messages (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX messages_expiring_idx ON messages (expires_at) WHERE status = 'pending';

-- The delivery log: one row per attempt, with the provider's error (never the message's text).
CREATE TABLE message_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  provider text NOT NULL,
  outcome text NOT NULL,
  error text,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  CONSTRAINT message_attempts_outcome_check CHECK (outcome IN ('sent', 'failed'))
);
CREATE INDEX message_attempts_message_idx ON message_attempts (message_id);
