/**
 * The custom prompt's unsaved draft, kept in this tab's sessionStorage (issue 18.14): a session that
 * ends while the person types keeps what they typed, and the prompt tab restores it after sign-in.
 * A reload restores it too. The draft is marked when the session ends (`markDraftsAcrossSessionEnd`),
 * and only a marked draft is said to be "from before you were signed out" (issue 28.7).
 * sessionStorage, not localStorage: the draft never outlives the tab, nor reaches the next person on
 * a shared computer; an explicit sign-out removes it (the auth machine's `forgetDrafts`).
 */
import { fromPromise } from 'xstate';
import { PROMPT_DRAFT_KEY } from '#domain/constants.ts';
import type { KeptDraft } from '#machines/prompt.machine.ts';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Set beside the draft when the session it was typed in ended. */
const SESSION_ENDED_KEY = `${PROMPT_DRAFT_KEY}.sessionEnded`;

function readKeptDraft(): KeptDraft | null {
  try {
    const store = sessionStore();
    const text = store?.getItem(PROMPT_DRAFT_KEY) ?? null;
    const sessionEnded = store?.getItem(SESSION_ENDED_KEY) === '1';
    // Said once: the draft stays kept until it is saved, but a later reload is only a reload.
    store?.removeItem(SESSION_ENDED_KEY);
    return text === null ? null : { text, sessionEnded };
  } catch {
    return null;
  }
}

export const promptDraft = {
  actors: {
    readDraft: fromPromise<KeptDraft | null, void>(async () => readKeptDraft()),
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
