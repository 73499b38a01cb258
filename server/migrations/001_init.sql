-- Skimly schema, version 1. Runs unchanged on PGlite and PostgreSQL.
-- pg_trgm makes case-insensitive substring search of summaries use an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lowercased so the unique index is case-insensitive without citext.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  email_verified_at timestamptz,
  google_sub text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE email_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id);

CREATE TABLE plans (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (name IN ('Basic', 'Premium')),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  interval text NOT NULL CHECK (interval IN ('month', 'year')),
  features jsonb NOT NULL,
  stripe_price_id text UNIQUE,
  sort integer NOT NULL
);

INSERT INTO plans (id, name, price_cents, interval, features, stripe_price_id, sort) VALUES
  ('basic', 'Basic', 0, 'month',
   '["AI summaries of YouTube videos", "Standard summary prompt", "Works on any video with captions"]',
   NULL, 0),
  ('premium-monthly', 'Premium', 999, 'month',
   '["Everything in Basic", "Custom summary prompt", "Saved summaries history", "Search and filter your summaries", "Priority processing"]',
   'price_skimly_premium_monthly', 1),
  ('premium-yearly', 'Premium', 8388, 'year',
   '["Everything in Basic", "Custom summary prompt", "Saved summaries history", "Search and filter your summaries", "Priority processing"]',
   'price_skimly_premium_yearly', 2);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans(id),
  status text NOT NULL CHECK (status IN ('active', 'cancelled', 'expired')),
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  provider_subscription_id text UNIQUE,
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans(id),
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  completes_at timestamptz,
  fulfilled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_sessions_user_idx ON payment_sessions (user_id);

CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE prompts (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  prompt text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE summaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  video_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('video', 'article', 'document')),
  summary text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Newest-first pages of one user, with or without a date bound.
CREATE INDEX summaries_user_created_idx ON summaries (user_id, created_at DESC, id DESC);
-- Case-insensitive substring search over title and text (ILIKE uses trigram GIN indexes).
-- The query must use this exact expression (see server/summaries/repository.ts).
CREATE INDEX summaries_search_idx ON summaries USING gin ((title || E'\n' || summary) gin_trgm_ops);

CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reason text NOT NULL,
  type text NOT NULL,
  uid text,
  comments text,
  suggestions text,
  email text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
