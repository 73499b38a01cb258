/**
 * Fakes for the dashboard tree: the same machines the app runs, wired by the composition root from
 * scripted API actors and recorded browser effects, rendered inside a router, signed in.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fromPromise } from 'xstate';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import type {
  CancelResult,
  CurrentPlan,
  Invoice,
  SubscriptionChange,
  Plan,
  SessionCheck,
  SummariesPage,
  SummariesQuery,
  Summary,
} from '#machines/apiTypes.ts';
import type { Account } from '#machines/dashboard.machine.ts';
import type { NavigateParams, RedirectParams, StoredValues, ToastParams } from '#machines/effects.ts';
import { ApiError } from '#src/api/errors.ts';
import type { AppApis } from '#src/app/apis.ts';
import { RouterComposition } from '#src/app/RootLayout.tsx';
import DashboardPage from '#src/pages/dashboard/DashboardPage.tsx';

export const PERIOD_END = '2026-02-05T12:00:00.000Z';

export const plans: Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 0,
    interval: 'month',
    features: ['5 summaries a day', 'Standard summary prompt'],
    stripe_price_id: null,
  },
  {
    id: 'premium-monthly',
    name: 'Premium',
    price: 9.99,
    interval: 'month',
    features: ['Unlimited summaries', 'Your own custom prompt', 'Saved summaries history'],
    stripe_price_id: 'price_month',
  },
  {
    id: 'premium-yearly',
    name: 'Premium',
    price: 83.88,
    interval: 'year',
    features: ['Unlimited summaries', 'Your own custom prompt', 'Saved summaries history', 'Two months free'],
    stripe_price_id: 'price_year',
  },
];

type Kind = 'basic' | 'premium' | 'cancelled' | 'premiumYearly';

export function account(kind: Kind): Account {
  const premium = kind !== 'basic';
  const currentPlan: CurrentPlan = premium
    ? {
        plan: { name: 'Premium', interval: kind === 'premiumYearly' ? 'year' : 'month' },
        status: kind === 'cancelled' ? 'cancelled' : 'active',
        current_period_end: PERIOD_END,
      }
    : { plan: { name: 'Basic', interval: null }, status: 'basic', current_period_end: null };
  return {
    user: { username: 'jane.doe', email: 'jane.doe@example.com' },
    subscription: {
      is_premium: premium,
      current_period_end: premium ? PERIOD_END : null,
      cancelled: kind === 'cancelled',
      on_grace_period: kind === 'cancelled',
    },
    currentPlan,
  };
}

/** POST /api/subscription/cancel's answer: Premium until the period end, cancelled. */
export const cancelAnswer: CancelResult = {
  success: true,
  message: 'Subscription cancelled successfully',
  subscription: account('cancelled').subscription,
};

const sections = JSON.stringify([
  {
    timestamp: '0:00',
    title: 'Why sleep matters',
    bullets: ['Memory consolidation happens in deep sleep', 'Two nights of debt hurt focus'],
  },
  { timestamp: '1:05', title: 'Practical routine', bullets: ['Same wake time every day'] },
]);

export function summary(index: number, overrides: Partial<Summary> = {}): Summary {
  return {
    id: `s-${index}`,
    title: `Summary number ${index}`,
    video_id: `vid${index.toString().padStart(8, '0')}`,
    type: 'video',
    created_at: '2026-01-05T12:00:00.000Z',
    summary: `Plain text summary ${index}.`,
    ...overrides,
  };
}

export const sampleSummaries: Summary[] = [
  summary(1, { title: 'The science of sleep', video_id: 'abcDEF12345', summary: `\`\`\`json\n${sections}\n\`\`\`` }),
  summary(2, {
    title: 'Quarterly earnings call',
    type: 'document',
    summary: 'Revenue grew 12% on strong cloud demand.',
  }),
];

/** A page of `all` cut like the server would cut it. */
export function pageOf(all: Summary[], query: SummariesQuery): SummariesPage {
  const start = (query.page - 1) * query.per_page;
  return {
    summaries: all.slice(start, start + query.per_page),
    pagination: {
      total: all.length,
      per_page: query.per_page,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(all.length / query.per_page)),
    },
  };
}

export type Recorder = {
  toasts: ToastParams[];
  navigations: NavigateParams[];
  redirects: string[];
  sessionExpired: number;
  /** Where each end of the session asked to come back to after signing in (undefined: the default). */
  signInReturns: (string | undefined)[];
  summaryQueries: SummariesQuery[];
  savedPrompts: string[];
  /** Which sign-out calls the auth actor made. */
  signOuts: ('logout' | 'logoutAll')[];
  /** Ids of the summaries each card action was asked for. */
  copied: string[];
  downloaded: string[];
  deleted: string[];
  restored: string[];
};

export type FakeOptions = {
  kind?: Kind;
  /** The address's query string (`?tab=prompt`); none by default. */
  search?: string;
  summaries?: Summary[];
  apis?: Partial<AppApis['dashboard']>;
};

export function fakeApis(rec: Recorder, options: FakeOptions): Partial<AppApis['dashboard']> {
  let storedPrompt = 'Summarize for a busy engineer: key ideas first, then numbers.';
  // The fake server's rows: a deletion removes one, an undo puts it back where its date says.
  let list = [...(options.summaries ?? sampleSummaries)];
  const apis = {
    readStorage: fromPromise<StoredValues, { keys: readonly string[] }>(async () => ({ token: 'test-token' })),
    loadAccount: fromPromise<Account, void>(async () => account(options.kind ?? 'premium')),
    fetchSummaries: fromPromise<SummariesPage, SummariesQuery>(async ({ input }) => {
      rec.summaryQueries.push(input);
      return pageOf(list, input);
    }),
    // A browser that is never idle: no early fetch of the next page unless a test asks for one.
    browserIdle: fromPromise<unknown, void>(() => new Promise(() => {})),
    fetchPrompt: fromPromise<string, void>(async () => storedPrompt),
    savePrompt: fromPromise<string, { prompt: string }>(async ({ input }) => {
      rec.savedPrompts.push(input.prompt);
      storedPrompt = input.prompt;
      return storedPrompt;
    }),
    resetPrompt: fromPromise<string, void>(async () => {
      storedPrompt = DEFAULT_PROMPT;
      return storedPrompt;
    }),
    loadPlans: fromPromise<Plan[], void>(async () => plans),
    createPaymentLink: fromPromise<{ url: string }, { priceId: string; returnTo: string }>(async ({ input }) => ({
      url: `https://checkout.example/${input.priceId}`,
    })),
    cancelSubscription: fromPromise<CancelResult, void>(async () => cancelAnswer),
    switchSubscription: fromPromise<SubscriptionChange, { interval: 'month' | 'year' }>(async ({ input }) => ({
      success: true,
      message: 'You are now on annual billing. The unused part of your month was credited.',
      subscription: { ...account('premium').subscription, interval: input.interval },
    })),
    resumeSubscription: fromPromise<SubscriptionChange, void>(async () => ({
      success: true,
      message: 'Your subscription is back on and renews as before.',
      subscription: account('premium').subscription,
    })),
    openBillingPortal: fromPromise<{ url: string }, { returnTo: string }>(async () => ({
      url: 'https://billing.example/portal',
    })),
    loadInvoices: fromPromise<Invoice[], void>(async () => [
      {
        id: 'inv-1',
        date: '2026-01-05T00:00:00.000Z',
        amount: 9.99,
        currency: 'usd',
        description: 'Skimly Premium, monthly',
        period_start: '2026-01-05T00:00:00.000Z',
        period_end: '2026-02-05T00:00:00.000Z',
        status: 'paid',
        receipt_url: 'https://invoice.stripe.example/i/inv-1',
      },
    ]),
    copySummary: fromPromise<unknown, { summary: Summary }>(async ({ input }) => {
      rec.copied.push(input.summary.id);
      return null;
    }),
    downloadSummary: fromPromise<unknown, { summary: Summary }>(async ({ input }) => {
      rec.downloaded.push(input.summary.id);
      return null;
    }),
    deleteSummary: fromPromise<unknown, { id: string }>(async ({ input }) => {
      rec.deleted.push(input.id);
      list = list.filter((summary) => summary.id !== input.id);
      return { success: true };
    }),
    restoreSummary: fromPromise<unknown, { summary: Summary }>(async ({ input }) => {
      rec.restored.push(input.summary.id);
      list = [...list, input.summary].sort((a, b) => b.created_at.localeCompare(a.created_at));
      return { success: true, summary: input.summary };
    }),
    ...options.apis,
  };
  // As in the app, the dashboard's calls beside the account (issue 15) are the tabs' own calls.
  return { prefetchSummaries: apis.fetchSummaries, prefetchPrompt: apis.fetchPrompt, ...apis };
}

/** The composition's APIs for a signed-in reader: scripted calls, recorded effects (and the record). */
export function dashboardApis(options: FakeOptions = {}) {
  const rec: Recorder = {
    toasts: [],
    navigations: [],
    redirects: [],
    sessionExpired: 0,
    signInReturns: [],
    summaryQueries: [],
    savedPrompts: [],
    signOuts: [],
    copied: [],
    downloaded: [],
    deleted: [],
    restored: [],
  };
  const apis = {
    dashboard: fakeApis(rec, options),
    auth: {
      checkSession: fromPromise<SessionCheck, void>(async () => ({
        authenticated: true,
        user: { id: 'u1', email: 'jane.doe@example.com', is_premium: options.kind !== 'basic' },
      })),
      logout: fromPromise<unknown, void>(async () => rec.signOuts.push('logout')),
      logoutAll: fromPromise<unknown, void>(async () => rec.signOuts.push('logoutAll')),
    },
    effects: {
      toast: (_: unknown, params: ToastParams) => rec.toasts.push(params),
      dismissToast: () => {},
      navigate: (_: unknown, params: NavigateParams) => rec.navigations.push(params),
      redirectToUrl: (_: unknown, { url }: RedirectParams) => rec.redirects.push(url),
      storeValue: () => {},
      removeValue: () => {},
      sessionExpired: (_: unknown, params?: { returnTo: string }) => {
        rec.sessionExpired += 1;
        rec.signInReturns.push(params?.returnTo);
      },
    },
  };
  return { rec, apis };
}

export function renderDashboard(options: FakeOptions = {}) {
  const { rec, apis } = dashboardApis(options);
  const view = render(
    <MemoryRouter initialEntries={[`/dashboard${options.search ?? ''}`]}>
      <RouterComposition apis={apis}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Routes>
      </RouterComposition>
    </MemoryRouter>,
  );
  return { rec, view };
}

export { ApiError };
