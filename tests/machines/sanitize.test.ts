import { describe, expect, it } from 'vitest';
import { REDACTED, sanitize, sanitizeEvent } from '#machines/sanitize.ts';

describe('sanitize (dev inspector)', () => {
  it('removes passwords from login events but keeps the event type and flags', () => {
    const event = { type: 'auth.login', email: 'ann@example.com', password: 'correct horse', remember: true };
    expect(sanitizeEvent(event)).toEqual({
      type: 'auth.login',
      email: 'a***@example.com',
      password: REDACTED,
      remember: true,
    });
  });

  it('removes tokens from actor outputs and stored values', () => {
    const done = {
      type: 'xstate.done.actor.login',
      output: { token: 'tok_secret', user: { id: 'u1', email: 'bob.smith@mail.example.org', is_premium: false } },
    };
    expect(sanitizeEvent(done)).toEqual({
      type: 'xstate.done.actor.login',
      output: { token: REDACTED, user: { id: 'u1', email: 'b***@mail.example.org', is_premium: false } },
    });
    expect(sanitize({ token: 'tok', oauth_state: 'st', oauth_redirect: '/dashboard' })).toEqual({
      token: REDACTED,
      oauth_state: REDACTED,
      oauth_redirect: '/dashboard',
    });
  });

  it('hides OAuth state, checkout session ids and secret URL parameters', () => {
    expect(sanitizeEvent({ type: 'auth.google.returned', status: 'success', state: 'st-123' })).toEqual({
      type: 'auth.google.returned',
      status: 'success',
      state: REDACTED,
    });
    expect(sanitize({ googleReturn: { status: 'success', state: 'st-123' }, sessionId: 'cs_live_1' })).toEqual({
      googleReturn: { status: 'success', state: REDACTED },
      sessionId: REDACTED,
    });
    expect(sanitize({ url: 'https://accounts.google.com/auth?client_id=c&state=st-1&code=abc' })).toEqual({
      url: `https://accounts.google.com/auth?client_id=c&state=${REDACTED}&code=${REDACTED}`,
    });
  });

  it('leaves ordinary data alone and does not change its input', () => {
    const context = { user: null, formError: 'Please fill in all fields', attempt: 3, plans: [{ id: 'basic' }] };
    const copy = structuredClone(context);
    expect(sanitize(context)).toEqual(copy);
    expect(context).toEqual(copy);
  });

  it('cleans error messages that carry an address', () => {
    const result = sanitize({ error: new Error('No account for ann@example.com') });
    expect(result.error).toMatchObject({ message: 'No account for a***@example.com' });
  });
});
