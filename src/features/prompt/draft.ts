/**
 * The custom prompt's unsaved draft, kept in this tab's sessionStorage (issue 18.14): a session that
 * ends while the person types keeps what they typed, and the prompt tab restores it after sign-in.
 * sessionStorage, not localStorage: the draft never outlives the tab, nor reaches the next person on
 * a shared computer; an explicit sign-out removes it (the auth machine's `forgetDrafts`).
 */
import { fromPromise } from 'xstate';
import { PROMPT_DRAFT_KEY } from '#domain/constants.ts';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const promptDraft = {
  actors: {
    readDraft: fromPromise<string | null, void>(async () => sessionStore()?.getItem(PROMPT_DRAFT_KEY) ?? null),
  },
  actions: {
    keepDraft: (_: unknown, { text }: { text: string }) => {
      try {
        sessionStore()?.setItem(PROMPT_DRAFT_KEY, text);
      } catch {
        // Storage full or blocked: the draft lives as long as the page.
      }
    },
    forgetDraft: () => forgetPromptDraft(),
  },
};

export function forgetPromptDraft(): void {
  try {
    sessionStore()?.removeItem(PROMPT_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
