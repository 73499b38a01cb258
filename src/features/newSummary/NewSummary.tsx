// The flow's calls ship with this chunk; the composition root (src/app/apis.ts) calls them.
import './actors.ts';
import { useActorRef, useSelector } from '@xstate/react';
import type { components } from '#contract/schema.d.ts';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { clockOf } from '#domain/transcript/source.ts';
import {
  selectCanCancel,
  selectCanEdit,
  selectCanRequest,
  selectCanRetry,
  selectChaptersProblem,
  selectDraft,
  selectFailure,
  selectHistoryEntry,
  selectIsKept,
  selectNothingFound,
  selectProgress,
  selectQuota,
  selectSections,
  selectStep,
  selectSummary,
  selectTranscript,
  selectVideoId,
  type summarizeMachine,
} from '#machines/summarize.machine.ts';
import { getInspect } from '#src/dev/inspect.ts';
import { failureWords } from '#domain/failureWords.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { TextArea, TextField } from '#src/ui/TextField.tsx';
import * as css from './newSummary.css.ts';
import { NewSummaryStartButton } from './NewSummaryStartButton.tsx';
import { SummaryResult } from './SummaryResult.tsx';

const text = messages.newSummary;

type Actor = ReturnType<typeof useActorRef<typeof summarizeMachine>>;

/** Files the picker offers: subtitles, YouTube's caption formats and text documents. */
const ACCEPTED = '.srt,.vtt,.json3,.json,.srv3,.xml,.txt,.md,text/plain';

async function readFile(file: File): Promise<string> {
  try {
    return await file.text();
  } catch {
    return '';
  }
}

function coverageText(coverage: components['schemas']['SummaryCoverage']) {
  const amount = coverage.unit === 'seconds' ? clockOf : text.characters;
  return text.coverage(amount(coverage.covered), amount(coverage.total), coverage.parts);
}

const chaptersError = (problem: NonNullable<ReturnType<typeof selectChaptersProblem>>) =>
  problem.problem === 'too_many' ? text.tooManyChapters : text.chapterNotRead(problem.line);

function Source({ actor }: { actor: Actor }) {
  const draft = useSelector(actor, selectDraft);
  const transcript = useSelector(actor, selectTranscript);
  const nothingFound = useSelector(actor, selectNothingFound);
  const videoId = useSelector(actor, selectVideoId);
  const canRequest = useSelector(actor, selectCanRequest);
  const quota = useSelector(actor, selectQuota);
  const kept = useSelector(actor, selectIsKept);
  const chaptersProblem = useSelector(actor, selectChaptersProblem);
  const [dragging, setDragging] = useState(false);
  const fileId = useId();
  const languageId = useId();
  const choose = async (file: File | undefined) => {
    if (file) actor.send({ type: 'source.fileChosen', name: file.name, text: await readFile(file) });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };
  const videoTyped = draft.videoLink.trim() !== '';
  return (
    <form
      className={css.flow}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'summary.requested' });
      }}
    >
      <fieldset
        aria-label={text.transcriptLabel}
        className={css.dropZone}
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <TextArea
          label={text.transcriptLabel}
          hint={text.transcriptHint}
          className={css.transcript}
          value={draft.text}
          error={nothingFound ? text.nothingFound : null}
          onChange={(event) => actor.send({ type: 'source.textChanged', text: event.target.value })}
        />
        <div className={css.row}>
          <p className={css.note}>{text.dropHint}</p>
          <label htmlFor={fileId} className={css.note}>
            <input
              id={fileId}
              type="file"
              accept={ACCEPTED}
              className={css.fileInput}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button variant="secondary" size="sm" onClick={() => document.getElementById(fileId)?.click()}>
              {text.chooseFile}
            </Button>
          </label>
          {draft.text !== '' || draft.fileName ? (
            <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'source.cleared' })}>
              {text.clearSource}
            </Button>
          ) : null}
        </div>
        {draft.fileName ? <p className={css.note}>{text.fromFile(draft.fileName)}</p> : null}
        {transcript && transcript.lines > 0 ? (
          <p className={css.note} aria-live="polite">
            {text.readAs(text.formats[transcript.format], transcript.lines, clockOf(transcript.seconds))}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={text.videoLabel}
        hint={videoTyped && !videoId ? text.videoUnknown : text.videoHint}
        value={draft.videoLink}
        inputMode="url"
        onChange={(event) => actor.send({ type: 'source.videoChanged', link: event.target.value })}
      />
      <TextField
        label={text.titleLabel}
        value={draft.title}
        maxLength={300}
        onChange={(event) => actor.send({ type: 'source.titleChanged', title: event.target.value })}
      />
      <TextArea
        label={text.chaptersLabel}
        hint={text.chaptersHint}
        className={css.chapters}
        value={draft.chapters}
        error={chaptersProblem ? chaptersError(chaptersProblem) : null}
        onChange={(event) => actor.send({ type: 'source.chaptersChanged', chapters: event.target.value })}
      />
      <div className={css.selectField}>
        <label className={css.selectLabel} htmlFor={languageId}>
          {text.languageLabel}
        </label>
        <select
          id={languageId}
          className={css.select}
          value={draft.language}
          onChange={(event) => actor.send({ type: 'source.languageChanged', language: event.target.value })}
        >
          <option value="">{text.languageDefault}</option>
          {messages.summaryLanguages.map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p className={css.note}>{kept ? text.kept : text.notKept}</p>
      <div className={css.row}>
        <Button type="submit" variant="primary" disabled={!canRequest}>
          {text.submit}
        </Button>
        {quota ? <span className={css.note}>{text.quota(quota.remaining, quota.limit)}</span> : null}
      </div>
    </form>
  );
}

function Progress({ actor }: { actor: Actor }) {
  const progress = useSelector(actor, selectProgress);
  const labelId = useId();
  const phase = progress?.phase ?? 'preparing';
  const { covered = 0, total = 0 } = progress?.coverage ?? {};
  const percent = total > 0 ? Math.round((covered / total) * 100) : 0;
  return (
    <div className={css.flow}>
      <p id={labelId} className={css.note} role="status">
        {text.phases[phase]}
        {progress && progress.parts > 1 && progress.part > 0 ? ` ${text.part(progress.part, progress.parts)}` : ''}
      </p>
      <div
        className={css.bar}
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress ? coverageText(progress.coverage) : undefined}
      >
        <div className={css.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Outcome({ actor, onShowHistory }: { actor: Actor; onShowHistory: () => void }) {
  const step = useSelector(actor, selectStep);
  const summary = useSelector(actor, selectSummary);
  const failure = useSelector(actor, selectFailure);
  const canRetry = useSelector(actor, selectCanRetry);
  const canEdit = useSelector(actor, selectCanEdit);
  const canCancel = useSelector(actor, selectCanCancel);
  const premium = useSelector(actor, selectIsKept);
  const words = failure ? failureWords(failure.reason, premium) : null;
  const edit = canEdit ? (
    <Button variant="secondary" onClick={() => actor.send({ type: 'summary.edited' })}>
      {step === 'failed' ? text.edit : text.another}
    </Button>
  ) : null;
  return (
    <>
      {step === 'saved' ? (
        <Alert tone="success" title={text.saved}>
          <Button variant="primary" size="sm" onClick={onShowHistory}>
            {text.showInHistory}
          </Button>
        </Alert>
      ) : null}
      {step === 'done' ? <Alert tone="info" title={text.notSaved} /> : null}
      {summary?.truncated ? <Alert tone="warning" title={text.truncated} /> : null}
      {summary?.fallback ? <Alert tone="warning" title={text.fallback} /> : null}
      {summary ? <p className={css.note}>{coverageText(summary.coverage)}</p> : null}
      {failure && words ? (
        <Alert tone="danger" title={words.title}>
          <p>
            {words.next}
            {failure.retryAfterSeconds ? ` ${text.retryAfter(failure.retryAfterSeconds)}` : ''}
          </p>
        </Alert>
      ) : null}
      <div className={css.row}>
        {canCancel ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'summary.cancelled' })}>
            {text.cancel}
          </Button>
        ) : null}
        {canRetry ? (
          <Button variant="primary" onClick={() => actor.send({ type: 'summary.retried' })}>
            {text.retry}
          </Button>
        ) : null}
        {edit}
      </div>
    </>
  );
}

type FlowProps = {
  logic: typeof summarizeMachine;
  isPremium: boolean;
  /** Premium's summary was saved: My Summaries reads its page again. */
  onSaved: () => void;
  onShowHistory: () => void;
};

/** The flow inside the dialog: its machine runs while the dialog is open (closing it stops a stream). */
function Flow({ logic, isPremium, onSaved, onShowHistory }: FlowProps) {
  const actor = useActorRef(logic, { input: { isPremium, untitled: text.untitled }, inspect: getInspect() });
  const step = useSelector(actor, selectStep);
  const sections = useSelector(actor, selectSections);
  const videoId = useSelector(actor, selectVideoId);
  const entry = useSelector(actor, selectHistoryEntry);
  // A summary or a failed attempt went into My Summaries: the list reads its page again.
  useEffect(() => {
    if (entry) onSaved();
  }, [entry, onSaved]);
  if (step === 'editing') return <Source actor={actor} />;
  return (
    <div className={css.flow}>
      {step === 'running' ? <Progress actor={actor} /> : null}
      <SummaryResult sections={sections} videoId={videoId} />
      <Outcome actor={actor} onShowHistory={onShowHistory} />
    </div>
  );
}

/**
 * "New summary": a button, then a dialog to paste or drop a transcript and watch the summary stream
 * in. `logic` is the machine as the page's composition wires it (`useComposition().summarize(...)`).
 */
export function NewSummary({ logic, isPremium, onSaved, onShowHistory }: FlowProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NewSummaryStartButton onClick={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={setOpen} title={text.title} description={text.description} size="lg">
        <Flow
          logic={logic}
          isPremium={isPremium}
          onSaved={onSaved}
          onShowHistory={() => {
            setOpen(false);
            onShowHistory();
          }}
        />
      </Dialog>
    </>
  );
}
