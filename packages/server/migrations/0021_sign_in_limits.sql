-- A challenge counts its own wrong entries: a whitelisted number is never locked, but its challenge is void
-- after as many wrong entries as would lock any other number (0-product-decisions §5, docs/decisions.md).
ALTER TABLE otp_challenges ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;

-- OTP requests per client address, counted per fixed window; the limit weighs the previous window's count
-- by how much of it still lies within the sliding window. Kept here, not in a process, so that it holds
-- across every API instance. Rows older than the previous window are deleted as new windows begin.
CREATE TABLE ip_request_counts (
  bucket text NOT NULL,
  ip text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, ip, window_start)
);
CREATE INDEX ip_request_counts_window_idx ON ip_request_counts (bucket, window_start);
