import type { AnyActorRef } from 'xstate';
import type {
  BrowserEventParams,
  RedirectParams,
  RemoveValueParams,
  StoreValueParams,
  ToastParams,
} from '#machines/effects.ts';
import type { Problem } from '#machines/problems.ts';
import { problemText } from '#src/features/problems.ts';
import { forgetPromptDraft, promptDraft } from '#src/features/prompt/draft.ts';
import { deleteValue, writeValue } from '#src/features/storage.ts';
import { dismissToast, showToast } from './toast.ts';

/**
 * The browser's side of the actions machines declare in machines/effects.ts. `navigate`, `writeUrl`,
 * `sessionExpired` and `refreshSession` are not here: the composition root (composition.tsx) binds
 * them to the router and to its auth actor.
 */
export const browserEffects = {
  /** A toast's action button sends its event back to the actor that raised it (e.g. Undo). */
  toast: ({ self }: { self: AnyActorRef }, params: ToastParams) => {
    const { action } = params;
    void showToast(params, action ? () => self.send(action.event) : undefined);
  },
  dismissToast: (_: unknown, { id }: { id: string }) => {
    void dismissToast(id);
  },
  storeValue: (_: unknown, { key, value }: StoreValueParams) => writeValue(key, value),
  removeValue: (_: unknown, { key }: RemoveValueParams) => deleteValue(key),
  redirectToUrl: (_: unknown, { url }: RedirectParams) => window.location.assign(url),
  dispatchBrowserEvent: (_: unknown, { name, detail }: BrowserEventParams) => {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  },
  /** Spec: some failures are "logged". A message param wins; otherwise the failed actor's error. */
  logError: ({ event }: { event: unknown }, params?: { problem: Problem }) => {
    const error = typeof event === 'object' && event !== null && 'error' in event ? event.error : event;
    console.error(params ? problemText(params.problem) : error);
  },
  /** An explicit sign-out removes the drafts kept in this tab (the custom prompt's, issue 18.14). */
  forgetDrafts: () => forgetPromptDraft(),
  /** The prompt machine keeps and forgets its unsaved draft in this tab's sessionStorage. */
  keepDraft: promptDraft.actions.keepDraft,
  forgetDraft: promptDraft.actions.forgetDraft,
};

export type BrowserEffects = typeof browserEffects;
