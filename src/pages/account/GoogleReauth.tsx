import { messages } from '#domain/messages.ts';
import type { AccountSettings } from '#machines/apiTypes.ts';
import { reauthOf } from '#machines/reauth.ts';
import { useAuthActor } from '#src/app/AuthContext.tsx';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';

const text = messages.settings;
const ACCOUNT_PATH = '/account';

/** Whether the forms ask for the current password: the machine's word (machines/reauth.ts). */
export const asksPassword = (account: AccountSettings) => reauthOf(account) === 'password';

/** An account without a password confirms with a fresh Google sign-in instead (decision 139). */
export function GoogleReauth({ account }: { account: AccountSettings }) {
  const auth = useAuthActor();
  const reauth = reauthOf(account);
  if (reauth === 'password') return null;
  if (reauth === 'googleActive') return <Alert tone="success">{text.googleReauthActive}</Alert>;
  return (
    <Alert tone="info" title={text.googleReauthHint}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => auth.send({ type: 'auth.google.started', currentPath: ACCOUNT_PATH })}
      >
        {text.googleReauth}
      </Button>
    </Alert>
  );
}
