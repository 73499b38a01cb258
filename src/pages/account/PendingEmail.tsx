import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { AccountSettings } from '#machines/apiTypes.ts';
import {
  type changeEmailMachine,
  selectEmailOutcome,
  selectEmailResults,
  selectIsCancelling,
  selectIsEmailBusy,
  selectIsResending,
  selectPendingEmail,
  selectPendingError,
} from '#machines/changeEmail.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import * as css from './account.css.ts';
import { useFocusResult } from './focus.ts';

const text = messages.settings;

/** The pending change's line, worded by what the last action did, with Resend and Cancel. */
export function PendingEmail({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof changeEmailMachine>;
}) {
  const pending = useSelector(actor, selectPendingEmail);
  const outcome = useSelector(actor, selectEmailOutcome);
  const results = useSelector(actor, selectEmailResults);
  const error = problemText(useSelector(actor, selectPendingError));
  const busy = useSelector(actor, selectIsEmailBusy);
  const resending = useSelector(actor, selectIsResending);
  const cancelling = useSelector(actor, selectIsCancelling);
  const line = useFocusResult(results);
  let words: string | null = null;
  if (pending) {
    if (outcome === 'sent') words = text.emailLinkSent(pending);
    else if (outcome === 'resent') words = messages.server.emailChangeResent(pending);
    else words = text.emailPending(pending);
  } else if (outcome === 'cancelled') words = text.emailChangeCancelled(account.email);
  return (
    <>
      {words ? (
        <div ref={line} tabIndex={-1} className={css.result} data-testid="email-result">
          <Alert tone={pending ? 'info' : 'success'}>{words}</Alert>
        </div>
      ) : null}
      {pending ? (
        <div className={css.actions}>
          <Button
            variant="secondary"
            size="sm"
            busy={resending}
            disabled={busy}
            onClick={() => actor.send({ type: 'email.resendRequested' })}
          >
            {text.resendLink}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            busy={cancelling}
            disabled={busy}
            onClick={() => actor.send({ type: 'email.cancelRequested' })}
          >
            {text.cancelEmailChange}
          </Button>
        </div>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </>
  );
}
