import { useActorRef } from '@xstate/react';
import { paymentCancelMachine } from '#machines/paymentCancel.machine.ts';
import { useComposition } from '#src/app/composition.tsx';
import { CancelledView, PaymentShell } from './PaymentViews.tsx';
import { getInspect } from '#src/dev/inspect.ts';

/** Starting the machine announces 'paymentCanceled' once; the page itself is static. */
export default function CancelPaymentPage() {
  useActorRef(useComposition().paymentCancel(paymentCancelMachine), { inspect: getInspect() });
  return (
    <PaymentShell>
      <CancelledView />
    </PaymentShell>
  );
}
