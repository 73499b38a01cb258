/**
 * Sign-in state of the site (SPEC.md 4 "Auth state", 8 "Auth"): session check on start, e-mail
 * sign-in and sign-up, Google sign-in (start and return), logout, logout everywhere, expiry.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { STORAGE_KEYS } from '../domain/constants.ts';
import { messages } from '../domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { AuthUser, LoginResult, SessionCheck } from './apiTypes.ts';
import { hasStatus, serverMessage } from './httpError.ts';
import { effects, notProvided, readStorage, type StoredValues } from './effects.ts';
import { isEmailShape } from './validation.ts';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}
export interface RegisterInput {
  email: string;
  password: string;
}
export interface GoogleUrl {
  url?: string | null;
}

export interface AuthContext {
  user: AuthUser | null;
  /** Inline error of the auth form (validation or failed request). */
  formError: string | null;
  /** Where to go after e-mail sign-in; null means /dashboard. */
  redirectTo: string | null;
  /** Path stored before a Google sign-in started (oauth_redirect). */
  oauthRedirect: string | null;
  /** What /oauth/return reported, kept while the stored state is read. */
  googleReturn: { status: string | null; state: string | null } | null;
}

export type AuthUserEvent =
  | { type: 'auth.login'; email: string; password: string; remember: boolean; redirectTo?: string }
  | { type: 'auth.register'; email: string; password: string }
  | { type: 'auth.formReset' }
  | { type: 'auth.logout' }
  | { type: 'auth.logoutAll' }
  | { type: 'auth.google.started'; currentPath: string }
  | { type: 'auth.google.returned'; status: string | null; state: string | null }
  | { type: 'auth.sessionExpired' }
  | { type: 'auth.sessionRefreshRequested' };

export type AuthEvent =
  | AuthUserEvent
  | ActorEvents<'checkSession', SessionCheck>
  | ActorEvents<'login', LoginResult>
  | ActorEvents<'register', unknown>
  | ActorEvents<'logout', unknown>
  | ActorEvents<'logoutAll', unknown>
  | ActorEvents<'generateOAuthState', string>
  | ActorEvents<'requestGoogleUrl', GoogleUrl>
  | ActorEvents<'readStorage', StoredValues>;

const actors = {
  checkSession: notProvided<SessionCheck>('checkSession'),
  login: notProvided<LoginResult, LoginInput>('login'),
  register: notProvided<unknown, RegisterInput>('register'),
  logout: notProvided<unknown>('logout'),
  logoutAll: notProvided<unknown>('logoutAll'),
  generateOAuthState: notProvided<string>('generateOAuthState'),
  requestGoogleUrl: notProvided<GoogleUrl, { state: string }>('requestGoogleUrl'),
  readStorage,
};

const OAUTH_KEYS = [STORAGE_KEYS.oauthState, STORAGE_KEYS.oauthRedirect] as const;

function loginInput({ event }: { event: AuthEvent }): LoginInput {
  assertEvent(event, 'auth.login');
  return { email: event.email.trim(), password: event.password, remember: event.remember };
}
function registerInput({ event }: { event: AuthEvent }): RegisterInput {
  assertEvent(event, 'auth.register');
  return { email: event.email.trim(), password: event.password };
}
function googleUrlInput({ event }: { event: AuthEvent }): { state: string } {
  assertEvent(event, 'xstate.done.actor.generateOAuthState');
  return { state: event.output };
}
function loginFailureText(event: AuthEvent): string {
  assertEvent(event, 'xstate.error.actor.login');
  const notVerified = hasStatus(event.error, 403) ? serverMessage(event.error) : undefined;
  return notVerified ?? messages.auth.invalidEmailOrPassword;
}
function credentials(event: AuthEvent): { email: string; password: string } {
  assertEvent(event, ['auth.login', 'auth.register']);
  return { email: event.email.trim(), password: event.password };
}

const authSetup = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actors,
  actions: {
    ...effects,
    setSessionUser: assign({
      user: ({ event }) => {
        assertEvent(event, ['xstate.done.actor.checkSession', 'xstate.done.actor.login']);
        return event.output.user ?? null;
      },
    }),
    rememberGoogleReturn: assign({
      googleReturn: ({ event }) => {
        assertEvent(event, 'auth.google.returned');
        return { status: event.status, state: event.state };
      },
    }),
    setLoginFailed: assign({
      // 403 email_not_verified tells the user what to do; every other failure stays generic (SPEC.md 8).
      formError: ({ event }) => loginFailureText(event),
    }),
    setRegistrationFailed: assign({ formError: messages.auth.registrationFailed }),
    setFormError: assign({ formError: (_, params: { message: string }) => params.message }),
    clearFormError: assign({ formError: null }),
    rememberRedirect: assign({
      redirectTo: ({ event }) => {
        assertEvent(event, 'auth.login');
        return event.redirectTo ?? null;
      },
    }),
    rememberOAuthRedirect: assign({
      oauthRedirect: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.readStorage');
        return event.output[STORAGE_KEYS.oauthRedirect] ?? null;
      },
    }),
  },
  guards: {
    isAuthenticated: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkSession');
      return event.output.authenticated && event.output.user !== undefined;
    },
    isMissingCredentials: ({ event }) => {
      const { email, password } = credentials(event);
      return email === '' || password === '';
    },
    isInvalidEmail: ({ event }) => !isEmailShape(credentials(event).email),
    hasGoogleUrl: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.requestGoogleUrl');
      return typeof event.output.url === 'string' && event.output.url !== '';
    },
    isGoogleReturnValid: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.readStorage');
      const stored = event.output[STORAGE_KEYS.oauthState];
      return context.googleReturn?.status === 'success' && !!stored && stored === context.googleReturn.state;
    },
  },
});

const formEvents = {
  'auth.login': [
    { guard: 'isMissingCredentials', target: 'form', actions: { type: 'setFormError', params: { message: messages.auth.fillAllFields } } },
    { guard: 'isInvalidEmail', target: 'form', actions: { type: 'setFormError', params: { message: messages.auth.invalidEmail } } },
    { target: 'signingIn', actions: ['clearFormError', 'rememberRedirect'] },
  ],
  'auth.register': [
    { guard: 'isMissingCredentials', target: 'form', actions: { type: 'setFormError', params: { message: messages.auth.fillAllFields } } },
    { guard: 'isInvalidEmail', target: 'form', actions: { type: 'setFormError', params: { message: messages.auth.invalidEmail } } },
    { target: 'registering', actions: 'clearFormError' },
  ],
  'auth.google.started': { target: 'startingGoogle', actions: ['clearFormError', 'storeOAuthRedirect'] },
  'auth.formReset': { target: 'form', actions: 'clearFormError' },
} as const;

/** Accepted while signed in and settled or refreshing: a refresh never blocks signing out. */
const signedInEvents = {
  'auth.logout': { target: 'signingOut' },
  'auth.logoutAll': { target: 'signingOutEverywhere' },
} as const;

export const authMachine = authSetup
  .extend({
    actions: {
    storeSessionToken: authSetup.enqueueActions(({ event, enqueue }) => {
      assertEvent(event, ['xstate.done.actor.checkSession', 'xstate.done.actor.login']);
      const token = event.output.token;
      if (token) enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.token, value: token } });
    }),
    clearSession: authSetup.enqueueActions(({ enqueue }) => {
      enqueue.assign({ user: null });
      enqueue({ type: 'removeValue', params: { key: STORAGE_KEYS.token } });
    }),
    navigateHome: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'navigate', params: { to: '/', replace: true } });
    }),
    toastSignedIn: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'success', title: messages.auth.signedIn } });
    }),
    toastSignInFailed: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'error', title: messages.auth.signInFailed } });
    }),
    toastSignedUp: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'success', title: messages.auth.signedUp } });
    }),
    toastSignUpFailed: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'error', title: messages.auth.signUpFailed } });
    }),
    toastGoogleInitFailed: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'error', title: messages.auth.googleInitFailed } });
    }),
    logInvalidServerResponse: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'logError', params: { message: messages.auth.invalidServerResponse } });
    }),
    toastGoogleSignedIn: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'success', title: messages.auth.googleSignedIn } });
    }),
    toastGoogleFailed: authSetup.enqueueActions(({ enqueue }) => {
      enqueue({ type: 'toast', params: { kind: 'error', title: messages.auth.googleFailed } });
    }),
    navigateAfterSignIn: authSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'navigate', params: { to: context.redirectTo ?? '/dashboard', replace: true } });
    }),
    storeOAuthState: authSetup.enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.generateOAuthState');
      enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.oauthState, value: event.output } });
    }),
    storeOAuthRedirect: authSetup.enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'auth.google.started');
      enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.oauthRedirect, value: event.currentPath } });
    }),
    redirectToGoogle: authSetup.enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.requestGoogleUrl');
      const url = event.output.url;
      if (url) enqueue({ type: 'redirectToUrl', params: { url } });
    }),
    clearOAuthKeys: authSetup.enqueueActions(({ enqueue }) => {
      for (const key of OAUTH_KEYS) enqueue({ type: 'removeValue', params: { key } });
    }),
    navigateToOAuthRedirect: authSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'navigate', params: { to: context.oauthRedirect ?? '/', replace: true } });
    }),
    },
  })
  .createMachine({
    id: 'auth',
    initial: 'loading',
    context: { user: null, formError: null, redirectTo: null, oauthRedirect: null, googleReturn: null },
    on: {
      'auth.sessionExpired': { target: '.signedOut', actions: ['clearSession', 'navigateHome'] },
      'auth.google.returned': { target: '.completingGoogle', actions: 'rememberGoogleReturn' },
    },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'checkSession',
          src: 'checkSession',
          onDone: [
            { guard: 'isAuthenticated', target: 'signedIn', actions: ['setSessionUser', 'storeSessionToken'] },
            { target: 'signedOut', actions: 'clearSession' },
          ],
          onError: { target: 'signedOut', actions: ['logError', 'clearSession'] },
        },
      },
      signedOut: {
        initial: 'form',
        states: {
          form: { on: formEvents },
          /** Sign-up accepted: the dialog closes; the visitor is still signed out. */
          registered: { on: formEvents },
          signingIn: {
            tags: ['busy'],
            invoke: {
              id: 'login',
              src: 'login',
              input: loginInput,
              onDone: {
                target: '#auth.signedIn',
                actions: ['setSessionUser', 'storeSessionToken', 'toastSignedIn', 'navigateAfterSignIn'],
              },
              onError: { target: 'form', actions: ['setLoginFailed', 'toastSignInFailed'] },
            },
          },
          registering: {
            tags: ['busy'],
            invoke: {
              id: 'register',
              src: 'register',
              input: registerInput,
              onDone: { target: 'registered', actions: 'toastSignedUp' },
              onError: { target: 'form', actions: ['logError', 'setRegistrationFailed', 'toastSignUpFailed'] },
            },
          },
          startingGoogle: {
            tags: ['busy'],
            invoke: {
              id: 'generateOAuthState',
              src: 'generateOAuthState',
              onDone: { target: 'requestingGoogleUrl', actions: 'storeOAuthState' },
              onError: { target: 'form', actions: ['logError', 'toastGoogleInitFailed'] },
            },
          },
          requestingGoogleUrl: {
            tags: ['busy'],
            invoke: {
              id: 'requestGoogleUrl',
              src: 'requestGoogleUrl',
              input: googleUrlInput,
              onDone: [
                { guard: 'hasGoogleUrl', target: 'redirectingToGoogle', actions: 'redirectToGoogle' },
                { target: 'form', actions: ['logInvalidServerResponse', 'toastGoogleInitFailed'] },
              ],
              onError: { target: 'form', actions: ['logError', 'toastGoogleInitFailed'] },
            },
          },
          /** The browser is leaving for Google; nothing else may start. */
          redirectingToGoogle: { tags: ['busy'] },
        },
      },
      signedIn: {
        initial: 'idle',
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
          signingOut: {
            tags: ['busy'],
            invoke: {
              id: 'logout',
              src: 'logout',
              onDone: { target: '#auth.signedOut', actions: ['clearSession', 'navigateHome'] },
              onError: { target: '#auth.signedOut', actions: ['logError', 'clearSession', 'navigateHome'] },
            },
          },
          signingOutEverywhere: {
            tags: ['busy'],
            invoke: {
              id: 'logoutAll',
              src: 'logoutAll',
              onDone: { target: '#auth.signedOut', actions: ['clearSession', 'navigateHome'] },
              onError: { target: '#auth.signedOut', actions: ['logError', 'clearSession', 'navigateHome'] },
            },
          },
        },
      },
      /** Back from Google: compare the returned state with the stored one, then re-check the session. */
      completingGoogle: {
        tags: ['loading'],
        initial: 'readingOAuthState',
        states: {
          readingOAuthState: {
            invoke: {
              id: 'readStorage',
              src: 'readStorage',
              input: { keys: OAUTH_KEYS },
              onDone: [
                { guard: 'isGoogleReturnValid', target: 'checkingSession', actions: 'rememberOAuthRedirect' },
                // Failed Google sign-in: whatever session existed before still decides who is signed in.
                {
                  target: '#auth.loading',
                  actions: ['rememberOAuthRedirect', 'toastGoogleFailed', 'clearOAuthKeys', 'navigateToOAuthRedirect'],
                },
              ],
              onError: {
                target: '#auth.loading',
                actions: ['logError', 'toastGoogleFailed', 'clearOAuthKeys', 'navigateToOAuthRedirect'],
              },
            },
          },
          checkingSession: {
            invoke: {
              id: 'checkSession',
              src: 'checkSession',
              onDone: [
                {
                  guard: 'isAuthenticated',
                  target: '#auth.signedIn',
                  actions: ['setSessionUser', 'storeSessionToken', 'toastGoogleSignedIn', 'clearOAuthKeys', 'navigateToOAuthRedirect'],
                },
                { target: '#auth.signedOut', actions: ['clearSession', 'toastGoogleFailed', 'clearOAuthKeys', 'navigateToOAuthRedirect'] },
              ],
              onError: { target: '#auth.signedOut', actions: ['logError', 'clearSession', 'toastGoogleFailed', 'clearOAuthKeys', 'navigateToOAuthRedirect'] },
            },
          },
        },
      },
    },
  });

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectUser = (s: AuthSnapshot) => s.context.user;
/** Session check (start or Google return) still running: show a spinner, decide nothing yet. */
export const selectIsLoading = (s: AuthSnapshot) => s.hasTag('loading');
export const selectIsSignedIn = (s: AuthSnapshot) => s.matches('signedIn');
/** A request runs: disable the form and the user menu actions. */
export const selectIsBusy = (s: AuthSnapshot) => s.hasTag('busy');
export const selectFormError = (s: AuthSnapshot) => s.context.formError;
/** Sign-up accepted: close the dialog. */
export const selectIsRegistered = (s: AuthSnapshot) => s.matches({ signedOut: 'registered' });
export const selectCanSubmit = (s: AuthSnapshot) =>
  s.can({ type: 'auth.login', email: 'a@b.co', password: 'x', remember: false });
