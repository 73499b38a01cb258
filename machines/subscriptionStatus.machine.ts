/**
 * The user card's subscription status as a machine (issue 25.4): one guarded transition a step of
 * domain/subscription.ts's STATUS_PRECEDENCE, in its order, so designers read the precedence in the
 * Stately export and QA's generated paths walk every step. The server and the site answer with the same list
 * (`subscriptionStatus` in domain/); tests/domain/subscription.test.ts holds the two to one answer.
 *
 * It decides at once: started with a subscription (or null), it is in the final state named by the
 * status. `statusOf(subscription)` runs it without an actor (a pure transition).
 */
import { initialTransition, setup } from 'xstate';
import type { Subscription } from './apiTypes.ts';
import {
  STATUS_CONDITIONS,
  STATUS_OTHERWISE,
  STATUS_PRECEDENCE,
  type StatusCondition,
  type SubscriptionStatus,
} from '#domain/subscription.ts';

type StatusContext = { subscription: Subscription | null };

/** Each precedence step's guard: the domain's own condition on the machine's subscription. */
const guards = Object.fromEntries(
  Object.entries(STATUS_CONDITIONS).map(([name, condition]) => [
    name,
    ({ context }: { context: StatusContext }) => condition(context.subscription),
  ]),
) as Record<StatusCondition, ({ context }: { context: StatusContext }) => boolean>;

const STATUSES: readonly SubscriptionStatus[] = ['none', 'basic', 'cancelled', 'grace_period', 'active'];

export const subscriptionStatusMachine = setup({
  types: {
    input: {} as StatusContext,
    context: {} as StatusContext,
    output: {} as SubscriptionStatus,
  },
  guards,
}).createMachine({
  id: 'subscriptionStatus',
  context: ({ input }) => ({ subscription: input.subscription }),
  initial: 'deciding',
  states: {
    /** First match wins, in the order of STATUS_PRECEDENCE; none matching is a renewing Premium. */
    deciding: {
      always: [
        ...STATUS_PRECEDENCE.map(({ when, status }) => ({ guard: when, target: status })),
        { target: STATUS_OTHERWISE },
      ],
    },
    ...(Object.fromEntries(STATUSES.map((status) => [status, { type: 'final', output: status }])) as Record<
      SubscriptionStatus,
      { type: 'final'; output: SubscriptionStatus }
    >),
  },
  output: ({ event }) => event.output as SubscriptionStatus,
});

/** The status the machine decides for a subscription (null: none), without starting an actor. */
export function statusOf(subscription: Subscription | null): SubscriptionStatus {
  const [snapshot] = initialTransition(subscriptionStatusMachine, { subscription });
  return snapshot.output ?? STATUS_OTHERWISE;
}
