/**
 * One change to the subscription, started alone as the dashboard starts it (issue 25.2): the call it
 * makes, the notice it raises, and the outcome it ends with for the dashboard.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { CancelResult, SubscriptionChange } from '#machines/apiTypes.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import {
  failureNotice,
  type SubscriptionRequest,
  subscriptionChangeMachine,
} from '#machines/subscriptionChange.machine.ts';
import { noticeToast } from '#src/app/notices.ts';
import { cancelResult, httpError, networkError, resumed, switchedToAnnual } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

type Answer<T> = () => T;

function start(request: SubscriptionRequest, fail?: unknown, returnTo?: string) {
  const effects = effectsRecorder();
  const answer =
    <T>(value: T): Answer<T> =>
    () => {
      if (fail !== undefined) throw fail;
      return value;
    };
  const cancel = fakeActor<CancelResult>(answer(cancelResult));
  const change = fakeActor<SubscriptionChange, { interval: 'month' | 'year' }>(answer(switchedToAnnual));
  const resume = fakeActor<SubscriptionChange>(answer(resumed));
  const portal = fakeActor<{ url: string }, { returnTo: string }>(answer({ url: 'https://billing.example/portal' }));
  const machine = subscriptionChangeMachine.provide({
    actors: {
      cancelSubscription: cancel.logic,
      switchSubscription: change.logic,
      resumeSubscription: resume.logic,
      openBillingPortal: portal.logic,
    },
    actions: {
      notify: (_, notice) => effects.toasts.push(noticeToast(notice)),
      redirectToUrl: effects.actions.redirectToUrl,
    },
  });
  const actor = createActor(machine, { input: { request, ...(returnTo ? { returnTo } : {}) } }).start();
  return { actor, effects, calls: { cancel, change, resume, portal } };
}

describe('a subscription change', () => {
  it('cancels: the toast, and the subscription the server answered', async () => {
    const { actor, effects, calls } = start({ type: 'subscription.cancelRequested' });
    expect(actor.getSnapshot().hasTag('cancelling')).toBe(true);
    expect(await toPromise(actor)).toEqual({ outcome: 'changed', subscription: cancelResult.subscription });
    expect(calls.cancel.calls).toHaveLength(1);
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.plans.cancelled }]);
  });

  it('switches to the interval asked for, in the server’s own words', async () => {
    const { actor, effects, calls } = start({ type: 'subscription.switchRequested', interval: 'year' });
    expect(await toPromise(actor)).toEqual({ outcome: 'changed', subscription: switchedToAnnual.subscription });
    expect(calls.change.calls).toEqual([{ interval: 'year' }]);
    expect(effects.toasts).toEqual([{ kind: 'success', title: switchedToAnnual.message }]);
  });

  it('resumes, in the server’s own words', async () => {
    const { actor, effects } = start({ type: 'subscription.resumeRequested' });
    expect(await toPromise(actor)).toEqual({ outcome: 'changed', subscription: resumed.subscription });
    expect(effects.toasts).toEqual([{ kind: 'success', title: resumed.message }]);
  });

  it('leaves for the billing portal and stays busy while the browser goes', async () => {
    const { actor, effects } = start({ type: 'billing.portalRequested' });
    await settle();
    expect(effects.redirects).toEqual(['https://billing.example/portal']);
    expect(actor.getSnapshot().hasTag('openingPortal')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('asks for the portal that returns where the person is (issue 28.2), else to the dashboard', async () => {
    const here = start({ type: 'billing.portalRequested' }, undefined, '/dashboard?tab=prompt');
    const plain = start({ type: 'billing.portalRequested' });
    await settle();
    expect(here.calls.portal.calls).toEqual([{ returnTo: '/dashboard?tab=prompt' }]);
    expect(plain.calls.portal.calls).toEqual([{ returnTo: '/dashboard' }]);
  });

  it('ends with the failure for the dashboard to show, saying nothing itself', async () => {
    const refused = httpError(409, 'You have no active subscription to cancel.');
    const { actor, effects } = start({ type: 'subscription.cancelRequested' }, refused);
    expect(await toPromise(actor)).toEqual({ outcome: 'failed', change: 'cancel', error: refused });
    expect(effects.toasts).toEqual([]);
  });

  it('ends quietly when the call met an ended session', async () => {
    const { actor, effects } = start({ type: 'billing.portalRequested' }, sessionEnded());
    expect(await toPromise(actor)).toEqual({ outcome: 'sessionEnded' });
    expect(effects.toasts).toEqual([]);
    expect(effects.redirects).toEqual([]);
  });

  it.each([
    ['cancel', httpError(500), messages.plans.cancelFailed],
    ['switch', httpError(500), messages.plans.changeFailed],
    [
      'resume',
      httpError(409, 'There is no cancelled subscription to resume.'),
      'There is no cancelled subscription to resume.',
    ],
    ['portal', httpError(503), messages.plans.portalFailed],
    ['portal', networkError, messages.connection.notReached],
    ['portal', new Error('unexpected'), messages.plans.unexpectedRetry],
  ] as const)('words a failed %s as its toast: %s', (change, error, title) => {
    expect(noticeToast(failureNotice(change, error))).toEqual({ kind: 'error', title });
  });
});
