import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages.ts';
import { ApiError, InvalidResponseError, apiErrorFrom, errorMessage, isApiError } from '../../../src/api/errors.ts';

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
    expect(error).toMatchObject({ status: 400, code: null, serverMessage: null, message: 'Request failed with status 400' });
  });

  it('is recognised by isApiError, unlike other errors', () => {
    expect(isApiError(new ApiError(401, 'unauthorized', 'Authentication required'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
