/**
 * The custom prompt's unsaved draft, kept in this tab's sessionStorage (issue 18.14): a session that
 * ends while the person types keeps what they typed, and the prompt tab restores it after sign-in.
 * Only then: the draft is marked when the session ends (`markDraftsAcrossSessionEnd`), and a draft
 * without the mark (a plain reload, a new page) is dropped, so "from before you were signed out" is
 * said only when it is true (issue 28.7).
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

/** Set beside the draft when the session it was typed in ended. */
const SESSION_ENDED_KEY = `${PROMPT_DRAFT_KEY}.sessionEnded`;

function readDraftAfterSessionEnd(): string | null {
  const store = sessionStore();
  const ended = store?.getItem(SESSION_ENDED_KEY) === '1';
  const text = ended ? (store?.getItem(PROMPT_DRAFT_KEY) ?? null) : null;
  // Read once: a later reload does not bring it back, nor say it again.
  forgetPromptDraft();
  return text;
}

export const promptDraft = {
  actors: {
    readDraft: fromPromise<string | null, void>(async () => readDraftAfterSessionEnd()),
  },
  actions: {
    keepDraft: (_: unknown, { text }: { text: string }) => {
      try {
        sessionStore()?.setItem(PROMPT_DRAFT_KEY, text);
        sessionStore()?.removeItem(SESSION_ENDED_KEY);
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
    sessionStore()?.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The session ended (not a sign-out on purpose, which forgets drafts): a kept draft is to come back. */
export function markDraftsAcrossSessionEnd(): void {
  try {
    const store = sessionStore();
    if (store?.getItem(PROMPT_DRAFT_KEY) !== null) store?.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Nothing kept.
  }
}
