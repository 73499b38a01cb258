import { useActorRef } from '@xstate/react';
import { paymentCancelMachine } from '../../../machines/paymentCancel.machine.ts';
import { browserActions } from '../../app/browserEffects.ts';
import { CancelledView, PaymentShell } from './PaymentViews.tsx';
import { getInspect } from '../../dev/inspect.ts';

export const appPaymentCancelMachine = paymentCancelMachine.provide({
  actions: { dispatchBrowserEvent: browserActions.dispatchBrowserEvent },
});

/** Starting the machine announces 'paymentCanceled' once; the page itself is static. */
export default function CancelPaymentPage({ logic = appPaymentCancelMachine }: { logic?: typeof appPaymentCancelMachine }) {
  useActorRef(logic, { inspect: getInspect() });
  return (
    <PaymentShell>
      <CancelledView />
    </PaymentShell>
  );
}
