-- Issue 28.3: the lifecycle writes to the customer. Each e-mail about a subscription (a renewal
-- failed, the grace period about to end, the lapse to Basic, the card updated) is sent once for the
-- occurrence it is about, whichever instance notices it first: the row below is written in the
-- transaction that queues the mail, and its key refuses a second one (several instances share the
-- database; the maintenance job and the TEST MODE clock may both reach the same lapse).
CREATE TABLE billing_notices (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('renewal_failed', 'grace_ending', 'lapsed', 'card_updated')),
  -- What the notice is about, as its kind names it: the failed renewal's period start or invoice,
  -- the grace period's end, the ended period, one submission of the card form.
  occurrence text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, occurrence)
);

-- Why an expired subscription ended, so that a Basic account can be told why it is Basic: its renewal
-- was never paid, or it was cancelled and its paid period ran out. NULL while it runs.
ALTER TABLE subscriptions
  ADD COLUMN ended_reason text CHECK (ended_reason IN ('unpaid', 'cancelled'));
