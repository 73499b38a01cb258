-- The customer's data (issue 14): the account page lists sessions, changes the e-mail address.

-- Each session says where and how it started, for the list of signed-in browsers and extensions:
-- the browser's User-Agent (read with bowser when listed), the client address it signed in from,
-- whether the website or another client (the extension) signed in, and how (a Google sign-in a few
-- minutes old stands in for the password where the account asks for it again).
ALTER TABLE sessions
  ADD COLUMN user_agent text,
  ADD COLUMN ip_address text,
  ADD COLUMN client text NOT NULL DEFAULT 'website' CHECK (client IN ('website', 'extension')),
  ADD COLUMN sign_in_method text NOT NULL DEFAULT 'password' CHECK (sign_in_method IN ('password', 'google'));

-- A change of e-mail address waits for a one-time link sent to the new address; the token carries it.
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens
  ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify', 'reset', 'email_change')),
  ADD COLUMN new_email text CHECK (new_email = lower(new_email)),
  ADD CONSTRAINT email_tokens_change_has_address CHECK ((purpose = 'email_change') = (new_email IS NOT NULL));

-- Account deletion removes the feedback someone signed with their address (feedback has no user id).
CREATE INDEX feedback_email_idx ON feedback (email) WHERE email IS NOT NULL;
-- ... and the mail queued or kept for the address.
CREATE INDEX outbox_to_idx ON outbox (to_address);
