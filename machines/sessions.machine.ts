/**
 * "Signed-in sessions" on the account page (issue 14; DECISIONS.md "Sessions"): every browser and
 * extension signed in, the current one marked; end one, or every other. The current one cannot be
 * ended here (Logout does that).
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { SignedInSession } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { isUnauthorized } from './sessionEnded.ts';

export interface SessionsContext {
  sessions: SignedInSession[];
  /** The session being ended. */
  ending: string | null;
}

export type SessionsUserEvent =
  | { type: 'session.endRequested'; id: string }
  | { type: 'sessions.endOthersRequested' }
  | { type: 'sessions.retried' }
  /** From the account page: the list changed elsewhere (a password change ended the others). */
  | { type: 'sessions.reload' };

export type SessionsEvent =
  | SessionsUserEvent
  | ActorEvents<'loadSessions', SignedInSession[]>
  | ActorEvents<'endSession', unknown>
  | ActorEvents<'endOtherSessions', number>;

const text = messages.settings;

const sessionsSetup = setup({
  types: { context: {} as SessionsContext, events: {} as SessionsEvent },
  actors: {
    loadSessions: notProvided<SignedInSession[]>('loadSessions'),
    endSession: notProvided<unknown, { id: string }>('endSession'),
    /** Answers how many sessions ended. */
    endOtherSessions: notProvided<number>('endOtherSessions'),
  },
  actions: {
    toast: effects.toast,
    sessionExpired: effects.sessionExpired,
    setSessions: assign({
      sessions: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadSessions');
        return event.output;
      },
    }),
    setEnding: assign({
      ending: ({ event }) => {
        assertEvent(event, 'session.endRequested');
        return event.id;
      },
    }),
    clearEnding: assign({ ending: null }),
  },
  guards: {
    isUnauthorized,
    /** Only another session of the list can be ended here. */
    isOtherSession: ({ context, event }) => {
      assertEvent(event, 'session.endRequested');
      return context.sessions.some((session) => session.id === event.id && !session.current);
    },
    hasOthers: ({ context }) => context.sessions.some((session) => !session.current),
  },
});

const sessionsCore = sessionsSetup.extend({
  actions: {
    toastEnded: sessionsSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'success', title: text.sessionEnded } });
    }),
    toastOthersEnded: sessionsSetup.enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.endOtherSessions');
      enqueue({ type: 'toast', params: { kind: 'success', title: text.othersEnded(event.output) } });
    }),
    toastEndFailed: sessionsSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'error', title: text.sessionEndFailed } });
    }),
  },
});

const unauthorized = { guard: 'isUnauthorized', target: '#sessions.signedOut', actions: 'sessionExpired' } as const;

export const sessionsMachine = sessionsCore.createMachine({
  id: 'sessions',
  initial: 'loading',
  context: { sessions: [], ending: null },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'ready', actions: 'setSessions' },
        onError: [unauthorized, { target: 'error' }],
      },
    },
    ready: {
      on: {
        'session.endRequested': { guard: 'isOtherSession', target: 'ending', actions: 'setEnding' },
        'sessions.endOthersRequested': { guard: 'hasOthers', target: 'endingOthers' },
        'sessions.reload': { target: 'loading' },
      },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ id: context.ending ?? '' }),
        onDone: { target: 'loading', actions: ['clearEnding', 'toastEnded'] },
        // A 404: it ended meanwhile (it expired, or signed out); the list catches up either way.
        onError: [unauthorized, { target: 'loading', actions: ['clearEnding', 'toastEndFailed'] }],
      },
    },
    endingOthers: {
      tags: ['busy'],
      invoke: {
        id: 'endOtherSessions',
        src: 'endOtherSessions',
        onDone: { target: 'loading', actions: 'toastOthersEnded' },
        onError: [unauthorized, { target: 'loading', actions: 'toastEndFailed' }],
      },
    },
    error: {
      tags: ['error'],
      on: { 'sessions.retried': { target: 'loading' }, 'sessions.reload': { target: 'loading' } },
    },
    signedOut: { type: 'final' },
  },
});

export type SessionsSnapshot = SnapshotFrom<typeof sessionsMachine>;

export const selectSessions = (s: SessionsSnapshot) => s.context.sessions;
/** The spinner shows only before the first list: a reload keeps the list on screen. */
export const selectIsFirstLoad = (s: SessionsSnapshot) => s.hasTag('loading') && s.context.sessions.length === 0;
export const selectSessionsFailed = (s: SessionsSnapshot) => s.hasTag('error');
export const selectEndingId = (s: SessionsSnapshot) => s.context.ending;
export const selectCanEnd = (s: SessionsSnapshot, id: string) => s.can({ type: 'session.endRequested', id });
export const selectCanEndOthers = (s: SessionsSnapshot) => s.can({ type: 'sessions.endOthersRequested' });
