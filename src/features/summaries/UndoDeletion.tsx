import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type summaryDeleteMachine,
  selectIsBusy,
  selectIsUndoable,
  selectTitle,
} from '#machines/summaryDelete.machine.ts';
import { Button } from '#src/ui/Button.tsx';
import { MAIN_CONTENT_ID } from '#src/layout/SkipLink.tsx';
import * as css from './summaries.css.ts';

const text = messages.summaryActions;

/** The summaries list's id: focus lands on the list when the Undo notice goes while it has the focus. */
export const SUMMARIES_LIST_ID = 'summaries-list';
const listOrMain = () => document.getElementById(SUMMARIES_LIST_ID) ?? document.getElementById(MAIN_CONTENT_ID);

/** Ctrl+Z or ⌘Z, unless the person is typing: a field's own undo is theirs. */
function isUndoKey(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== 'z' || event.shiftKey || event.altKey || !(event.ctrlKey || event.metaKey))
    return false;
  const target = event.target;
  return !(target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select')));
}

/**
 * "Deleted … · Undo" above the list while a deletion can be undone (decision 272): announced (a live
 * region there before its words), given the focus the removed card's Delete button held, answered by
 * Ctrl/Cmd+Z, and its window waits while it holds the focus or the pointer.
 */
export function UndoDeletion({ actor }: { actor: ActorRefFrom<typeof summaryDeleteMachine> }) {
  const undoable = useSelector(actor, selectIsUndoable);
  const busy = useSelector(actor, selectIsBusy);
  const title = useSelector(actor, selectTitle);
  const box = useRef<HTMLDivElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!undoable) return;
    const active = document.activeElement;
    // The card went with the button that had the focus: it comes here, not to the page's top.
    if (!active || active === document.body || document.getElementById(SUMMARIES_LIST_ID)?.contains(active))
      undo.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event)) return;
      event.preventDefault();
      actor.send({ type: 'delete.undone' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undoable, actor]);
  // Unmounting (undone, or the window closed) with the focus inside: the list takes it. A layout
  // effect's cleanup runs while the button is still in the page, so the focus is known.
  useLayoutEffect(
    () => () => {
      if (box.current?.contains(document.activeElement)) listOrMain()?.focus();
    },
    [],
  );
  const hold = () => actor.send({ type: 'undo.held' });
  const release = () => actor.send({ type: 'undo.released' });
  return (
    <div
      ref={box}
      role="status"
      className={undoable ? css.undoNotice : undefined}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={(event) => (box.current?.contains(event.relatedTarget as Node | null) ? undefined : release())}
    >
      {undoable ? (
        <>
          <span className={css.undoText}>{text.deletedNamed(title)}</span>
          <Button
            ref={undo}
            variant="secondary"
            size="sm"
            busy={busy}
            aria-keyshortcuts="Control+Z Meta+Z"
            onClick={() => actor.send({ type: 'delete.undone' })}
          >
            {text.undo}
          </Button>
        </>
      ) : null}
    </div>
  );
}
