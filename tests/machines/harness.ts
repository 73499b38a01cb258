/** Recording fakes for provided actions, and a fake actor factory that counts calls. */
import {
  type ActorOptions,
  type AnyActorLogic,
  type AnyEventObject,
  createActor,
  fromCallback,
  fromPromise,
} from 'xstate';
import type {
  BrowserEventParams,
  NavigateParams,
  RedirectParams,
  RemoveValueParams,
  StoreValueParams,
  ToastParams,
} from '#machines/effects.ts';
import type { Notice } from '#machines/notices.ts';
import type { Problem } from '#machines/problems.ts';
import { problemText } from '#src/features/problems.ts';

export function effectsRecorder() {
  const navigations: NavigateParams[] = [];
  /** The page's own view written to its address (decision 198). */
  const urlWrites: NavigateParams[] = [];
  const toasts: ToastParams[] = [];
  /** Named notices (machines/notices.ts): the composition root words them as toasts. */
  const notices: Notice[] = [];
  const dismissed: string[] = [];
  const stored: StoreValueParams[] = [];
  const removed: string[] = [];
  const redirects: string[] = [];
  const browserEvents: BrowserEventParams[] = [];
  const logged: Array<string | undefined> = [];
  let sessionExpiredCount = 0;
  /** Where each session expiry asked to return after signing in (undefined: home). */
  const signInReturns: Array<string | undefined> = [];
  const actions = {
    navigate: (_: unknown, params: NavigateParams) => {
      navigations.push(params);
    },
    writeUrl: (_: unknown, params: NavigateParams) => {
      urlWrites.push(params);
    },
    toast: (_: unknown, params: ToastParams) => {
      toasts.push(params);
    },
    notify: (_: unknown, params: Notice) => {
      notices.push(params);
    },
    dismissToast: (_: unknown, params: { id: string }) => {
      dismissed.push(params.id);
    },
    storeValue: (_: unknown, params: StoreValueParams) => {
      stored.push(params);
    },
    removeValue: (_: unknown, params: RemoveValueParams) => {
      removed.push(params.key);
    },
    redirectToUrl: (_: unknown, params: RedirectParams) => {
      redirects.push(params.url);
    },
    dispatchBrowserEvent: (_: unknown, params: BrowserEventParams) => {
      browserEvents.push(params);
    },
    logError: (_: unknown, params?: { problem: Problem }) => {
      logged.push(params ? (problemText(params.problem) ?? undefined) : undefined);
    },
    sessionExpired: (_: unknown, params?: { returnTo: string }) => {
      sessionExpiredCount += 1;
      signInReturns.push(params?.returnTo);
    },
  };
  return {
    actions,
    navigations,
    urlWrites,
    toasts,
    notices,
    dismissed,
    stored,
    removed,
    redirects,
    browserEvents,
    logged,
    sessionExpiredCount: () => sessionExpiredCount,
    signInReturns,
  };
}

/** A fromPromise fake answering with `answer(input, callNumber)`; `calls` records every input. */
export function fakeActor<TOutput, TInput = void>(answer: (input: TInput, call: number) => TOutput | Promise<TOutput>) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    return answer(input, calls.length);
  });
  return { logic, calls };
}

/** Lets settled fake promises deliver their done/error events. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The parent a child machine started alone talks to (`sendParent`): pass `parent: parent.ref` to
 * `createActor`; `events` holds what the child told it, in order. A child runs in its parent's system,
 * so the child's clock is the one given here.
 */
/** xstate's clock interface (not exported by name). */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export function parentRecorder(clock?: Clock) {
  const events: AnyEventObject[] = [];
  const ref = createActor(
    fromCallback<AnyEventObject>(({ receive }) => {
      receive((event) => {
        events.push(event);
      });
    }),
    { clock },
  ).start();
  return { ref, events };
}
