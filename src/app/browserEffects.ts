import type {
  BrowserEventParams,
  NavigateParams,
  RedirectParams,
  RemoveValueParams,
  StoreValueParams,
  ToastParams,
} from '../../machines/effects.ts';
import { navigateTo } from './navigation.ts';
import { deleteValue, writeValue } from './storage.ts';
import { showToast } from './toast.ts';

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;

/** The auth provider registers how to end the session; other machines' 401s reach it through here. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler | null): void {
  onSessionExpired = handler;
}

/**
 * Real implementations of the actions every machine declares in machines/effects.ts.
 * Provide them with `someMachine.provide({ actions: browserActions, actors: ... })`.
 */
export const browserActions = {
  navigate: (_: unknown, { to, replace }: NavigateParams) => navigateTo(to, replace),
  toast: (_: unknown, params: ToastParams) => {
    void showToast(params);
  },
  storeValue: (_: unknown, { key, value }: StoreValueParams) => writeValue(key, value),
  removeValue: (_: unknown, { key }: RemoveValueParams) => deleteValue(key),
  redirectToUrl: (_: unknown, { url }: RedirectParams) => window.location.assign(url),
  dispatchBrowserEvent: (_: unknown, { name, detail }: BrowserEventParams) => {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  },
  /** Spec: some failures are "logged". A message param wins; otherwise the failed actor's error. */
  logError: ({ event }: { event: unknown }, params?: { message?: string }) => {
    const error = typeof event === 'object' && event !== null && 'error' in event ? event.error : event;
    console.error(params?.message ?? error);
  },
  sessionExpired: () => onSessionExpired?.(),
};
