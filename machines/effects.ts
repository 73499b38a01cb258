/**
 * Side effects the app supplies with `machine.provide({ actions, actors })`.
 * The defaults do nothing (actions) or reject (actors), so a machine that is not wired fails loudly
 * in the actor and silently in presentation only.
 */
import { fromPromise } from 'xstate';

export interface NavigateParams {
  to: string;
  replace: boolean;
}
export interface ToastParams {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}
export interface StoreValueParams {
  key: string;
  value: string;
}
export interface RemoveValueParams {
  key: string;
}
export interface RedirectParams {
  url: string;
}
export interface BrowserEventParams {
  name: 'paymentSuccess' | 'paymentCanceled';
  detail: unknown;
}

/** Values read from client storage, keyed by the requested key; null when absent. */
export type StoredValues = Partial<Record<string, string | null>>;
export interface ReadStorageInput {
  keys: readonly string[];
}

/** Default implementations of provided actions: no-ops until the app provides real ones. */
export const effects = {
  navigate: (_args: unknown, _params: NavigateParams) => {},
  toast: (_args: unknown, _params: ToastParams) => {},
  storeValue: (_args: unknown, _params: StoreValueParams) => {},
  removeValue: (_args: unknown, _params: RemoveValueParams) => {},
  redirectToUrl: (_args: unknown, _params: RedirectParams) => {},
  dispatchBrowserEvent: (_args: unknown, _params: BrowserEventParams) => {},
  /** Spec: some failures are "logged"; the app decides where logs go. */
  logError: (_args: unknown, _params?: { message: string }) => {},
  /** A 401 from an authenticated call: the app forwards `auth.sessionExpired` to the auth actor. */
  sessionExpired: (_args: unknown) => {},
};

/** An injected actor the app has not provided yet: rejects with a message naming it. */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`Actor "${name}" is not provided: pass it with machine.provide({ actors })`);
  });
}

export const readStorage = notProvided<StoredValues, ReadStorageInput>('readStorage');
