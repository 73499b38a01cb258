import { Trash2 } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { accountDeletionMachine } from '#machines/accountDeletion.machine.ts';
import type { AccountSettings } from '#machines/apiTypes.ts';
import { Button } from '#src/ui/Button.tsx';
import * as css from './account.css.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

const text = messages.settings;

/** The account's deletion: the danger zone's button and the dialog it opens. */
export function DeleteSection({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof accountDeletionMachine>;
}) {
  return (
    <SettingsSection title={text.deleteSection} tone="danger">
      <p className={css.muted}>{text.deleteIntro}</p>
      <div className={css.actions}>
        <Button variant="danger" onClick={() => actor.send({ type: 'deletion.opened' })}>
          <Trash2 size={16} aria-hidden="true" />
          {text.deleteAction}
        </Button>
      </div>
      <DeleteAccountDialog account={account} actor={actor} />
    </SettingsSection>
  );
}
