/**
 * Side effects the app supplies with `machine.provide({ actions, actors })`.
 * The defaults do nothing (actions) or reject (actors), so a machine that is not wired fails loudly
 * in the actor and silently in presentation only.
 */
import { fromPromise } from 'xstate';
import type { Notice } from './notices.ts';
import type { Problem } from './problems.ts';

export interface NavigateParams {
  to: string;
  replace: boolean;
}
export interface ToastParams {
  kind: 'success' | 'error';
  title: string;
  description?: string;
  /** A button in the toast (e.g. "Undo"): clicking it sends `event` back to the machine that raised the toast. */
  action?: { label: string; event: { type: string } };
  /** How long the toast stays, when not the default (an Undo lasts as long as its window). */
  durationMs?: number;
  /** A toast raised with the id of one still shown replaces it (the Undo toast by its outcome). */
  id?: string;
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
  /**
   * The page's own view written to the address (same page, other query: decision 198): like `navigate`,
   * but marked as the page's own write, so the page does not hear it back as `url.changed`, and the
   * scroll position stays.
   */
  writeUrl: (_args: unknown, _params: NavigateParams) => {},
  toast: (_args: unknown, _params: ToastParams) => {},
  /** A named notice (machines/notices.ts): the composition root words it and shows it as a toast. */
  notify: (_args: unknown, _params: Notice) => {},
  /** Closes the toast raised with this id, if it is still shown (one that no longer applies). */
  dismissToast: (_args: unknown, _params: { id: string }) => {},
  storeValue: (_args: unknown, _params: StoreValueParams) => {},
  removeValue: (_args: unknown, _params: RemoveValueParams) => {},
  redirectToUrl: (_args: unknown, _params: RedirectParams) => {},
  dispatchBrowserEvent: (_args: unknown, _params: BrowserEventParams) => {},
  /**
   * Spec: some failures are "logged"; the app decides where logs go, and words `problem` when the
   * machine says what went wrong (else it logs the event's error).
   */
  logError: (_args: unknown, _params?: { problem: Problem }) => {},
  /**
   * A 401 (or no stored token) on an authenticated call: the app forwards `auth.sessionExpired` to the
   * auth actor. `returnTo` asks for the sign-in page, returning there after signing in; without it the
   * person goes home (SPEC.md 4).
   */
  sessionExpired: (_args: unknown, _params?: { returnTo: string }) => {},
  /** The account was deleted: the app forwards `auth.accountDeleted` (signed out on purpose, home). */
  accountDeleted: (_args: unknown) => {},
  /** An explicit sign-out: drafts kept in this tab for an ended session (the custom prompt's) are removed. */
  forgetDrafts: (_args: unknown) => {},
  /** The account changed on the server (a verified payment): the app forwards `auth.sessionRefreshRequested`. */
  refreshSession: (_args: unknown) => {},
  /** The verification link started a session (decision 286): the app forwards `auth.sessionStarted`. */
  sessionStarted: (_args: unknown) => {},
  /** Signed out here on purpose: the app tells this browser's other tabs, which hear `auth.signedOutElsewhere` (decision 287). */
  announceSignOut: (_args: unknown) => {},
};

/** An injected actor the app has not provided yet: rejects with a message naming it. */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`Actor "${name}" is not provided: pass it with machine.provide({ actors })`);
  });
}

export const readStorage = notProvided<StoredValues, ReadStorageInput>('readStorage');
