import { createActorContext } from '@xstate/react';
import { dashboardMachine } from '#machines/dashboard.machine.ts';
import { getInspect } from '#src/dev/inspect.ts';

/** The page's dashboard actor; the page provides it with the logic the composition root wired. */
export const DashboardContext = createActorContext(dashboardMachine, { inspect: getInspect() });
