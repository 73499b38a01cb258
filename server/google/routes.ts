import { Hono } from 'hono';
import type { AppContext } from '../context.ts';

/** Google OpenID Connect sign-in routes. */
export function googleRoutes(_ctx: AppContext): Hono {
  return new Hono();
}
