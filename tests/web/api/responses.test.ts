import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { InvalidResponseError } from '#src/api/errors.ts';
import { zPaymentVerification, zPlansResponse, zSessionCheck, zUrlResponse } from '#contract/zod-mini.gen.ts';
import {
  parseResponse,
  paymentVerificationSchema,
  plansResponseSchema,
  sessionCheckSchema,
  urlResponseSchema,
} from '#src/api/responses.ts';

const user = { id: '3f8e4c1a-6b2d-4e3f-9a1b-2c3d4e5f6a7b', email: 'premium@skimly.dev', is_premium: true };
const basic = {
  id: 'basic',
  name: 'Basic',
  price: 0,
  interval: 'month',
  features: ['Summaries'],
  stripe_price_id: null,
};

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

  it('keeps an optional session token and passes a field it does not know yet through', () => {
    expect(parseResponse(sessionCheckSchema, { authenticated: true, user, token: 't', extra: 1 })).toEqual({
      authenticated: true,
      user,
      token: 't',
      extra: 1,
    });
  });

  // Issue 11: a new optional field in openapi.yaml reaches the client without an edit in src/.
  it('hands on new optional fields at every depth, as the server sent them', () => {
    const body = {
      status: 'success',
      error: false,
      message: 'ok',
      subscription: { plan_name: 'Premium', status: 'active', next_billing_date: null, renews: true },
      user: { ...user, display_name: 'Ada' },
      receipt_url: 'https://pay.example/r/1',
    };
    expect(parseResponse(paymentVerificationSchema, body)).toEqual(body);
    const plans = { plans: [{ ...basic, trial_days: 14 }] };
    expect(parseResponse(plansResponseSchema, plans)).toEqual(plans);
  });

  it('checks with the validators generated from openapi.yaml, not copies', () => {
    expect([sessionCheckSchema, urlResponseSchema, paymentVerificationSchema, plansResponseSchema]).toEqual([
      zSessionCheck,
      zUrlResponse,
      zPaymentVerification,
      zPlansResponse,
    ]);
  });
});
