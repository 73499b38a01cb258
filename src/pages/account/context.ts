import { createActorContext } from '@xstate/react';
import { accountPageMachine } from '#machines/accountPage.machine.ts';
import { getInspect } from '#src/dev/inspect.ts';

/**
 * The account page's actor; the page provides it with the logic the composition root wired. Its flows
 * tell it about changes through the system, under this id (issue 25.2: no child reaches its parent).
 */
export const AccountPageContext = createActorContext(accountPageMachine, {
  inspect: getInspect(),
  systemId: 'accountPage',
});
