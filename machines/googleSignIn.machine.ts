/**
 * One Google sign-in, a child of the session machine (auth.machine.ts, decision 234). Started from the
 * sign-in form, or from the account page to confirm who is there (a fresh Google session stands in for
 * the password, decision 139): it makes the OAuth state, asks the server for Google's address and
 * sends the browser there. Back on /oauth/return, a new one compares the returned state with the stored
 * one and checks the session. It says the outcome as its output; the session machine keeps the session.
 */
import { assertEvent, assign, setup } from 'xstate';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { safeRedirect } from '#domain/redirect.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { SessionCheck } from './apiTypes.ts';
import { effects, notProvided, readStorage, type StoredValues } from './effects.ts';
import { problem } from './problems.ts';

export interface GoogleUrl {
  url?: string | null;
}

export type GoogleSignInInput =
  | { kind: 'start'; currentPath: string }
  | { kind: 'return'; status: string | null; state: string | null };

/**
 * How it ended: `notStarted` (the browser stays, the form is usable again), `signedIn` with the
 * session, `refused` (the return was not ours: the session from before still decides) or `signedOut`.
 */
export type GoogleOutcome =
  | { outcome: 'notStarted' }
  | { outcome: 'signedIn'; session: SessionCheck }
  | { outcome: 'refused' }
  | { outcome: 'signedOut' };

export interface GoogleSignInContext {
  input: GoogleSignInInput;
  /** Where to go once back (oauth_redirect, checked: storage is the browser's, not ours to trust). */
  returnTo: string | null;
  session: SessionCheck | null;
}

type GoogleSignInEvent =
  | ActorEvents<'generateOAuthState', string>
  | ActorEvents<'requestGoogleUrl', GoogleUrl>
  | ActorEvents<'readStorage', StoredValues>
  | ActorEvents<'checkSession', SessionCheck>;

const OAUTH_KEYS = [STORAGE_KEYS.oauthState, STORAGE_KEYS.oauthRedirect] as const;

const notice = {
  startFailed: { type: 'notify', params: { kind: 'error', name: 'googleStartFailed' } },
  signedIn: { type: 'notify', params: { kind: 'success', name: 'googleSignedIn' } },
  failed: { type: 'notify', params: { kind: 'error', name: 'googleFailed' } },
} as const;

const googleSetup = setup({
  types: {
    context: {} as GoogleSignInContext,
    events: {} as GoogleSignInEvent,
    input: {} as GoogleSignInInput,
    output: {} as GoogleOutcome,
  },
  actors: {
    generateOAuthState: notProvided<string>('generateOAuthState'),
    requestGoogleUrl: notProvided<GoogleUrl, { state: string }>('requestGoogleUrl'),
    checkSession: notProvided<SessionCheck>('checkSession'),
    readStorage,
  },
  actions: {
    notify: effects.notify,
    logError: effects.logError,
    storeValue: effects.storeValue,
    removeValue: effects.removeValue,
    navigate: effects.navigate,
    redirectToUrl: effects.redirectToUrl,
    rememberReturnTo: assign({
      returnTo: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.readStorage');
        return safeRedirect(event.output[STORAGE_KEYS.oauthRedirect] ?? null);
      },
    }),
    rememberSession: assign({
      session: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.checkSession');
        return event.output;
      },
    }),
  },
  guards: {
    isReturn: ({ context }) => context.input.kind === 'return',
    hasGoogleUrl: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.requestGoogleUrl');
      return typeof event.output.url === 'string' && event.output.url !== '';
    },
    isReturnValid: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.readStorage');
      const stored = event.output[STORAGE_KEYS.oauthState];
      const { input } = context;
      return input.kind === 'return' && input.status === 'success' && !!stored && stored === input.state;
    },
    isAuthenticated: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkSession');
      return event.output.authenticated && event.output.user !== undefined;
    },
  },
});

type WithContext = { context: GoogleSignInContext };

/** The effects it asks for, with what they say: named here, run by the providers above. */
const act = {
  storeReturnAddress: {
    type: 'storeValue',
    params: ({ context }: WithContext) => ({
      key: STORAGE_KEYS.oauthRedirect,
      value: (context.input.kind === 'start' && safeRedirect(context.input.currentPath)) || '/',
    }),
  },
  storeOAuthState: {
    type: 'storeValue',
    params: ({ event }: { event: { output: string } }) => ({ key: STORAGE_KEYS.oauthState, value: event.output }),
  },
  redirectToGoogle: {
    type: 'redirectToUrl',
    // Only after hasGoogleUrl: the address is there.
    params: ({ event }: { event: { output: GoogleUrl } }) => ({ url: event.output.url ?? '' }),
  },
  logInvalidResponse: { type: 'logError', params: { problem: problem('invalidServerResponse') } },
  forgetOAuthState: { type: 'removeValue', params: { key: STORAGE_KEYS.oauthState } },
  forgetReturnAddress: { type: 'removeValue', params: { key: STORAGE_KEYS.oauthRedirect } },
  goBack: { type: 'navigate', params: ({ context }: WithContext) => ({ to: context.returnTo ?? '/', replace: true }) },
} as const;

/** Back from Google, whatever the outcome: the OAuth keys go and the person returns where they started. */
const backWhereStarted = [act.forgetOAuthState, act.forgetReturnAddress, act.goBack] as const;

export const googleSignInMachine = googleSetup.createMachine({
  id: 'googleSignIn',
  initial: 'choosing',
  context: ({ input }) => ({ input, returnTo: null, session: null }),
  // Each final state names its outcome; the machine's output is the one it ended in.
  output: ({ event }) => event.output as GoogleOutcome,
  states: {
    choosing: { always: [{ guard: 'isReturn', target: 'returning' }, { target: 'starting' }] },
    starting: {
      entry: act.storeReturnAddress,
      initial: 'makingState',
      states: {
        makingState: {
          invoke: {
            id: 'generateOAuthState',
            src: 'generateOAuthState',
            onDone: { target: 'requestingUrl', actions: act.storeOAuthState },
            onError: { target: '#googleSignIn.notStarted', actions: ['logError', notice.startFailed] },
          },
        },
        requestingUrl: {
          invoke: {
            id: 'requestGoogleUrl',
            src: 'requestGoogleUrl',
            input: ({ event }) => {
              assertEvent(event, 'xstate.done.actor.generateOAuthState');
              return { state: event.output };
            },
            onDone: [
              { guard: 'hasGoogleUrl', target: 'redirecting', actions: act.redirectToGoogle },
              { target: '#googleSignIn.notStarted', actions: [act.logInvalidResponse, notice.startFailed] },
            ],
            onError: { target: '#googleSignIn.notStarted', actions: ['logError', notice.startFailed] },
          },
        },
        /** The browser is leaving for Google; nothing else may start. */
        redirecting: {},
      },
    },
    /** Back from Google: compare the returned state with the stored one, then check the session. */
    returning: {
      initial: 'readingOAuthState',
      states: {
        readingOAuthState: {
          invoke: {
            id: 'readStorage',
            src: 'readStorage',
            input: { keys: OAUTH_KEYS },
            onDone: [
              { guard: 'isReturnValid', target: 'checkingSession', actions: 'rememberReturnTo' },
              // Not our sign-in: whatever session existed before still decides who is signed in.
              { target: '#googleSignIn.refused', actions: ['rememberReturnTo', notice.failed] },
            ],
            onError: { target: '#googleSignIn.refused', actions: ['logError', notice.failed] },
          },
        },
        checkingSession: {
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              { guard: 'isAuthenticated', target: '#googleSignIn.signedIn', actions: 'rememberSession' },
              { target: '#googleSignIn.signedOut', actions: notice.failed },
            ],
            onError: { target: '#googleSignIn.signedOut', actions: ['logError', notice.failed] },
          },
        },
      },
    },
    notStarted: { type: 'final', output: { outcome: 'notStarted' } },
    refused: { type: 'final', entry: backWhereStarted, output: { outcome: 'refused' } },
    signedIn: {
      type: 'final',
      entry: [notice.signedIn, ...backWhereStarted],
      output: ({ context }) => ({ outcome: 'signedIn', session: context.session ?? { authenticated: false } }),
    },
    signedOut: { type: 'final', entry: backWhereStarted, output: { outcome: 'signedOut' } },
  },
});
