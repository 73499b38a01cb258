import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './ModalDialog.tsx';

// Radix's modal layer (focus trap, scroll lock, aria-hidden on the rest) is about 10 KB of gzipped
// script: it loads when a dialog first opens, not with the page (decision 205).
const ModalDialog = lazy(() => import('./ModalDialog.tsx'));

/**
 * Modal dialog (ModalDialog.tsx), loaded on its first opening and kept mounted after it (its close
 * returns focus to the opener). Nothing is rendered before that.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
