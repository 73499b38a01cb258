-- State that every instance of the server shares, so that several instances behind a proxy behave
-- as one (docs/decisions: shared state in the database).

-- Rate limits (server/rate-limit): rate-limiter-flexible's PostgreSQL layout, created here instead of
-- by the library. key = "<limit name>:<sha-256 of the counted thing>", expire in epoch milliseconds.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);

-- The outbox becomes the mail queue (server/mail/queue.ts): a row is written in the same transaction
-- as what caused it, claimed by one instance's worker for a lease, delivered, then marked sent.
ALTER TABLE outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_by text,
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN last_error text;
-- Messages written before the queue existed were already written out.
UPDATE outbox SET sent_at = created_at;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- Maintenance jobs (server/maintenance): when each last ran, so that one run serves every instance.
CREATE TABLE maintenance_runs (
  job text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
-- The purges find what expired without reading whole tables.
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX email_tokens_expires_idx ON email_tokens (expires_at);
