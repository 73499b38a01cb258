/**
 * What the account page's forms share (issue 14; decision 139): the current password goes along
 * when typed, and a refused identity or any other failure becomes the problem the form shows (decision 249).
 */
import type { AccountSettings } from './apiTypes.ts';
import { hasCode, hasStatus, isHttpError } from './httpError.ts';
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

/** Each field of an account form with the problem about it; a field without one is absent. */
export type FieldProblems<F extends string> = Partial<Record<F, Problem>>;

/**
 * A refusal about fields of an account form (issue 28.8; decision 284), or null when it concerns the form
 * as a whole (no connection, 429, 5xx): a wrong or missing current password is `current`'s; a 400/422
 * names the fields by the request's property names (`paths`), each with the server's words.
 */
export function fieldRefusal<F extends string>(
  error: unknown,
  paths: Readonly<Record<F, readonly string[]>>,
  current: F,
): FieldProblems<F> | null {
  if (hasCode(error, 'wrong_password', 'reauthentication_required'))
    return { [current]: formProblem(error) } as FieldProblems<F>;
  if (!isHttpError(error) || !(hasStatus(error, 400) || hasStatus(error, 422))) return null;
  const problems: FieldProblems<F> = {};
  for (const field of Object.keys(paths) as F[]) {
    const named = error.fieldErrors?.find((entry) => paths[field].includes(entry.path));
    if (named) problems[field] = { said: named.message };
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
