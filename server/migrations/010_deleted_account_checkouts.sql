-- Issue 26.7: the checkouts a deleted account left unpaid. A payment that still arrives for one
-- (Stripe's checkout.session.completed) is refunded and its subscription ended, never left active
-- with nobody behind it. Only the provider's session id is kept: nothing about the person.
CREATE TABLE deleted_account_checkouts (
  session_id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  deleted_at timestamptz NOT NULL
);
