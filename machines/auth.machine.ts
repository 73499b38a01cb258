/**
 * Sign-in state of the site (SPEC.md 4 "Auth state", 8 "Auth"): session check on start, e-mail
 * sign-in and sign-up, logout, logout everywhere, expiry. A Google sign-in is a child machine of its
 * own (googleSignIn.machine.ts, decision 234): this machine starts it and keeps the session it ends in.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { safeRedirect } from '#domain/redirect.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { AuthUser, LoginRequest, LoginResult, SessionCheck } from './apiTypes.ts';
import { fieldMessage, hasStatus, isHttpError, retryAfter, serverMessage } from './httpError.ts';
import { effects, notProvided, readStorage, type StoredValues } from './effects.ts';
import { type GoogleOutcome, type GoogleSignInInput, googleSignInMachine } from './googleSignIn.machine.ts';
import { isEmailShape, isPasswordTooLong, isPasswordTooShort } from './validation.ts';

/** What the login actor sends: the contract's body, with "Remember me" always said. */
export type LoginInput = Required<LoginRequest>;
export interface RegisterInput {
  email: string;
  password: string;
}

/** Which logout is owed to the server: the current session, or every session of the person. */
export type PendingLogout = 'one' | 'all';

/** The form field an inline error is about: the view shows it next to that field, marked invalid. */
export type AuthField = 'email' | 'password';

export interface AuthContext {
  user: AuthUser | null;
  /** Inline error of the auth form (validation or failed request). */
  formError: string | null;
  /** The field `formError` is about (shown next to it), or null for the form as a whole. */
  errorField: AuthField | null;
  /** Where to go after e-mail sign-in; null means /dashboard. */
  redirectTo: string | null;
  /**
   * Where a signed-out visitor of a protected page goes: the sign-in page with `?redirect=` when the
   * session ended under a flow that wants the person back (the plan dialog), else null (home).
   */
  signInPath: string | null;
  /**
   * The person signed out here on purpose (Logout, Sign out of all devices): protected pages send
   * them home, as SPEC.md 2 says. Otherwise a signed-out visitor of a protected page goes to the
   * sign-in page and back (decision 176).
   */
  leftOnPurpose: boolean;
  /** The address of the last sign-in attempt; a 403 email_not_verified offers to resend its link (issue 18.15). */
  attemptedEmail: string | null;
  /** The last sign-in was refused as unverified: the form offers "Resend e-mail". */
  unverified: boolean;
  /** The address a sign-up was sent for: the "check your e-mail" notice names it (issue 18.15). */
  registeredEmail: string | null;
  /**
   * The sign-in dialog is open. It closes when the person closes it or the machine's word is success
   * (signed in, sign-up accepted); it only opens while signed out (issue 11: no view state synced by effects).
   */
  dialogOpen: boolean;
  /**
   * A logout the server never heard (offline, 5xx): which one to send again before any session is
   * restored (decision 173). Stored under STORAGE_KEYS.pendingLogout so a reload still knows.
   */
  pendingLogout: PendingLogout | null;
}

export type AuthUserEvent =
  | { type: 'auth.login'; email: string; password: string; remember: boolean; redirectTo?: string }
  | { type: 'auth.register'; email: string; password: string }
  | { type: 'auth.formReset' }
  | { type: 'auth.dialogOpened' }
  | { type: 'auth.dialogClosed' }
  | { type: 'auth.registeredNoticeDismissed' }
  | { type: 'auth.verificationResendRequested' }
  | { type: 'auth.logout' }
  | { type: 'auth.logoutAll' }
  | { type: 'auth.logoutAllConfirmed' }
  | { type: 'auth.logoutAllCancelled' }
  | { type: 'auth.google.started'; currentPath: string }
  | { type: 'auth.google.returned'; status: string | null; state: string | null }
  | { type: 'auth.sessionExpired'; returnTo?: string }
  | { type: 'auth.accountDeleted' }
  | { type: 'auth.sessionRefreshRequested' };

export type AuthEvent =
  | AuthUserEvent
  | ActorEvents<'checkSession', SessionCheck>
  | ActorEvents<'login', LoginResult>
  | ActorEvents<'register', unknown>
  | ActorEvents<'resendVerification', unknown>
  | ActorEvents<'logout', unknown>
  | ActorEvents<'logoutAll', unknown>
  | ActorEvents<'googleSignIn', GoogleOutcome>
  | ActorEvents<'readStorage', StoredValues>;

const actors = {
  checkSession: notProvided<SessionCheck>('checkSession'),
  login: notProvided<LoginResult, LoginInput>('login'),
  register: notProvided<unknown, RegisterInput>('register'),
  resendVerification: notProvided<unknown, { email: string }>('resendVerification'),
  logout: notProvided<unknown>('logout'),
  logoutAll: notProvided<unknown>('logoutAll'),
  googleSignIn: googleSignInMachine,
  readStorage,
};

/** The sign-in page that returns to `returnTo` once signed in. */
export function signInPathFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

function isPendingLogout(value: string | null | undefined): value is PendingLogout {
  return value === 'one' || value === 'all';
}

function loginInput({ event }: { event: AuthEvent }): LoginInput {
  assertEvent(event, 'auth.login');
  return { email: event.email.trim(), password: event.password, remember: event.remember };
}
function registerInput({ event }: { event: AuthEvent }): RegisterInput {
  assertEvent(event, 'auth.register');
  return { email: event.email.trim(), password: event.password };
}
function googleInput({ event }: { event: AuthEvent }): GoogleSignInInput {
  assertEvent(event, ['auth.google.started', 'auth.google.returned']);
  if (event.type === 'auth.google.started') return { kind: 'start', currentPath: event.currentPath };
  return { kind: 'return', status: event.status, state: event.state };
}
/** The session a check, a sign-in or a Google sign-in answered with. */
function sessionOf(event: AuthEvent): Pick<SessionCheck, 'user' | 'token'> {
  assertEvent(event, ['xstate.done.actor.checkSession', 'xstate.done.actor.login', 'xstate.done.actor.googleSignIn']);
  if (event.type !== 'xstate.done.actor.googleSignIn') return event.output;
  return event.output.outcome === 'signedIn' ? event.output.session : {};
}
/** 429: the server's message and how long to wait (Retry-After), so the person knows the right password will work later. */
function throttledText(error: unknown): string {
  const text = serverMessage(error) ?? messages.auth.tooManyAttempts;
  const seconds = retryAfter(error);
  return seconds === undefined ? text : `${text} ${messages.auth.tryAgainIn(seconds)}`;
}

/** A logout that did not reach the server (no answer, or a 5xx): the session may still be valid there. */
function logoutUnheard(event: AuthEvent): boolean {
  assertEvent(event, ['xstate.error.actor.logout', 'xstate.error.actor.logoutAll']);
  return !isHttpError(event.error) || event.error.status >= 500;
}

function loginFailureText(event: AuthEvent): string {
  assertEvent(event, 'xstate.error.actor.login');
  if (hasStatus(event.error, 429)) return throttledText(event.error);
  const notVerified = hasStatus(event.error, 403) ? serverMessage(event.error) : undefined;
  return notVerified ?? messages.auth.invalidEmailOrPassword;
}
/** The field a refused sign-up names in its field errors (422 validation_error), if any. */
function refusedField(error: unknown): AuthField | null {
  if (!isHttpError(error)) return null;
  const paths = (error.fieldErrors ?? []).map((entry) => entry.path);
  if (paths.includes('password')) return 'password';
  return paths.includes('email') ? 'email' : null;
}
/** What a refused sign-up says: the server's reason (weak password, 429 with the wait), else the spec's text. */
function registrationFailureText(error: unknown): string {
  if (hasStatus(error, 429)) return throttledText(error);
  const field = refusedField(error);
  return (field ? fieldMessage(error, field) : fieldMessage(error, 'password')) ?? messages.auth.registrationFailed;
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
      user: ({ event }) => sessionOf(event).user ?? null,
      signInPath: null,
      leftOnPurpose: false,
    }),
    /** An ended session sends to the sign-in page and back where the person was (decision 176). */
    rememberSignInPath: assign({
      signInPath: ({ event }) => {
        assertEvent(event, 'auth.sessionExpired');
        return signInPathFor(safeRedirect(event.returnTo ?? null) ?? '/dashboard');
      },
    }),
    markLeftOnPurpose: assign({ leftOnPurpose: true }),
    // Named, so the enqueued actions below never build an assign() while another actor's custom action runs.
    forgetUser: assign({ user: null, signInPath: null }),
    setPendingLogout: assign((_, params: { pending: PendingLogout | null }) => ({ pendingLogout: params.pending })),
    rememberRegisteredEmail: assign({
      registeredEmail: ({ event }) => {
        assertEvent(event, 'auth.register');
        return event.email.trim();
      },
    }),
    setLoginFailed: assign({
      // 403 email_not_verified and 429 tell the user what to do; every other failure stays generic (SPEC.md 8).
      formError: ({ event }) => loginFailureText(event),
    }),
    setRegistrationFailed: assign({ formError: messages.auth.registrationFailed, errorField: null }),
    setRegistrationRefused: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.register');
      return { formError: registrationFailureText(event.error), errorField: refusedField(event.error) };
    }),
    setFormError: assign((_, params: { message: string; field: AuthField | null }) => ({
      formError: params.message,
      errorField: params.field,
    })),
    /** 'Please fill in all fields', next to the first empty one. */
    setMissingFieldError: assign(({ event }) => ({
      formError: messages.auth.fillAllFields,
      errorField: credentials(event).email === '' ? ('email' as const) : ('password' as const),
    })),
    clearFormError: assign({ formError: null, errorField: null }),
    openDialog: assign({ dialogOpen: true }),
    closeDialog: assign({ dialogOpen: false }),
    rememberRedirect: assign({
      // Only a path on this site: the address a sign-in navigates to is checked here (issue 25.3).
      redirectTo: ({ event }) => {
        assertEvent(event, 'auth.login');
        return safeRedirect(event.redirectTo ?? null);
      },
      attemptedEmail: ({ event }) => {
        assertEvent(event, 'auth.login');
        return event.email.trim();
      },
      unverified: false,
    }),
    rememberUnverified: assign({
      unverified: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.login');
        return hasStatus(event.error, 403);
      },
    }),
    forgetUnverified: assign({ unverified: false }),
    rememberStoredPendingLogout: assign({
      pendingLogout: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.readStorage');
        const stored = event.output[STORAGE_KEYS.pendingLogout];
        return isPendingLogout(stored) ? stored : null;
      },
    }),
  },
  guards: {
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
    isMissingCredentials: ({ event }) => {
      const { email, password } = credentials(event);
      return email === '' || password === '';
    },
    isInvalidEmail: ({ event }) => !isEmailShape(credentials(event).email),
    isPasswordTooShort: ({ event }) => isPasswordTooShort(credentials(event).password),
    isPasswordTooLong: ({ event }) => isPasswordTooLong(credentials(event).password),
    /** The server said why it refused the sign-up (a field's message, or 429 with how long to wait). */
    isRegistrationExplained: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.register');
      return hasStatus(event.error, 429) || fieldMessage(event.error, 'password') !== undefined;
    },
    canResendVerification: ({ context }) => context.unverified && context.attemptedEmail !== null,
    isGoogleSignedIn: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.googleSignIn');
      return event.output.outcome === 'signedIn';
    },
    /** The return was not ours: the session from before still decides, checked again. */
    isGoogleRefused: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.googleSignIn');
      return event.output.outcome === 'refused';
    },
  },
});

/** Named notices (machines/notices.ts): the composition root words them (issue 25.3). */
const notice = {
  sessionEnded: { type: 'notify', params: { kind: 'error', name: 'sessionEnded' } },
  resendFailed: { type: 'notify', params: { kind: 'error', name: 'verificationResendFailed' } },
  signedIn: { type: 'notify', params: { kind: 'success', name: 'signedIn' } },
  signInFailed: { type: 'notify', params: { kind: 'error', name: 'signInFailed' } },
  signedUp: { type: 'notify', params: { kind: 'success', name: 'signedUp' } },
  signUpFailed: { type: 'notify', params: { kind: 'error', name: 'signUpFailed' } },
  verificationResent: {
    type: 'notify',
    params: ({ context }: { context: AuthContext }) =>
      ({ kind: 'success', name: 'verificationResent', email: context.attemptedEmail ?? '' }) as const,
  },
} as const;

const formEvents = {
  'auth.login': [
    { guard: 'isMissingCredentials', target: 'form', actions: 'setMissingFieldError' },
    {
      guard: 'isInvalidEmail',
      target: 'form',
      actions: { type: 'setFormError', params: { message: messages.auth.invalidEmail, field: 'email' } },
    },
    { target: 'signingIn', actions: ['clearFormError', 'rememberRedirect'] },
  ],
  'auth.register': [
    { guard: 'isMissingCredentials', target: 'form', actions: 'setMissingFieldError' },
    {
      guard: 'isInvalidEmail',
      target: 'form',
      actions: { type: 'setFormError', params: { message: messages.auth.invalidEmail, field: 'email' } },
    },
    // The server's 8-128 rule, checked before sending (issue 12): the message sits under the password.
    {
      guard: 'isPasswordTooShort',
      target: 'form',
      actions: { type: 'setFormError', params: { message: messages.account.passwordTooShort, field: 'password' } },
    },
    {
      guard: 'isPasswordTooLong',
      target: 'form',
      actions: { type: 'setFormError', params: { message: messages.account.passwordTooLong, field: 'password' } },
    },
    { target: 'registering', actions: ['clearFormError', 'rememberRegisteredEmail'] },
  ],
  'auth.google.started': { target: 'signingInWithGoogle', actions: 'clearFormError' },
  'auth.formReset': { target: 'form', actions: ['clearFormError', 'forgetUnverified'] },
} as const;

/**
 * The session check on start (after storage said no logout is owed). With a stored token that no
 * longer works, the session ended elsewhere: the person is told (issue 18.14).
 */
function checkSessionOnStart(tokenStored: boolean) {
  const signedOutActions = tokenStored ? (['clearSession', notice.sessionEnded] as const) : (['clearSession'] as const);
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

export const authMachine = authSetup
  .extend({
    actions: {
      storeSessionToken: authSetup.enqueueActions(({ event, enqueue }) => {
        const token = sessionOf(event).token;
        if (token) enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.token, value: token } });
      }),
      clearSession: authSetup.enqueueActions(({ enqueue }) => {
        enqueue('forgetUser');
        enqueue({ type: 'removeValue', params: { key: STORAGE_KEYS.token } });
      }),
      /** The server did not hear the logout: owe it, in storage, until it does (decision 173). */
      owePendingLogout: authSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, ['xstate.error.actor.logout', 'xstate.error.actor.logoutAll']);
        const pending: PendingLogout = event.type === 'xstate.error.actor.logoutAll' ? 'all' : 'one';
        enqueue({ type: 'setPendingLogout', params: { pending } });
        enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.pendingLogout, value: pending } });
      }),
      /** The owed logout reached the server, or a new sign-in replaced the session it was about. */
      settlePendingLogout: authSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'setPendingLogout', params: { pending: null } });
        enqueue({ type: 'removeValue', params: { key: STORAGE_KEYS.pendingLogout } });
      }),
      /**
       * A sign-in replaced the cookie of the session whose logout is owed: nothing here can restore that
       * session any more. A logout of every device stays owed (the next start sends it).
       */
      forgetReplacedLogout: authSetup.enqueueActions(({ context, enqueue }) => {
        if (context.pendingLogout !== 'one') return;
        enqueue({ type: 'setPendingLogout', params: { pending: null } });
        enqueue({ type: 'removeValue', params: { key: STORAGE_KEYS.pendingLogout } });
      }),
      /** Signed out on purpose: protected pages send home, and this tab's unsaved drafts go. */
      leaveOnPurpose: authSetup.enqueueActions(({ enqueue }) => {
        enqueue('markLeftOnPurpose');
        enqueue('forgetDrafts');
      }),
      navigateHome: authSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'navigate', params: { to: '/', replace: true } });
      }),
      /** Home, or the visible sign-in page when the flow that ended wants the person back (issue 12). */
      navigateAfterExpiry: authSetup.enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'navigate', params: { to: context.signInPath ?? '/', replace: true } });
      }),
      navigateAfterSignIn: authSetup.enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'navigate', params: { to: context.redirectTo ?? '/dashboard', replace: true } });
      }),
    },
  })
  .createMachine({
    id: 'auth',
    initial: 'loading',
    context: {
      user: null,
      formError: null,
      errorField: null,
      redirectTo: null,
      signInPath: null,
      leftOnPurpose: false,
      registeredEmail: null,
      attemptedEmail: null,
      unverified: false,
      dialogOpen: false,
      pendingLogout: null,
    },
    on: {
      'auth.sessionExpired': {
        target: '.signedOut',
        actions: ['clearSession', 'rememberSignInPath', notice.sessionEnded, 'navigateAfterExpiry'],
      },
      'auth.google.returned': { target: '.completingGoogle' },
      // The account is gone, and this session with it: a sign-out on purpose, home, no "session ended".
      'auth.accountDeleted': { target: '.signedOut', actions: ['clearSession', 'leaveOnPurpose', 'navigateHome'] },
    },
    states: {
      loading: {
        tags: ['loading'],
        initial: 'readingToken',
        states: {
          readingToken: {
            invoke: {
              id: 'readStorage',
              src: 'readStorage',
              input: { keys: [STORAGE_KEYS.token, STORAGE_KEYS.pendingLogout] },
              onDone: [
                // A logout the server never heard comes first: the session it ended must not come back.
                {
                  guard: 'hasPendingLogout',
                  target: '#auth.endingPendingLogout',
                  actions: 'rememberStoredPendingLogout',
                },
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
      signedOut: {
        initial: 'form',
        on: {
          'auth.dialogOpened': { actions: 'openDialog' },
          // Closing leaves a sign-in in flight running; its error, if any, is for the next opening.
          'auth.dialogClosed': { actions: ['closeDialog', 'clearFormError'] },
        },
        states: {
          form: {
            on: {
              ...formEvents,
              // Signing in unverified: a new link on request (issue 18.15).
              'auth.verificationResendRequested': { guard: 'canResendVerification', target: 'resendingVerification' },
            },
          },
          /** Sign-up accepted: the dialog closes; the visitor is still signed out. */
          /**
           * Sign-up accepted: the dialog closed (SPEC.md 2) and the page keeps saying "check your e-mail"
           * for the address until the person signs in, starts again or dismisses it (issue 18.15).
           */
          registered: {
            entry: 'closeDialog',
            on: { ...formEvents, 'auth.registeredNoticeDismissed': { target: 'form' } },
          },
          signingIn: {
            tags: ['busy'],
            invoke: {
              id: 'login',
              src: 'login',
              input: loginInput,
              onDone: {
                target: '#auth.signedIn',
                actions: [
                  'setSessionUser',
                  'storeSessionToken',
                  'forgetReplacedLogout',
                  notice.signedIn,
                  'navigateAfterSignIn',
                ],
              },
              onError: { target: 'form', actions: ['setLoginFailed', 'rememberUnverified', notice.signInFailed] },
            },
          },
          resendingVerification: {
            tags: ['busy'],
            invoke: {
              id: 'resendVerification',
              src: 'resendVerification',
              input: ({ context }) => ({ email: context.attemptedEmail ?? '' }),
              onDone: { target: 'form', actions: ['forgetUnverified', notice.verificationResent] },
              onError: { target: 'form', actions: ['logError', notice.resendFailed] },
            },
          },
          registering: {
            tags: ['busy'],
            invoke: {
              id: 'register',
              src: 'register',
              input: registerInput,
              onDone: { target: 'registered', actions: notice.signedUp },
              onError: [
                // The server's own reason replaces 'Registration failed' / 'Sign up failed'.
                { guard: 'isRegistrationExplained', target: 'form', actions: ['logError', 'setRegistrationRefused'] },
                { target: 'form', actions: ['logError', 'setRegistrationFailed', notice.signUpFailed] },
              ],
            },
          },
          /** A Google sign-in starts; when it cannot, the form is usable again (the child said why). */
          signingInWithGoogle: {
            tags: ['busy'],
            invoke: { id: 'googleSignIn', src: 'googleSignIn', input: googleInput, onDone: { target: 'form' } },
          },
        },
      },
      signedIn: {
        entry: 'closeDialog',
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
          signingOut: {
            tags: ['busy'],
            invoke: {
              id: 'logout',
              src: 'logout',
              onDone: { target: '#auth.signedOut', actions: ['clearSession', 'leaveOnPurpose', 'navigateHome'] },
              onError: [
                {
                  guard: 'isLogoutUnheard',
                  target: '#auth.signedOut',
                  actions: ['logError', 'owePendingLogout', 'clearSession', 'leaveOnPurpose', 'navigateHome'],
                },
                { target: '#auth.signedOut', actions: ['logError', 'clearSession', 'leaveOnPurpose', 'navigateHome'] },
              ],
            },
          },
          signingOutEverywhere: {
            tags: ['busy'],
            invoke: {
              id: 'logoutAll',
              src: 'logoutAll',
              onDone: { target: '#auth.signedOut', actions: ['clearSession', 'leaveOnPurpose', 'navigateHome'] },
              onError: [
                {
                  guard: 'isLogoutUnheard',
                  target: '#auth.signedOut',
                  actions: ['logError', 'owePendingLogout', 'clearSession', 'leaveOnPurpose', 'navigateHome'],
                },
                { target: '#auth.signedOut', actions: ['logError', 'clearSession', 'leaveOnPurpose', 'navigateHome'] },
              ],
            },
          },
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
          choosing: {
            always: [{ guard: 'isPendingLogoutAll', target: 'everywhere' }, { target: 'here' }],
          },
          here: {
            invoke: {
              id: 'logout',
              src: 'logout',
              onDone: { target: '#auth.signedOut', actions: ['settlePendingLogout', 'clearSession'] },
              onError: [
                { guard: 'isLogoutUnheard', target: '#auth.signedOut', actions: ['logError', 'clearSession'] },
                // 401: the server had already ended it.
                { target: '#auth.signedOut', actions: ['logError', 'settlePendingLogout', 'clearSession'] },
              ],
            },
          },
          everywhere: {
            invoke: {
              id: 'logoutAll',
              src: 'logoutAll',
              onDone: { target: '#auth.signedOut', actions: ['settlePendingLogout', 'clearSession'] },
              onError: [
                { guard: 'isLogoutUnheard', target: '#auth.signedOut', actions: ['logError', 'clearSession'] },
                { target: '#auth.signedOut', actions: ['logError', 'settlePendingLogout', 'clearSession'] },
              ],
            },
          },
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
            { guard: 'isGoogleSignedIn', target: 'signedIn', actions: ['setSessionUser', 'storeSessionToken'] },
            // Failed Google sign-in: whatever session existed before still decides who is signed in.
            { guard: 'isGoogleRefused', target: 'loading' },
            { target: 'signedOut', actions: 'clearSession' },
          ],
        },
      },
    },
  });

type SessionActors = NonNullable<Parameters<typeof authMachine.provide>[0]['actors']>;
type GoogleActors = NonNullable<Parameters<typeof googleSignInMachine.provide>[0]['actors']>;
type SessionActions = NonNullable<Parameters<typeof authMachine.provide>[0]['actions']>;
type GoogleActions = NonNullable<Parameters<typeof googleSignInMachine.provide>[0]['actions']>;

/**
 * The session machine with its children, all on one set of API actors and effects (the composition
 * root's, or a test's): a child takes what it uses of them.
 */
export function provideAuth(implementations: {
  actors: Omit<SessionActors, 'googleSignIn'> & GoogleActors;
  /** The effects (machines/effects.ts) as the app runs them. */
  actions: SessionActions & GoogleActions;
}) {
  const { actors, actions } = implementations;
  const googleSignIn = googleSignInMachine.provide({ actors, actions });
  return authMachine.provide({ actors: { ...actors, googleSignIn }, actions });
}

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectUser = (s: AuthSnapshot) => s.context.user;
/** Session check (start or Google return) still running: show a spinner, decide nothing yet. */
export const selectIsLoading = (s: AuthSnapshot) => s.hasTag('loading');
export const selectIsSignedIn = (s: AuthSnapshot) => s.matches('signedIn');
/** Signed in, or a stored token is being checked: a protected page opens (and loads) meanwhile. */
export const selectMayOpenProtectedPage = (s: AuthSnapshot) => s.matches('signedIn') || s.hasTag('resuming');
/**
 * Where a protected page at `here` sends a signed-out visitor: the sign-in page an ended session or a
 * flow asked for; home after signing out on purpose (SPEC.md 2); else the sign-in page, back to `here`
 * (SPEC.md 2's /login row, decision 176).
 */
export const selectSignedOutPath = (s: AuthSnapshot, here: string) =>
  s.context.signInPath ?? (s.context.leftOnPurpose ? '/' : signInPathFor(here));
/** "Sign out of all devices" asked: the view shows its confirmation. */
export const selectIsConfirmingLogoutAll = (s: AuthSnapshot) => s.matches({ signedIn: 'confirmingLogoutAll' });
/** A request runs: disable the form and the user menu actions. */
export const selectIsBusy = (s: AuthSnapshot) => s.hasTag('busy');
export const selectFormError = (s: AuthSnapshot) => s.context.formError;
/** The field the inline error belongs to (shown next to it, aria-invalid), or null for the form as a whole. */
export const selectErrorField = (s: AuthSnapshot) => s.context.errorField;
/** Sign-up accepted: close the dialog. */
export const selectIsRegistered = (s: AuthSnapshot) => s.matches({ signedOut: 'registered' });
/** The sign-in dialog shows (only ever while signed out). */
export const selectIsAuthDialogOpen = (s: AuthSnapshot) => s.context.dialogOpen && s.matches('signedOut');
/** The address to name in the persistent "check your e-mail" notice after sign-up, or null (issue 18.15). */
export const selectCheckEmailAddress = (s: AuthSnapshot) =>
  s.matches({ signedOut: 'registered' }) ? s.context.registeredEmail : null;
/** A sign-in was refused as unverified: offer "Resend e-mail" (issue 18.15). */
export const selectCanResendVerification = (s: AuthSnapshot) => s.can({ type: 'auth.verificationResendRequested' });
export const selectCanSubmit = (s: AuthSnapshot) =>
  s.can({ type: 'auth.login', email: 'a@b.co', password: 'x', remember: false });
