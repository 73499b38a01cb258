/**
 * Issue 13's calls: switch interval, resume, invoices, the billing portal; and, in TEST MODE outside
 * production only, the simulation that runs a subscription's year without Stripe (the billing
 * clock, a failing renewal) and the built-in billing portal page.
 */
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { components } from '#contract/schema.d.ts';
import { zAdvanceTestClockBody, zCreateBillingPortalBody, zSwitchSubscriptionIntervalBody } from '#contract/zod.gen.ts';
import { billingReturnPath, withBillingReturn } from '#domain/billingReturn.ts';
import { messages } from '#domain/messages.ts';
import { findSession, requestToken, requireAuth } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { type ContractReading, jsonBody } from '#server/http/validate.ts';
import type { Deps } from './lifecycle.ts';
import { advanceBillingClock, billingNow, simulationEnabled } from './clock.ts';
import { findInvoice, listInvoices } from './invoices.ts';
import { portalUrl, resumeSubscription, switchInterval } from './lifecycle.ts';
import { findSubscription } from './repository.ts';
import { cardOf, subscriptionShape } from './status.ts';
import {
  TEST_CARDS,
  type TestCardName,
  armRenewalFailure,
  runDueTestBilling,
  testCard,
  updateTestCard,
} from './test-billing.ts';
import {
  PORTAL_PATH,
  RECEIPTS_PATH,
  portalNotFoundPage,
  portalPage,
  receiptNotFoundPage,
  receiptPage,
} from './test-portal-page.ts';
import { receiptWords } from './receipt.ts';

type Schemas = components['schemas'];
const DAY_MS = 86_400_000;
const SUBMISSION = /^[0-9a-f-]{36}$/;

const advanceReading: ContractReading = { words: { days: () => messages.testBilling.daysRange } };

export function lifecycleRoutes(ctx: AppContext, deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);

  app.post('/api/subscription/switch', auth, async (c) => {
    const { interval } = await jsonBody(c, zSwitchSubscriptionIntervalBody);
    const outcome = await switchInterval(deps, c.get('user').id, interval);
    return c.json({
      success: true,
      message: outcome.message,
      subscription: subscriptionShape(outcome.subscription, deps.now()),
    } satisfies Schemas['SubscriptionChangeResponse']);
  });

  app.post('/api/subscription/resume', auth, async (c) => {
    const subscription = await resumeSubscription(deps, c.get('user').id);
    return c.json({
      success: true,
      message: messages.billing.resumed,
      subscription: subscriptionShape(subscription, deps.now()),
    } satisfies Schemas['SubscriptionChangeResponse']);
  });

  app.get('/api/billing/invoices', auth, async (c) => {
    const invoices = await listInvoices(ctx.db, c.get('user').id, deps.publicUrl);
    return c.json({ invoices } satisfies Schemas['InvoicesResponse']);
  });

  app.post('/api/billing/portal', auth, async (c) => {
    const { return_to } = await jsonBody(c, zCreateBillingPortalBody);
    return c.json({ url: await portalUrl(deps, c.get('user').id, return_to) } satisfies Schemas['UrlResponse']);
  });

  if (deps.provider.kind === 'test') app.route('/', testPortalRoutes(ctx, deps));
  if (deps.provider.kind === 'test' && simulationEnabled(ctx.config)) app.route('/', simulationRoutes(ctx, deps));
  return app;
}

function clockBody(ctx: AppContext, offsetMs: number): Schemas['TestClock'] {
  return { now: billingNow(ctx).toISOString(), offset_days: Math.round((offsetMs / DAY_MS) * 1000) / 1000 };
}

/** TEST MODE outside production: the billing clock, a failing renewal and the test billing portal. */
function simulationRoutes(ctx: AppContext, deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);

  app.get('/api/test-mode/clock', auth, (c) => {
    const offset = billingNow(ctx).getTime() - ctx.now().getTime();
    return c.json(clockBody(ctx, offset));
  });

  app.post('/api/test-mode/clock/advance', auth, async (c) => {
    const { days } = await jsonBody(c, zAdvanceTestClockBody, advanceReading);
    const offset = await advanceBillingClock(ctx.db, days * DAY_MS);
    const steps = await runDueTestBilling(ctx.db, { mail: ctx.mail, publicUrl: deps.publicUrl }, billingNow(ctx));
    ctx.log.info({ days, steps }, 'TEST MODE clock advanced');
    return c.json(clockBody(ctx, offset));
  });

  app.post('/api/test-mode/renewal-failure', auth, async (c) => {
    const subscription = await armRenewalFailure(deps, c.get('user').id);
    return c.json({
      success: true,
      message: messages.testBilling.renewalFailureArmed,
      subscription: subscriptionShape(subscription, deps.now()),
    } satisfies Schemas['SubscriptionChangeResponse']);
  });

  return app;
}

/** TEST MODE's billing portal (wherever TEST MODE is, like the test checkout): only for the signed-in user. */
function testPortalRoutes(ctx: AppContext, deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = async (c: Context) => {
    const token = requestToken(c, ctx);
    return token ? await findSession(ctx, token) : null;
  };
  const gone = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.html(portalNotFoundPage(), 404);
  };

  app.get(PORTAL_PATH, async (c) => {
    const found = await signedIn(c);
    const sub = found ? await findSubscription(ctx.db, found.user.id) : null;
    if (!found || !sub) return gone(c);
    c.header('Cache-Control', 'no-store');
    const failed = subscriptionShape(sub, deps.now()).payment_failed === true;
    const card = cardOf(sub);
    const onFile = card
      ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
      : null;
    // The other test card first: updating the card changes it.
    const choices = TEST_CARDS.map((name) => ({ name, card: testCard(name, deps.now()) })).sort(
      (a, b) => Number(a.card.last4 === onFile?.last4) - Number(b.card.last4 === onFile?.last4),
    );
    return c.html(
      portalPage({
        email: found.user.email,
        paymentFailed: failed,
        card: onFile,
        choices,
        returnTo: billingReturnPath(c.req.query('return_to')),
        publicUrl: deps.publicUrl,
        submission: randomUUID(),
      }),
    );
  });

  app.post(`${PORTAL_PATH}/card`, async (c) => {
    const found = await signedIn(c);
    if (!found) return gone(c);
    // The form's one-time id: submitted twice (a double click, a reload), it is one update and one e-mail.
    const body = await c.req.parseBody();
    const sent = body.submission;
    const submission = typeof sent === 'string' && SUBMISSION.test(sent) ? sent : randomUUID();
    const card: TestCardName = TEST_CARDS.find((name) => name === body.card) ?? 'visa';
    const notify = { mail: ctx.mail, publicUrl: deps.publicUrl };
    const paid = await updateTestCard(ctx.db, notify, found.user.id, submission, deps.now(), card);
    // Back where the person started (decision 255: a path on this site only), told what happened.
    const path = billingReturnPath(typeof body.return_to === 'string' ? body.return_to : null);
    return c.redirect(`${deps.publicUrl}${withBillingReturn(path, paid ? 'paid' : 'card-updated')}`, 303);
  });

  // TEST MODE's receipts are the server's own page: never a link to a provider's host (issue 28.2).
  app.get(`${RECEIPTS_PATH}/:id`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const found = await signedIn(c);
    const invoice = found ? await findInvoice(ctx.db, found.user.id, c.req.param('id')) : null;
    if (!invoice) return c.html(receiptNotFoundPage(), 404);
    return c.html(receiptPage({ ...receiptWords(invoice), dashboardUrl: `${deps.publicUrl}/dashboard` }));
  });

  return app;
}
