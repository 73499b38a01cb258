/**
 * What lets a signed-in page live through a lost connection (issue 28.1, decision 259), loaded
 * when the browser is idle once the page shows (ProtectedRoute.tsx): the connection banner, driven
 * by the connectivity machine, and the parts the page loads on first use (dialogs, menus, the other
 * signed-in page, the toaster), fetched now so that a later press offline finds them in.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { connectivityMachine, selectConnectionProblem } from '#machines/connectivity.machine.ts';
import { ConnectionBanner } from '#src/features/connection/ConnectionBanner.tsx';
import { modalDialogPart } from '#src/ui/Dialog.tsx';
import { whenIdleEach } from '#src/ui/lazyPart.tsx';
import { useComposition } from './composition.tsx';

const PARTS: ReadonlyArray<() => Promise<unknown>> = [
  modalDialogPart.prefetch,
  () => import('./Toaster.tsx'),
  () => import('#src/layout/ThemeMenu.tsx'),
  () => import('#src/layout/UserDropdown.tsx'),
  () => import('#src/layout/MobileSheet.tsx'),
  () => import('#src/pages/dashboard/DashboardPage.tsx'),
  () => import('#src/pages/account/AccountPage.tsx'),
  () => import('#src/features/account/settingsActors.ts'),
];

export function OfflineReady() {
  const actor = useActorRef(useComposition().connectivity(connectivityMachine));
  const problem = useSelector(actor, selectConnectionProblem);
  // Again each time the connection comes back: what did not arrive before is fetched then.
  useEffect(() => {
    if (problem !== null) return;
    return whenIdleEach(PARTS.map((load) => () => void load().catch(() => undefined)));
  }, [problem]);
  return <ConnectionBanner problem={problem} />;
}
