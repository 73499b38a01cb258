import type { Ref } from 'react';
import { messages } from '#domain/messages.ts';
import { TextField } from '#src/ui/TextField.tsx';

/** The current password, asked where a change or the deletion needs the person to prove who they are. */
export function CurrentPasswordField({ inputRef, error }: { inputRef?: Ref<HTMLInputElement>; error?: string | null }) {
  return (
    <TextField
      ref={inputRef}
      label={messages.settings.currentPasswordLabel}
      name="current"
      type="password"
      autoComplete="current-password"
      error={error ?? null}
    />
  );
}

/**
 * The form's own problem line. Without a password field (an account that proves itself with Google) a
 * refused identity has no field to stand on, so the form says it (the Google hint says what to do).
 */
export function formProblemText(formError: string | null, currentProblem: string | null, asks: boolean) {
  return formError ?? (asks ? null : currentProblem);
}
