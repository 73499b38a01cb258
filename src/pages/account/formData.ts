import type { FormEvent } from 'react';

/** A submitted form's field as text ('' when it is not there). */
export const fieldOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's data, the browser's own submission stopped: the machine sends it. */
export const submitted = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return new FormData(event.currentTarget);
};
