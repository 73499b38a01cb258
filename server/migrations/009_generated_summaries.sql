-- Issue 23: summaries written by the server (decisions 223 and 224). Premium's history keeps a failed
-- attempt beside the summaries: status 'failed' with its reason code, and the request it failed on
-- (retry_input: the source and the output language) so Retry can send it again without the client
-- holding the transcript. Existing rows are complete summaries and read as before.
ALTER TABLE summaries
  ADD COLUMN status text NOT NULL DEFAULT 'complete' CHECK (status IN ('complete', 'failed')),
  ADD COLUMN failure_reason text,
  ADD COLUMN retry_input jsonb,
  ADD CONSTRAINT summaries_failure_reason_check CHECK ((status = 'failed') = (failure_reason IS NOT NULL));
