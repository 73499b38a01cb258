import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId } from 'react';
import * as css from './field.css.ts';

type CheckboxProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
};

export function Checkbox({ label, checked, onCheckedChange, disabled, name }: CheckboxProps) {
  const id = useId();
  return (
    <span className={css.checkboxRow}>
      <RadixCheckbox.Root
        id={id}
        name={name}
        className={css.checkbox}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      >
        <RadixCheckbox.Indicator>
          <Check size={14} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
