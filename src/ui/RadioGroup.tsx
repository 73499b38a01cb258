import * as RadixRadio from '@radix-ui/react-radio-group';
import { useId } from 'react';
import * as css from './controls.css.ts';

export type RadioOption<V extends string> = { value: V; label: string };

type RadioGroupProps<V extends string> = {
  legend: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onValueChange: (value: V) => void;
  name?: string;
  disabled?: boolean;
};

/** Arrow keys move between options (Radix roving focus); each option row is a clickable label. */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  disabled,
}: RadioGroupProps<V>) {
  const id = useId();
  const byValue = new Map(options.map((option) => [option.value as string, option.value]));
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <RadixRadio.Root
        className={css.radioGroup}
        value={value ?? ''}
        name={name}
        disabled={disabled}
        onValueChange={(next) => {
          const option = byValue.get(next);
          if (option !== undefined) onValueChange(option);
        }}
      >
        {options.map((option) => (
          <label key={option.value} className={css.radioOption} htmlFor={`${id}-${option.value}`}>
            <RadixRadio.Item id={`${id}-${option.value}`} value={option.value} className={css.radioItem}>
              <RadixRadio.Indicator className={css.radioIndicator} />
            </RadixRadio.Item>
            {option.label}
          </label>
        ))}
      </RadixRadio.Root>
    </fieldset>
  );
}
