import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { messages } from '#domain/messages.ts';
import { safeRedirect } from '#domain/redirect.ts';
import { selectIsLoading, selectIsSignedIn } from '#machines/authSelectors.ts';
import { useAuthActor, useAuthSnapshot } from '#src/app/AuthContext.tsx';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { AuthCard } from './AuthCard.tsx';
import { type AuthMode, AuthForm, authTitles } from '#src/features/auth/AuthForm.tsx';

/** DECISIONS.md: /login is the auth dialog's form on a page; after sign-in it returns to ?redirect=, else /dashboard. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const auth = useAuthActor();
  const loading = useAuthSnapshot(selectIsLoading);
  const signedIn = useAuthSnapshot(selectIsSignedIn);
  const [mode, setMode] = useState<AuthMode>('signIn');

  if (loading) return <CenteredSpinner />;
  // Already signed in (e.g. the session check succeeded): go on to where the visitor was headed.
  if (signedIn) return <Navigate to={redirectTo ?? '/dashboard'} replace />;
  return (
    <AuthCard
      title={authTitles[mode]}
      lead={mode === 'signUp' ? messages.account.signUpText : messages.account.loginText}
    >
      <AuthForm auth={auth} mode={mode} onModeChange={setMode} {...(redirectTo ? { redirectTo } : {})} />
    </AuthCard>
  );
}
