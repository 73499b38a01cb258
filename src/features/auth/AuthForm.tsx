import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link, useSiteLocation } from '#src/features/siteNavigation.tsx';
import { messages } from '#domain/messages.ts';
import type { authMachine } from '#machines/auth.machine.ts';
import { selectIsBusy, selectReturningEmail, selectSignInForm } from '#machines/authSelectors.ts';
import {
  type SignInFormSnapshot,
  selectCanResendVerification,
  selectCanSubmit,
  selectErrorField,
  selectFormError,
  selectIsFormBusy,
  selectRegisteredEmail,
} from '#machines/signInForm.machine.ts';
import { googleSignInOffered } from '#src/features/siteConfig.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { problemText } from '#src/features/problems.ts';
import { Checkbox } from '#src/ui/Checkbox.tsx';
import { TextField } from '#src/ui/TextField.tsx';
import * as css from './authForm.css.ts';

export type AuthMode = 'signIn' | 'signUp';

export const authTitles: Record<AuthMode, string> = {
  signIn: messages.auth.signInTitle,
  signUp: messages.auth.signUpTitle,
};

type AuthFormProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where e-mail sign-in lands (the /login page's ?redirect=); the machine defaults to /dashboard. */
  redirectTo?: string;
  /** Called when a link leaves the form (the dialog closes itself then). */
  onLeave?: () => void;
  /** The auth actor the app runs (its shell's `useAuthActor()`): a feature never reaches the shell itself. */
  auth: ActorRefFrom<typeof authMachine>;
};

/** Part of the form machine's snapshot; `absent` while there is none (signed in, or still checking). */
function useFormValue<T>(
  form: ReturnType<typeof selectSignInForm>,
  selector: (snapshot: SignInFormSnapshot) => T,
  absent: T,
): T {
  return useSelector(form, (snapshot) => (snapshot ? selector(snapshot) : absent));
}

/**
 * The one sign-in / sign-up form, used by the auth dialog and the /login page. Field values are
 * local; validation, requests, errors and busy state all come from the sign-in form machine (the auth
 * machine's child while nobody is signed in), and Google's start from the auth machine.
 */
export function AuthForm(props: AuthFormProps) {
  const form = useSelector(props.auth, selectSignInForm);
  const registered = useFormValue(form, selectRegisteredEmail, null);
  // After sign-up: "check your e-mail" in place of the form (decision 287).
  return registered === null ? <CredentialsForm {...props} /> : <CheckInbox form={form} email={registered} />;
}

/** The e-mail and password form of both modes. */
function CredentialsForm({ mode, onModeChange, redirectTo, onLeave, auth }: AuthFormProps) {
  const form = useSelector(auth, selectSignInForm);
  const canResend = useFormValue(form, selectCanResendVerification, false);
  const formError = problemText(useFormValue(form, selectFormError, null));
  const errorField = useFormValue(form, selectErrorField, null);
  // A Google sign-in starting (the auth machine's) keeps the form busy too.
  const googleBusy = useSelector(auth, selectIsBusy);
  const busy = useFormValue(form, selectIsFormBusy, false) || googleBusy;
  const canSubmit = useFormValue(form, selectCanSubmit, false) && !googleBusy;
  const location = useSiteLocation();
  // The address of a session that ended here, filled in (decision 287).
  const suggested = useSelector(auth, selectReturningEmail);
  const [email, setEmail] = useState(suggested ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const signIn = mode === 'signIn';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn) form?.send({ type: 'auth.login', email, password, remember, ...(redirectTo ? { redirectTo } : {}) });
    else form?.send({ type: 'auth.register', email, password });
  }

  function switchMode() {
    form?.send({ type: 'auth.formReset' });
    onModeChange(signIn ? 'signUp' : 'signIn');
  }

  const returnPath = redirectTo ?? `${location.pathname}${location.search}`;

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <TextField
        label={messages.account.emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        error={errorField === 'email' ? formError : null}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={messages.account.passwordLabel}
        type="password"
        name="password"
        autoComplete={signIn ? 'current-password' : 'new-password'}
        error={errorField === 'password' ? formError : null}
        {...(signIn ? {} : { hint: messages.account.passwordRules })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {signIn ? (
        <div className={css.row}>
          <Checkbox label={messages.auth.rememberMe} name="remember" checked={remember} onCheckedChange={setRemember} />
          <Link to="/forgot-password" className={css.link} onClick={onLeave}>
            {messages.auth.forgotPassword}
          </Link>
        </div>
      ) : null}
      {formError && !errorField ? <Alert tone="danger">{formError}</Alert> : null}
      {canResend ? (
        <Button variant="secondary" fullWidth onClick={() => form?.send({ type: 'auth.verificationResendRequested' })}>
          {messages.auth.resendEmail}
        </Button>
      ) : null}
      <Button type="submit" fullWidth size="lg" busy={busy} disabled={!canSubmit}>
        {signIn ? messages.auth.signInAction : messages.auth.signUpAction}
      </Button>
      {/* Offered only when the server has Google configured (decision 175). */}
      {googleSignInOffered() ? (
        <>
          <p className={css.divider}>{messages.account.or}</p>
          <Button
            variant="secondary"
            fullWidth
            size="lg"
            disabled={!canSubmit}
            onClick={() => form?.send({ type: 'auth.google.started', currentPath: returnPath })}
          >
            <GoogleMark />
            {messages.auth.signInWithGoogle}
          </Button>
        </>
      ) : null}
      <p className={css.toggle}>
        {signIn ? messages.account.noAccount : messages.account.haveAccount}{' '}
        <button type="button" className={css.toggleButton} onClick={switchMode}>
          {signIn ? messages.auth.signUpAction : messages.auth.signInAction}
        </button>
      </p>
    </form>
  );
}

/**
 * Sign-up accepted (decision 287): where the link went, "Resend e-mail" (limited by the server like
 * every mail) and "Use another address" back to the form.
 */
function CheckInbox({ form, email }: { form: ReturnType<typeof selectSignInForm>; email: string }) {
  const busy = useFormValue(form, selectIsFormBusy, false);
  const error = problemText(useFormValue(form, selectFormError, null));
  const status = useRef<HTMLDivElement>(null);
  // The step replaced the form the focus was in: it moves to what the step says.
  useEffect(() => status.current?.focus(), []);
  function resend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form?.send({ type: 'auth.verificationResendRequested' });
  }
  return (
    <form className={css.form} onSubmit={resend} noValidate aria-busy={busy || undefined}>
      <div ref={status} tabIndex={-1} className={css.step}>
        <Alert tone="info">{messages.auth.checkEmailText(email)}</Alert>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button type="submit" variant="secondary" fullWidth busy={busy} disabled={busy}>
        {messages.auth.resendEmail}
      </Button>
      <p className={css.toggle}>
        <button
          type="button"
          className={css.toggleButton}
          onClick={() => form?.send({ type: 'auth.registeredNoticeDismissed' })}
        >
          {messages.auth.useAnotherAddress}
        </button>
      </p>
    </form>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
