import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FEEDBACK_TEXT_MAX_LENGTH } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { noticeToast } from '#src/app/notices.ts';
import type { FeedbackPayload } from '#machines/apiTypes.ts';
import {
  feedbackMachine,
  selectFieldErrors,
  selectForm,
  selectShowsComments,
  selectShowsThankYou,
  selectTextCounts,
  type FeedbackSnapshot,
} from '#machines/feedback.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { httpError } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

/** The field errors as the form words them. */
function fieldTexts(snapshot: FeedbackSnapshot) {
  return Object.fromEntries(
    Object.entries(selectFieldErrors(snapshot)).map(([field, problem]) => [field, problemText(problem ?? null)]),
  );
}

function start(answer: () => unknown = () => ({ success: true }), uid: string | null = 'install-42') {
  const effects = effectsRecorder();
  const submit = fakeActor<unknown, FeedbackPayload>(answer);
  const machine = feedbackMachine.provide({
    actors: { submitFeedback: submit.logic },
    actions: { notify: effects.actions.notify, dismissToast: effects.actions.dismissToast },
  });
  const actor = createActor(machine, { input: { uid } }).start();
  return { actor, effects, submit };
}

describe('feedback form', () => {
  it('requires a reason: said at the choices (no toast), no request; choosing one clears it', async () => {
    const { actor, effects, submit } = start();
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls).toEqual([]);
    expect(fieldTexts(actor.getSnapshot())).toEqual({ reason: messages.feedback.reasonRequired });
    expect(effects.notices).toEqual([]);
    actor.send({ type: 'feedback.reasonChanged', reason: 'privacy' });
    expect(fieldTexts(actor.getSnapshot())).toEqual({});
  });

  it("reveals comments only for 'other' and sends them only then", async () => {
    const { actor, submit } = start();
    actor.send({ type: 'feedback.commentsChanged', value: 'Too slow' });
    actor.send({ type: 'feedback.reasonChanged', reason: 'privacy' });
    expect(selectShowsComments(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls).toEqual([{ reason: 'privacy', type: 'uninstall', uid: 'install-42' }]);
    actor.send({ type: 'feedback.thankYouClosed' });
    actor.send({ type: 'feedback.reasonChanged', reason: 'other' });
    expect(selectShowsComments(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'feedback.commentsChanged', value: ' Too slow ' });
    actor.send({ type: 'feedback.suggestionsChanged', value: 'Offline mode' });
    actor.send({ type: 'feedback.emailChanged', value: 'ann@example.com' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls[1]).toEqual({
      reason: 'other',
      type: 'uninstall',
      uid: 'install-42',
      comments: 'Too slow',
      suggestions: 'Offline mode',
      email: 'ann@example.com',
    });
  });

  it('leaves uid out when the route has none', async () => {
    const { actor, submit } = start(undefined, null);
    actor.send({ type: 'feedback.reasonChanged', reason: 'not-useful' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls).toEqual([{ reason: 'not-useful', type: 'uninstall' }]);
  });

  it('shows thank-you, then resets the form when it closes', async () => {
    const { actor } = start();
    actor.send({ type: 'feedback.reasonChanged', reason: 'other' });
    actor.send({ type: 'feedback.commentsChanged', value: 'x' });
    actor.send({ type: 'feedback.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(selectShowsThankYou(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'feedback.thankYouClosed' });
    expect(selectForm(actor.getSnapshot())).toEqual({
      uid: 'install-42',
      reason: null,
      comments: '',
      suggestions: '',
      email: '',
      errors: {},
    });
  });

  it('toasts the failure and keeps what the user typed', async () => {
    const { actor, effects } = start(() => {
      throw httpError(500);
    });
    actor.send({ type: 'feedback.reasonChanged', reason: 'too-complex' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(effects.notices.map(noticeToast)).toEqual([
      { kind: 'error', title: messages.feedback.failedTitle, description: messages.feedback.failed, id: 'feedback' },
    ]);
    expect(selectForm(actor.getSnapshot()).reason).toBe('too-complex');
    expect(actor.getSnapshot().matches('form')).toBe(true);
  });

  it("closes the failed try's toast when the next try gets through (it would stay above the Thank-you dialog)", async () => {
    let tries = 0;
    const { actor, effects } = start(() => {
      tries += 1;
      if (tries === 1) throw httpError(500);
      return { success: true };
    });
    actor.send({ type: 'feedback.reasonChanged', reason: 'privacy' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(effects.dismissed).toEqual([]);
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(selectShowsThankYou(actor.getSnapshot())).toBe(true);
    expect(effects.dismissed).toEqual(['feedback']);
  });

  it('refuses an invalid e-mail before sending, with the message next to the field, not the retry toast', async () => {
    const { actor, effects, submit } = start();
    actor.send({ type: 'feedback.reasonChanged', reason: 'privacy' });
    actor.send({ type: 'feedback.emailChanged', value: 'ann at example' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls).toEqual([]);
    expect(effects.notices).toEqual([]);
    expect(fieldTexts(actor.getSnapshot())).toEqual({ email: messages.auth.invalidEmail });
    actor.send({ type: 'feedback.emailChanged', value: 'ann@example.com' });
    expect(fieldTexts(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls).toHaveLength(1);
  });

  it('refuses a suggestion or comment over 2,000 characters before sending, and counts them', async () => {
    const { actor, submit } = start();
    const long = 'x'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1);
    actor.send({ type: 'feedback.reasonChanged', reason: 'other' });
    actor.send({ type: 'feedback.commentsChanged', value: long });
    actor.send({ type: 'feedback.suggestionsChanged', value: long });
    expect(selectTextCounts(actor.getSnapshot())).toEqual({
      comments: { length: FEEDBACK_TEXT_MAX_LENGTH + 1, max: FEEDBACK_TEXT_MAX_LENGTH },
      suggestions: { length: FEEDBACK_TEXT_MAX_LENGTH + 1, max: FEEDBACK_TEXT_MAX_LENGTH },
    });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls).toEqual([]);
    expect(fieldTexts(actor.getSnapshot())).toEqual({
      comments: messages.feedback.textTooLong,
      suggestions: messages.feedback.textTooLong,
    });
    expect(messages.feedback.textTooLong).toBe('At most 2,000 characters');
  });

  it("puts the server's 422 field messages next to their fields instead of 'Error submitting feedback'", async () => {
    const { actor, effects } = start(() => {
      throw Object.assign(httpError(422, 'Please enter a valid email address'), {
        fieldErrors: [{ path: 'email', message: 'Please enter a valid email address' }],
      });
    });
    actor.send({ type: 'feedback.reasonChanged', reason: 'privacy' });
    actor.send({ type: 'feedback.emailChanged', value: 'ann@example' + '.c' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(effects.notices).toEqual([]);
    expect(fieldTexts(actor.getSnapshot())).toEqual({ email: 'Please enter a valid email address' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
  });

  it("says a throttled answer's own message in the toast", async () => {
    const { actor, effects } = start(() => {
      throw httpError(429, messages.security.tooMuchFeedback);
    });
    actor.send({ type: 'feedback.reasonChanged', reason: 'privacy' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(effects.notices.map(noticeToast)).toEqual([
      {
        kind: 'error',
        title: messages.feedback.failedTitle,
        description: messages.security.tooMuchFeedback,
        id: 'feedback',
      },
    ]);
  });
});
