/** The /cancel-payment page: announces the cancelled checkout once (SPEC.md 4: 'paymentCanceled'). */
import { type SnapshotFrom, setup } from 'xstate';
import { effects } from './effects.ts';

const cancelSetup = setup({ actions: { dispatchBrowserEvent: effects.dispatchBrowserEvent } });

export const paymentCancelMachine = cancelSetup
  .extend({
    actions: {
      announcePaymentCanceled: cancelSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'dispatchBrowserEvent', params: { name: 'paymentCanceled', detail: null } });
      }),
    },
  })
  .createMachine({
    id: 'paymentCancel',
    initial: 'cancelled',
    states: { cancelled: { type: 'final', entry: 'announcePaymentCanceled' } },
  });

export type PaymentCancelSnapshot = SnapshotFrom<typeof paymentCancelMachine>;
export const selectIsCancelled = (s: PaymentCancelSnapshot) => s.matches('cancelled');
