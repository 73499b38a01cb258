/**
 * The Skimly panel, the same on the watch page (in a shadow root) and in Chrome's side panel: it renders
 * the worker's view of the videoSummary machine and sends what the person does. Words come from
 * domain/messages.ts; which buttons work comes from the machine (`canSummarize`, `canRetry`).
 */
import { useState } from 'react';
import { failureWords } from '#domain/failureWords.ts';
import { messages } from '#domain/messages.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';
import type { PanelEvent } from '#extension/shared/protocol.ts';
import type { PanelView } from '#extension/shared/view.ts';
import * as css from './panel.css.ts';

const t = messages.extension;

export interface PanelActions {
  send: (event: PanelEvent) => void;
  seek: (seconds: number) => void;
  signIn: () => void;
  openOptions: () => void;
}

/** The output languages both pickers offer (the transcript's own is the default). */
const OUTPUT_LANGUAGES = messages.summaryLanguages;

const clock = (seconds: number) => {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

function stageText(view: PanelView): string | null {
  switch (view.stage) {
    case 'preparing':
      return t.preparing;
    case 'readingTranscript':
      return t.readingTranscript;
    case 'writingInstant':
      return t.writingInstant;
    case 'streaming':
      return view.progress && view.progress.parts > 1
        ? t.streamingPart(Math.max(1, view.progress.part), view.progress.parts)
        : t.streaming;
    default:
      return null;
  }
}

function providerName(view: PanelView): string {
  const provider = view.shown?.summary?.provider ?? view.setup?.provider ?? 'skimly';
  const names: Record<string, string> = t.providers;
  if (view.shown?.summary?.provider === 'openai-compatible' && view.setup?.provider === 'ollama')
    return names.ollama ?? provider;
  return names[provider] ?? provider;
}

function Account({ view, actions }: { view: PanelView; actions: PanelActions }) {
  const quota = view.quota ?? view.setup?.quota ?? null;
  const account = view.setup?.account ?? null;
  if (!view.setup) return null;
  return (
    <div className={css.row} data-testid="skimly-account">
      {account ? (
        <>
          <span className={account.premium ? css.premiumBadge : css.badge}>
            {account.premium ? t.plan.premium : t.plan.basic}
          </span>
          <span className={css.meta}>{t.signedInAs(account.email)}</span>
          {quota && view.setup.provider === 'skimly' && (
            <span className={css.meta} data-testid="skimly-quota">
              {t.quota(quota.remaining, quota.limit)}
            </span>
          )}
        </>
      ) : (
        <>
          <span className={css.meta}>{t.signedOut}</span>
          <button type="button" className={css.quiet} onClick={actions.signIn}>
            {t.signIn}
          </button>
        </>
      )}
    </div>
  );
}

function Pickers({ view, actions }: { view: PanelView; actions: PanelActions }) {
  return (
    <div className={css.row}>
      {view.tracks.length > 1 && (
        <label className={css.meta}>
          {t.trackLabel}{' '}
          <select
            className={css.select}
            value={view.trackId ?? ''}
            onChange={(event) => actions.send({ type: 'track.chosen', trackId: event.target.value || null })}
          >
            <option value="">{t.trackDefault}</option>
            {view.tracks.map((track) => (
              <option key={track.id} value={track.id}>
                {track.automatic ? t.trackAutomatic(track.name) : track.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={css.meta}>
        {t.languageLabel}{' '}
        <select
          className={css.select}
          value={view.outputLanguage ?? ''}
          onChange={(event) => actions.send({ type: 'language.chosen', language: event.target.value || null })}
        >
          <option value="">{t.languageDefault}</option>
          {OUTPUT_LANGUAGES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Diagnosis({ view }: { view: PanelView }) {
  return (
    <section className={css.diagnosis} data-testid="skimly-diagnosis" aria-label={t.diagnosisTitle}>
      <strong>{t.diagnosisTitle}</strong>
      <div>{view.method ? t.diagnosisMethod(t.methods[view.method] ?? view.method) : t.diagnosisNone}</div>
      <ol className={css.diagnosisList}>
        {view.tried.map((attempt, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attempts are a fixed list in order
          <li key={index} data-outcome={attempt.outcome}>
            {t.methods[attempt.method] ?? attempt.method}: {attempt.detail} → {attempt.outcome}
            {attempt.status !== undefined ? ` (HTTP ${attempt.status})` : ''}
            {attempt.lines !== undefined ? ` (${attempt.lines})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

function FailureNotice({ view, actions }: { view: PanelView; actions: PanelActions }) {
  const failure = view.failure;
  if (!failure) return null;
  // The words the website shows for the reason; Premium, the day spent, is not told to upgrade.
  const text = failureWords(failure.reason, view.setup?.account?.premium ?? false);
  return (
    <div className={css.failure} role="alert" data-testid="skimly-failure" data-reason={failure.reason}>
      <p className={css.failureTitle}>{text.title}</p>
      <div>{text.next}</div>
      {failure.retryAfterSeconds !== null && <div className={css.meta}>{t.retryAfter(failure.retryAfterSeconds)}</div>}
      <div className={css.row}>
        {view.canRetry && (
          <button type="button" className={css.button} onClick={() => actions.send({ type: 'summary.retried' })}>
            {t.retry}
          </button>
        )}
        {(failure.nextStep === 'sign_in' || failure.reason === 'signed_out') && (
          <button type="button" className={css.quiet} onClick={actions.signIn}>
            {t.signIn}
          </button>
        )}
        {(failure.nextStep === 'open_options' || failure.nextStep === 'fix_origin') && (
          <button type="button" className={css.quiet} onClick={actions.openOptions}>
            {t.settings}
          </button>
        )}
      </div>
    </div>
  );
}

function Summary({ view, actions }: { view: PanelView; actions: PanelActions }) {
  const shown = view.shown;
  if (!shown) return null;
  const summary = shown.summary;
  return (
    <div data-testid="skimly-summary" data-source={shown.source}>
      <div className={css.status}>
        {shown.source === 'instant' ? t.instantLabel : t.providerLabel(providerName(view))}
        {summary && summary.coverage.parts > 1 && (
          <>
            {' · '}
            <span data-testid="skimly-coverage">
              {t.coverage(clock(summary.coverage.covered), clock(summary.coverage.total), summary.coverage.parts)}
            </span>
          </>
        )}
        {view.saved && <> · {t.savedToHistory}</>}
      </div>
      {summary?.fallback && shown.source === 'provider' && <div className={css.meta}>{t.fallbackNote}</div>}
      {summary?.truncated && <div className={css.meta}>{t.truncatedNote}</div>}
      <ol className={css.sections}>
        {shown.sections.map((section, index) => {
          const seconds = timestampToSeconds(section.timestamp);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections arrive in order and are replaced whole
            <li key={index} className={css.section} data-testid="skimly-section">
              <p className={css.sectionTitle}>
                {seconds !== null && (
                  <button
                    type="button"
                    className={css.timestamp}
                    aria-label={t.seekTo(section.timestamp)}
                    onClick={() => actions.seek(seconds)}
                  >
                    {section.timestamp}
                  </button>
                )}
                <span>{section.title}</span>
              </p>
              <ul className={css.bullets}>
                {section.bullets.map((bullet, bulletIndex) => {
                  const source = section.sources?.[bulletIndex];
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: bullets are a fixed list of their section
                    <li key={bulletIndex} data-testid="skimly-bullet">
                      {bullet}
                      {source && source.quote !== '' && (
                        <q className={css.quote} data-testid="skimly-quote">
                          <button
                            type="button"
                            className={css.timestamp}
                            aria-label={t.seekTo(clock(source.start))}
                            onClick={() => actions.seek(source.start)}
                          >
                            {clock(source.start)}
                          </button>{' '}
                          {source.quote}
                        </q>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function Panel({ view, actions }: { view: PanelView; actions: PanelActions }) {
  const [diagnosing, setDiagnosing] = useState(false);
  const status = stageText(view);
  return (
    <section className={css.root} aria-label="Skimly" data-testid="skimly-panel" data-stage={view.stage}>
      <header className={css.header}>
        <h2 className={css.brand}>Skimly</h2>
        <div className={css.row} style={{ marginTop: 0 }}>
          <button type="button" className={css.quiet} onClick={() => setDiagnosing(!diagnosing)}>
            {diagnosing ? t.hideDiagnosis : t.diagnose}
          </button>
          <button type="button" className={css.quiet} onClick={actions.openOptions} aria-label={t.settings}>
            ⚙
          </button>
        </div>
      </header>
      {view.kind === 'live' && <div className={css.meta}>{t.liveNote}</div>}
      {view.kind === 'shorts' && <div className={css.meta}>{t.shortsNote}</div>}
      <Account view={view} actions={actions} />
      <Pickers view={view} actions={actions} />
      <div className={css.row}>
        <button
          type="button"
          className={css.button}
          disabled={!view.canSummarize}
          onClick={() => actions.send({ type: 'summary.requested' })}
        >
          {view.stage === 'summarized' ? t.summarizeAgain : t.summarize}
        </button>
        {status && (
          <span className={css.meta} role="status" data-testid="skimly-status">
            {status}
          </span>
        )}
      </div>
      <FailureNotice view={view} actions={actions} />
      {diagnosing && <Diagnosis view={view} />}
      <Summary view={view} actions={actions} />
    </section>
  );
}
