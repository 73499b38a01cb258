import { Hono } from 'hono';
import type { AppContext } from '../context.ts';

/** Subscription, checkout, payment verification and Stripe webhook routes. */
export function paymentRoutes(_ctx: AppContext): Hono {
  return new Hono();
}
