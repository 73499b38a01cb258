import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages.ts';
import { InvalidResponseError } from '../../../src/api/errors.ts';
import {
  parseResponse,
  paymentVerificationSchema,
  sessionCheckSchema,
  urlResponseSchema,
} from '../../../src/api/responses.ts';

const user = { id: '3f8e4c1a-6b2d-4e3f-9a1b-2c3d4e5f6a7b', email: 'premium@skimly.dev', is_premium: true };

describe('parseResponse', () => {
  it('accepts a successful payment verification', () => {
    const body = {
      status: 'success',
      error: false,
      message: 'Payment successful. Premium is now active.',
      subscription: { plan_name: 'Premium', status: 'active', next_billing_date: '2026-07-01T00:00:00Z' },
      user,
    };
    expect(parseResponse(paymentVerificationSchema, body)).toEqual(body);
  });

  it('accepts a processing verification without subscription and user', () => {
    const body = { status: 'processing', error: false, message: 'Your payment is being processed.' };
    expect(parseResponse(paymentVerificationSchema, body)).toEqual(body);
  });

  it('refuses an unknown verification status as an invalid response', () => {
    const parse = () => parseResponse(paymentVerificationSchema, { status: 'done', error: false, message: '' });
    expect(parse).toThrow(InvalidResponseError);
    expect(parse).toThrow(messages.auth.invalidServerResponse);
  });

  it('refuses a Google start answer without url (SPEC.md section 8)', () => {
    expect(() => parseResponse(urlResponseSchema, {})).toThrow(messages.auth.invalidServerResponse);
    expect(() => parseResponse(urlResponseSchema, undefined)).toThrow(InvalidResponseError);
  });

  it('keeps an optional session token and drops unknown fields', () => {
    expect(parseResponse(sessionCheckSchema, { authenticated: true, user, token: 't', extra: 1 })).toEqual({
      authenticated: true,
      user,
      token: 't',
    });
  });
});
