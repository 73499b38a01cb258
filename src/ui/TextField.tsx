import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
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

export function TextField({
  label,
  error,
  hint,
  ref,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={css.field}>
      <label htmlFor={ids.id} className={css.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={ids.id}
        className={css.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldText label={label} error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  hint,
  ref,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={css.field}>
      <label htmlFor={ids.id} className={css.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={ids.id}
        className={css.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldText label={label} error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}
