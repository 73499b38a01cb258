-- Issue 13: a subscription's whole lifecycle (switch, resume, renew, fail, lapse) and its invoices.

-- What the lifecycle needs on the one subscription row of a user:
--   current_period_start: for TEST MODE's proration (credit for the unused part of the month);
--   payment_failed_at / grace_ends_at: a failed renewal keeps Premium until grace_ends_at (TEST MODE:
--     7 days; with Stripe null, Stripe's retries decide);
--   switch_to_plan_id: a switch scheduled for the period's end (annual to monthly), with Stripe's
--     subscription schedule in provider_schedule_id;
--   provider_customer_id: the Stripe customer, for the Billing Portal;
--   fail_next_renewal: TEST MODE's "the next renewal fails".
ALTER TABLE subscriptions
  ADD COLUMN current_period_start timestamptz,
  ADD COLUMN payment_failed_at timestamptz,
  ADD COLUMN grace_ends_at timestamptz,
  ADD COLUMN switch_to_plan_id text REFERENCES plans(id),
  ADD COLUMN provider_schedule_id text,
  ADD COLUMN provider_customer_id text,
  ADD COLUMN fail_next_renewal boolean NOT NULL DEFAULT false;

-- The server's own record of what was billed: written from Stripe's invoice events (re-read from
-- Stripe, keyed by Stripe's id) or by TEST MODE itself. Kept when the account is deleted
-- (bookkeeping): user_id becomes NULL and anonymous_account one random id for all of its invoices.
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  anonymous_account uuid,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  provider_invoice_id text UNIQUE,
  provider_subscription_id text,
  plan_id text REFERENCES plans(id),
  description text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'open', 'failed', 'void')),
  receipt_url text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX invoices_user_idx ON invoices (user_id, created_at DESC);
CREATE INDEX invoices_subscription_idx ON invoices (provider_subscription_id);

-- TEST MODE's billing clock: real time plus this offset, in the database so that every instance
-- reads the same clock. One row; only the TEST MODE simulation (never in production) moves it.
CREATE TABLE test_clock (
  id integer PRIMARY KEY CHECK (id = 1),
  offset_ms bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0)
);
INSERT INTO test_clock (id, offset_ms) VALUES (1, 0);
