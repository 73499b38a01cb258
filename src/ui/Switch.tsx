import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import * as css from './controls.css.ts';

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, announced as the switch's name. */
  label: string;
  /** Optional text before the switch (e.g. 'Monthly' before an 'Annually' switch). */
  before?: string;
  disabled?: boolean;
  /**
   * Briefly unavailable (e.g. a lock after each toggle): announced as disabled through aria-disabled
   * and activation is ignored, but it stays focusable, so keyboard focus is not dropped to the page.
   */
  locked?: boolean;
};

export function Switch({ checked, onCheckedChange, label, before, disabled, locked = false }: SwitchProps) {
  const id = useId();
  const change = (next: boolean) => {
    if (!locked) onCheckedChange(next);
  };
  return (
    <span className={css.switchRow}>
      {before ? <span aria-hidden="true">{before}</span> : null}
      <RadixSwitch.Root
        id={id}
        className={css.switchRoot}
        checked={checked}
        onCheckedChange={change}
        disabled={disabled}
        aria-disabled={locked || undefined}
      >
        <RadixSwitch.Thumb className={css.switchThumb} />
      </RadixSwitch.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
