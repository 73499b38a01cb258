import { createActorContext } from '@xstate/react';
import { accountPageMachine } from '#machines/accountPage.machine.ts';
import { getInspect } from '#src/dev/inspect.ts';

/** The account page's actor; the page provides it with the logic the composition root wired. */
export const AccountPageContext = createActorContext(accountPageMachine, { inspect: getInspect() });
