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
};

export function Switch({ checked, onCheckedChange, label, before, disabled }: SwitchProps) {
  const id = useId();
  return (
    <span className={css.switchRow}>
      {before ? <span aria-hidden="true">{before}</span> : null}
      <RadixSwitch.Root id={id} className={css.switchRoot} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled}>
        <RadixSwitch.Thumb className={css.switchThumb} />
      </RadixSwitch.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
