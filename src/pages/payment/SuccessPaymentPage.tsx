import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  paymentVerificationMachine,
  selectAttempt,
  selectError,
  selectIsError,
  selectIsSuccess,
  selectProgress,
  selectSubscription,
} from '../../../machines/paymentVerification.machine.ts';
import { useAuthActor } from '../../app/AuthContext.tsx';
import { browserActions } from '../../app/browserEffects.ts';
import { paymentActors } from '../../features/payment/actors.ts';
import { ErrorView, PaymentShell, SuccessView, VerifyingView } from './PaymentViews.tsx';
import { getInspect } from '../../dev/inspect.ts';

/** The app's verification machine: real API, real browser event. Tests pass their own `logic`. */
export const appPaymentVerificationMachine = paymentVerificationMachine.provide({
  actors: paymentActors,
  actions: { dispatchBrowserEvent: browserActions.dispatchBrowserEvent },
});

/** A verified payment made the account Premium on the server: have the auth actor re-read the session. */
function useSessionRefreshOnSuccess(isSuccess: boolean) {
  const auth = useAuthActor();
  useEffect(() => {
    if (isSuccess) auth.send({ type: 'auth.sessionRefreshRequested' });
  }, [auth, isSuccess]);
}

export default function SuccessPaymentPage({ logic = appPaymentVerificationMachine }: { logic?: typeof appPaymentVerificationMachine }) {
  const [params] = useSearchParams();
  const actor = useActorRef(logic, { input: { sessionId: params.get('session_id') }, inspect: getInspect() });
  const isSuccess = useSelector(actor, selectIsSuccess);
  const isError = useSelector(actor, selectIsError);
  useSessionRefreshOnSuccess(isSuccess);
  const { attempt, maxAttempts } = useSelector(actor, selectAttempt);
  const progress = useSelector(actor, selectProgress);
  const error = useSelector(actor, selectError);
  const subscription = useSelector(actor, selectSubscription);
  let view = <VerifyingView attempt={attempt} maxAttempts={maxAttempts} progress={progress} />;
  if (isSuccess) view = <SuccessView subscription={subscription} />;
  else if (isError) view = <ErrorView message={error ?? ''} />;
  return <PaymentShell>{view}</PaymentShell>;
}
