import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import { parseSummaryBody } from '#domain/summaryBody.ts';
import type { Summary } from '#machines/apiTypes.ts';
import { canRetryAfter, type SummarizeFailure } from '#machines/summaryFailure.ts';
import { selectCanRetry, selectRetryOf, type summaryRetryMachine } from '#machines/summaryRetry.machine.ts';
import { failureWords } from '#domain/failureWords.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { SummaryBody } from './SummaryBody.tsx';
import * as css from './summaries.css.ts';

type RetryActor = ActorRefFrom<typeof summaryRetryMachine>;
type Sections = ReturnType<NonNullable<ReturnType<typeof selectRetryOf>>>;

type Props = { summary: Summary; videoId: string | null; onRetry: () => void };

const text = messages.newSummary;

/** The reason the history keeps for the attempt. */
const storedFailure = (summary: Summary): SummarizeFailure => ({
  reason: summary.failure_reason ?? 'internal_error',
  retryAfterSeconds: null,
});

/** Why the attempt failed, in the catalogue's words, and the next step. */
function Reason({ failure, children }: { failure: SummarizeFailure; children?: ReactNode }) {
  // The history is Premium's.
  const { title, next } = failureWords(failure.reason, true);
  return (
    <Alert tone="danger" title={title}>
      <p>
        {next}
        {failure.retryAfterSeconds ? ` ${text.retryAfter(failure.retryAfterSeconds)}` : ''}
      </p>
      {children}
    </Alert>
  );
}

/** The retry as it runs: its phase, then the sections as they stream in. */
function Streaming({ run, videoId }: { run: NonNullable<Sections>; videoId: string | null }) {
  const content = useMemo(() => parseSummaryBody(JSON.stringify(run.sections)), [run.sections]);
  return (
    <div aria-busy="true">
      <p role="status" className={css.retryStatus}>
        {text.phases[run.progress?.phase ?? 'preparing']}
      </p>
      {run.sections.length > 0 ? <SummaryBody content={content} videoId={videoId} /> : null}
    </div>
  );
}

/** The live card's body: the reason with Retry, the retry streaming, or why the retry got no answer. */
function LiveAttempt({ summary, actor, videoId, onRetry }: Props & { actor: RetryActor }) {
  const selectRun = useMemo(() => selectRetryOf(summary.id), [summary.id]);
  const run = useSelector(actor, selectRun);
  const canRetry = useSelector(actor, selectCanRetry);
  if (run?.running) return <Streaming run={run} videoId={videoId} />;
  const failure = run?.failure ?? storedFailure(summary);
  return (
    <Reason failure={failure}>
      {canRetryAfter(failure.reason) ? (
        <Button variant="secondary" size="sm" disabled={!canRetry} onClick={onRetry}>
          {text.retry}
        </Button>
      ) : null}
    </Reason>
  );
}

/**
 * A failed attempt's body in its card (issue 23.7): its reason and, where trying again can help,
 * Retry (the list's child `summaryRetry` runs it). Without the list's actor (the dashboard's first
 * paint) the reason alone.
 */
export function FailedAttempt({ retry, ...props }: Props & { retry: RetryActor | undefined }) {
  if (!retry) return <Reason failure={storedFailure(props.summary)} />;
  return <LiveAttempt {...props} actor={retry} />;
}
