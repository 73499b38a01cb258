// The page's APIs ship in its chunk (src/app/apis.ts calls them through the composition root).
import './apis.ts';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { messages } from '#domain/messages.ts';
import {
  dashboardMachine,
  selectAccount,
  selectCanOpenPlanDialog,
  selectCanOpenPortal,
  selectIsOpeningPortal,
  selectEndedReason,
  selectPaymentFailure,
  selectScheduledSwitch,
  selectUndoSwitchInterval,
  selectLoadFailed,
  selectIsLoading,
  selectIsPlanDialogOpen,
  selectPeriodEnd,
  selectPlan,
  selectPlanDialogActor,
  selectSubscriptionStatus,
  selectIsPremiumView,
  selectSummariesActor,
} from '#machines/dashboard.machine.ts';
import { selectIsConfirmingLogoutAll, selectUser } from '#machines/authSelectors.ts';
import { useAuthActor, useAuthSnapshot } from '#src/app/AuthContext.tsx';
import { isAddressToFollow, useComposition } from '#src/app/composition.tsx';
import { useDrawnDashboard } from '#src/app/firstPaint.ts';
import { NewSummaryStartButton } from '#src/features/newSummary/NewSummaryStartButton.tsx';
import { useFormatDate } from '#src/features/displayTimeZone.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { BillingSection } from './BillingSection.tsx';
import { DashboardContext } from './context.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardTabs } from './DashboardTabs.tsx';
import * as css from './dashboard.css.ts';
import { whenIdleEach } from '#src/ui/lazyPart.tsx';
import { dashboardParts, newSummaryPart, planDialogPart } from './parts.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { rememberedPremium, rememberPremium } from './rememberedPlan.ts';
import { MAIN_CONTENT_ID } from '#src/layout/SkipLink.tsx';

const text = messages.dashboard;

function Profile() {
  const auth = useAuthActor();
  const dashboard = DashboardContext.useActorRef();
  const account = useSelector(dashboard, selectAccount);
  const status = useSelector(dashboard, selectSubscriptionStatus);
  const periodEnd = useSelector(dashboard, selectPeriodEnd);
  const plan = useSelector(dashboard, selectPlan);
  const canManage = useSelector(dashboard, selectCanOpenPlanDialog);
  const confirmingLogoutAll = useAuthSnapshot(selectIsConfirmingLogoutAll);
  const scheduledSwitch = useSelector(dashboard, selectScheduledSwitch);
  const undoInterval = useSelector(dashboard, selectUndoSwitchInterval);
  if (!account) return null;
  return (
    <ProfileCard
      username={account.user.username}
      email={account.user.email}
      isPremium={account.subscription.is_premium}
      planBadge={plan === 'premium' ? text.premiumPlan : text.basicPlan}
      interval={account.subscription.is_premium ? (account.subscription.interval ?? null) : null}
      cancelled={status === 'cancelled'}
      periodEnd={periodEnd}
      scheduledSwitch={scheduledSwitch}
      canUndoSwitch={undoInterval !== null}
      onUndoSwitch={() => {
        if (undoInterval) dashboard.send({ type: 'subscription.switchRequested', interval: undoInterval });
      }}
      canManage={canManage}
      onManage={() => dashboard.send({ type: 'planDialog.opened' })}
      onLogoutAll={() => auth.send({ type: 'auth.logoutAll' })}
      confirmingLogoutAll={confirmingLogoutAll}
      onLogoutAllConfirm={() => auth.send({ type: 'auth.logoutAllConfirmed' })}
      onLogoutAllCancel={() => auth.send({ type: 'auth.logoutAllCancelled' })}
      newSummary={<NewSummaryAction />}
    />
  );
}

/** Issue 13: a failed renewal says so, until when Premium stays, and leads to updating the card. */
function PaymentFailedBanner() {
  const dashboard = DashboardContext.useActorRef();
  const failure = useSelector(dashboard, selectPaymentFailure);
  const canOpen = useSelector(dashboard, selectCanOpenPortal);
  const opening = useSelector(dashboard, selectIsOpeningPortal);
  // In the reader's zone on the server's first paint too (decision 258).
  const formatDate = useFormatDate();
  if (!failure) return null;
  return (
    <Alert tone="warning" title={messages.plans.paymentFailedTitle}>
      <p>
        {failure.graceEndsAt
          ? messages.plans.paymentFailedUntil(formatDate(failure.graceEndsAt))
          : messages.plans.paymentFailedText}
      </p>
      <Button
        variant="primary"
        size="sm"
        busy={opening}
        disabled={!canOpen}
        onClick={() => dashboard.send({ type: 'billing.portalRequested' })}
      >
        {messages.plans.updatePaymentMethod}
      </Button>
    </Alert>
  );
}

/** Issue 28.3: a Basic account whose subscription ended says why it is Basic. */
function EndedNotice() {
  const reason = DashboardContext.useSelector(selectEndedReason);
  if (!reason) return null;
  return (
    <Alert tone="info" title={messages.plans.endedTitle}>
      <p>{messages.plans.endedReasons[reason]}</p>
    </Alert>
  );
}

/**
 * "New summary" (issue 23.8): Premium's summary lands in My Summaries, which reads its page again; "Show
 * in My Summaries" selects that tab. Its dialog is a chunk of its own (issue 27.3): until it is in, its
 * button stands in, and a press fetches it and opens the dialog when it arrives.
 */
function NewSummaryAction() {
  const dashboard = DashboardContext.useActorRef();
  const premium = useSelector(dashboard, selectIsPremiumView);
  const summaries = useSelector(dashboard, selectSummariesActor);
  const ready = newSummaryPart.useReady();
  const [asked, setAsked] = useState(false);
  const onSaved = useCallback(() => summaries?.send({ type: 'summary.restored' }), [summaries]);
  if (!ready && !asked) return <NewSummaryStartButton onClick={() => setAsked(true)} />;
  return (
    <newSummaryPart.Part
      isPremium={premium}
      onSaved={onSaved}
      onShowHistory={() => dashboard.send({ type: 'dashboard.tabSelected', tab: 'summaries' })}
      openNow={asked}
    />
  );
}

/** The plan dialog's view is a chunk of its own (issue 27.3), fetched when idle or on opening. */
function Plans() {
  const open = DashboardContext.useSelector(selectIsPlanDialogOpen);
  const actor = DashboardContext.useSelector(selectPlanDialogActor);
  const ready = planDialogPart.useReady();
  if (!open && !ready) return null;
  return <planDialogPart.Part open={open} actor={actor} onClose={() => actor?.send({ type: 'dialog.closed' })} />;
}

/** The plan the account has, kept for the next visit's first calls (issue 27.4). */
function RememberPlan() {
  const premium = DashboardContext.useSelector(selectAccount)?.subscription.is_premium;
  useEffect(() => {
    if (premium !== undefined) rememberPremium(premium);
  }, [premium]);
  return null;
}

/** Once the page shows, the parts it loads later are fetched while the browser is idle. */
function PrefetchParts() {
  useEffect(() => whenIdleEach(dashboardParts.map((part) => () => void part.prefetch())), []);
  return null;
}

function Content() {
  const dashboard = DashboardContext.useActorRef();
  const loading = useSelector(dashboard, selectIsLoading);
  const loadFailed = useSelector(dashboard, selectLoadFailed);
  if (loading) return <CenteredSpinner label={text.loadingDashboard} />;
  if (loadFailed)
    return (
      <Alert tone="danger" title={text.loadFailed}>
        <Button variant="secondary" size="sm" onClick={() => dashboard.send({ type: 'dashboard.retried' })}>
          {text.retry}
        </Button>
      </Alert>
    );
  return (
    <>
      <RememberPlan />
      <PaymentFailedBanner />
      <EndedNotice />
      <Profile />
      <DashboardTabs />
      <BillingSection />
      <Plans />
      <PrefetchParts />
    </>
  );
}

function Header() {
  const auth = useAuthActor();
  const account = DashboardContext.useSelector(selectAccount);
  return (
    <DashboardHeader username={account?.user.username ?? null} onLogout={() => auth.send({ type: 'auth.logout' })} />
  );
}

/** Back, Forward or a link moved the address: the machine hears it (its own writes it knows already). */
function AddressChanges() {
  const dashboard = DashboardContext.useActorRef();
  const location = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry (its key)
  useEffect(() => {
    if (isAddressToFollow(navigation, location.state)) dashboard.send({ type: 'url.changed', search: location.search });
  }, [location.key]);
  return null;
}

/**
 * /dashboard (protected by the router): profile, plan, premium tabs and the plan dialog. The query
 * string holds the view (`?q=&date=&page=&tab=`, decision 198) and `?plan=<id>` (the way back from a
 * sign-in the plan dialog asked for, which reopens the dialog with that plan); the machine reads both.
 */
export default function DashboardPage() {
  const logic = useComposition().dashboard(dashboardMachine);
  const { search } = useLocation();
  // The session's plan, else the one this browser last saw: a Basic account's page makes no call its
  // plan refuses (issue 27.4). Read once: the machine's input. A flag, not the user: the session's check
  // answers with a new user object, which must not draw the page again.
  const sessionPremium = useAuthSnapshot((s) => selectUser(s)?.is_premium);
  const [premium] = useState(() => sessionPremium ?? rememberedPremium());
  // The server's first paint was drawn from the machine's snapshot: the page hydrating it resumes from
  // it, with no second round for the same answers (decisions 288, 295).
  const drawn = useDrawnDashboard(search);
  return (
    <DashboardContext.Provider logic={logic} options={drawn ? { snapshot: drawn } : { input: { search, premium } }}>
      <AddressChanges />
      <DashboardTree />
    </DashboardContext.Provider>
  );
}

/**
 * The page under its machine's provider. Memoized: DashboardPage draws again when hydration ends (its
 * first paint's hook, useBeforeScript) and that must not draw the whole page a second time.
 */
const DashboardTree = memo(function DashboardTree() {
  return (
    <div className={css.page}>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.main}>
        <Content />
      </main>
    </div>
  );
});
