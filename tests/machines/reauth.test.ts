/** How the account's forms confirm the person (decision 139; issue 25.3: decided here, not in the view). */
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { formProblem, reauthOf } from '#machines/reauth.ts';
import { problemText } from '#src/features/problems.ts';
import { httpError, networkError } from './fixtures.ts';

describe('reauthOf', () => {
  it('asks for the password when the account has one, whatever Google said', () => {
    expect(reauthOf({ has_password: true, google_reauth_until: null })).toBe('password');
    expect(reauthOf({ has_password: true, google_reauth_until: '2026-11-27T04:05:00Z' })).toBe('password');
  });

  it('takes a recent Google sign-in while the server counts it, else asks for one', () => {
    expect(reauthOf({ has_password: false, google_reauth_until: '2026-11-27T04:05:00Z' })).toBe('googleActive');
    expect(reauthOf({ has_password: false, google_reauth_until: null })).toBe('googleNeeded');
  });
});

describe('formProblem', () => {
  it.each([
    ['the server message', httpError(403, 'That is not your current password.'), 'That is not your current password.'],
    ['the generic text for an HTTP error without message', httpError(500), messages.account.failed],
    ['the connection for a network failure', networkError, messages.connection.notReached],
    ['the retry text for anything else', new Error('unexpected'), messages.plans.unexpectedRetry],
  ])('words a failed account form call with %s', (_what, error, text) => {
    expect(problemText(formProblem(error))).toBe(text);
  });
});
