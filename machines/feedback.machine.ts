/**
 * The uninstall feedback form (SPEC.md 2 "Uninstall page", 3, 5): a reason is required, 'other'
 * reveals a comments box, nothing else is required; submit -> thank-you modal -> the form resets.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { FEEDBACK_TEXT_MAX_LENGTH, type FeedbackReason } from '#domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { FeedbackPayload } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { fieldMessage, isHttpError, serverMessage } from './httpError.ts';
import { type Problem, problem, saidProblem } from './problems.ts';
import { isEmailShape } from './validation.ts';

export interface FeedbackInput {
  /** The /uninstall/{uid} route parameter, if any. */
  uid?: string | null;
}

/** The form's free fields, each of which can carry a message of its own. */
export type FeedbackField = 'comments' | 'suggestions' | 'email';
/** By field; `reason` when none was chosen (said at the choices, not in a toast: issue 28.10). */
export type FeedbackFieldErrors = Partial<Record<FeedbackField | 'reason', Problem>>;

export interface FeedbackContext {
  uid: string | null;
  reason: FeedbackReason | null;
  comments: string;
  suggestions: string;
  email: string;
  /** What is wrong next to the fields (checked before sending, or the server's 400/422 answer); views word it. */
  errors: FeedbackFieldErrors;
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
  return { uid, reason: null, comments: '', suggestions: '', email: '', errors: {} };
}

/** The one toast this page raises (a failed send), closed when a later try gets through. */
const TOAST_ID = 'feedback';

const FIELDS: readonly FeedbackField[] = ['comments', 'suggestions', 'email'];

/** What the server would refuse, found before sending: an e-mail of the wrong shape, a text over 2,000 characters. */
function validationErrors(context: FeedbackContext): FeedbackFieldErrors {
  const errors: FeedbackFieldErrors = {};
  // Comments are sent only for 'other' (feedbackPayload), so only then can they be too long.
  if (context.reason === 'other' && context.comments.trim().length > FEEDBACK_TEXT_MAX_LENGTH)
    errors.comments = problem('feedbackTextTooLong');
  if (context.suggestions.trim().length > FEEDBACK_TEXT_MAX_LENGTH) errors.suggestions = problem('feedbackTextTooLong');
  const email = context.email.trim();
  if (email !== '' && !isEmailShape(email)) errors.email = problem('invalidEmail');
  return errors;
}

/** The fields a 400/422 answer names, with their messages. */
function refusedFields(error: unknown): FeedbackFieldErrors {
  const errors: FeedbackFieldErrors = {};
  if (!isHttpError(error)) return errors;
  for (const field of FIELDS) {
    const named = error.fieldErrors?.some((entry) => entry.path === field);
    const said = saidProblem(named ? fieldMessage(error, field) : undefined);
    if (said) errors[field] = said;
  }
  return errors;
}

/** A 4xx other than a field refusal, with the server's message (429 Too much feedback, ...). */
function hasClientMessage(error: unknown): boolean {
  return isHttpError(error) && error.status >= 400 && error.status < 500 && serverMessage(error) !== undefined;
}

function without(errors: FeedbackFieldErrors, field: keyof FeedbackFieldErrors): FeedbackFieldErrors {
  const { [field]: _dropped, ...rest } = errors;
  return rest;
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
    notify: effects.notify,
    setReason: assign(({ context, event }) => {
      assertEvent(event, 'feedback.reasonChanged');
      return { reason: event.reason, errors: without(context.errors, 'reason') };
    }),
    setReasonRequired: assign({
      errors: ({ context }) => ({ ...context.errors, reason: problem('feedbackReasonRequired') }),
    }),
    dismissToast: effects.dismissToast,
    setComments: assign(({ context, event }) => {
      assertEvent(event, 'feedback.commentsChanged');
      return { comments: event.value, errors: without(context.errors, 'comments') };
    }),
    setSuggestions: assign(({ context, event }) => {
      assertEvent(event, 'feedback.suggestionsChanged');
      return { suggestions: event.value, errors: without(context.errors, 'suggestions') };
    }),
    setEmail: assign(({ context, event }) => {
      assertEvent(event, 'feedback.emailChanged');
      return { email: event.value, errors: without(context.errors, 'email') };
    }),
    resetForm: assign(({ context }) => emptyForm(context.uid)),
    setValidationErrors: assign({ errors: ({ context }) => validationErrors(context) }),
    clearErrors: assign({ errors: {} }),
    setRefusedFields: assign({
      errors: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.submitFeedback');
        return refusedFields(event.error);
      },
    }),
  },
  guards: {
    hasNoReason: ({ context }) => context.reason === null,
    hasInvalidFields: ({ context }) => Object.keys(validationErrors(context)).length > 0,
    /** The server named the fields it refused (400/422): the messages go next to them, not in a toast. */
    isFieldRefusal: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.submitFeedback');
      return Object.keys(refusedFields(event.error)).length > 0;
    },
  },
});

export const feedbackMachine = feedbackSetup
  .extend({
    actions: {
      toastSubmitFailed: feedbackSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'xstate.error.actor.submitFeedback');
        // A 4xx that says why (e.g. 429 from the rate limit) says so; retrying later is the advice otherwise.
        const said = hasClientMessage(event.error) ? serverMessage(event.error) : undefined;
        enqueue({
          type: 'notify',
          params: { kind: 'error', name: 'feedbackFailed', id: TOAST_ID, ...(said ? { said } : {}) },
        });
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
          'feedback.submitted': [
            { guard: 'hasNoReason', actions: 'setReasonRequired' },
            // Checked before sending (issue 12): retrying could never fix these.
            { guard: 'hasInvalidFields', actions: 'setValidationErrors' },
            { target: 'submitting', actions: 'clearErrors' },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submitFeedback',
          src: 'submitFeedback',
          input: submitInput,
          // A failed try's toast would stay above the Thank-you dialog.
          onDone: { target: 'thankYou', actions: { type: 'dismissToast', params: { id: TOAST_ID } } },
          onError: [
            { guard: 'isFieldRefusal', target: 'form', actions: 'setRefusedFields' },
            { target: 'form', actions: 'toastSubmitFailed' },
          ],
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
/** Messages next to the fields, by field. */
export const selectFieldErrors = (s: FeedbackSnapshot) => s.context.errors;
/** The long texts' counters: "120 / 2,000 characters". */
export const selectTextCounts = (s: FeedbackSnapshot) => ({
  comments: { length: s.context.comments.length, max: FEEDBACK_TEXT_MAX_LENGTH },
  suggestions: { length: s.context.suggestions.length, max: FEEDBACK_TEXT_MAX_LENGTH },
});
