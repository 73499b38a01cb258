import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../../domain/messages.ts';
import type { FeedbackPayload } from '../../machines/apiTypes.ts';
import {
  feedbackMachine,
  selectForm,
  selectShowsComments,
  selectShowsThankYou,
} from '../../machines/feedback.machine.ts';
import { httpError } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

function start(answer: () => unknown = () => ({ success: true }), uid: string | null = 'install-42') {
  const effects = effectsRecorder();
  const submit = fakeActor<unknown, FeedbackPayload>(answer);
  const machine = feedbackMachine.provide({ actors: { submitFeedback: submit.logic }, actions: { toast: effects.actions.toast } });
  const actor = createActor(machine, { input: { uid } }).start();
  return { actor, effects, submit };
}

describe('feedback form', () => {
  it('requires a reason: toast, no request', async () => {
    const { actor, effects, submit } = start();
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(submit.calls).toEqual([]);
    expect(effects.toasts).toEqual([
      { kind: 'error', title: messages.feedback.reasonRequiredTitle, description: messages.feedback.reasonRequired },
    ]);
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
    });
  });

  it('toasts the failure and keeps what the user typed', async () => {
    const { actor, effects } = start(() => {
      throw httpError(500);
    });
    actor.send({ type: 'feedback.reasonChanged', reason: 'too-complex' });
    actor.send({ type: 'feedback.submitted' });
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.feedback.failedTitle, description: messages.feedback.failed }]);
    expect(selectForm(actor.getSnapshot()).reason).toBe('too-complex');
    expect(actor.getSnapshot().matches('form')).toBe(true);
  });
});
