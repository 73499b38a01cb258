/**
 * The website's composition root: the one place where machines meet their side effects. Every
 * machine's actors and actions come from one object of APIs and browser effects (AppApis, src/app/apis.ts;
 * the real one unless a test hands `<Composition apis={...}>` or `AppApisContext` its own parts).
 *
 * - `auth` and `theme` are the app's root actors, started here once; views reach them with the hooks
 *   in AuthContext.tsx and ThemeContext.tsx.
 * - `navigate` and `writeUrl` are bound to react-router's navigate, `sessionExpired` and `refreshSession` send to the
 *   auth actor started here: machine actions, no module-level state.
 * - A page names its machine and takes it wired: `useComposition().dashboard(dashboardMachine)`. The
 *   page machines are imported by their pages only (type-only here), so the landing page's bundle holds
 *   none of them; children come from the parent's own `setup({ actors })`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyStateMachine } from 'xstate';
import { STORAGE_KEYS } from '#domain/constants.ts';
import type { accountDeletionMachine } from '#machines/accountDeletion.machine.ts';
import type { accountPageMachine } from '#machines/accountPage.machine.ts';
import type { accountRequestMachine } from '#machines/accountRequest.machine.ts';
import { provideAuth } from '#machines/provideAuth.ts';
import type { changeEmailMachine } from '#machines/changeEmail.machine.ts';
import type { changePasswordMachine } from '#machines/changePassword.machine.ts';
import type { connectivityMachine } from '#machines/connectivity.machine.ts';
import type { billingMachine } from '#machines/billing.machine.ts';
import type { dashboardMachine } from '#machines/dashboard.machine.ts';
import type { NavigateParams } from '#machines/effects.ts';
import type { Notice } from '#machines/notices.ts';
import type { feedbackMachine } from '#machines/feedback.machine.ts';
import type { paymentCancelMachine } from '#machines/paymentCancel.machine.ts';
import type { paymentVerificationMachine } from '#machines/paymentVerification.machine.ts';
import type { planDialogMachine } from '#machines/planDialog.machine.ts';
import type { promptMachine } from '#machines/prompt.machine.ts';
import type { sessionsMachine } from '#machines/sessions.machine.ts';
import type { subscriptionChangeMachine } from '#machines/subscriptionChange.machine.ts';
import type { summariesMachine } from '#machines/summaries.machine.ts';
import type { summariesExportMachine } from '#machines/summariesExport.machine.ts';
import type { summarizeMachine } from '#machines/summarize.machine.ts';
import type { summaryDeleteMachine } from '#machines/summaryDelete.machine.ts';
import type { summaryRetryMachine } from '#machines/summaryRetry.machine.ts';
import type { summaryShareMachine } from '#machines/summaryShare.machine.ts';
import { selectResolvedTheme, themeMachine } from '#machines/theme.machine.ts';
import { getInspect } from '#src/dev/inspect.ts';
import { sessionBound, sessionBoundStreams } from './apiPolicy.ts';
import { type AppApis, appApis, preloadActors } from './apis.ts';
import { useServerDrewPage } from './firstPaint.ts';
import { noticeToast } from './notices.ts';
import { readValue } from '#src/features/storage.ts';

/** The effects the root binds itself: to the router and to its auth actor. */
export type RootEffects = {
  navigate: (_: unknown, params: NavigateParams) => void;
  writeUrl: (_: unknown, params: NavigateParams) => void;
  sessionExpired: (_: unknown, params?: { returnTo: string }) => void;
  refreshSession: (_: unknown) => void;
  accountDeleted: (_: unknown) => void;
  sessionStarted: (_: unknown) => void;
  announceSignOut: (_: unknown) => void;
};

/**
 * Parts of AppApis to use instead of the real ones, group by group (a test's fakes). `effects` may
 * also name `navigate`, `sessionExpired` or `refreshSession` to record them instead of running them.
 */
export type AppApisOverride = { [K in Exclude<keyof AppApis, 'effects'>]?: Partial<AppApis[K]> } & {
  effects?: Partial<AppApis['effects'] & RootEffects>;
};

/** The parent's own implementation of a child it invokes (`setup({ actors: { [id]: childMachine } })`). */
function childOf<T extends AnyActorLogic>(parent: AnyStateMachine, id: string): T {
  const child = parent.implementations.actors[id];
  if (!child) throw new Error(`${parent.id} declares no child "${id}"`);
  return child as T;
}

/**
 * Wires a machine once per composition: a page rendered again gets the same logic. The first time,
 * the modules behind the APIs it uses start loading.
 */
function perMachine<M extends AnyStateMachine>(apis: object[], wire: (machine: M) => M): (machine: M) => M {
  const wired = new WeakMap<M, M>();
  return (machine) => {
    let logic = wired.get(machine);
    if (!logic) {
      for (const group of apis) void preloadActors(group);
      logic = wire(machine);
      wired.set(machine, logic);
    }
    return logic;
  };
}

/** Every machine's logic, from one object of APIs and effects. */
export function createComposition(apis: AppApis, root: RootEffects) {
  const effects = { ...root, ...apis.effects };
  const { toast, redirectToUrl, dispatchBrowserEvent, storeValue, keepDraft, forgetDraft } = effects;
  const { sessionExpired, refreshSession, accountDeleted, sessionStarted, writeUrl } = effects;
  // Named notices (machines/notices.ts) worded here, shown as toasts.
  const notify = (args: Parameters<typeof toast>[0], notice: Notice) => toast(args, noticeToast(notice));
  // The one API policy (src/app/apiPolicy.ts): a 401 ends the session here, once, for every session-bound call.
  const endSession = (returnTo?: string) =>
    sessionExpired(undefined, returnTo === undefined ? undefined : { returnTo });
  const accountPageApi = sessionBound(apis.accountPage, endSession);
  // The dashboard's calls and its children's run under the policy (the two prefetches excepted, below).
  const dashboardChildApi = sessionBound(apis.dashboard, endSession);
  // A change to the subscription that meets an ended session leads back to the dashboard after signing in.
  const endSessionBackHere = () => endSession('/dashboard');
  const { generateSummary, ...newSummaryCalls } = apis.newSummary;
  const newSummaryApi = sessionBound(newSummaryCalls, endSession);
  // The summary's stream, for New summary and for a retry from My Summaries.
  const summaryStreams = sessionBoundStreams({ generateSummary }, endSession);
  return {
    auth: provideAuth({ actors: apis.auth, actions: { ...effects, notify } }),
    theme: themeMachine.provide({ actors: apis.theme, actions: { storeValue } }),

    dashboard: perMachine([apis.dashboard], (machine: typeof dashboardMachine) => {
      const { dashboard: api } = apis;
      const child = dashboardChildApi;
      const summaries = childOf<typeof summariesMachine>(machine, 'summaries');
      const changes = sessionBound(
        {
          cancelSubscription: api.cancelSubscription,
          switchSubscription: api.switchSubscription,
          resumeSubscription: api.resumeSubscription,
          openBillingPortal: api.openBillingPortal,
        },
        endSessionBackHere,
      );
      return machine.provide({
        actors: {
          // The account decides between the page, an error and the end of the session.
          loadAccount: child.loadAccount,
          // The cancel, switch, resume (issue 13) and billing portal outlive the plan dialog (issue 12.11).
          subscriptionChange: childOf<typeof subscriptionChangeMachine>(machine, 'subscriptionChange').provide({
            actors: changes,
            actions: { notify, redirectToUrl },
          }),
          // Page 1 and the prompt, fetched with the account (issue 15); the tabs' machines take them as input.
          // Not under the policy: their failures are ignored (the tab fetches again), the account's 401 alone ends the session.
          prefetchSummaries: api.prefetchSummaries,
          prefetchPrompt: api.prefetchPrompt,
          summaries: summaries.provide({
            actors: {
              fetchSummaries: child.fetchSummaries,
              browserIdle: api.browserIdle,
              summaryShare: childOf<typeof summaryShareMachine>(summaries, 'summaryShare').provide({
                actors: { copySummary: api.copySummary, downloadSummary: api.downloadSummary },
                actions: { notify },
              }),
              summaryRetry: childOf<typeof summaryRetryMachine>(summaries, 'summaryRetry').provide({
                actors: summaryStreams,
              }),
              summaryDelete: childOf<typeof summaryDeleteMachine>(summaries, 'summaryDelete').provide({
                actors: { deleteSummary: child.deleteSummary, restoreSummary: child.restoreSummary },
                actions: { notify },
              }),
            },
          }),
          prompt: childOf<typeof promptMachine>(machine, 'prompt').provide({
            actors: {
              readDraft: api.readDraft,
              fetchPrompt: child.fetchPrompt,
              savePrompt: child.savePrompt,
              resetPrompt: child.resetPrompt,
            },
            actions: { keepDraft, forgetDraft, notify },
          }),
          billing: childOf<typeof billingMachine>(machine, 'billing').provide({
            actors: { loadInvoices: child.loadInvoices },
          }),
          planDialog: childOf<typeof planDialogMachine>(machine, 'planDialog').provide({
            actors: { loadPlans: child.loadPlans, createPaymentLink: child.createPaymentLink },
            actions: { notify, redirectToUrl },
          }),
        },
        actions: { writeUrl, notify },
      });
    }),

    accountPage: perMachine([apis.accountPage], (machine: typeof accountPageMachine) => {
      const api = accountPageApi;
      return machine.provide({
        actors: {
          loadAccountSettings: api.loadAccountSettings,
          changePassword: childOf<typeof changePasswordMachine>(machine, 'changePassword').provide({
            actors: { changePassword: api.changePassword },
          }),
          changeEmail: childOf<typeof changeEmailMachine>(machine, 'changeEmail').provide({
            actors: {
              requestEmailChange: api.requestEmailChange,
              resendEmailChange: api.resendEmailChange,
              cancelEmailChange: api.cancelEmailChange,
            },
          }),
          sessions: childOf<typeof sessionsMachine>(machine, 'sessions').provide({
            actors: {
              loadSessions: api.loadSessions,
              endSession: api.endSession,
              endOtherSessions: api.endOtherSessions,
            },
            actions: { notify },
          }),
          accountDeletion: childOf<typeof accountDeletionMachine>(machine, 'accountDeletion').provide({
            actors: { deleteAccount: api.deleteAccount },
            actions: { notify, accountDeleted },
          }),
        },
      });
    }),

    paymentVerification: perMachine([apis.payment], (machine: typeof paymentVerificationMachine) =>
      machine.provide({ actors: apis.payment, actions: { dispatchBrowserEvent, refreshSession } }),
    ),
    paymentCancel: perMachine([], (machine: typeof paymentCancelMachine) =>
      machine.provide({ actions: { dispatchBrowserEvent } }),
    ),
    feedback: perMachine([apis.feedback], (machine: typeof feedbackMachine) =>
      machine.provide({ actors: apis.feedback, actions: { notify } }),
    ),
    accountRequest: perMachine([apis.accountRequest], (machine: typeof accountRequestMachine) =>
      machine.provide({ actors: apis.accountRequest, actions: { sessionStarted } }),
    ),
    export: perMachine([apis.export], (machine: typeof summariesExportMachine) =>
      machine.provide({ actors: sessionBoundStreams(apis.export, endSession), actions: { notify } }),
    ),
    connectivity: perMachine([apis.connectivity], (machine: typeof connectivityMachine) =>
      machine.provide({ actors: apis.connectivity }),
    ),
    summarize: perMachine([apis.newSummary], (machine: typeof summarizeMachine) =>
      machine.provide({ actors: { ...newSummaryApi, ...summaryStreams } }),
    ),
  };
}

export type AppComposition = ReturnType<typeof createComposition>;
type AuthActorRef = ActorRefFrom<AppComposition['auth']>;
type ThemeActorRef = ActorRefFrom<AppComposition['theme']>;

function withOverride(apis: AppApis, override: AppApisOverride): AppApis {
  const merged: Record<string, unknown> = { ...apis };
  for (const [group, parts] of Object.entries(override)) {
    merged[group] = { ...(apis[group as keyof AppApis] as object), ...parts };
  }
  return merged as AppApis;
}

/** The channel this browser's tabs of the site tell each other a sign-out on (decision 287). */
const AUTH_CHANNEL = 'skimly-auth';
const SIGNED_OUT = 'signedOut';

/** The page's address as a way back after signing in again: its path and query. */
function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The history state of an entry a page wrote for its own view (`writeUrl`), not a move to elsewhere. */
const OWN_VIEW = { ownView: true } as const;

/**
 * Whether the address change a page just saw is one to follow: Back or Forward (any entry), or a
 * link or redirect; not the page's own `writeUrl` (the machine already holds that view).
 */
export function isAddressToFollow(navigation: 'POP' | 'PUSH' | 'REPLACE', state: unknown): boolean {
  if (navigation === 'POP') return true;
  return !(typeof state === 'object' && state !== null && 'ownView' in state);
}

/** The APIs a route table rendered below runs on (tests wrap their router in it; the app never does). */
export const AppApisContext = createContext<AppApisOverride>({});

type Root = { composition: AppComposition; auth: AuthActorRef; theme: ThemeActorRef };
const RootContext = createContext<Root | null>(null);

function useRoot(): Root {
  const root = useContext(RootContext);
  if (!root) throw new Error('rendered outside <Composition>');
  return root;
}

/** Every machine's logic as the root wires it: `useComposition().feedback(feedbackMachine)`. */
export function useComposition(): AppComposition {
  return useRoot().composition;
}

/** The auth actor (AuthContext.tsx's hooks read it). */
export function useAuthRef(): AuthActorRef {
  return useRoot().auth;
}

/** The theme actor (ThemeContext.tsx's hooks read it). */
export function useThemeRef(): ThemeActorRef {
  return useRoot().theme;
}

/** Paints the resolved theme on <html> (domain/themeBoot.ts did it once before first paint). */
function ApplyTheme({ theme }: { theme: ThemeActorRef }) {
  const resolved = useSelector(theme, selectResolvedTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);
  return null;
}

/** Where the root's `navigate` effect goes: react-router's navigate, or the landing page's hand-over to it. */
export type Navigator = (
  to: string,
  options: { replace?: boolean; state?: unknown; preventScrollReset?: boolean },
) => void;

type CompositionProps = {
  apis?: AppApisOverride;
  navigate: Navigator;
  /** The page's address (path and query) as its router knows it; without it, the browser's. */
  address?: string;
  children: ReactNode;
};

/**
 * The root of the machines: mounted by RootLayout inside the router, and by the landing page's root
 * (src/landing.tsx) above it. A Composition inside another is the same one: when the landing page
 * hands over to the router, its auth and theme actors keep running (decision 205).
 */
export function Composition(props: CompositionProps) {
  const outer = useContext(RootContext);
  return outer ? props.children : <RootComposition {...props} />;
}

/**
 * Builds the composition from the APIs, starts the auth and theme actors (both report to the dev
 * inspector, src/dev/inspect.ts). The APIs are read once.
 */
function RootComposition({ apis, navigate, address, children }: CompositionProps) {
  const fromContext = useContext(AppApisContext);
  // The router's address of the page on screen, kept as each render is committed (never written while
  // rendering): read when a session ends, long after the render that showed it.
  const shownAddress = useRef(address);
  useLayoutEffect(() => {
    shownAddress.current = address;
  }, [address]);
  // The navigate of the last render (a plain router gives a new one per location).
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
  }, [navigate]);
  const authHolder = useRef<AuthActorRef | null>(null);
  const signOutChannel = useRef<BroadcastChannel | null>(null);
  const [composition] = useState(() =>
    createComposition(withOverride(withOverride(appApis, fromContext), apis ?? {}), {
      navigate: (_, { to, replace }) => latestNavigate.current(to, { replace }),
      // The page's view in its own address (decision 198): marked as its own, the scroll position kept.
      writeUrl: (_, { to, replace }) =>
        latestNavigate.current(to, { replace, state: OWN_VIEW, preventScrollReset: true }),
      // Back to where the person was, the address's query kept (the tab, the search: decision 287),
      // unless the call named its own way back.
      sessionExpired: (_, params) =>
        authHolder.current?.send({
          type: 'auth.sessionExpired',
          returnTo: params?.returnTo ?? shownAddress.current ?? currentAddress(),
        }),
      refreshSession: () => authHolder.current?.send({ type: 'auth.sessionRefreshRequested' }),
      accountDeleted: () => authHolder.current?.send({ type: 'auth.accountDeleted' }),
      sessionStarted: () => authHolder.current?.send({ type: 'auth.sessionStarted' }),
      announceSignOut: () => signOutChannel.current?.postMessage(SIGNED_OUT),
    }),
  );
  const theme = useActorRef(composition.theme, {
    input: { stored: readValue(STORAGE_KEYS.theme) },
    inspect: getInspect(),
  });
  // A page the server drew for the reader's session stands while that session is checked (decision 295).
  const serverSawSession = useServerDrewPage();
  const auth = useActorRef(composition.auth, { input: { serverSawSession }, inspect: getInspect() });
  // Held for the effects above before any actor starts (actors start in the passive effects, after this one).
  useLayoutEffect(() => {
    authHolder.current = auth;
  }, [auth]);
  // This browser's other tabs: a sign-out in one is a sign-out in each (decision 287). One channel per
  // tab, for telling and hearing, so a tab never hears its own sign-out.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      if (message.data === SIGNED_OUT) auth.send({ type: 'auth.signedOutElsewhere' });
    };
    signOutChannel.current = channel;
    return () => {
      signOutChannel.current = null;
      channel.close();
    };
  }, [auth]);
  const root = useMemo(() => ({ composition, auth, theme }), [composition, auth, theme]);
  return (
    <RootContext.Provider value={root}>
      <ApplyTheme theme={theme} />
      {children}
    </RootContext.Provider>
  );
}
