/** The /cancel-payment page: announces the cancelled checkout once (SPEC.md 4: 'paymentCanceled'). */
import { setup } from 'xstate';
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
