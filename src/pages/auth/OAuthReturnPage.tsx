import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '#domain/messages.ts';
import { useAuthActor } from '#src/app/AuthContext.tsx';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';

/**
 * The server's Google callback redirects here with ?status&state. The auth machine checks the state
 * against the stored one, re-checks the session, shows the toast and navigates to oauth_redirect.
 */
export default function OAuthReturnPage() {
  const [params] = useSearchParams();
  const auth = useAuthActor();
  const status = params.get('status');
  const state = params.get('state');

  useEffect(() => {
    auth.send({ type: 'auth.google.returned', status, state });
  }, [auth, status, state]);

  return <CenteredSpinner label={messages.account.oauthCompleting} />;
}
