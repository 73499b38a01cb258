import { useEffect, useRef } from 'react';
import { firstInvalidField } from '#machines/changePassword.machine.ts';
import type { FieldProblems } from '#machines/reauth.ts';

/** Moves focus to the first field with a problem, each time the machine reports problems (decision 284). */
export function useFocusFirstInvalid<F extends string>(
  order: readonly F[],
  errors: FieldProblems<F>,
  fields: Partial<Record<F, HTMLInputElement | null>>,
) {
  useEffect(() => {
    const first = firstInvalidField(order, errors);
    if (first) fields[first]?.focus();
    // `fields` is a ref's object, the same on every render.
  }, [order, errors, fields]);
}

/** Moves focus to the result line each time the count of results grows (issue 28.6). */
export function useFocusResult(results: number) {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (results > 0) line.current?.focus();
  }, [results]);
  return line;
}
