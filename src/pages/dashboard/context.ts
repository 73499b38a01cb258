import { createActorContext } from '@xstate/react';
import { appDashboardMachine } from './appDashboardMachine.ts';
import { getInspect } from '../../dev/inspect.ts';

/** The page's dashboard actor; tests pass their own `logic` to the Provider. */
export const DashboardContext = createActorContext(appDashboardMachine, { inspect: getInspect() });
