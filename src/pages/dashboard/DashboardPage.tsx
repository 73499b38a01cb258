import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../../domain/messages.ts';
import {
  selectAccount,
  selectCanOpenPlanDialog,
  selectError,
  selectIsLoading,
  selectIsPlanDialogOpen,
  selectPeriodEnd,
  selectPlanBadge,
  selectPlanDialogActor,
  selectSubscriptionStatus,
} from '../../../machines/dashboard.machine.ts';
import type { planDialogMachine } from '../../../machines/planDialog.machine.ts';
import { useAuthActor } from '../../app/AuthContext.tsx';
import { PlanDialog } from '../../features/plans/PlanDialog.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import type { appDashboardMachine } from './appDashboardMachine.ts';
import { DashboardContext } from './context.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardTabs } from './DashboardTabs.tsx';
import * as css from './dashboard.css.ts';
import { ProfileCard } from './ProfileCard.tsx';

const text = messages.dashboard;

function Profile() {
  const auth = useAuthActor();
  const dashboard = DashboardContext.useActorRef();
  const account = useSelector(dashboard, selectAccount);
  const status = useSelector(dashboard, selectSubscriptionStatus);
  const periodEnd = useSelector(dashboard, selectPeriodEnd);
  const planBadge = useSelector(dashboard, selectPlanBadge);
  const canManage = useSelector(dashboard, selectCanOpenPlanDialog);
  if (!account) return null;
  return (
    <ProfileCard
      username={account.user.username}
      email={account.user.email}
      isPremium={account.subscription.is_premium}
      planBadge={planBadge}
      cancelled={status === 'cancelled'}
      periodEnd={periodEnd}
      canManage={canManage}
      onManage={() => dashboard.send({ type: 'planDialog.opened' })}
      onLogoutAll={() => auth.send({ type: 'auth.logoutAll' })}
    />
  );
}

function Plans() {
  const open = DashboardContext.useSelector(selectIsPlanDialogOpen);
  const actor = DashboardContext.useSelector(selectPlanDialogActor) as ActorRefFrom<typeof planDialogMachine> | undefined;
  return <PlanDialog open={open} actor={actor} onClose={() => actor?.send({ type: 'dialog.closed' })} />;
}

function Content() {
  const dashboard = DashboardContext.useActorRef();
  const loading = useSelector(dashboard, selectIsLoading);
  const error = useSelector(dashboard, selectError);
  if (loading) return <CenteredSpinner label={text.loadingDashboard} />;
  if (error)
    return (
      <Alert tone="danger" title={error}>
        <Button variant="secondary" size="sm" onClick={() => dashboard.send({ type: 'dashboard.retried' })}>
          {text.retry}
        </Button>
      </Alert>
    );
  return (
    <>
      <Profile />
      <DashboardTabs />
      <Plans />
    </>
  );
}

function Header() {
  const auth = useAuthActor();
  const account = DashboardContext.useSelector(selectAccount);
  return <DashboardHeader username={account?.user.username ?? null} onLogout={() => auth.send({ type: 'auth.logout' })} />;
}

/** /dashboard (protected by the router): profile, plan, premium tabs and the plan dialog. */
export default function DashboardPage({ logic }: { logic?: typeof appDashboardMachine }) {
  return (
    <DashboardContext.Provider logic={logic}>
      <div className={css.page}>
        <Header />
        <main className={css.main}>
          <Content />
        </main>
      </div>
    </DashboardContext.Provider>
  );
}
