import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { ApiError, InvalidResponseError, apiErrorFrom, errorMessage, isApiError } from '#src/api/errors.ts';

const planLoad = { http: messages.plans.loadFailed, network: messages.plans.unexpected };

describe('errorMessage (SPEC.md section 8 fallback rule)', () => {
  it('shows the server message of an HTTP error', () => {
    const error = new ApiError(409, 'conflict', 'You already have an active Premium subscription.');
    expect(errorMessage(error, planLoad)).toBe('You already have an active Premium subscription.');
  });

  it('shows the HTTP fallback when the server gave no message', () => {
    expect(errorMessage(new ApiError(500, null, null), planLoad)).toBe('Failed to load plans');
  });

  it('shows the other text for anything that is not an HTTP error', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), planLoad)).toBe('An unexpected error occurred');
    expect(errorMessage(new InvalidResponseError('no url'), planLoad)).toBe('An unexpected error occurred');
    expect(errorMessage('boom', planLoad)).toBe('An unexpected error occurred');
  });
});

describe('apiErrorFrom', () => {
  it('reads message, code and field errors, leaving the response readable', async () => {
    const response = new Response(JSON.stringify({ message: 'Not found', code: 'not_found' }), { status: 404 });
    const error = await apiErrorFrom(response);
    expect(error).toMatchObject({ status: 404, code: 'not_found', serverMessage: 'Not found', message: 'Not found' });
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('ignores an empty or mistyped message instead of showing it', async () => {
    const error = await apiErrorFrom(new Response(JSON.stringify({ message: '', code: 7 }), { status: 400 }));
    expect(error).toMatchObject({
      status: 400,
      code: null,
      serverMessage: null,
      message: 'Request failed with status 400',
    });
  });

  it('keeps well-formed field errors (without extra keys) and drops a list with a broken entry', async () => {
    const field = { path: 'email', message: 'Invalid email' };
    const good = await apiErrorFrom(
      new Response(JSON.stringify({ errors: [{ ...field, rule: 'x' }] }), { status: 422 }),
    );
    expect(good.fieldErrors).toEqual([field]);
    const broken = await apiErrorFrom(new Response(JSON.stringify({ errors: [field, { path: 1 }] }), { status: 422 }));
    expect(broken.fieldErrors).toEqual([]);
  });

  it('reads nothing from a body that is not an object', async () => {
    for (const body of ['["Not found"]', 'null', '"Not found"', '<html>502</html>']) {
      const error = await apiErrorFrom(new Response(body, { status: 502 }));
      expect(error).toMatchObject({ code: null, serverMessage: null, fieldErrors: [] });
    }
  });

  it('is recognised by isApiError, unlike other errors', () => {
    expect(isApiError(new ApiError(401, 'unauthorized', 'Authentication required'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
