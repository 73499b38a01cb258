// The account pages' request module ships in their chunk; the composition root
// (src/app/composition.tsx, src/app/apis.ts) calls it.
import '#src/features/account/requestActors.ts';
import { useActor } from '@xstate/react';
import { accountRequestMachine } from '#machines/accountRequest.machine.ts';
import { useComposition } from '#src/app/composition.tsx';

/** Runs the accountRequest machine for one page; the page sends `request.submitted` with its form. */
export function useAccountRequest() {
  return useActor(useComposition().accountRequest(accountRequestMachine));
}
