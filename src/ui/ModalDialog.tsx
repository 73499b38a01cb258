import * as RadixDialog from '@radix-ui/react-dialog';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { button } from './button.css.ts';
import * as css from './dialog.css.ts';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Keep the title for screen readers only when the content shows its own heading. */
  hideHeader?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Where focus goes when the opener left the page meanwhile (a deleted item's button): never to <body>. */
  focusWhenOpenerGone?: () => HTMLElement | null;
  children: ReactNode;
};

/**
 * Modal dialog: focus trapped, Escape and overlay click close it, focus returns to the opener.
 * Pages use `Dialog` (Dialog.tsx), which loads this on the first opening.
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  hideHeader = false,
  size,
  focusWhenOpenerGone,
  children,
}: DialogProps) {
  const heading = (
    <div className={css.header}>
      <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
      {description ? (
        <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description>
      ) : null}
    </div>
  );
  // Radix links the description itself; without one, an explicit undefined tells it none is intended.
  const withoutDescription = description ? {} : { 'aria-describedby': undefined };
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from machine state, so the element
  // focused when the dialog opened (the opener) is remembered and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : focusWhenOpenerGone?.();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          className={css.content({ size })}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          {...withoutDescription}
        >
          <div className={css.body}>
            {hideHeader ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : heading}
            {children}
          </div>
          <RadixDialog.Close
            className={`${button({ variant: 'ghost', size: 'icon' })} ${css.close}`}
            aria-label="Close"
          >
            <X size={18} aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
