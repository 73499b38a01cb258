/**
 * The premium "Custom Prompt" tab (SPEC.md 2, 5, 8): load, edit, save (at least 10 characters, checked
 * before calling the server), reset to the default.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { messages } from '../domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import { effects, notProvided } from './effects.ts';
import { hasStatus, serverMessage } from './httpError.ts';
import { isPromptTooShort } from './validation.ts';

export interface PromptContext {
  /** The prompt the server holds. */
  saved: string;
  /** The textarea's text. */
  draft: string;
}

export type PromptUserEvent =
  | { type: 'prompt.changed'; prompt: string }
  | { type: 'prompt.saved' }
  | { type: 'prompt.resetRequested' }
  | { type: 'prompt.retried' };

export type PromptEvent =
  | PromptUserEvent
  | ActorEvents<'fetchPrompt', string>
  | ActorEvents<'savePrompt', string>
  | ActorEvents<'resetPrompt', string>;

function saveInput({ context }: { context: PromptContext }): { prompt: string } {
  return { prompt: context.draft.trim() };
}

const promptSetup = setup({
  types: { context: {} as PromptContext, events: {} as PromptEvent },
  actors: {
    fetchPrompt: notProvided<string>('fetchPrompt'),
    savePrompt: notProvided<string, { prompt: string }>('savePrompt'),
    resetPrompt: notProvided<string>('resetPrompt'),
  },
  actions: {
    toast: effects.toast,
    sessionExpired: effects.sessionExpired,
    setDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'prompt.changed');
        return event.prompt;
      },
    }),
    setPrompt: assign(({ event }) => {
      assertEvent(event, [
        'xstate.done.actor.fetchPrompt',
        'xstate.done.actor.savePrompt',
        'xstate.done.actor.resetPrompt',
      ]);
      return { saved: event.output, draft: event.output };
    }),
  },
  guards: {
    isTooShort: ({ context }) => isPromptTooShort(context.draft),
    isUnauthorized: ({ event }) => {
      assertEvent(event, [
        'xstate.error.actor.fetchPrompt',
        'xstate.error.actor.savePrompt',
        'xstate.error.actor.resetPrompt',
      ]);
      return hasStatus(event.error, 401);
    },
  },
});

export const promptMachine = promptSetup
  .extend({
    actions: {
      toastTooShort: promptSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'error', title: messages.dashboard.promptTooShort } });
      }),
      toastSaved: promptSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'success', title: messages.dashboard.promptSaved } });
      }),
      toastSaveFailed: promptSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'error', title: messages.dashboard.promptSaveFailed } });
      }),
      toastReset: promptSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'success', title: messages.dashboard.promptReset } });
      }),
      toastResetFailed: promptSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'xstate.error.actor.resetPrompt');
        const title = serverMessage(event.error) ?? messages.dashboard.promptResetFailed;
        enqueue({ type: 'toast', params: { kind: 'error', title } });
      }),
    },
  })
  .createMachine({
    id: 'prompt',
    initial: 'loading',
    context: { saved: '', draft: '' },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'fetchPrompt',
          src: 'fetchPrompt',
          onDone: { target: 'editing', actions: 'setPrompt' },
          onError: [{ guard: 'isUnauthorized', target: 'signedOut', actions: 'sessionExpired' }, { target: 'loadFailed' }],
        },
      },
      /** The dashboard's 'Failed to load data' with a retry; never an empty editor that could overwrite. */
      loadFailed: { tags: ['error'], on: { 'prompt.retried': { target: 'loading' } } },
      editing: {
        on: {
          'prompt.changed': { actions: 'setDraft' },
          'prompt.saved': [{ guard: 'isTooShort', actions: 'toastTooShort' }, { target: 'saving' }],
          'prompt.resetRequested': { target: 'resetting' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'savePrompt',
          src: 'savePrompt',
          input: saveInput,
          onDone: { target: 'editing', actions: ['setPrompt', 'toastSaved'] },
          onError: [
            { guard: 'isUnauthorized', target: 'signedOut', actions: 'sessionExpired' },
            { target: 'editing', actions: 'toastSaveFailed' },
          ],
        },
      },
      resetting: {
        tags: ['busy'],
        invoke: {
          id: 'resetPrompt',
          src: 'resetPrompt',
          onDone: { target: 'editing', actions: ['setPrompt', 'toastReset'] },
          onError: [
            { guard: 'isUnauthorized', target: 'signedOut', actions: 'sessionExpired' },
            { target: 'editing', actions: 'toastResetFailed' },
          ],
        },
      },
      signedOut: { type: 'final' },
    },
  });

export type PromptSnapshot = SnapshotFrom<typeof promptMachine>;

export const selectDraft = (s: PromptSnapshot) => s.context.draft;
export const selectIsLoading = (s: PromptSnapshot) => s.hasTag('loading');
/** Show 'Failed to load data' (messages.dashboard.loadFailed) and a retry button. */
export const selectLoadFailed = (s: PromptSnapshot) => s.hasTag('error');
export const selectIsBusy = (s: PromptSnapshot) => s.hasTag('busy');
export const selectIsSaving = (s: PromptSnapshot) => s.matches('saving');
export const selectIsResetting = (s: PromptSnapshot) => s.matches('resetting');
export const selectCanSave = (s: PromptSnapshot) => s.can({ type: 'prompt.saved' });
export const selectCanReset = (s: PromptSnapshot) => s.can({ type: 'prompt.resetRequested' });
