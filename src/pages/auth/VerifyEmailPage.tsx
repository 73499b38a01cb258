import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../domain/messages.ts';
import { selectError, selectFailed, selectSucceeded } from '../../app/accountRequest.machine.ts';
import { Alert } from '../../ui/Alert.tsx';
import { button } from '../../ui/button.css.ts';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { AuthCard } from './AuthCard.tsx';
import * as css from './auth.css.ts';
import { type ApiCall, useAccountRequest } from './useAccountRequest.ts';

const verify: ApiCall = async (api, fields, signal) =>
  (await api.POST('/api/email/verify', { body: { token: fields.token ?? '' }, signal })).data;

const requireToken = (fields: Record<string, string>) => (fields.token ? null : messages.account.missingToken);

/** The link in the verification e-mail lands here: /verify-email?token=... */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [snapshot, send] = useAccountRequest(verify, requireToken);

  useEffect(() => {
    send({ type: 'request.submitted', fields: { token } });
  }, [send, token]);

  const error = selectError(snapshot);
  const done = selectSucceeded(snapshot);
  return (
    <AuthCard title={messages.account.verifyTitle}>
      {done ? (
        <Alert tone="success">{messages.account.verified}</Alert>
      ) : error || selectFailed(snapshot) ? (
        <Alert tone="danger">{error}</Alert>
      ) : (
        <CenteredSpinner label={messages.account.verifying} />
      )}
      {done || error ? (
        <div className={css.actions}>
          <Link to="/login" className={button({ variant: 'primary' })}>
            {messages.account.goToSignIn}
          </Link>
        </div>
      ) : null}
    </AuthCard>
  );
}
