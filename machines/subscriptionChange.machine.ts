/**
 * One change to the subscription, run for the dashboard (issue 25.2): a cancel, a switch of billing
 * interval (monthly -> annual at once, annual -> monthly at the period end, or the undo of a scheduled
 * switch), a resume of a cancelled subscription, or the billing portal where the card is updated (issue
 * 13; any Premium subscriber's card and a failed invoice's Pay now, issue 28.2), which returns to
 * `returnTo` (the dashboard's address as it is: its tab and view).
 *
 * The dashboard decides which requests its account allows and starts this machine with one; the
 * machine runs the call and says so (the success notices), then ends with what happened: the
 * subscription the server answered, which the dashboard shows at once and re-reads in the background;
 * a failure, which the dashboard shows where the person looks (the open plan dialog's alert, else a
 * toast); or an ended session (the composition root has signed the person out, decision 254). It runs
 * beside the plan dialog, not inside it, so closing the dialog cannot drop its result (issue 12.11).
 * The portal's address ends nothing: the browser leaves for it, and the button keeps its busy look.
 */
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { CancelResult, Subscription, SubscriptionChange } from './apiTypes.ts';
import type { BillingInterval } from '#domain/constants.ts';
import { effects, notProvided } from './effects.ts';
import { isHttpError, isUnanswered, serverMessage } from './httpError.ts';
import type { Notice, NoticeName } from './notices.ts';
import type { PlanDialogRequest } from './planDialog.machine.ts';
import { isSessionEnded } from './sessionEnded.ts';

/** What the dashboard hears and hands on: the plan dialog's requests, and the failed renewal's banner. */
export type SubscriptionRequest = PlanDialogRequest | { type: 'billing.portalRequested' };

export type ChangeKind = 'cancel' | 'switch' | 'resume' | 'portal';

export interface SubscriptionChangeInput {
  request: SubscriptionRequest;
  /** Where the billing portal returns (a path on this site; the server checks it again). */
  returnTo?: string;
}

/** How the change ended (the machine's output). */
export type ChangeOutcome =
  | { outcome: 'changed'; subscription: Subscription }
  | { outcome: 'failed'; change: ChangeKind; error: unknown }
  | { outcome: 'sessionEnded' };

type SubscriptionChangeEvent =
  | ActorEvents<'cancelSubscription', CancelResult>
  | ActorEvents<'switchSubscription', SubscriptionChange>
  | ActorEvents<'resumeSubscription', SubscriptionChange>
  | ActorEvents<'openBillingPortal', { url: string }>;

const KINDS: Record<SubscriptionRequest['type'], ChangeKind> = {
  'subscription.cancelRequested': 'cancel',
  'subscription.switchRequested': 'switch',
  'subscription.resumeRequested': 'resume',
  'billing.portalRequested': 'portal',
};

export function changeKind(request: SubscriptionRequest): ChangeKind {
  return KINDS[request.type];
}

const FAILED: Record<ChangeKind, NoticeName> = {
  cancel: 'subscriptionCancelFailed',
  switch: 'subscriptionChangeFailed',
  resume: 'subscriptionChangeFailed',
  portal: 'billingPortalFailed',
};

/** A failed change as a toast: the server's reason when it gave one; a call no answer came to says the connection. */
export function failureNotice(change: ChangeKind, error: unknown): Notice {
  if (isUnanswered(error)) return { kind: 'error', name: 'unreachable' };
  if (!isHttpError(error)) return { kind: 'error', name: 'unexpectedFailure' };
  const said = serverMessage(error);
  return { kind: 'error', name: FAILED[change], ...(said === undefined ? {} : { said }) };
}

/** A call's failure: an ended session stops quietly, any other is kept for the dashboard to show. */
const failures = [
  { guard: 'isSessionEnded', target: 'signedOut', actions: 'keepSessionEnded' },
  { target: 'failed', actions: 'keepFailure' },
] as const;

export const subscriptionChangeMachine = setup({
  types: {
    /** `outcome` is set on the way to a final state. */
    context: {} as { request: SubscriptionRequest; returnTo: string; outcome: ChangeOutcome | null },
    events: {} as SubscriptionChangeEvent,
    input: {} as SubscriptionChangeInput,
    output: {} as ChangeOutcome,
    children: {} as {
      cancelSubscription: 'cancelSubscription';
      switchSubscription: 'switchSubscription';
      resumeSubscription: 'resumeSubscription';
      openBillingPortal: 'openBillingPortal';
    },
  },
  actors: {
    cancelSubscription: notProvided<CancelResult>('cancelSubscription'),
    switchSubscription: notProvided<SubscriptionChange, { interval: BillingInterval }>('switchSubscription'),
    resumeSubscription: notProvided<SubscriptionChange>('resumeSubscription'),
    openBillingPortal: notProvided<{ url: string }, { returnTo: string }>('openBillingPortal'),
  },
  actions: {
    notify: effects.notify,
    redirectToUrl: effects.redirectToUrl,
    /** The subscription the server answered (cancel, switch, resume); the switch and resume say the server's own words. */
    keepChange: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, [
        'xstate.done.actor.cancelSubscription',
        'xstate.done.actor.switchSubscription',
        'xstate.done.actor.resumeSubscription',
      ]);
      enqueue.assign({ outcome: { outcome: 'changed', subscription: event.output.subscription } });
      // SPEC.md 8: the cancel's own toast; a switch or resume says what the server says ('Your subscription is back on...').
      const notice: Notice =
        event.type === 'xstate.done.actor.cancelSubscription'
          ? { kind: 'success', name: 'subscriptionCancelled' }
          : { kind: 'success', name: 'subscriptionChanged', said: event.output.message };
      enqueue({ type: 'notify', params: notice });
    }),
    keepFailure: assign({
      outcome: ({ context, event }) => {
        assertEvent(event, [
          'xstate.error.actor.cancelSubscription',
          'xstate.error.actor.switchSubscription',
          'xstate.error.actor.resumeSubscription',
          'xstate.error.actor.openBillingPortal',
        ]);
        return { outcome: 'failed', change: changeKind(context.request), error: event.error } as const;
      },
    }),
    keepSessionEnded: assign({ outcome: { outcome: 'sessionEnded' } }),
    goToPortal: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'xstate.done.actor.openBillingPortal');
      enqueue({ type: 'redirectToUrl', params: { url: event.output.url } });
    }),
  },
  guards: {
    isSessionEnded,
    isCancel: ({ context }) => changeKind(context.request) === 'cancel',
    isSwitch: ({ context }) => changeKind(context.request) === 'switch',
    isResume: ({ context }) => changeKind(context.request) === 'resume',
  },
}).createMachine({
  id: 'subscriptionChange',
  context: ({ input }) => ({ request: input.request, returnTo: input.returnTo ?? '/dashboard', outcome: null }),
  initial: 'deciding',
  // Every way into a final state keeps its outcome first.
  output: ({ context }) => context.outcome as ChangeOutcome,
  states: {
    deciding: {
      always: [
        { guard: 'isCancel', target: 'cancelling' },
        { guard: 'isSwitch', target: 'switching' },
        { guard: 'isResume', target: 'resuming' },
        { target: 'openingPortal' },
      ],
    },
    cancelling: {
      tags: ['cancelling'],
      invoke: {
        id: 'cancelSubscription',
        src: 'cancelSubscription',
        onDone: { target: 'changed', actions: 'keepChange' },
        onError: failures,
      },
    },
    switching: {
      invoke: {
        id: 'switchSubscription',
        src: 'switchSubscription',
        input: ({ context }) => {
          const { request } = context;
          if (request.type !== 'subscription.switchRequested') throw new Error('a switch without its interval');
          return { interval: request.interval };
        },
        onDone: { target: 'changed', actions: 'keepChange' },
        onError: failures,
      },
    },
    resuming: {
      invoke: {
        id: 'resumeSubscription',
        src: 'resumeSubscription',
        onDone: { target: 'changed', actions: 'keepChange' },
        onError: failures,
      },
    },
    /** The billing portal's address is asked for; the browser then leaves for it. */
    openingPortal: {
      tags: ['openingPortal'],
      invoke: {
        id: 'openBillingPortal',
        src: 'openBillingPortal',
        input: ({ context }) => ({ returnTo: context.returnTo }),
        onDone: { target: 'leaving', actions: 'goToPortal' },
        onError: failures,
      },
    },
    /** The browser is leaving for the billing portal. */
    leaving: { tags: ['openingPortal'] },
    changed: { type: 'final' },
    failed: { type: 'final' },
    /** The call met an ended session: the composition root has signed out (decision 254). */
    signedOut: { type: 'final' },
  },
});
