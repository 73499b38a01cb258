import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type ButtonVariants, button } from './button.css.ts';
import { Spinner } from './Spinner.tsx';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner and marks the button busy; the label stays so the text the spec names is read out. */
    busy?: boolean;
    children: ReactNode;
  };

export function Button({ variant, size, fullWidth, busy = false, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner size={16} decorative /> : null}
      {children}
    </button>
  );
}
