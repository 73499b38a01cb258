/**
 * The one object of APIs and browser effects the website's machines run on (AppApis), and the real
 * one (appApis). src/app/composition.tsx builds every machine's logic from it; tests hand the
 * composition their own object (or parts of one) instead.
 *
 * The real page APIs load with the first call that needs them: this file is part of the landing
 * page's bundle, the API client and the pages' calls are not (budgets/site.json).
 */
import { type AnyActorLogic, type CallbackActorLogic, fromCallback, fromPromise } from 'xstate';
import type { ThemeEvent } from '#machines/theme.machine.ts';
import type { accountRequestActors } from '#src/features/account/requestActors.ts';
import type { accountSettingsActors } from '#src/features/account/settingsActors.ts';
import type { connectionActors } from '#src/features/connection/actors.ts';
import type { exportActors } from '#src/features/export/actors.ts';
import type { feedbackActors } from '#src/features/feedback/actors.ts';
import type { newSummaryActors } from '#src/features/newSummary/actors.ts';
import type { paymentActors } from '#src/features/payment/actors.ts';
import type { dashboardApis } from '#src/pages/dashboard/apis.ts';
import { authActors } from './authActors.ts';
import { type BrowserEffects, browserEffects } from './browserEffects.ts';

export type AppApis = {
  auth: typeof authActors;
  theme: { watchColorScheme: CallbackActorLogic<ThemeEvent> };
  /** The dashboard and its children: account, summaries (and deletion), prompt, plan dialog. */
  dashboard: typeof dashboardApis;
  accountPage: typeof accountSettingsActors;
  payment: typeof paymentActors;
  feedback: typeof feedbackActors;
  accountRequest: typeof accountRequestActors;
  export: typeof exportActors;
  /** "New summary" (issue 23.8): the day's quota and the streamed summary. */
  newSummary: typeof newSummaryActors;
  /** The connection banner's sources (issue 28.1). */
  connectivity: typeof connectionActors;
  effects: BrowserEffects;
};

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Reports the OS colour scheme now and on every change while the preference is 'system'. */
const watchColorScheme = fromCallback<ThemeEvent>(({ sendBack }) => {
  const query = window.matchMedia(DARK_QUERY);
  const report = () => sendBack({ type: 'theme.systemChanged', scheme: query.matches ? 'dark' : 'light' });
  report();
  query.addEventListener('change', report);
  return () => query.removeEventListener('change', report);
});

type Creator = (args: unknown) => unknown;
/** The function a `fromPromise` / `fromCallback` logic was made from (xstate keeps it as `config`). */
export const creatorOf = (logic: AnyActorLogic) => (logic as unknown as { config: Creator }).config;

/** A module loaded on first use; once loaded, its value is at hand synchronously. */
function once<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let value: { loaded: T } | undefined;
  const get = () => {
    loading ??= load().then((loaded) => {
      value = { loaded };
      return loaded;
    });
    return loading;
  };
  return { get, now: () => value };
}

const PRELOAD = Symbol('preload');
type Preloadable = { [PRELOAD]?: () => Promise<unknown> };

/** `wrapped`, loading what `original` loads when preloaded (a wrapper of a lazy actor stays preloadable). */
export function keepPreload<T extends AnyActorLogic>(original: AnyActorLogic, wrapped: T): T {
  const preload = (original as Preloadable)[PRELOAD];
  return preload ? Object.assign(wrapped, { [PRELOAD]: preload }) : wrapped;
}

/**
 * Starts loading the modules behind a group of lazy actors (the composition root calls it when a
 * page wires its machine, so the first call does not wait for the download). Fakes have nothing to load.
 */
export async function preloadActors(group: object): Promise<void> {
  await Promise.all(Object.values(group).map((logic) => (logic as Preloadable)[PRELOAD]?.()));
}

/**
 * Promise actors whose module is imported on the first call; each runs the loaded actor's function
 * with the same arguments (input, signal, self, system), at once when the module is already there.
 * `names` lists every actor of the group.
 */
function lazyPromises<T extends Record<string, AnyActorLogic>>(
  load: () => Promise<T>,
  names: Record<NoInfer<keyof T>, true>,
): T {
  const module = once(load);
  const actor = (name: string) => {
    const run = (loaded: T, args: unknown) => creatorOf(loaded[name] as AnyActorLogic)(args);
    const logic = fromPromise(async (args) => {
      const loaded = module.now();
      return loaded ? run(loaded.loaded, args) : run(await module.get(), args);
    });
    return Object.assign(logic, { [PRELOAD]: module.get });
  };
  return Object.fromEntries(Object.keys(names).map((name) => [name, actor(name)])) as unknown as T;
}

/** A callback actor whose module is imported when it starts; stopping it before then starts nothing. */
function lazyCallback<T extends AnyActorLogic>(load: () => Promise<T>): T {
  const module = once(load);
  const logic = fromCallback((args) => {
    let stop: unknown;
    let stopped = false;
    const start = (loaded: T) => {
      if (!stopped) stop = creatorOf(loaded)(args);
    };
    const loaded = module.now();
    if (loaded) start(loaded.loaded);
    else void module.get().then(start);
    return () => {
      stopped = true;
      if (typeof stop === 'function') stop();
    };
  });
  return Object.assign(logic, { [PRELOAD]: module.get }) as unknown as T;
}

const connection = () => import('#src/features/connection/actors.ts').then((m) => m.connectionActors);

export const appApis: AppApis = {
  auth: authActors,
  theme: { watchColorScheme },
  dashboard: lazyPromises(() => import('#src/pages/dashboard/apis.ts').then((m) => m.dashboardApis), {
    readStorage: true,
    loadAccount: true,
    fetchSummaries: true,
    prefetchSummaries: true,
    browserIdle: true,
    copySummary: true,
    downloadSummary: true,
    deleteSummary: true,
    restoreSummary: true,
    fetchPrompt: true,
    prefetchPrompt: true,
    savePrompt: true,
    resetPrompt: true,
    readDraft: true,
    loadPlans: true,
    createPaymentLink: true,
    cancelSubscription: true,
    switchSubscription: true,
    resumeSubscription: true,
    openBillingPortal: true,
    loadInvoices: true,
  }),
  accountPage: lazyPromises(
    () => import('#src/features/account/settingsActors.ts').then((m) => m.accountSettingsActors),
    {
      loadAccountSettings: true,
      changePassword: true,
      requestEmailChange: true,
      resendEmailChange: true,
      cancelEmailChange: true,
      loadSessions: true,
      endSession: true,
      endOtherSessions: true,
      deleteAccount: true,
    },
  ),
  payment: lazyPromises(() => import('#src/features/payment/actors.ts').then((m) => m.paymentActors), {
    verifyPayment: true,
  }),
  feedback: lazyPromises(() => import('#src/features/feedback/actors.ts').then((m) => m.feedbackActors), {
    submitFeedback: true,
  }),
  accountRequest: lazyPromises(
    () => import('#src/features/account/requestActors.ts').then((m) => m.accountRequestActors),
    { submitAccountRequest: true },
  ),
  export: {
    downloadExport: lazyCallback(() =>
      import('#src/features/export/actors.ts').then((m) => m.exportActors.downloadExport),
    ),
  },
  newSummary: {
    ...lazyPromises(
      () => import('#src/features/newSummary/actors.ts').then(({ newSummaryActors: { loadQuota } }) => ({ loadQuota })),
      { loadQuota: true },
    ),
    generateSummary: lazyCallback(() =>
      import('#src/features/newSummary/actors.ts').then((m) => m.newSummaryActors.generateSummary),
    ),
  },
  connectivity: {
    watchConnection: lazyCallback(() => connection().then((actors) => actors.watchConnection)),
    ...lazyPromises(() => connection().then(({ probeServer }) => ({ probeServer })), { probeServer: true }),
  },
  effects: browserEffects,
};
