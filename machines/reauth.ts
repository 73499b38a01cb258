/**
 * What the account page's forms share (issue 14; decision 139): the current password goes along
 * when typed, and a refused identity or any other failure becomes the text the form shows.
 */
import { messages } from '#domain/messages.ts';
import { errorText } from './httpError.ts';

/** The current password as the call sends it: left out when empty (a recent Google sign-in stands in). */
export function currentPassword(typed: string | undefined): { current_password?: string } {
  return typed ? { current_password: typed } : {};
}

/** The server's message (wrong password, re-authentication needed, too many attempts...) or a fallback. */
export function formError(error: unknown): string {
  return errorText(error, { http: messages.account.failed, other: messages.plans.unexpectedRetry });
}
