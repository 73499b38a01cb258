/**
 * The sign-in dialog and its form (e-mail sign-in and sign-up, SPEC.md 8 "Auth"), a child of the
 * session machine (auth.machine.ts, decision 234) that lives while nobody is signed in. It checks the
 * fields, calls sign-in, sign-up and the verification link's resend, and words nothing: its errors are
 * the catalogue's texts or the server's. A sign-in ends it with the session as its output; the session
 * machine keeps that session. "Sign in with Google" is the session machine's to start (sendParent).
 */
import { assertEvent, assign, type SnapshotFrom, sendParent, setup } from 'xstate';
import { safeRedirect } from '#domain/redirect.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { LoginRequest, LoginResult, SessionCheck } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { fieldMessage, hasStatus, isHttpError, retryAfter, serverMessage } from './httpError.ts';
import { type Problem, type ProblemReason, problem, saidProblem } from './problems.ts';
import { isEmailShape, isPasswordTooLong, isPasswordTooShort } from './validation.ts';

/** What the login actor sends: the contract's body, with "Remember me" always said. */
export type LoginInput = Required<LoginRequest>;
export interface RegisterInput {
  email: string;
  password: string;
}

/** The form field an inline error is about: the view shows it next to that field, marked invalid. */
export type AuthField = 'email' | 'password';

/** A sign-in the server accepted, and where the person goes now (null: /dashboard). */
export interface SignedIn {
  session: Pick<SessionCheck, 'user' | 'token'>;
  redirectTo: string | null;
}

export interface SignInFormContext {
  /** What is wrong with the form (validation or failed request), for the view to word. */
  formError: Problem | null;
  /** The field `formError` is about (shown next to it), or null for the form as a whole. */
  errorField: AuthField | null;
  /** Where to go after e-mail sign-in; null means /dashboard. */
  redirectTo: string | null;
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
}

export type SignInFormEvent =
  | { type: 'auth.login'; email: string; password: string; remember: boolean; redirectTo?: string }
  | { type: 'auth.register'; email: string; password: string }
  | { type: 'auth.formReset' }
  | { type: 'auth.dialogOpened' }
  | { type: 'auth.dialogClosed' }
  | { type: 'auth.registeredNoticeDismissed' }
  | { type: 'auth.verificationResendRequested' }
  | { type: 'auth.google.started'; currentPath: string }
  /** A session started outside the form (the verification link's, decision 286): check it and sign in. */
  | { type: 'auth.sessionStarted' }
  | ActorEvents<'checkSession', SessionCheck>
  | ActorEvents<'login', LoginResult>
  | ActorEvents<'register', unknown>
  | ActorEvents<'resendVerification', unknown>;

/** 429: the server's message and how long to wait (Retry-After), so the person knows the right password will work later. */
function throttled(error: unknown): Problem {
  const seconds = retryAfter(error);
  return {
    ...(saidProblem(serverMessage(error)) ?? problem('tooManyAttempts')),
    ...(seconds === undefined ? {} : { retryAfter: seconds }),
  };
}
function loginFailure(error: unknown): Problem {
  if (hasStatus(error, 429)) return throttled(error);
  const notVerified = hasStatus(error, 403) ? saidProblem(serverMessage(error)) : null;
  return notVerified ?? problem('invalidEmailOrPassword');
}
/** The field a refused sign-up names in its field errors (422 validation_error), if any. */
function refusedField(error: unknown): AuthField | null {
  if (!isHttpError(error)) return null;
  const paths = (error.fieldErrors ?? []).map((entry) => entry.path);
  if (paths.includes('password')) return 'password';
  return paths.includes('email') ? 'email' : null;
}
/** What a refused sign-up says: the server's reason (weak password, 429 with the wait), else the spec's text. */
function registrationFailure(error: unknown): Problem {
  if (hasStatus(error, 429)) return throttled(error);
  const field = refusedField(error);
  return saidProblem(fieldMessage(error, field ?? 'password')) ?? problem('registrationFailed');
}
function credentials(event: SignInFormEvent): { email: string; password: string } {
  assertEvent(event, ['auth.login', 'auth.register']);
  return { email: event.email.trim(), password: event.password };
}

const formSetup = setup({
  types: {
    context: {} as SignInFormContext,
    events: {} as SignInFormEvent,
    output: {} as SignedIn,
  },
  actors: {
    checkSession: notProvided<SessionCheck>('checkSession'),
    login: notProvided<LoginResult, LoginInput>('login'),
    register: notProvided<unknown, RegisterInput>('register'),
    resendVerification: notProvided<unknown, { email: string }>('resendVerification'),
  },
  actions: {
    notify: effects.notify,
    logError: effects.logError,
    // The address is also the one "Resend e-mail" sends to (from the dialog's "check your e-mail").
    rememberRegisteredEmail: assign(({ event }) => ({
      registeredEmail: credentials(event).email,
      attemptedEmail: credentials(event).email,
    })),
    setLoginFailed: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.login');
      // 403 email_not_verified and 429 tell the user what to do; every other failure stays generic (SPEC.md 8).
      return { formError: loginFailure(event.error), unverified: hasStatus(event.error, 403) };
    }),
    setRegistrationFailed: assign({ formError: problem('registrationFailed'), errorField: null }),
    setRegistrationRefused: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.register');
      return { formError: registrationFailure(event.error), errorField: refusedField(event.error) };
    }),
    setFormError: assign((_, params: { reason: ProblemReason; field: AuthField | null }) => ({
      formError: problem(params.reason),
      errorField: params.field,
    })),
    /** 'Please fill in all fields', next to the first empty one. */
    setMissingFieldError: assign(({ event }) => ({
      formError: problem('fillAllFields'),
      errorField: credentials(event).email === '' ? ('email' as const) : ('password' as const),
    })),
    clearFormError: assign({ formError: null, errorField: null }),
    openDialog: assign({ dialogOpen: true }),
    closeDialog: assign({ dialogOpen: false }),
    rememberAttempt: assign(({ event }) => {
      assertEvent(event, 'auth.login');
      // Only a path on this site: the address a sign-in navigates to is checked here (issue 25.3).
      return {
        redirectTo: safeRedirect(event.redirectTo ?? null),
        attemptedEmail: event.email.trim(),
        unverified: false,
      };
    }),
    forgetUnverified: assign({ unverified: false }),
    /** "Sign in with Google" is the session machine's: it starts the Google sign-in child. */
    startGoogle: sendParent(({ event }) => {
      assertEvent(event, 'auth.google.started');
      return event;
    }),
  },
  guards: {
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
    isAuthenticated: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkSession');
      return event.output.authenticated && event.output.user !== undefined;
    },
  },
});

/** Named notices (machines/notices.ts): the composition root words them (issue 25.3). */
const notice = {
  resendFailed: { type: 'notify', params: { kind: 'error', name: 'verificationResendFailed' } },
  signInFailed: { type: 'notify', params: { kind: 'error', name: 'signInFailed' } },
  signedUp: { type: 'notify', params: { kind: 'success', name: 'signedUp' } },
  signUpFailed: { type: 'notify', params: { kind: 'error', name: 'signUpFailed' } },
  verificationResent: {
    type: 'notify',
    params: ({ context }: { context: SignInFormContext }) =>
      ({ kind: 'success', name: 'verificationResent', email: context.attemptedEmail ?? '' }) as const,
  },
} as const;

const invalidEmail = { type: 'setFormError', params: { reason: 'invalidEmail', field: 'email' } } as const;

/** Accepted while the form is idle: not while a request runs. */
const formEvents = {
  'auth.login': [
    { guard: 'isMissingCredentials', target: '#signInForm.form', actions: 'setMissingFieldError' },
    { guard: 'isInvalidEmail', target: '#signInForm.form', actions: invalidEmail },
    { target: '#signInForm.signingIn', actions: ['clearFormError', 'rememberAttempt'] },
  ],
  'auth.register': [
    { guard: 'isMissingCredentials', target: '#signInForm.form', actions: 'setMissingFieldError' },
    { guard: 'isInvalidEmail', target: '#signInForm.form', actions: invalidEmail },
    // The server's 8-128 rule, checked before sending (issue 12): the message sits under the password.
    {
      guard: 'isPasswordTooShort',
      target: '#signInForm.form',
      actions: { type: 'setFormError', params: { reason: 'passwordTooShort', field: 'password' } },
    },
    {
      guard: 'isPasswordTooLong',
      target: '#signInForm.form',
      actions: { type: 'setFormError', params: { reason: 'passwordTooLong', field: 'password' } },
    },
    { target: '#signInForm.registering', actions: ['clearFormError', 'rememberRegisteredEmail'] },
  ],
  'auth.google.started': { target: '#signInForm.form', actions: ['clearFormError', 'startGoogle'] },
  'auth.formReset': { target: '#signInForm.form', actions: ['clearFormError', 'forgetUnverified'] },
  'auth.sessionStarted': { target: '#signInForm.startingSession' },
} as const;

/** A new verification link, from the form (signing in unverified) or from "check your e-mail" after sign-up. */
function resendTo(back: string) {
  return {
    id: 'resendVerification',
    src: 'resendVerification',
    input: ({ context }: { context: SignInFormContext }) => ({ email: context.attemptedEmail ?? '' }),
    onDone: { target: back, actions: ['forgetUnverified', notice.verificationResent] },
    onError: { target: back, actions: ['logError', notice.resendFailed] },
  } as const;
}

export const signInFormMachine = formSetup.createMachine({
  id: 'signInForm',
  initial: 'form',
  context: {
    formError: null,
    errorField: null,
    redirectTo: null,
    attemptedEmail: null,
    unverified: false,
    registeredEmail: null,
    dialogOpen: false,
  },
  // The final state names the sign-in; the machine's output is it.
  output: ({ event }) => event.output as SignedIn,
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
    /**
     * Sign-up accepted: the dialog moves to "check your e-mail" for the address, with "Resend e-mail"
     * and "Use another address" (decision 287); closed, the page keeps saying it (issue 18.15) until the
     * person signs in, starts again (`auth.registeredNoticeDismissed`) or opens the link.
     */
    registered: {
      initial: 'waiting',
      on: { 'auth.registeredNoticeDismissed': { target: 'form' } },
      states: {
        // The step stands in for the form (the dialog's and /login's): no sign-in from here.
        waiting: {
          on: {
            'auth.verificationResendRequested': { target: 'resending' },
            'auth.sessionStarted': { target: '#signInForm.startingSession' },
          },
        },
        resending: { tags: ['busy'], invoke: resendTo('waiting') },
      },
    },
    /** The verification link started a session (decision 286): the check says whose, then signed in. */
    startingSession: {
      tags: ['busy'],
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [{ guard: 'isAuthenticated', target: 'signedIn' }, { target: 'form' }],
        onError: { target: 'form', actions: 'logError' },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email.trim(), password: event.password, remember: event.remember };
        },
        onDone: { target: 'signedIn' },
        onError: { target: 'form', actions: ['setLoginFailed', notice.signInFailed] },
      },
    },
    resendingVerification: { tags: ['busy'], invoke: resendTo('form') },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => credentials(event),
        onDone: { target: 'registered', actions: notice.signedUp },
        onError: [
          // The server's own reason replaces 'Registration failed' / 'Sign up failed'.
          { guard: 'isRegistrationExplained', target: 'form', actions: ['logError', 'setRegistrationRefused'] },
          { target: 'form', actions: ['logError', 'setRegistrationFailed', notice.signUpFailed] },
        ],
      },
    },
    /** Signed in: the session machine takes the session and closes the dialog with this machine. */
    signedIn: {
      type: 'final',
      output: ({ context, event }) => {
        assertEvent(event, ['xstate.done.actor.login', 'xstate.done.actor.checkSession']);
        // The verification link's session lands on the dashboard (decision 286).
        if (event.type === 'xstate.done.actor.checkSession') return { session: event.output, redirectTo: null };
        return { session: event.output, redirectTo: context.redirectTo };
      },
    },
  },
});

export type SignInFormSnapshot = SnapshotFrom<typeof signInFormMachine>;

export const selectFormError = (s: SignInFormSnapshot) => s.context.formError;
/** The field the inline error belongs to (shown next to it, aria-invalid), or null for the form as a whole. */
export const selectErrorField = (s: SignInFormSnapshot) => s.context.errorField;
/** A request of the form runs: disable it. */
export const selectIsFormBusy = (s: SignInFormSnapshot) => s.hasTag('busy');
/** The sign-in dialog shows. */
export const selectIsDialogOpen = (s: SignInFormSnapshot) => s.context.dialogOpen;
/** Sign-up accepted: the dialog closed and the page says where the link went. */
export const selectIsRegistered = (s: SignInFormSnapshot) => s.matches('registered');
/** The address a sign-up's link went to, while the form says "check your e-mail" (decision 287), or null. */
export const selectRegisteredEmail = (s: SignInFormSnapshot) =>
  s.matches('registered') ? s.context.registeredEmail : null;
/** The address to name in the page's "check your e-mail" notice: after sign-up, once the dialog is closed (issue 18.15). */
export const selectCheckEmailAddress = (s: SignInFormSnapshot) =>
  s.context.dialogOpen ? null : selectRegisteredEmail(s);
/** A sign-in was refused as unverified: offer "Resend e-mail" (issue 18.15). */
export const selectCanResendVerification = (s: SignInFormSnapshot) =>
  s.can({ type: 'auth.verificationResendRequested' });
export const selectCanSubmit = (s: SignInFormSnapshot) =>
  s.can({ type: 'auth.login', email: 'a@b.co', password: 'x', remember: false });
