import { useEffect, useRef } from 'react';
import { firstInvalidField } from '#machines/changePassword.machine.ts';
import type { FieldProblems } from '#machines/reauth.ts';

/**
 * A form's inputs by field name: `fieldRef(name)` is each input's ref. Each time the machine reports
 * problems, focus moves to the first field in `order` that has one (decision 284).
 */
export function useFieldFocus<F extends string>(order: readonly F[], errors: FieldProblems<F>) {
  const fields = useRef<Partial<Record<F, HTMLInputElement | null>>>({}).current;
  useEffect(() => {
    const first = firstInvalidField(order, errors);
    if (first) fields[first]?.focus();
    // `fields` is a ref's object, the same on every render.
  }, [order, errors, fields]);
  return (name: F) => (input: HTMLInputElement | null) => {
    fields[name] = input;
  };
}

/** Moves focus to the result line each time the count of results grows (issue 28.6). */
export function useFocusResult(results: number) {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (results > 0) line.current?.focus();
  }, [results]);
  return line;
}
