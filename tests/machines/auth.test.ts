import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { LoginResult, SessionCheck } from '#machines/apiTypes.ts';
import {
  selectIsBusy,
  selectIsConfirmingLogoutAll,
  selectIsLoading,
  selectIsSignedIn,
  selectMayOpenProtectedPage,
  selectReturningEmail,
  selectSignedOutPath,
  selectSignInForm,
  selectUser,
} from '#machines/authSelectors.ts';
import type { StoredValues } from '#machines/effects.ts';
import type { GoogleUrl } from '#machines/googleSignIn.machine.ts';
import type { Notice } from '#machines/notices.ts';
import { provideAuth } from '#machines/provideAuth.ts';
import {
  type LoginInput,
  type RegisterInput,
  selectCanSubmit,
  selectCheckEmailAddress,
  selectErrorField,
  selectFormError,
  selectIsDialogOpen,
  selectIsFormBusy,
  selectIsRegistered,
  selectRegisteredEmail,
} from '#machines/signInForm.machine.ts';
import { noticeToast } from '#src/app/notices.ts';
import { problemText } from '#src/features/problems.ts';
import { isEmailShape } from '#machines/validation.ts';
import { httpError, networkError, premiumUser, user } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

const GOOGLE_URL = 'https://accounts.google.com/o/oauth2/v2/auth?state=s-1';
const signedInCheck: SessionCheck = { authenticated: true, user, token: 'token-1' };

interface Answers {
  session?: (call?: number) => SessionCheck | Promise<SessionCheck>;
  login?: () => LoginResult;
  register?: () => unknown;
  logout?: () => unknown;
  googleUrl?: () => GoogleUrl;
  storage?: StoredValues;
  resend?: () => unknown;
}

async function start(answers: Answers = {}, input: { serverSawSession?: boolean } = {}) {
  const effects = effectsRecorder();
  const checkSession = fakeActor<SessionCheck>((_, call) =>
    answers.session ? answers.session(call) : { authenticated: false },
  );
  const login = fakeActor<LoginResult, LoginInput>(answers.login ?? (() => ({ token: 'token-1', user })));
  const register = fakeActor<unknown, RegisterInput>(answers.register ?? (() => ({ success: true })));
  const logout = fakeActor<unknown>(answers.logout ?? (() => ({ success: true })));
  const requestGoogleUrl = fakeActor<GoogleUrl, { state: string }>(answers.googleUrl ?? (() => ({ url: GOOGLE_URL })));
  const resendVerification = fakeActor<unknown, { email: string }>(answers.resend ?? (() => ({ success: true })));
  const told = { announced: 0, draftsForgotten: 0 };
  const machine = provideAuth({
    // Named notices worded as the composition root words them (src/app/notices.ts).
    actions: {
      ...effects.actions,
      notify: (_: unknown, notice: Notice) => effects.toasts.push(noticeToast(notice)),
      announceSignOut: () => {
        told.announced += 1;
      },
      forgetDrafts: () => {
        told.draftsForgotten += 1;
      },
    },
    actors: {
      resendVerification: resendVerification.logic,
      checkSession: checkSession.logic,
      login: login.logic,
      register: register.logic,
      logout: logout.logic,
      logoutAll: logout.logic,
      generateOAuthState: fakeActor<string>(() => 's-1').logic,
      requestGoogleUrl: requestGoogleUrl.logic,
      readStorage: fakeActor<StoredValues, { keys: readonly string[] }>(() => answers.storage ?? {}).logic,
    },
  });
  const actor = createActor(machine, { input }).start();
  await settle();
  return { actor, effects, checkSession, login, register, logout, requestGoogleUrl, resendVerification, told };
}

/** The sign-in form, the auth machine's child while nobody is signed in (signInForm.machine.ts). */
function form(actor: Awaited<ReturnType<typeof start>>['actor']) {
  const ref = selectSignInForm(actor.getSnapshot());
  if (!ref) throw new Error(`no sign-in form in ${JSON.stringify(actor.getSnapshot().value)}`);
  return ref;
}
const formOf = (actor: Parameters<typeof form>[0]) => form(actor).getSnapshot();

const validLogin = { type: 'auth.login', email: 'ann@example.com', password: 'secret', remember: true } as const;

describe('auth: session check on start', () => {
  it('is loading until the check answers, then signed in with the returned token stored', async () => {
    const { actor, effects } = await start({ session: () => signedInCheck });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(effects.stored).toEqual([{ key: STORAGE_KEYS.token, value: 'token-1' }]);
  });

  it('signs out and removes the stored token when not authenticated', async () => {
    const { actor, effects } = await start();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.removed).toEqual([STORAGE_KEYS.token]);
  });

  it('treats a failed check as signed out and logs it', async () => {
    const { actor, effects } = await start({
      session: () => {
        throw networkError;
      },
    });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.removed).toEqual([STORAGE_KEYS.token]);
    expect(effects.logged).toHaveLength(1);
  });
});

describe('auth: a page the server drew for the session (decision 295)', () => {
  const pending = () => new Promise<SessionCheck>(() => {});

  it('stands while the session is checked on start, and leaves when the check says nobody is signed in', async () => {
    const drawn = await start({ session: pending }, { serverSawSession: true });
    expect(selectIsLoading(drawn.actor.getSnapshot())).toBe(true);
    expect(selectMayOpenProtectedPage(drawn.actor.getSnapshot())).toBe(true);

    const ended = await start({}, { serverSawSession: true });
    expect(ended.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(selectMayOpenProtectedPage(ended.actor.getSnapshot())).toBe(false);
  });

  it('signs out when Logout is pressed on the standing page before the check answers', async () => {
    const { actor, effects, logout } = await start({ session: pending }, { serverSawSession: true });
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(logout.calls).toHaveLength(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('without it, a protected page waits for the check (no stored token)', async () => {
    const { actor } = await start({ session: pending });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectMayOpenProtectedPage(actor.getSnapshot())).toBe(false);
  });
});

describe('auth: e-mail sign-in', () => {
  it.each([
    [{ email: '', password: 'secret' }, messages.auth.fillAllFields],
    [{ email: 'ann@example.com', password: '' }, messages.auth.fillAllFields],
    [{ email: 'ann@example', password: 'secret' }, messages.auth.invalidEmail],
    [{ email: 'ann example.com', password: 'secret' }, messages.auth.invalidEmail],
  ])('rejects %o with "%s" without calling the server', async (fields, text) => {
    const { actor, login } = await start();
    form(actor).send({ type: 'auth.login', remember: false, ...fields });
    expect(problemText(selectFormError(formOf(actor)))).toBe(text);
    await settle();
    expect(login.calls).toEqual([]);
  });

  it('on success stores the token, toasts, and replaces the history entry with /dashboard', async () => {
    const { actor, effects, login } = await start();
    form(actor).send(validLogin);
    await settle();
    expect(login.calls).toEqual([{ email: 'ann@example.com', password: 'secret', remember: true }]);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(effects.stored).toContainEqual({ key: STORAGE_KEYS.token, value: 'token-1' });
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.auth.signedIn }]);
    expect(effects.navigations).toEqual([{ to: '/dashboard', replace: true }]);
  });

  it('returns to the redirect target given by the /login page', async () => {
    const { actor, effects } = await start();
    form(actor).send({ ...validLogin, redirectTo: '/success-payment?session_id=cs_1' });
    await settle();
    expect(effects.navigations).toEqual([{ to: '/success-payment?session_id=cs_1', replace: true }]);
  });

  it.each(['https://evil.example/', '//evil.example', '/%2F%2Fevil.example'])(
    'never follows a redirect target that leaves the site (%s): /dashboard instead',
    async (redirectTo) => {
      const { actor, effects } = await start();
      form(actor).send({ ...validLogin, redirectTo });
      await settle();
      expect(effects.navigations).toEqual([{ to: '/dashboard', replace: true }]);
    },
  );

  it('shows "Invalid email or password" inline and the "Sign in failed" toast on failure', async () => {
    const { actor, effects } = await start({
      login: () => {
        throw httpError(401, 'Invalid email or password');
      },
    });
    form(actor).send(validLogin);
    await settle();
    expect(problemText(selectFormError(formOf(actor)))).toBe(messages.auth.invalidEmailOrPassword);
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.auth.signInFailed }]);
    expect(formOf(actor).matches('form')).toBe(true);
  });

  it('shows the server text for an unverified address (403)', async () => {
    const notVerified = 'Please verify your email address before signing in.';
    const { actor } = await start({
      login: () => {
        throw httpError(403, notVerified);
      },
    });
    form(actor).send(validLogin);
    await settle();
    expect(problemText(selectFormError(formOf(actor)))).toBe(notVerified);
  });
});

describe('auth: throttled sign-in (429)', () => {
  it("shows the server's message and how long to wait, not 'Invalid email or password'", async () => {
    const { actor, effects } = await start({
      login: () => {
        throw Object.assign(httpError(429, 'Too many sign-in attempts.'), { retryAfterSeconds: 840 });
      },
    });
    form(actor).send(validLogin);
    await settle();
    expect(problemText(selectFormError(formOf(actor)))).toBe('Too many sign-in attempts. Try again in 14 minutes.');
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.auth.signInFailed }]);
    expect(formOf(actor).matches('form')).toBe(true);
  });

  it('words short waits in seconds and falls back to its own text without a message or Retry-After', async () => {
    const { actor } = await start({
      login: () => {
        throw Object.assign(httpError(429), { retryAfterSeconds: 1 });
      },
    });
    form(actor).send(validLogin);
    await settle();
    expect(problemText(selectFormError(formOf(actor)))).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(messages.auth.tryAgainIn(61)).toBe('Try again in 2 minutes.');
    const bare = await start({
      login: () => {
        throw httpError(429, 'Slow down.');
      },
    });
    form(bare.actor).send(validLogin);
    await settle();
    expect(problemText(selectFormError(formOf(bare.actor)))).toBe('Slow down.');
  });
});

describe('auth: sign-up', () => {
  it('does not sign in; toasts and reports registered', async () => {
    const { actor, effects, register } = await start();
    form(actor).send({ type: 'auth.register', email: ' ann@example.com ', password: 'secret-password' });
    await settle();
    expect(register.calls).toEqual([{ email: 'ann@example.com', password: 'secret-password' }]);
    expect(selectIsRegistered(formOf(actor))).toBe(true);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(effects.stored).toEqual([]);
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.auth.signedUp }]);
  });

  it.each([
    ['a network failure', () => networkError],
    ['a 500 without a message', () => httpError(500)],
  ])('shows "Registration failed" and the "Sign up failed" toast on %s', async (_name, failure) => {
    const { actor, effects } = await start({
      register: () => {
        throw failure();
      },
    });
    form(actor).send({ type: 'auth.register', email: 'ann@example.com', password: 'secret-password' });
    await settle();
    expect(problemText(selectFormError(formOf(actor)))).toBe(messages.auth.registrationFailed);
    expect(selectErrorField(formOf(actor))).toBeNull();
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.auth.signUpFailed }]);
  });

  it("shows the server's reason for a weak password next to the password, not 'Registration failed'", async () => {
    const weak = messages.account.weakPassword('This is a top-10 common password.');
    const { actor, effects } = await start({
      register: () => {
        throw Object.assign(httpError(422, weak), { fieldErrors: [{ path: 'password', message: weak }] });
      },
    });
    form(actor).send({ type: 'auth.register', email: 'ann@example.com', password: 'password' });
    await settle();
    expect(problemText(selectFormError(formOf(actor)))).toBe(weak);
    expect(selectErrorField(formOf(actor))).toBe('password');
    expect(effects.toasts).toEqual([]);
  });

  it("shows a throttled sign-up's message and how long to wait", async () => {
    const { actor, effects } = await start({
      register: () => {
        throw Object.assign(httpError(429, messages.security.tooManySignUps), { retryAfterSeconds: 600 });
      },
    });
    form(actor).send({ type: 'auth.register', email: 'ann@example.com', password: 'secret-password' });
    await settle();
    expect(problemText(selectFormError(formOf(actor)))).toBe(
      `${messages.security.tooManySignUps} ${messages.auth.tryAgainIn(600)}`,
    );
    expect(selectErrorField(formOf(actor))).toBeNull();
    expect(effects.toasts).toEqual([]);
  });

  it.each([
    ['1234567', messages.account.passwordTooShort],
    ['x'.repeat(129), messages.account.passwordTooLong],
  ])('refuses the password %s before sending, with the rule next to the password', async (password, message) => {
    const { actor, register } = await start();
    form(actor).send({ type: 'auth.register', email: 'ann@example.com', password });
    await settle();
    expect(register.calls).toEqual([]);
    expect(problemText(selectFormError(formOf(actor)))).toBe(message);
    expect(selectErrorField(formOf(actor))).toBe('password');
  });

  it('puts "Please fill in all fields" next to the first empty field', async () => {
    const { actor } = await start();
    form(actor).send({ type: 'auth.register', email: '', password: 'secret-password' });
    expect(selectErrorField(formOf(actor))).toBe('email');
    form(actor).send({ type: 'auth.register', email: 'ann@example.com', password: '' });
    expect(problemText(selectFormError(formOf(actor)))).toBe(messages.auth.fillAllFields);
    expect(selectErrorField(formOf(actor))).toBe('password');
  });

  it('validates like sign-in', async () => {
    const { actor } = await start();
    form(actor).send({ type: 'auth.register', email: 'nope', password: 'x' });
    expect(problemText(selectFormError(formOf(actor)))).toBe(messages.auth.invalidEmail);
    form(actor).send({ type: 'auth.formReset' });
    expect(problemText(selectFormError(formOf(actor)))).toBeNull();
  });
});

describe('auth: logout', () => {
  it.each(['auth.logout', 'auth.logoutAll'] as const)(
    '%s signs out, clears the token and goes to / even when the call fails',
    async (type) => {
      const { actor, effects } = await start({
        session: () => signedInCheck,
        logout: () => {
          throw networkError;
        },
      });
      actor.send({ type });
      if (type === 'auth.logoutAll') actor.send({ type: 'auth.logoutAllConfirmed' });
      await settle();
      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(actor.getSnapshot().context.user).toBeNull();
      expect(effects.removed).toEqual([STORAGE_KEYS.token]);
      expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
    },
  );

  it('signs out on auth.sessionExpired (a 401 elsewhere), says so, and offers sign-in back to the page', async () => {
    const { actor, effects } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.sessionExpired', returnTo: '/account' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.removed).toEqual([STORAGE_KEYS.token]);
    expect(effects.navigations).toEqual([{ to: '/login?redirect=%2Faccount', replace: true }]);
    expect(effects.toasts.map((toast) => toast.title)).toEqual([messages.auth.sessionEnded]);
  });

  it('signs out on auth.accountDeleted and goes home, with no word of an ended session', async () => {
    const { actor, effects } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.accountDeleted' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.removed).toContain(STORAGE_KEYS.token);
    expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
    expect(effects.toasts).toEqual([]);
  });

  it('a stored token the server no longer knows: the session ended elsewhere, told on arrival', async () => {
    const { effects } = await start({ storage: { [STORAGE_KEYS.token]: 'token-old' } });
    expect(effects.toasts.map((toast) => toast.title)).toEqual([messages.auth.sessionEnded]);
  });

  it('a 401 that comes after the session ended (a call that outlived the check) says and does nothing more', async () => {
    const { actor, effects } = await start({ storage: { [STORAGE_KEYS.token]: 'token-old' } });
    actor.send({ type: 'auth.sessionExpired', returnTo: '/login?redirect=%2Fdashboard' });
    expect(effects.toasts.map((toast) => toast.title)).toEqual([messages.auth.sessionEnded]);
    expect(effects.navigations).toEqual([]);
    expect(selectSignedOutPath(actor.getSnapshot(), '/dashboard')).toBe('/login?redirect=%2Fdashboard');
  });

  it('a visitor without a session says nothing, and protected pages send to sign-in and back', async () => {
    const { actor, effects } = await start();
    expect(effects.toasts).toEqual([]);
    expect(selectSignedOutPath(actor.getSnapshot(), '/dashboard')).toBe('/login?redirect=%2Fdashboard');
  });

  it('after Logout protected pages send home (SPEC.md 2)', async () => {
    const { actor } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(selectSignedOutPath(actor.getSnapshot(), '/dashboard')).toBe('/');
  });
});

describe('auth: after sign-up the page keeps saying check your e-mail (issue 18.15)', () => {
  it('names the address, once the dialog is closed, until the person dismisses it or signs in', async () => {
    const { actor } = await start();
    form(actor).send({ type: 'auth.register', email: ' new@example.com ', password: 'long enough password' });
    await settle();
    expect(selectCheckEmailAddress(formOf(actor))).toBe('new@example.com');
    form(actor).send({ type: 'auth.registeredNoticeDismissed' });
    expect(selectCheckEmailAddress(formOf(actor))).toBeNull();
  });
});

describe('auth: forms that finish (issue 28.8, decisions 286, 287)', () => {
  const signUp = { type: 'auth.register', email: ' new@example.com ', password: 'long enough password' } as const;

  it('after sign-up the open dialog says "check your e-mail"; Resend sends to that address; another address goes back', async () => {
    const { actor, effects, resendVerification } = await start();
    form(actor).send({ type: 'auth.dialogOpened' });
    form(actor).send(signUp);
    await settle();
    expect(selectIsDialogOpen(formOf(actor))).toBe(true);
    expect(selectRegisteredEmail(formOf(actor))).toBe('new@example.com');
    // The page's own notice is for a closed dialog.
    expect(selectCheckEmailAddress(formOf(actor))).toBeNull();
    form(actor).send({ type: 'auth.verificationResendRequested' });
    expect(selectIsFormBusy(formOf(actor))).toBe(true);
    await settle();
    expect(resendVerification.calls).toEqual([{ email: 'new@example.com' }]);
    expect(effects.toasts.at(-1)?.title).toBe(messages.auth.verificationResent('new@example.com'));
    expect(selectRegisteredEmail(formOf(actor))).toBe('new@example.com');
    form(actor).send({ type: 'auth.registeredNoticeDismissed' });
    expect(selectRegisteredEmail(formOf(actor))).toBeNull();
    expect(selectIsDialogOpen(formOf(actor))).toBe(true);
  });

  it('a resend that fails says so, and the step stays', async () => {
    const { actor, effects } = await start({
      resend: () => {
        throw httpError(429, 'Too many e-mails.');
      },
    });
    form(actor).send({ type: 'auth.dialogOpened' });
    form(actor).send(signUp);
    await settle();
    form(actor).send({ type: 'auth.verificationResendRequested' });
    await settle();
    expect(effects.toasts.at(-1)?.title).toBe(messages.auth.resendFailed);
    expect(selectRegisteredEmail(formOf(actor))).toBe('new@example.com');
  });

  it('a session the verification link started signs in: told, and on to the dashboard', async () => {
    const { actor, effects } = await start({
      session: (call = 1) => (call === 1 ? { authenticated: false } : signedInCheck),
    });
    actor.send({ type: 'auth.sessionStarted' });
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(effects.stored).toEqual([{ key: STORAGE_KEYS.token, value: 'token-1' }]);
    expect(effects.toasts.map((toast) => toast.title)).toEqual([messages.auth.signedIn]);
    expect(effects.navigations).toEqual([{ to: '/dashboard', replace: true }]);
  });

  it('a link whose session the check does not find leaves the person signed out, the form usable', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'auth.sessionStarted' });
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(selectCanSubmit(formOf(actor))).toBe(true);
    expect(effects.navigations).toEqual([]);
  });

  it('an ended session fills its address into the sign-in form; a sign-in or a sign-out forgets it', async () => {
    const { actor } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.sessionExpired', returnTo: '/dashboard?q=climate&tab=prompt' });
    expect(selectReturningEmail(actor.getSnapshot())).toBe(user.email);
    expect(selectSignedOutPath(actor.getSnapshot(), '/x')).toBe(
      `/login?redirect=${encodeURIComponent('/dashboard?q=climate&tab=prompt')}`,
    );
    form(actor).send(validLogin);
    await settle();
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(selectReturningEmail(actor.getSnapshot())).toBeNull();
  });

  it('a sign-out on purpose tells the other tabs; a tab told signs out too, home, its drafts kept', async () => {
    const here = await start({ session: () => signedInCheck });
    here.actor.send({ type: 'auth.logout' });
    await settle();
    expect(here.told).toEqual({ announced: 1, draftsForgotten: 1 });

    const there = await start({ session: () => signedInCheck });
    there.actor.send({ type: 'auth.signedOutElsewhere' });
    expect(selectIsSignedIn(there.actor.getSnapshot())).toBe(false);
    expect(there.effects.removed).toEqual([STORAGE_KEYS.token]);
    expect(there.effects.navigations).toEqual([{ to: '/', replace: true }]);
    expect(there.effects.toasts).toEqual([]);
    // Told, not telling again; its own unsaved drafts stay.
    expect(there.told).toEqual({ announced: 0, draftsForgotten: 0 });
    expect(selectSignedOutPath(there.actor.getSnapshot(), '/dashboard')).toBe('/');
  });
});

describe('auth: Sign out of all devices asks first (issue 18.16)', () => {
  it('stays signed in when the person keeps their sessions, signs out everywhere when they confirm', async () => {
    const { actor, logout } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.logoutAll' });
    expect(selectIsConfirmingLogoutAll(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'auth.logoutAllCancelled' });
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(logout.calls).toHaveLength(0);
    actor.send({ type: 'auth.logoutAll' });
    actor.send({ type: 'auth.logoutAllConfirmed' });
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(logout.calls).toHaveLength(1);
  });
});

describe('auth: a logout the server never heard (issue 18.2, decision 173)', () => {
  it.each([
    ['auth.logout', 'one'],
    ['auth.logoutAll', 'all'],
  ] as const)('%s without an answer signs out here and owes the logout (%s)', async (type, pending) => {
    const { actor, effects } = await start({
      session: () => signedInCheck,
      logout: () => {
        throw networkError;
      },
    });
    actor.send({ type });
    if (type === 'auth.logoutAll') actor.send({ type: 'auth.logoutAllConfirmed' });
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(effects.stored).toContainEqual({ key: STORAGE_KEYS.pendingLogout, value: pending });
    expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('a logout the server refused (401: already ended) is not owed', async () => {
    const { actor, effects } = await start({
      session: () => signedInCheck,
      logout: () => {
        throw httpError(401);
      },
    });
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(effects.stored.map((entry) => entry.key)).not.toContain(STORAGE_KEYS.pendingLogout);
  });

  it('the next start sends the owed logout before any session check, then forgets it', async () => {
    const { actor, effects, logout } = await start({
      session: () => signedInCheck,
      storage: { [STORAGE_KEYS.pendingLogout]: 'one' },
    });
    expect(logout.calls).toHaveLength(1);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(effects.removed).toContain(STORAGE_KEYS.pendingLogout);
  });

  it('while the server is still away the site stays signed out and the logout stays owed', async () => {
    const { actor, effects } = await start({
      session: () => signedInCheck,
      storage: { [STORAGE_KEYS.pendingLogout]: 'all' },
      logout: () => {
        throw networkError;
      },
    });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(effects.removed).not.toContain(STORAGE_KEYS.pendingLogout);
  });

  it('a new sign-in replaces the session an owed logout was about', async () => {
    const { actor, effects } = await start({
      storage: { [STORAGE_KEYS.pendingLogout]: 'one' },
      logout: () => {
        throw networkError;
      },
    });
    form(actor).send(validLogin);
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(effects.removed).toContain(STORAGE_KEYS.pendingLogout);
  });
});

describe('auth: a flow that needs the person back (plan dialog, issue 12.4)', () => {
  it('ends the session and sends to the visible sign-in page with ?redirect=, which protected pages use too', async () => {
    const { actor, effects } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.sessionExpired', returnTo: '/dashboard?plan=premium-yearly' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.removed).toEqual([STORAGE_KEYS.token]);
    const login = '/login?redirect=%2Fdashboard%3Fplan%3Dpremium-yearly';
    expect(effects.navigations).toEqual([{ to: login, replace: true }]);
    expect(selectSignedOutPath(actor.getSnapshot(), '/elsewhere')).toBe(login);
  });

  it('forgets the sign-in page once signed in again, or after a plain expiry', async () => {
    const { actor } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.sessionExpired', returnTo: '/dashboard' });
    form(actor).send({ ...validLogin });
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(selectSignedOutPath(actor.getSnapshot(), '/account')).toBe('/login?redirect=%2Faccount');
    actor.send({ type: 'auth.sessionExpired' });
    expect(selectSignedOutPath(actor.getSnapshot(), '/account')).toBe('/login?redirect=%2Fdashboard');
  });
});

describe('auth: session refresh (after a payment)', () => {
  const premiumCheck: SessionCheck = { authenticated: true, user: premiumUser, token: 'token-2' };
  /** Signed in as Basic on start; later checks answer in turn with `later`. */
  function startSignedIn(...later: Array<SessionCheck | Error>) {
    return start({
      session: (call = 1) => {
        const answer = call === 1 ? signedInCheck : later[call - 2];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no scripted answer');
        return answer;
      },
    });
  }

  it('re-checks the session while staying signed in, then holds the premium user and the fresh token', async () => {
    const { actor, effects, checkSession } = await startSignedIn(premiumCheck);
    actor.send({ type: 'auth.sessionRefreshRequested' });
    const during = actor.getSnapshot();
    expect(selectIsSignedIn(during)).toBe(true);
    expect(selectIsLoading(during)).toBe(false);
    expect(selectIsBusy(during)).toBe(false);
    expect(selectUser(during)?.is_premium).toBe(false);
    await settle();
    expect(checkSession.calls).toHaveLength(2);
    expect(selectUser(actor.getSnapshot())).toEqual(premiumUser);
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(effects.stored.at(-1)).toEqual({ key: STORAGE_KEYS.token, value: 'token-2' });
    expect(effects.navigations).toEqual([]);
  });

  it('signs out without navigating when the server no longer knows the session', async () => {
    const { actor, effects } = await startSignedIn({ authenticated: false });
    actor.send({ type: 'auth.sessionRefreshRequested' });
    await settle();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.removed).toEqual([STORAGE_KEYS.token]);
    expect(effects.navigations).toEqual([]);
  });

  it('keeps the user signed in, unchanged, when the check fails', async () => {
    const { actor, effects } = await startSignedIn(networkError);
    actor.send({ type: 'auth.sessionRefreshRequested' });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(selectUser(actor.getSnapshot())).toEqual(user);
    expect(effects.removed).toEqual([]);
    expect(effects.logged).toHaveLength(1);
  });

  it('restarts on a repeat request: only the newest answer counts', async () => {
    const { actor, checkSession } = await startSignedIn({ authenticated: false }, premiumCheck);
    actor.send({ type: 'auth.sessionRefreshRequested' });
    actor.send({ type: 'auth.sessionRefreshRequested' });
    await settle();
    expect(checkSession.calls).toHaveLength(3);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(selectUser(actor.getSnapshot())).toEqual(premiumUser);
  });

  it('still accepts logout while the check runs', async () => {
    const { actor, effects } = await startSignedIn(premiumCheck);
    actor.send({ type: 'auth.sessionRefreshRequested' });
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('is ignored while signed out', async () => {
    const { actor, checkSession } = await start();
    actor.send({ type: 'auth.sessionRefreshRequested' });
    await settle();
    expect(checkSession.calls).toHaveLength(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});

describe('auth: Google', () => {
  it('stores oauth_redirect and oauth_state, then redirects to the returned url', async () => {
    const { actor, effects, requestGoogleUrl } = await start();
    actor.send({ type: 'auth.google.started', currentPath: '/dashboard' });
    await settle();
    expect(effects.stored).toEqual([
      { key: STORAGE_KEYS.oauthRedirect, value: '/dashboard' },
      { key: STORAGE_KEYS.oauthState, value: 's-1' },
    ]);
    expect(requestGoogleUrl.calls).toEqual([{ state: 's-1' }]);
    expect(effects.redirects).toEqual([GOOGLE_URL]);
  });

  it("signed in, the account page's re-authentication goes to Google and back to /account (decision 139)", async () => {
    const { actor, effects, requestGoogleUrl } = await start({ session: () => signedInCheck });
    actor.send({ type: 'auth.google.started', currentPath: '/account' });
    await settle();
    expect(effects.stored).toContainEqual({ key: STORAGE_KEYS.oauthRedirect, value: '/account' });
    expect(requestGoogleUrl.calls).toEqual([{ state: 's-1' }]);
    expect(effects.redirects).toEqual([GOOGLE_URL]);
    // Still signed in while the browser leaves: the page keeps its user.
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
  });

  it('signed in, a re-authentication Google cannot start leaves the person signed in and says so', async () => {
    const { actor, effects } = await start({ session: () => signedInCheck, googleUrl: () => ({}) });
    actor.send({ type: 'auth.google.started', currentPath: '/account' });
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.auth.googleInitFailed }]);
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
  });

  it.each([
    ['has no url', () => ({})],
    [
      'fails',
      () => {
        throw httpError(503, 'Google sign-in is not configured');
      },
    ],
  ])('toasts "Failed to initiate Google login" when the response %s', async (_case, googleUrl) => {
    const { actor, effects } = await start({ googleUrl });
    actor.send({ type: 'auth.google.started', currentPath: '/' });
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.auth.googleInitFailed }]);
    expect(effects.redirects).toEqual([]);
    expect(formOf(actor).matches('form')).toBe(true);
  });

  it('logs "Invalid response from server" for a response without url', async () => {
    const { actor, effects } = await start({ googleUrl: () => ({ url: null }) });
    actor.send({ type: 'auth.google.started', currentPath: '/' });
    await settle();
    expect(effects.logged).toEqual([messages.auth.invalidServerResponse]);
  });

  it('on return with the stored state re-checks the session, toasts and goes to oauth_redirect', async () => {
    let checks = 0;
    const { actor, effects } = await start({
      session: () => (++checks === 1 ? { authenticated: false } : signedInCheck),
      storage: { [STORAGE_KEYS.oauthState]: 's-1', [STORAGE_KEYS.oauthRedirect]: '/dashboard' },
    });
    actor.send({ type: 'auth.google.returned', status: 'success', state: 's-1' });
    await settle();
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.auth.googleSignedIn }]);
    expect(effects.navigations).toEqual([{ to: '/dashboard', replace: true }]);
    expect(effects.removed).toEqual(expect.arrayContaining([STORAGE_KEYS.oauthState, STORAGE_KEYS.oauthRedirect]));
  });

  it('never returns to a stored address that leaves the site: home instead', async () => {
    let checks = 0;
    const { actor, effects } = await start({
      session: () => (++checks === 1 ? { authenticated: false } : signedInCheck),
      storage: { [STORAGE_KEYS.oauthState]: 's-1', [STORAGE_KEYS.oauthRedirect]: '//evil.example/x' },
    });
    actor.send({ type: 'auth.google.returned', status: 'success', state: 's-1' });
    await settle();
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it.each([
    ['a different state', 'success', 'forged'],
    ['an error status', 'error', 's-1'],
  ])('fails with %s', async (_case, status, state) => {
    const { actor, effects } = await start({
      session: () => signedInCheck,
      storage: { [STORAGE_KEYS.oauthState]: 's-1', [STORAGE_KEYS.oauthRedirect]: '/pricing' },
    });
    actor.send({ type: 'auth.google.returned', status, state });
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.auth.googleFailed }]);
    expect(effects.navigations).toEqual([{ to: '/pricing', replace: true }]);
    // The existing session still decides: it is checked again rather than dropped.
    await settle();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
  });
});

describe('isEmailShape (SPEC.md 5)', () => {
  it.each([
    ['ann@example.com', true],
    ['a@b.c', true],
    ['ann@example', false],
    ['ann example@x.com', false],
    ['annexample.com', false],
  ])('%s -> %s', (email, expected) => {
    expect(isEmailShape(email)).toBe(expected);
  });
});
