/**
 * The premium "Custom Prompt" tab (SPEC.md 2, 5, 8): load, edit, save (at least 10 characters, checked
 * before calling the server), reset to the default.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { PROMPT_MAX_LENGTH } from '#domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';
import { effects, notProvided } from './effects.ts';
import { fieldMessage, serverMessage } from './httpError.ts';
import { type Problem, type ProblemReason, saidProblem } from './problems.ts';
import { isPromptTooLong, isPromptTooShort } from './validation.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface PromptContext {
  /** The prompt the server holds. */
  saved: string;
  /** The textarea's text. */
  draft: string;
  /** What the message next to the textarea says is wrong (too short, too long, or the server's 400/422 words); null hides it. */
  fieldError: Problem | null;
  /**
   * An unsaved draft kept in this tab (issue 18.14), waiting for the saved prompt to load; null when
   * there is none.
   */
  keptDraft: KeptDraft | null;
  /** The textarea shows a draft kept from before the session ended: the view says so. */
  draftRestored: boolean;
}

/** The draft this tab kept, and whether a session ended since it was typed (not only a reload). */
export interface KeptDraft {
  text: string;
  sessionEnded: boolean;
}

export type PromptUserEvent =
  | { type: 'prompt.changed'; prompt: string }
  | { type: 'prompt.saved' }
  | { type: 'prompt.resetRequested' }
  | { type: 'prompt.resetConfirmed' }
  | { type: 'prompt.resetCancelled' }
  | { type: 'prompt.retried' };

export type PromptEvent =
  | PromptUserEvent
  | ActorEvents<'readDraft', KeptDraft | null>
  | ActorEvents<'fetchPrompt', string>
  | ActorEvents<'savePrompt', string>
  | ActorEvents<'resetPrompt', string>;

/** The prompt already fetched by the dashboard, shown at once; null or absent: the tab fetches it. */
export interface PromptInput {
  prompt?: string | null;
}

function saveInput({ context }: { context: PromptContext }): { prompt: string } {
  return { prompt: context.draft.trim() };
}

const promptSetup = setup({
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` keeps the input optional (xstate drops `undefined` when it infers it), so createActor(machine) still type-checks
  types: { context: {} as PromptContext, events: {} as PromptEvent, input: {} as PromptInput | void },
  actors: {
    /** The unsaved draft kept in this tab (sessionStorage), after a session ended or a reload. */
    readDraft: notProvided<KeptDraft | null>('readDraft'),
    fetchPrompt: notProvided<string>('fetchPrompt'),
    savePrompt: notProvided<string, { prompt: string }>('savePrompt'),
    resetPrompt: notProvided<string>('resetPrompt'),
  },
  actions: {
    notify: effects.notify,
    /** Keeps the unsaved draft in this tab, so a session that ends does not lose it (issue 18.14). */
    keepDraft: (_args: unknown, _params: { text: string }) => {},
    /** The draft is saved, reset or the same as the saved prompt: nothing to keep. */
    forgetDraft: (_args: unknown) => {},
    rememberKeptDraft: assign({
      keptDraft: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.readDraft');
        return event.output?.text ? event.output : null;
      },
    }),
    /**
     * The saved prompt is known: a kept draft that differs from it goes back into the textarea, and the
     * view says so only when a session ended since (issue 28.7: a reload is not a sign-out).
     */
    restoreKeptDraft: assign(({ context }) => {
      const kept = context.keptDraft;
      const restored = kept !== null && kept.text !== context.saved;
      return {
        draft: restored ? kept.text : context.draft,
        draftRestored: restored && kept.sessionEnded,
        keptDraft: null,
      };
    }),
    setDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'prompt.changed');
        return event.prompt;
      },
      fieldError: null,
    }),
    setFieldError: assign({ fieldError: (_, params: { reason: ProblemReason }) => ({ reason: params.reason }) }),
    setServerFieldError: assign({
      fieldError: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.savePrompt');
        return saidProblem(fieldMessage(event.error, 'prompt'));
      },
    }),
    setPrompt: assign(({ event }) => {
      assertEvent(event, [
        'xstate.done.actor.fetchPrompt',
        'xstate.done.actor.savePrompt',
        'xstate.done.actor.resetPrompt',
      ]);
      return { saved: event.output, draft: event.output, fieldError: null, draftRestored: false };
    }),
  },
  guards: {
    /** The dashboard handed over the prompt (the server always holds one: its default at least). */
    hasPrompt: ({ context }) => context.saved !== '',
    /** Save is offered only when the textarea differs from the saved prompt (issue 18.16). */
    isUnchanged: ({ context }) => context.draft.trim() === context.saved.trim(),
    isTooShort: ({ context }) => isPromptTooShort(context.draft),
    isTooLong: ({ context }) => isPromptTooLong(context.draft),
    isSessionEnded,
  },
});

export const promptMachine = promptSetup
  .extend({
    actions: {
      /** After each keystroke: keep the draft while it differs from the saved prompt, else drop it. */
      keepOrForgetDraft: promptSetup.enqueueActions(({ context, enqueue }) => {
        if (context.draft.trim() === context.saved.trim()) enqueue('forgetDraft');
        else enqueue({ type: 'keepDraft', params: { text: context.draft } });
      }),
      toastSaved: promptSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'notify', params: { kind: 'success', name: 'promptSaved' } });
      }),
      toastSaveFailed: promptSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'notify', params: { kind: 'error', name: 'promptSaveFailed' } });
      }),
      toastReset: promptSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'notify', params: { kind: 'success', name: 'promptReset' } });
      }),
      toastResetFailed: promptSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'xstate.error.actor.resetPrompt');
        const said = serverMessage(event.error);
        enqueue({ type: 'notify', params: { kind: 'error', name: 'promptResetFailed', ...(said ? { said } : {}) } });
      }),
    },
  })
  .createMachine({
    id: 'prompt',
    initial: 'starting',
    context: ({ input }) => ({
      saved: input?.prompt ?? '',
      draft: input?.prompt ?? '',
      fieldError: null,
      keptDraft: null,
      draftRestored: false,
    }),
    states: {
      /** A draft kept from before the session ended is read first (this tab only). */
      starting: {
        invoke: {
          id: 'readDraft',
          src: 'readDraft',
          onDone: [
            { guard: 'hasPrompt', target: 'editing', actions: ['rememberKeptDraft', 'restoreKeptDraft'] },
            { target: 'loading', actions: 'rememberKeptDraft' },
          ],
          onError: [{ guard: 'hasPrompt', target: 'editing' }, { target: 'loading' }],
        },
      },
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'fetchPrompt',
          src: 'fetchPrompt',
          onDone: { target: 'editing', actions: ['setPrompt', 'restoreKeptDraft'] },
          onError: [{ guard: 'isSessionEnded', target: 'signedOut' }, { target: 'loadFailed' }],
        },
      },
      /** The dashboard's 'Failed to load data' with a retry; never an empty editor that could overwrite. */
      loadFailed: { tags: ['error'], on: { 'prompt.retried': { target: 'loading' } } },
      editing: {
        on: {
          'prompt.changed': { actions: ['setDraft', 'keepOrForgetDraft'] },
          'prompt.saved': [
            // Nothing changed: no transition, so `can` is false and Save is disabled.
            { guard: 'isUnchanged' },
            // Said once, under the field it concerns; not also as a toast (issue 28.5).
            {
              guard: 'isTooShort',
              actions: { type: 'setFieldError', params: { reason: 'promptTooShort' } },
            },
            {
              guard: 'isTooLong',
              actions: { type: 'setFieldError', params: { reason: 'promptTooLong' } },
            },
            { target: 'saving' },
          ],
          // Reset replaces the person's prompt: it asks first (issue 18.16).
          'prompt.resetRequested': { target: 'confirmingReset' },
        },
      },
      confirmingReset: {
        on: {
          'prompt.resetConfirmed': { target: 'resetting' },
          'prompt.resetCancelled': { target: 'editing' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'savePrompt',
          src: 'savePrompt',
          input: saveInput,
          onDone: { target: 'editing', actions: ['setPrompt', 'forgetDraft', 'toastSaved'] },
          onError: [
            { guard: 'isSessionEnded', target: 'signedOut' },
            { target: 'editing', actions: ['toastSaveFailed', 'setServerFieldError'] },
          ],
        },
      },
      resetting: {
        tags: ['busy'],
        invoke: {
          id: 'resetPrompt',
          src: 'resetPrompt',
          onDone: { target: 'editing', actions: ['setPrompt', 'forgetDraft', 'toastReset'] },
          onError: [
            { guard: 'isSessionEnded', target: 'signedOut' },
            { target: 'editing', actions: 'toastResetFailed' },
          ],
        },
      },
      signedOut: { type: 'final' },
    },
  });

export type PromptSnapshot = SnapshotFrom<typeof promptMachine>;

export const selectDraft = (s: PromptSnapshot) => s.context.draft;
/** What is wrong with the textarea's text (the view words it), or null. */
export const selectFieldError = (s: PromptSnapshot) => s.context.fieldError;
/** The textarea's counter: "n / 2,000 characters". */
export const selectPromptCount = (s: PromptSnapshot) => ({ length: s.context.draft.length, max: PROMPT_MAX_LENGTH });
export const selectIsLoading = (s: PromptSnapshot) => s.hasTag('loading');
/** Show 'Failed to load data' (messages.dashboard.loadFailed) and a retry button. */
export const selectLoadFailed = (s: PromptSnapshot) => s.hasTag('error');
export const selectIsBusy = (s: PromptSnapshot) => s.hasTag('busy');
export const selectIsSaving = (s: PromptSnapshot) => s.matches('saving');
export const selectIsResetting = (s: PromptSnapshot) => s.matches('resetting');
export const selectCanSave = (s: PromptSnapshot) => s.can({ type: 'prompt.saved' });
/** "Reset to Default" asked: the view shows its confirmation. */
export const selectIsConfirmingReset = (s: PromptSnapshot) => s.matches('confirmingReset');
/** The textarea holds a draft kept from before the session ended. */
export const selectDraftRestored = (s: PromptSnapshot) => s.context.draftRestored;
export const selectCanReset = (s: PromptSnapshot) => s.can({ type: 'prompt.resetRequested' });
