/**
 * What the account page's forms share (issue 14; decision 139): the current password goes along
 * when typed, and a refused identity or any other failure becomes the problem the form shows (decision 249).
 */
import type { AccountSettings } from './apiTypes.ts';
import { failureProblem, type Problem } from './problems.ts';

/** The current password as the call sends it: left out when empty (a recent Google sign-in stands in). */
export function currentPassword(typed: string | undefined): { current_password?: string } {
  return typed ? { current_password: typed } : {};
}

/** The server's message (wrong password, re-authentication needed, too many attempts...) or a fallback. */
export function formProblem(error: unknown): Problem {
  return failureProblem(error, { http: 'accountRequestFailed', other: 'unexpectedRetry' });
}

/**
 * How the account's forms confirm it is the person (decision 139): with the current password when the
 * account has one; else with a Google sign-in, which the server counts for a while (`google_reauth_until`):
 * `active` while it does, `needed` until the person signs in with Google again.
 */
export type Reauth = 'password' | 'googleActive' | 'googleNeeded';

export function reauthOf(account: Pick<AccountSettings, 'has_password' | 'google_reauth_until'>): Reauth {
  if (account.has_password) return 'password';
  return account.google_reauth_until ? 'googleActive' : 'googleNeeded';
}
