-- Google sign-in: the pending OpenID Connect logins between /auth/google/website and the callback.
-- One row per started login, keyed by the random OIDC state; used once (deleted on callback) and
-- valid for ten minutes. The browser that started the login also holds the state in an HttpOnly
-- cookie, so a callback URL replayed in another browser is refused (login CSRF).
CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  client_state text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);
