// The page's APIs ship in its chunk; the composition root
// (src/app/composition.tsx, src/app/apis.ts) calls it.
import '#src/features/payment/actors.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import {
  paymentVerificationMachine,
  selectAttempt,
  selectError,
  selectIsError,
  selectIsSuccess,
  selectProgress,
  selectSubscription,
} from '#machines/paymentVerification.machine.ts';
import { useComposition } from '#src/app/composition.tsx';
import { problemText } from '#src/features/problems.ts';
import { ErrorView, PaymentShell, SuccessView, VerifyingView } from './PaymentViews.tsx';
import { getInspect } from '#src/dev/inspect.ts';

export default function SuccessPaymentPage() {
  const logic = useComposition().paymentVerification(paymentVerificationMachine);
  const [params] = useSearchParams();
  const actor = useActorRef(logic, { input: { sessionId: params.get('session_id') }, inspect: getInspect() });
  const isSuccess = useSelector(actor, selectIsSuccess);
  const isError = useSelector(actor, selectIsError);
  const { attempt, maxAttempts } = useSelector(actor, selectAttempt);
  const progress = useSelector(actor, selectProgress);
  const error = problemText(useSelector(actor, selectError));
  const subscription = useSelector(actor, selectSubscription);
  let view = <VerifyingView attempt={attempt} maxAttempts={maxAttempts} progress={progress} />;
  if (isSuccess) view = <SuccessView subscription={subscription} />;
  else if (isError) view = <ErrorView message={error ?? ''} />;
  return <PaymentShell>{view}</PaymentShell>;
}
