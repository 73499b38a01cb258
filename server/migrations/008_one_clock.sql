-- One clock (decision 210): every timestamp the server writes comes from the server's clock
-- (AppContext.now), passed as a parameter. A column default of now() read the database's clock
-- instead, so a row written without its time silently took another clock's; without the default,
-- such an insert fails loudly (NOT NULL) and tests/server/one-clock.test.ts names the column.
ALTER TABLE users ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE sessions ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE sessions ALTER COLUMN last_seen_at DROP DEFAULT;
ALTER TABLE email_tokens ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE subscriptions ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE subscriptions ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE payment_sessions ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE webhook_events ALTER COLUMN received_at DROP DEFAULT;
ALTER TABLE prompts ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE summaries ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE feedback ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE outbox ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE outbox ALTER COLUMN next_attempt_at DROP DEFAULT;
ALTER TABLE oauth_states ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE schema_migrations ALTER COLUMN applied_at DROP DEFAULT;
