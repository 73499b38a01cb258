/**
 * The session of the site (SPEC.md 4 "Auth state"): the check on start, refresh, expiry, logout and
 * logout everywhere, and the logouts owed to a server that never heard them. Signing in is done by its
 * children (decision 234): the sign-in dialog's form (signInForm.machine.ts) while nobody is signed in,
 * and a Google sign-in (googleSignIn.machine.ts); this machine keeps the session they end in.
 */
import { assertEvent, assign, not, type SnapshotFrom, sendTo, setup, stateIn } from 'xstate';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { safeRedirect, signInPathFor } from '#domain/redirect.ts';
import type { SessionCheck } from './apiTypes.ts';
import {
  type AuthContext,
  type AuthEvent,
  type AuthInput,
  googleInput,
  isPendingLogout,
  logoutUnheard,
  type PendingLogout,
  sessionOf,
} from './authTypes.ts';
import { effects, notProvided, readStorage } from './effects.ts';
import { type GoogleOutcome, googleSignInMachine } from './googleSignIn.machine.ts';
import { type SignedIn, signInFormMachine } from './signInForm.machine.ts';

const actors = {
  checkSession: notProvided<SessionCheck>('checkSession'),
  logout: notProvided<unknown>('logout'),
  logoutAll: notProvided<unknown>('logoutAll'),
  googleSignIn: googleSignInMachine,
  signInForm: signInFormMachine,
  readStorage,
};

const types = { context: {} as AuthContext, events: {} as AuthEvent, input: {} as AuthInput };

/** Typed builders for the parts of the actions below; the machine's actions are all listed in `authSetup`. */
const build = setup({ types, actions: effects });

// Assignments built once, here: an action run because another actor's action sent an event (a 401
// elsewhere ends the session) must not build an assign() while that action runs.
const forgetUser = build.assign({ user: null, signInPath: null });
const markLeftOnPurpose = build.assign({ leftOnPurpose: true, returningEmail: null });
/** Writes the pending logout to the context and to storage together (decision 173). */
function owe(pending: PendingLogout | null) {
  const remember = build.assign({ pendingLogout: pending });
  return build.enqueueActions(({ enqueue }) => {
    enqueue(remember);
    if (pending) enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.pendingLogout, value: pending } });
    else enqueue({ type: 'removeValue', params: { key: STORAGE_KEYS.pendingLogout } });
  });
}
const oweLogout = { one: owe('one'), all: owe('all'), none: owe(null) };

const authSetup = setup({
  types,
  actors,
  actions: {
    ...effects,
    setSessionUser: assign({
      user: ({ event }) => sessionOf(event).user ?? null,
      signInPath: null,
      leftOnPurpose: false,
      returningEmail: null,
    }),
    storeSessionToken: build.enqueueActions(({ event, enqueue }) => {
      const token = sessionOf(event).token;
      if (token) enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.token, value: token } });
    }),
    clearSession: build.enqueueActions(({ enqueue }) => {
      enqueue(forgetUser);
      enqueue({ type: 'removeValue', params: { key: STORAGE_KEYS.token } });
    }),
    /** An ended session sends to the sign-in page and back where the person was (decision 176). */
    rememberSignInPath: assign({
      signInPath: ({ event }) => {
        assertEvent(event, 'auth.sessionExpired');
        return signInPathFor(safeRedirect(event.returnTo ?? null) ?? '/dashboard');
      },
    }),
    /** The form fills in the address of the session that ended (decision 287): kept before clearSession. */
    keepReturningEmail: assign({ returningEmail: ({ context }) => context.user?.email ?? context.returningEmail }),
    /** Signed out on purpose: protected pages send home, and this tab's unsaved drafts go. */
    leaveOnPurpose: build.enqueueActions(({ enqueue }) => {
      enqueue(markLeftOnPurpose);
      enqueue('forgetDrafts');
      // Every other tab of this browser signs out at once (decision 287).
      enqueue('announceSignOut');
    }),
    /** The verification link's session is the form's to check (decision 286). */
    forwardSessionStarted: sendTo('signInForm', { type: 'auth.sessionStarted' }),
    /** Signed out in another tab: as on purpose here (protected pages send home), drafts kept (decision 287). */
    markSignedOutElsewhere: markLeftOnPurpose,
    rememberOwedLogout: assign({
      pendingLogout: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.readStorage');
        const stored = event.output[STORAGE_KEYS.pendingLogout];
        return isPendingLogout(stored) ? stored : null;
      },
    }),
    /** The server did not hear the logout: owe it, in storage, until it does (decision 173). */
    owePendingLogout: build.enqueueActions(({ event, enqueue }) => {
      enqueue(event.type === 'xstate.error.actor.logoutAll' ? oweLogout.all : oweLogout.one);
    }),
    /** The owed logout reached the server. */
    settlePendingLogout: oweLogout.none,
    /**
     * A sign-in replaced the cookie of the session whose logout is owed: nothing here can restore that
     * session any more. A logout of every device stays owed (the next start sends it).
     */
    forgetReplacedLogout: build.enqueueActions(({ context, enqueue }) => {
      if (context.pendingLogout === 'one') enqueue(oweLogout.none);
    }),
  },
  guards: {
    serverSawSession: ({ context }) => context.serverSawSession,
    /** Any state but signed out: there is a session (or one being checked) for a 401 to end. */
    hasSessionToEnd: not(stateIn('#auth.signedOut')),
    hasPendingLogout: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.readStorage');
      return isPendingLogout(event.output[STORAGE_KEYS.pendingLogout]);
    },
    isPendingLogoutAll: ({ context }) => context.pendingLogout === 'all',
    isLogoutUnheard: ({ event }) => logoutUnheard(event),
    hasStoredToken: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.readStorage');
      return !!event.output[STORAGE_KEYS.token];
    },
    isAuthenticated: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkSession');
      return event.output.authenticated && event.output.user !== undefined;
    },
    /** How the Google sign-in ended (its output). */
    googleEndedIn: ({ event }, params: { outcome: GoogleOutcome['outcome'] }) => {
      assertEvent(event, 'xstate.done.actor.googleSignIn');
      return event.output.outcome === params.outcome;
    },
  },
});

type SignInDone = { event: { output: SignedIn } };

/** Named notices (machines/notices.ts) and navigations, with what they say. */
const act = {
  sessionEnded: { type: 'notify', params: { kind: 'error', name: 'sessionEnded' } },
  signedIn: { type: 'notify', params: { kind: 'success', name: 'signedIn' } },
  navigateHome: { type: 'navigate', params: { to: '/', replace: true } },
  /** Home, or the visible sign-in page when the flow that ended wants the person back (issue 12). */
  navigateAfterExpiry: {
    type: 'navigate',
    params: ({ context }: { context: AuthContext }) => ({ to: context.signInPath ?? '/', replace: true }),
  },
  /** Where the form's sign-in asked to go (checked there), else the dashboard. */
  navigateAfterSignIn: {
    type: 'navigate',
    params: ({ event }: SignInDone) => ({ to: event.output.redirectTo ?? '/dashboard', replace: true }),
  },
} as const;

/**
 * The session check on start (after storage said no logout is owed). With a stored token that no
 * longer works, the session ended elsewhere: the person is told (issue 18.14).
 */
function checkSessionOnStart(tokenStored: boolean) {
  const signedOutActions = tokenStored ? (['clearSession', act.sessionEnded] as const) : (['clearSession'] as const);
  return {
    id: 'checkSession',
    src: 'checkSession',
    onDone: [
      { guard: 'isAuthenticated', target: '#auth.signedIn', actions: ['setSessionUser', 'storeSessionToken'] },
      { target: '#auth.signedOut', actions: signedOutActions },
    ],
    onError: { target: '#auth.signedOut', actions: ['logError', 'clearSession'] },
  } as const;
}

/** Accepted while signed in and settled or refreshing: a refresh never blocks signing out. */
const signedInEvents = {
  'auth.logout': { target: 'signingOut' },
  // Every device, this one included: it asks first (issue 18.16).
  'auth.logoutAll': { target: 'confirmingLogoutAll' },
  // The account page confirms who is there with a fresh Google sign-in (decision 139).
  'auth.google.started': { target: 'reauthenticatingWithGoogle' },
} as const;

/** A logout ended this session: heard or not, the person chose to leave (an unheard one is owed). */
function logoutEnded(id: 'logout' | 'logoutAll') {
  const left = ['clearSession', 'leaveOnPurpose', act.navigateHome] as const;
  return {
    id,
    src: id,
    onDone: { target: '#auth.signedOut', actions: left },
    onError: [
      { guard: 'isLogoutUnheard', target: '#auth.signedOut', actions: ['logError', 'owePendingLogout', ...left] },
      { target: '#auth.signedOut', actions: ['logError', ...left] },
    ],
  } as const;
}

/** The owed logout sent again on start (decision 173): until the server hears it, it stays owed. */
function owedLogoutSent(id: 'logout' | 'logoutAll') {
  return {
    id,
    src: id,
    onDone: { target: '#auth.signedOut', actions: ['settlePendingLogout', 'clearSession'] },
    onError: [
      { guard: 'isLogoutUnheard', target: '#auth.signedOut', actions: ['logError', 'clearSession'] },
      // 401: the server had already ended it.
      { target: '#auth.signedOut', actions: ['logError', 'settlePendingLogout', 'clearSession'] },
    ],
  } as const;
}

export const authMachine = authSetup.createMachine({
  id: 'auth',
  initial: 'loading',
  context: ({ input }) => ({
    user: null,
    signInPath: null,
    leftOnPurpose: false,
    pendingLogout: null,
    returningEmail: null,
    serverSawSession: input.serverSawSession ?? false,
  }),
  on: {
    // A 401 ends the session there is; one that comes after it ended (a page's call that outlived the
    // check on start, a logout) ends nothing: no second "session ended", no second move.
    'auth.sessionExpired': {
      guard: 'hasSessionToEnd',
      target: '.signedOut',
      actions: ['keepReturningEmail', 'clearSession', 'rememberSignInPath', act.sessionEnded, act.navigateAfterExpiry],
    },
    'auth.google.returned': { target: '.completingGoogle' },
    // The account is gone, and this session with it: a sign-out on purpose, home, no "session ended".
    'auth.accountDeleted': { target: '.signedOut', actions: ['clearSession', 'leaveOnPurpose', act.navigateHome] },
  },
  states: {
    loading: {
      tags: ['loading'],
      // The page the server drew stands while its session is checked (decision 295) and shows Logout:
      // pressed then, it signs out, not nothing.
      on: {
        'auth.logout': { guard: 'serverSawSession', target: '#auth.signedIn.signingOut' },
        'auth.logoutAll': { guard: 'serverSawSession', target: '#auth.signedIn.confirmingLogoutAll' },
      },
      initial: 'readingToken',
      states: {
        readingToken: {
          invoke: {
            id: 'readStorage',
            src: 'readStorage',
            input: { keys: [STORAGE_KEYS.token, STORAGE_KEYS.pendingLogout] },
            onDone: [
              // A logout the server never heard comes first: the session it ended must not come back.
              { guard: 'hasPendingLogout', target: '#auth.endingPendingLogout', actions: 'rememberOwedLogout' },
              { guard: 'hasStoredToken', target: 'resuming' },
              { target: 'checking' },
            ],
            onError: { target: 'checking' },
          },
        },
        /** No token stored (a session cookie may still answer): protected pages wait for the check. */
        checking: { invoke: checkSessionOnStart(false) },
        /**
         * A token is stored: a protected page may open and start its own calls beside the check
         * (issue 15, one round). A failed check still signs out, and leaving the page drops them.
         */
        resuming: { tags: ['resuming'], invoke: checkSessionOnStart(true) },
      },
    },
    /** Nobody is signed in: the sign-in dialog's form runs, and ends this state when it signs in. */
    signedOut: {
      // The verification link's session is the form's to check and sign in with (decision 286).
      on: { 'auth.sessionStarted': { actions: 'forwardSessionStarted' } },
      invoke: {
        id: 'signInForm',
        src: 'signInForm',
        onDone: {
          target: 'signedIn',
          actions: [
            'setSessionUser',
            'storeSessionToken',
            'forgetReplacedLogout',
            act.signedIn,
            act.navigateAfterSignIn,
          ],
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'auth.google.started': { target: 'signingInWithGoogle' } } },
        /** A Google sign-in starts; when it cannot, the form is usable again (the child said why). */
        signingInWithGoogle: {
          tags: ['busy'],
          invoke: { id: 'googleSignIn', src: 'googleSignIn', input: googleInput, onDone: { target: 'idle' } },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      // Signed out in another tab (decision 287): a sign-out here too, this tab's drafts kept.
      on: {
        'auth.signedOutElsewhere': {
          target: 'signedOut',
          actions: ['clearSession', 'markSignedOutElsewhere', act.navigateHome],
        },
      },
      states: {
        idle: {
          on: { ...signedInEvents, 'auth.sessionRefreshRequested': { target: 'refreshing' } },
        },
        /**
         * The account changed on the server (e.g. a payment made the user Premium): re-check the session
         * so `user.is_premium` is current. The user stays signed in (no `loading` tag, no spinner).
         */
        refreshing: {
          on: {
            ...signedInEvents,
            // A newer request restarts the check, so the answer reflects the latest change.
            'auth.sessionRefreshRequested': { target: 'refreshing', reenter: true },
          },
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              { guard: 'isAuthenticated', target: 'idle', actions: ['setSessionUser', 'storeSessionToken'] },
              // The server no longer knows the session: signed out, as after the check on start.
              { target: '#auth.signedOut', actions: 'clearSession' },
            ],
            // A network hiccup is no reason to sign out: keep the user as it was.
            onError: { target: 'idle', actions: 'logError' },
          },
        },
        /** On the way to Google to confirm who is there; back on /oauth/return, a new session. */
        reauthenticatingWithGoogle: {
          tags: ['busy'],
          invoke: { id: 'googleSignIn', src: 'googleSignIn', input: googleInput, onDone: { target: 'idle' } },
        },
        /** "Sign out of all devices?": every session ends, this one too; the person confirms. */
        confirmingLogoutAll: {
          on: {
            'auth.logout': { target: 'signingOut' },
            'auth.logoutAllConfirmed': { target: 'signingOutEverywhere' },
            'auth.logoutAllCancelled': { target: 'idle' },
          },
        },
        signingOut: { tags: ['busy'], invoke: logoutEnded('logout') },
        signingOutEverywhere: { tags: ['busy'], invoke: logoutEnded('logoutAll') },
      },
    },
    /**
     * A logout the server never heard (decision 173): sent again before any session is restored. Until
     * it is heard the site stays signed out, whatever the browser's cookie says.
     */
    endingPendingLogout: {
      tags: ['loading'],
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isPendingLogoutAll', target: 'everywhere' }, { target: 'here' }] },
        here: { invoke: owedLogoutSent('logout') },
        everywhere: { invoke: owedLogoutSent('logoutAll') },
      },
    },
    /** Back from Google: the child compares the returned state with the stored one and checks the session. */
    completingGoogle: {
      tags: ['loading'],
      invoke: {
        id: 'googleSignIn',
        src: 'googleSignIn',
        input: googleInput,
        onDone: [
          {
            guard: { type: 'googleEndedIn', params: { outcome: 'signedIn' } },
            target: 'signedIn',
            actions: ['setSessionUser', 'storeSessionToken'],
          },
          // Not our sign-in: whatever session existed before still decides who is signed in, checked again.
          { guard: { type: 'googleEndedIn', params: { outcome: 'refused' } }, target: 'loading' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
