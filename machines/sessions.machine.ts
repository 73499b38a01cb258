/**
 * "Signed-in sessions" on the account page (issue 14; DECISIONS.md "Sessions"): every browser and
 * extension signed in, the current one marked; end one, or every other. The current one cannot be
 * ended here (Logout does that).
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { SignedInSession } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { isSessionEnded } from './sessionEnded.ts';

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

const sessionsSetup = setup({
  types: { context: {} as SessionsContext, events: {} as SessionsEvent },
  actors: {
    loadSessions: notProvided<SignedInSession[]>('loadSessions'),
    endSession: notProvided<unknown, { id: string }>('endSession'),
    /** Answers how many sessions ended. */
    endOtherSessions: notProvided<number>('endOtherSessions'),
  },
  actions: {
    notify: effects.notify,
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
    isSessionEnded,
    /** Only another session of the list can be ended here. */
    isOtherSession: ({ context, event }) => {
      assertEvent(event, 'session.endRequested');
      return context.sessions.some((session) => session.id === event.id && !session.current);
    },
    hasOthers: ({ context }) => context.sessions.some((session) => !session.current),
  },
});

/** The call met an ended session: the composition root has signed the person out; this flow stops. */
const endedSession = { guard: 'isSessionEnded', target: '#sessions.signedOut' } as const;

const notifyEnded = { type: 'notify', params: { kind: 'success', name: 'sessionSignedOut' } } as const;
const notifyEndFailed = { type: 'notify', params: { kind: 'error', name: 'sessionSignOutFailed' } } as const;

export const sessionsMachine = sessionsSetup.createMachine({
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
        onError: [endedSession, { target: 'error' }],
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
        onDone: { target: 'loading', actions: ['clearEnding', notifyEnded] },
        // A 404: it ended meanwhile (it expired, or signed out); the list catches up either way.
        onError: [endedSession, { target: 'loading', actions: ['clearEnding', notifyEndFailed] }],
      },
    },
    endingOthers: {
      tags: ['busy'],
      invoke: {
        id: 'endOtherSessions',
        src: 'endOtherSessions',
        // "N other sessions signed out": the count the server answered.
        onDone: {
          target: 'loading',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'success', name: 'otherSessionsSignedOut', count: event.output }),
          },
        },
        onError: [endedSession, { target: 'loading', actions: notifyEndFailed }],
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
/** Nothing runs: the list shown is the one the server answered last (or its failure is shown). */
export const selectIsSettled = (s: SessionsSnapshot) => s.matches('ready') || s.matches('error');
export const selectCanEnd = (s: SessionsSnapshot, id: string) => s.can({ type: 'session.endRequested', id });
export const selectCanEndOthers = (s: SessionsSnapshot) => s.can({ type: 'sessions.endOthersRequested' });
