import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { type ButtonVariants, button } from './button.css.ts';
import { Spinner } from './Spinner.tsx';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner and marks the button busy; the label stays so the text the spec names is read out. */
    busy?: boolean;
    /**
     * Disabled, but stays focusable (aria-disabled): for buttons that turn off while what they started
     * runs (Next, Apply), so the keyboard user's focus is not dropped to <body> (issue 18, item 13).
     */
    focusableWhenDisabled?: boolean;
    children: ReactNode;
    /** React 19 passes it through as a prop, to the <button> (focus returned to it after a question). */
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  className,
  children,
  type = 'button',
  focusableWhenDisabled = false,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  const soft = focusableWhenDisabled && disabled === true;
  return (
    <button
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      disabled={soft ? undefined : disabled}
      aria-disabled={soft || undefined}
      // A soft-disabled button does nothing, a submit button included (its click would submit the form).
      onClick={soft ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy ? <Spinner size={16} decorative /> : null}
      {children}
    </button>
  );
}
