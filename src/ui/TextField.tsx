import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import * as css from './field.css.ts';

type Common = { label: string; error?: string | null; hint?: string };

/** Wires label, hint and error to the control with ids, and marks the control invalid while an error shows. */
function useFieldIds(error: string | null | undefined, hint: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldText({ error, hint, errorId, hintId }: Common & { errorId: string; hintId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** Label, control, hint and error, wired by ids; `control` renders the input or textarea with the given props. */
function Field({ label, error, hint, control }: Common & { control: (props: ControlProps) => ReactNode }) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={css.field}>
      <label htmlFor={ids.id} className={css.label}>
        {label}
      </label>
      {control({ id: ids.id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy })}
      <FieldText label={label} error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

/** The theme's control class first, a caller's class (a size, a height) added to it, never replacing it. */
function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

export function TextField({
  label,
  error,
  hint,
  ref,
  className,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => <input ref={ref} className={withClass(css.input, className)} {...wiring} {...rest} />}
    />
  );
}

export function TextArea({
  label,
  error,
  hint,
  ref,
  className,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => <textarea ref={ref} className={withClass(css.textarea, className)} {...wiring} {...rest} />}
    />
  );
}
