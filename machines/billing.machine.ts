/**
 * The dashboard's Billing section (issue 13): the account's invoices from the server's own records
 * (date, amount, period, status, receipt link when Stripe has one). A child of the dashboard; views
 * render its snapshot and send `billing.retried` only. The dashboard tells it `billing.changed` when a
 * switch, resume or cancel went through: switching to annual bills at once, so the list is read again,
 * quietly (the rows stay until the new ones arrive; a failed re-read keeps them).
 * Issue 27.4: the invoices the dashboard's first data carried are its input, shown without a call.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { Invoice } from './apiTypes.ts';
import { notProvided } from './effects.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface BillingContext {
  invoices: Invoice[];
  /** The dashboard handed the invoices over at start (no call of its own then). */
  given: boolean;
}

/** `invoices`: the list the dashboard's first data carried (absent: the section reads it itself). */
export interface BillingInput {
  invoices?: Invoice[] | null;
}

export type BillingUserEvent = { type: 'billing.retried' };

export type BillingEvent = BillingUserEvent | { type: 'billing.changed' } | ActorEvents<'loadInvoices', Invoice[]>;

export const billingMachine = setup({
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` keeps the input optional (xstate drops `undefined` when it infers it), so the billing section can start alone
  types: { context: {} as BillingContext, events: {} as BillingEvent, input: {} as BillingInput | void },
  actors: { loadInvoices: notProvided<Invoice[]>('loadInvoices') },
  actions: {
    setInvoices: assign({
      invoices: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadInvoices');
        return event.output;
      },
    }),
  },
  guards: {
    isSessionEnded,
    /** The invoices came with the dashboard's first data. */
    wasGiven: ({ context }) => context.given,
  },
}).createMachine({
  id: 'billing',
  initial: 'starting',
  context: ({ input }) => ({ invoices: input?.invoices ?? [], given: Array.isArray(input?.invoices) }),
  states: {
    /** The invoices came with the dashboard's first data: shown at once; else read now. */
    starting: {
      always: [{ guard: 'wasGiven', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadInvoices',
        src: 'loadInvoices',
        onDone: { target: 'ready', actions: 'setInvoices' },
        onError: [{ guard: 'isSessionEnded', target: 'signedOut' }, { target: 'failed' }],
      },
    },
    ready: { on: { 'billing.changed': { target: 'refreshing' } } },
    /** The shown invoices stay while the list is read again. */
    refreshing: {
      on: { 'billing.changed': { target: 'refreshing', reenter: true } },
      invoke: {
        id: 'loadInvoices',
        src: 'loadInvoices',
        onDone: { target: 'ready', actions: 'setInvoices' },
        onError: [{ guard: 'isSessionEnded', target: 'signedOut' }, { target: 'ready' }],
      },
    },
    /** 'Failed to load invoices' with Try again. */
    failed: {
      tags: ['error'],
      on: { 'billing.retried': { target: 'loading' }, 'billing.changed': { target: 'loading' } },
    },
    /** The session ended (the composition root signed the person out): nothing more to show. */
    signedOut: { type: 'final' },
  },
});

export type BillingSnapshot = SnapshotFrom<typeof billingMachine>;

export const selectInvoices = (s: BillingSnapshot) => s.context.invoices;
export const selectIsLoading = (s: BillingSnapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: BillingSnapshot) => s.hasTag('error');
