import { createActor, fromPromise, type Snapshot, waitFor } from 'xstate';
import type { SummariesPage, SummariesQuery } from '#machines/apiTypes.ts';
import { type Account, dashboardMachine, selectIsLoading } from '#machines/dashboard.machine.ts';
import { type KeptDraft, promptMachine } from '#machines/prompt.machine.ts';
import { summariesMachine } from '#machines/summaries.machine.ts';

/** What the server read for the reader through the API's own routes: the dashboard machine's answers. */
export type FirstPaintAnswers = {
  account: Account;
  /** Page 1 of the summaries and the custom prompt: Premium's only (Basic's calls would be refused). */
  page: SummariesPage | null;
  prompt: string | null;
  /** The address's query string: the view the machine reads from it (the tab). */
  search: string;
};

/**
 * A call answered at once with what the server read, or, given null, one past the first screen (the
 * next page when idle, a refetch, a refused Premium call), which the first paint never waits for.
 */
function answered<T, I = void>(value: T | null) {
  return fromPromise<T, I>(() => (value === null ? new Promise<T>(() => {}) : Promise.resolve(value)));
}

/**
 * The dashboard machine given the server's answers in place of its calls: it decides the page (plan,
 * banner, tab, its children's first states) as it does in the browser (decision 258).
 */
function firstPaintLogic({ account, page, prompt }: FirstPaintAnswers) {
  return dashboardMachine.provide({
    actors: {
      loadAccount: answered(account),
      prefetchSummaries: answered<SummariesPage, SummariesQuery>(page),
      prefetchPrompt: answered(prompt),
      summaries: summariesMachine.provide({
        actors: { browserIdle: answered<unknown>(null), fetchSummaries: answered<SummariesPage, SummariesQuery>(null) },
      }),
      // The draft kept in the reader's tab is not the server's to read: the prompt waits for it, and
      // the live page, resuming this snapshot, reads it there (decision 288).
      prompt: promptMachine.provide({
        actors: {
          readDraft: answered<KeptDraft | null>(null),
          fetchPrompt: answered<string>(null),
        },
      }),
    },
  });
}

/** The machine run to its first screen on the answers: its snapshot, persisted, for the views to render. */
export async function firstPaintSnapshot(answers: FirstPaintAnswers): Promise<Snapshot<unknown>> {
  const actor = createActor(firstPaintLogic(answers), {
    input: { search: answers.search, premium: answers.account.subscription.is_premium },
  });
  actor.start();
  try {
    await waitFor(actor, (snapshot) => !selectIsLoading(snapshot), { timeout: 1_000 });
    return actor.getPersistedSnapshot();
  } finally {
    actor.stop();
  }
}
