/** How the account's forms confirm the person (decision 139; issue 25.3: decided here, not in the view). */
import { describe, expect, it } from 'vitest';
import { reauthOf } from '#machines/reauth.ts';

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
