import * as RadixRadio from '@radix-ui/react-radio-group';
import { useId } from 'react';
import * as css from './controls.css.ts';
import * as fieldCss from './field.css.ts';

export type RadioOption<V extends string> = { value: V; label: string };

type RadioGroupProps<V extends string> = {
  legend: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onValueChange: (value: V) => void;
  name?: string;
  disabled?: boolean;
  /** Said under the choices and read with them (e.g. none was chosen). */
  error?: string | null;
};

/** Arrow keys move between options (Radix roving focus); each option row is a clickable label. */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  disabled,
  error,
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
      {error ? (
        <p id={`${id}-error`} className={fieldCss.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
