/**
 * The uninstall feedback form (SPEC.md 2 "Uninstall page", 3, 5): a reason is required, 'other'
 * reveals a comments box, nothing else is required; submit -> thank-you modal -> the form resets.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import type { FeedbackReason } from '../domain/constants.ts';
import { messages } from '../domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { FeedbackPayload } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';

export interface FeedbackInput {
  /** The /uninstall/{uid} route parameter, if any. */
  uid?: string | null;
}

export interface FeedbackContext {
  uid: string | null;
  reason: FeedbackReason | null;
  comments: string;
  suggestions: string;
  email: string;
}

export type FeedbackUserEvent =
  | { type: 'feedback.reasonChanged'; reason: FeedbackReason }
  | { type: 'feedback.commentsChanged'; value: string }
  | { type: 'feedback.suggestionsChanged'; value: string }
  | { type: 'feedback.emailChanged'; value: string }
  | { type: 'feedback.submitted' }
  | { type: 'feedback.thankYouClosed' };

export type FeedbackEvent = FeedbackUserEvent | ActorEvents<'submitFeedback', unknown>;

/** SPEC.md 3: type is always 'uninstall'; comments only for 'other'; empty optional fields are left out. */
export function feedbackPayload(context: FeedbackContext, reason: FeedbackReason): FeedbackPayload {
  const payload: FeedbackPayload = { reason, type: 'uninstall' };
  if (context.uid) payload.uid = context.uid;
  if (reason === 'other' && context.comments.trim()) payload.comments = context.comments.trim();
  if (context.suggestions.trim()) payload.suggestions = context.suggestions.trim();
  if (context.email.trim()) payload.email = context.email.trim();
  return payload;
}

function emptyForm(uid: string | null): FeedbackContext {
  return { uid, reason: null, comments: '', suggestions: '', email: '' };
}
function initialContext({ input }: { input: FeedbackInput | undefined }): FeedbackContext {
  return emptyForm(input?.uid ?? null);
}
function submitInput({ context }: { context: FeedbackContext }): FeedbackPayload {
  // The guard on feedback.submitted guarantees a reason here.
  return feedbackPayload(context, context.reason ?? 'other');
}

const feedbackSetup = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent, input: {} as FeedbackInput | undefined },
  actors: { submitFeedback: notProvided<unknown, FeedbackPayload>('submitFeedback') },
  actions: {
    toast: effects.toast,
    setReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'feedback.reasonChanged');
        return event.reason;
      },
    }),
    setComments: assign({
      comments: ({ event }) => {
        assertEvent(event, 'feedback.commentsChanged');
        return event.value;
      },
    }),
    setSuggestions: assign({
      suggestions: ({ event }) => {
        assertEvent(event, 'feedback.suggestionsChanged');
        return event.value;
      },
    }),
    setEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'feedback.emailChanged');
        return event.value;
      },
    }),
    resetForm: assign(({ context }) => emptyForm(context.uid)),
  },
  guards: { hasNoReason: ({ context }) => context.reason === null },
});

export const feedbackMachine = feedbackSetup
  .extend({
    actions: {
      toastReasonRequired: feedbackSetup.enqueueActions(({ enqueue }) => {
        const { reasonRequiredTitle, reasonRequired } = messages.feedback;
        enqueue({ type: 'toast', params: { kind: 'error', title: reasonRequiredTitle, description: reasonRequired } });
      }),
      toastSubmitFailed: feedbackSetup.enqueueActions(({ enqueue }) => {
        const { failedTitle, failed } = messages.feedback;
        enqueue({ type: 'toast', params: { kind: 'error', title: failedTitle, description: failed } });
      }),
    },
  })
  .createMachine({
    id: 'feedback',
    initial: 'form',
    context: initialContext,
    states: {
      form: {
        on: {
          'feedback.reasonChanged': { actions: 'setReason' },
          'feedback.commentsChanged': { actions: 'setComments' },
          'feedback.suggestionsChanged': { actions: 'setSuggestions' },
          'feedback.emailChanged': { actions: 'setEmail' },
          'feedback.submitted': [{ guard: 'hasNoReason', actions: 'toastReasonRequired' }, { target: 'submitting' }],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submitFeedback',
          src: 'submitFeedback',
          input: submitInput,
          onDone: { target: 'thankYou' },
          onError: { target: 'form', actions: 'toastSubmitFailed' },
        },
      },
      thankYou: { on: { 'feedback.thankYouClosed': { target: 'form', actions: 'resetForm' } } },
    },
  });

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

export const selectForm = (s: FeedbackSnapshot) => s.context;
/** 'Please specify' is shown only for the reason 'other'. */
export const selectShowsComments = (s: FeedbackSnapshot) => s.context.reason === 'other';
export const selectIsSubmitting = (s: FeedbackSnapshot) => s.hasTag('busy');
export const selectShowsThankYou = (s: FeedbackSnapshot) => s.matches('thankYou');
