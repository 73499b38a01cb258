import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '#domain/messages.ts';
import { selectError, selectSucceeded } from '#machines/accountRequest.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { selectIsLoading, selectIsSignedIn } from '#machines/authSelectors.ts';
import { useAuthSnapshot } from '#src/app/AuthContext.tsx';
import { Alert } from '#src/ui/Alert.tsx';
import { button } from '#src/ui/button.css.ts';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { AuthCard } from './AuthCard.tsx';
import * as css from './auth.css.ts';
import { useAccountRequest } from './useAccountRequest.ts';

type TokenLinkProps = {
  /** The request the mailed link stands for; the account request machine sends it. */
  kind: 'verifyEmail' | 'confirmEmailChange';
  title: string;
  working: string;
  done: string;
};

/** A page a mailed one-time link (?token=...) lands on: it sends the token once and shows the outcome. */
export function TokenLinkPage({ kind, title, working, done: doneText }: TokenLinkProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [snapshot, send] = useAccountRequest();

  // "Go to sign in" only to someone signed out; a signed-in person goes on to their account (issue 28.7).
  const checkingSession = useAuthSnapshot(selectIsLoading);
  // Sent once the session check on arrival is done: the session a verification link starts (decision
  // 286) is then the one the site keeps, not overtaken by a check that started before it.
  useEffect(() => {
    if (!checkingSession) send({ type: 'request.submitted', form: { kind, token } });
  }, [send, kind, token, checkingSession]);

  const error = problemText(selectError(snapshot));
  const done = selectSucceeded(snapshot);
  const signedIn = useAuthSnapshot(selectIsSignedIn);
  return (
    <AuthCard title={title}>
      {done ? (
        <Alert tone="success">{doneText}</Alert>
      ) : error ? (
        <Alert tone="danger">{error}</Alert>
      ) : (
        <CenteredSpinner label={working} />
      )}
      {(done || error) && !checkingSession ? (
        <div className={css.actions}>
          {signedIn ? (
            <Link to="/account" className={button({ variant: 'primary' })}>
              {messages.account.goToAccount}
            </Link>
          ) : (
            <Link to="/login" className={button({ variant: 'primary' })}>
              {messages.account.goToSignIn}
            </Link>
          )}
        </div>
      ) : null}
    </AuthCard>
  );
}
