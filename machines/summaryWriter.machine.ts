/**
 * The provider's summary of one video, streaming in (the extension's flow, issue 24): the child
 * `summaryWriter` of the videoSummary machine, run while it is `streaming`. The writer (Skimly's
 * server or the person's own provider, `writeSummary`) reports progress and sections as they come,
 * then the summary or the failure; this machine keeps what it reported and ends with the outcome as
 * its output, which the parent keeps. Stopping it (the parent leaves `streaming`) stops the writer.
 */
import { assertEvent, assign, fromCallback, type SnapshotFrom, sendParent, setup } from 'xstate';
import type {
  GeneratedSummary,
  GenerateSummaryResult,
  SummaryFailure,
  SummaryProgress,
  SummaryQuota,
  SummarySection,
  VideoTranscript,
} from './apiTypes.ts';

/** Who writes the summary after the instant one (the options page; decision 243). */
export type ProviderKind = 'skimly' | 'openai-compatible' | 'ollama' | 'offline';

/** The account and provider the summary is written with, read from the extension's storage and the site. */
export interface SummarySetup {
  provider: ProviderKind;
  /** The provider's model, for the person's own provider; null for Skimly's server and offline. */
  model: string | null;
  /** Signed in on the site (its session, or the extension's own sign-in). */
  account: { email: string; premium: boolean } | null;
  /** The day's summaries with Skimly's server, when signed in. */
  quota: SummaryQuota | null;
}

/**
 * Why there is no summary: a transcript reason (no_captions, captions_off, age_restricted, login_required,
 * live, upcoming, unavailable, offline, …), a summariser reason of the contract (SummaryFailureReason),
 * or one of the extension's own: `signed_out` (Skimly's server needs an account), `origin_refused` (a local
 * Ollama refused the extension's origin), `page_gone` (the tab no longer shows the video's page).
 */
export interface Failure {
  reason: string;
  /** The server's or provider's own words, when safe to show. */
  detail: string | null;
  /** From the contract's SummaryNextStep, or the extension's own ('sign_in', 'fix_origin', 'open_options', 'reload'). */
  nextStep: string;
  retryAfterSeconds: number | null;
}

/** What the writer reports as the summary streams in (the contract's stream events, by name). */
export type WriterEvent =
  | { type: 'writer.progress'; progress: SummaryProgress }
  | { type: 'writer.section'; position: number; section: SummarySection }
  | { type: 'writer.finished'; result: GenerateSummaryResult }
  /** The person's own provider wrote it (no quota, no history). */
  | { type: 'writer.wrote'; summary: GeneratedSummary }
  | { type: 'writer.broke'; failure: Failure };

export interface WriterInput {
  source: VideoTranscript;
  outputLanguage: string | null;
  setup: SummarySetup;
}

/**
 * What this machine tells its parent: the sections or the progress changed, so whoever watches the
 * parent (the service worker, which sends the panels their view) looks again.
 */
export type WriterParentEvent = { type: 'writer.updated' };

/** How the writing ended: the summary, or the failure; the quota when Skimly's server answered. */
export interface WriterOutcome {
  summary: GeneratedSummary | null;
  /** Premium: the summary is in the site's history. */
  saved: boolean;
  /** Undefined when the writer did not say (the person's own provider). */
  quota?: SummaryQuota;
  failure: Failure | null;
}

export interface SummaryWriterContext {
  input: WriterInput;
  /** The provider's sections as they stream in. */
  streamed: SummarySection[];
  progress: SummaryProgress | null;
  outcome: WriterOutcome | null;
}

/** The server's result as an outcome (a failed result's failure in the extension's terms). */
function outcomeOf(result: GenerateSummaryResult): WriterOutcome {
  const failure: SummaryFailure | undefined = result.failure;
  return {
    quota: result.quota,
    summary: result.type === 'done' ? (result.summary ?? null) : null,
    saved: result.type === 'done' && result.saved !== undefined,
    failure:
      result.type === 'failed'
        ? {
            reason: failure?.reason ?? 'internal_error',
            detail: failure?.message ?? null,
            nextStep: failure?.next_step ?? 'retry',
            retryAfterSeconds: failure?.retry_after_seconds ?? null,
          }
        : null,
  };
}

export const summaryWriterMachine = setup({
  types: {
    context: {} as SummaryWriterContext,
    events: {} as WriterEvent,
    input: {} as WriterInput,
    output: {} as WriterOutcome,
  },
  actors: {
    writeSummary: fromCallback<WriterEvent, WriterInput>(() => {
      throw new Error('Actor "writeSummary" is not provided');
    }),
  },
  actions: {
    tellParent: sendParent({ type: 'writer.updated' } satisfies WriterParentEvent),
    storeProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'writer.progress');
        return event.progress;
      },
    }),
    storeSection: assign({
      streamed: ({ context, event }) => {
        assertEvent(event, 'writer.section');
        const sections = context.streamed.slice(0, event.position);
        sections[event.position] = event.section;
        return sections;
      },
    }),
    storeResult: assign({
      outcome: ({ event }) => {
        assertEvent(event, 'writer.finished');
        return outcomeOf(event.result);
      },
    }),
    storeWritten: assign({
      outcome: ({ event }) => {
        assertEvent(event, 'writer.wrote');
        return { summary: event.summary, saved: false, failure: null };
      },
    }),
    storeBroken: assign({
      outcome: ({ event }) => {
        assertEvent(event, 'writer.broke');
        return { summary: null, saved: false, failure: event.failure };
      },
    }),
  },
}).createMachine({
  id: 'summaryWriter',
  context: ({ input }) => ({ input, streamed: [], progress: null, outcome: null }),
  initial: 'writing',
  states: {
    /** The writer streams; its sections show over the instant summary. */
    writing: {
      invoke: { id: 'writeSummary', src: 'writeSummary', input: ({ context }) => context.input },
      on: {
        'writer.progress': { actions: ['storeProgress', 'tellParent'] },
        'writer.section': { actions: ['storeSection', 'tellParent'] },
        'writer.finished': { target: 'written', actions: 'storeResult' },
        'writer.wrote': { target: 'written', actions: 'storeWritten' },
        'writer.broke': { target: 'written', actions: 'storeBroken' },
      },
    },
    /** Done, with a summary or a failure: the parent takes the outcome. */
    written: { type: 'final' },
  },
  output: ({ context }) =>
    context.outcome ?? {
      summary: null,
      saved: false,
      failure: { reason: 'internal_error', detail: null, nextStep: 'retry', retryAfterSeconds: null },
    },
});

export type SummaryWriterSnapshot = SnapshotFrom<typeof summaryWriterMachine>;
