import { useState } from 'react';
import { lazyPart } from './lazyPart.tsx';
import type { DialogProps } from './ModalDialog.tsx';

// Radix's modal layer (focus trap, scroll lock, aria-hidden on the rest) is about 10 KB of gzipped
// script: it loads when a dialog first opens, not with the page (decision 205). Offline, a chunk that
// does not arrive says so where the dialog would be, never the root error page (issue 28.1).
export const modalDialogPart = lazyPart<DialogProps>(() => import('./ModalDialog.tsx').then((m) => m.default));

/**
 * Modal dialog (ModalDialog.tsx), loaded on its first opening and kept mounted after it (its close
 * returns focus to the opener). Nothing is rendered before that.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return <modalDialogPart.Part {...props} />;
}
