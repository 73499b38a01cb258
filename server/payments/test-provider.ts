import { randomBytes } from 'node:crypto';
import type { BillingInterval } from '#domain/constants.ts';
import type { Database } from '#server/db/index.ts';
import { type CheckoutState, type PaymentProvider, addInterval } from './provider.ts';
import { cancelTestCheckout, findPaymentSession } from './store.ts';

/** 24 random bytes: the session id is the only secret guarding /api/payment/success. */
function newSessionId(): string {
  return `cs_test_${randomBytes(24).toString('base64url')}`;
}

export function testCheckoutPath(sessionId: string): string {
  return `/test-checkout/${encodeURIComponent(sessionId)}`;
}

/**
 * TEST MODE: the checkout lives in our own payment_sessions table and the /test-checkout pages.
 * Pay sets completes_at a few seconds ahead; until then the session reads 'open' (processing).
 */
export function createTestProvider(db: Database, publicUrl: string, now: () => Date): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout() {
      const sessionId = newSessionId();
      return { sessionId, url: `${publicUrl}${testCheckoutPath(sessionId)}` };
    },
    async getCheckout(sessionId): Promise<CheckoutState> {
      const row = await db.maybeOne<{ status: string; completes_at: Date | null; interval: BillingInterval }>(
        `SELECT s.status, s.completes_at, p.interval
           FROM payment_sessions s JOIN plans p ON p.id = s.plan_id WHERE s.id = $1`,
        [sessionId],
      );
      if (!row || row.status === 'expired') return { status: 'expired' };
      if (!row.completes_at || new Date(row.completes_at) > now()) return { status: 'open' };
      const paidAt = new Date(row.completes_at);
      return {
        status: 'complete',
        subscriptionId: sessionId.replace(/^cs_test_/, 'sub_test_'),
        currentPeriodStart: paidAt,
        currentPeriodEnd: addInterval(paidAt, row.interval),
      };
    },
    async expireCheckout(sessionId) {
      // A Pay already pressed (completes_at set) is a payment on its way: the caller ends it instead.
      await cancelTestCheckout(db, sessionId);
      const row = await findPaymentSession(db, sessionId);
      return row?.status === 'open' && row.completes_at ? 'complete' : 'expired';
    },
    // TEST MODE charges nobody: its session and any invoice go with the account's rows.
    async refundCheckout() {},
    async cancelNow() {},
    // Cancel, resume and switches of TEST MODE happen on the server's own records (server/subscriptions).
    changes: null,
    async portalUrl(_customer, back) {
      // The page re-checks return_to itself: it is only a path here.
      return `${publicUrl}/test-billing/portal?return_to=${encodeURIComponent(back.returnUrl)}`;
    },
    webhooks: null,
  };
}
