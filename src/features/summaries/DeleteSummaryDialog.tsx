import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type summaryDeleteMachine,
  selectCanConfirm,
  selectIsBusy,
  selectIsConfirming,
  selectTitle,
} from '#machines/summaryDelete.machine.ts';
import { Button } from '#src/ui/Button.tsx';
import { MAIN_CONTENT_ID } from '#src/layout/SkipLink.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import * as css from './summaries.css.ts';

const text = messages.summaryActions;

/** The summaries list's id: focus lands on the list when the deleted card's Delete button is gone. */
export const SUMMARIES_LIST_ID = 'summaries-list';
const listOrMain = () => document.getElementById(SUMMARIES_LIST_ID) ?? document.getElementById(MAIN_CONTENT_ID);

/** "Delete this summary?": open while the deletion asks; closing it keeps the summary. */
export function DeleteSummaryDialog({ actor }: { actor: ActorRefFrom<typeof summaryDeleteMachine> }) {
  const open = useSelector(actor, selectIsConfirming);
  const busy = useSelector(actor, selectIsBusy);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const title = useSelector(actor, selectTitle);
  const cancel = () => actor.send({ type: 'delete.cancelled' });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : cancel())}
      title={text.deleteTitle}
      size="sm"
      focusWhenOpenerGone={listOrMain}
    >
      <p className={css.dialogText}>{text.deleteText(title)}</p>
      <div className={css.dialogActions}>
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          {text.cancel}
        </Button>
        <Button
          variant="danger"
          busy={busy}
          disabled={!canConfirm}
          onClick={() => actor.send({ type: 'delete.confirmed' })}
        >
          {text.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
