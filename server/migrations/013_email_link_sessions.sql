-- Issue 28 (decision 292): a session started by opening the e-mail verification link (decision 286)
-- has its own sign-in method, 'email_link', instead of passing for a password sign-in. Sessions made
-- that way before this migration stay 'password': nothing recorded tells them apart.
ALTER TABLE sessions DROP CONSTRAINT sessions_sign_in_method_check;
ALTER TABLE sessions
  ADD CONSTRAINT sessions_sign_in_method_check CHECK (sign_in_method IN ('password', 'google', 'email_link'));
