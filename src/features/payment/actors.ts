import { fromPromise } from 'xstate';
import type { PaymentVerification } from '#machines/apiTypes.ts';
import { api, dataOf } from '#src/api/client.ts';
import { parseResponse, paymentVerificationSchema } from '#src/api/responses.ts';

/** GET /api/payment/success: the verification the success page polls (no auth: the session id is the secret). */
export const paymentActors = {
  verifyPayment: fromPromise<PaymentVerification, { sessionId: string }>(async ({ input, signal }) => {
    const result = await api.GET('/api/payment/success', {
      params: { query: { session_id: input.sessionId } },
      signal,
    });
    return parseResponse(paymentVerificationSchema, dataOf(result));
  }),
};
