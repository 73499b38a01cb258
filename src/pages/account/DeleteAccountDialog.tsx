import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type accountDeletionMachine,
  selectDeletionError,
  selectIsDeleting,
  selectIsDeletionOpen,
} from '#machines/accountDeletion.machine.ts';
import type { AccountSettings } from '#machines/apiTypes.ts';
import { problemText } from '#src/features/problems.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { answers } from '#src/ui/inlineQuestion.css.ts';
import { AccountExportButton } from './AccountExportButton.tsx';
import * as css from './account.css.ts';
import { CurrentPasswordField } from './CurrentPassword.tsx';
import { fieldOf, submitted } from './formData.ts';
import { asksPassword, GoogleReauth } from './GoogleReauth.tsx';

const text = messages.settings;

/** "Delete account": what goes and what stays, the export first, and the confirmation of who asks. */
export function DeleteAccountDialog({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof accountDeletionMachine>;
}) {
  const open = useSelector(actor, selectIsDeletionOpen);
  const busy = useSelector(actor, selectIsDeleting);
  const error = problemText(useSelector(actor, selectDeletionError));
  const cancel = () => actor.send({ type: 'deletion.cancelled' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event);
    actor.send({ type: 'deletion.submitted', current: fieldOf(form, 'current') });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : cancel())} title={text.deleteTitle} size="md">
      <form className={css.form} onSubmit={submit} noValidate>
        <ul className={css.list}>
          <li>{text.deleteGoes}</li>
          <li>{text.deleteKeeps}</li>
        </ul>
        <p className={css.muted}>{text.deleteExportFirst}</p>
        <AccountExportButton />
        {asksPassword(account) ? <CurrentPasswordField /> : <GoogleReauth account={account} />}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className={answers}>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={busy} disabled={busy}>
            {text.deleteConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
