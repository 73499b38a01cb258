import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SEARCH_MAX_LENGTH } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { problemText } from '#src/features/problems.ts';
import type { SummariesPage, SummariesQuery } from '#machines/apiTypes.ts';
import {
  selectCanNext,
  selectCanPrevious,
  selectDraft,
  selectHasAppliedFilters,
  selectHasError,
  selectHasResults,
  selectIsLoading,
  selectIsStale,
  selectKeepsPrevious,
  selectRange,
  selectSearchCount,
  selectSearchError,
  selectSummaries,
  summariesMachine,
} from '#machines/summaries.machine.ts';
import { httpError, networkError, summariesPage } from './fixtures.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { fakeActor, parentRecorder, settle } from './harness.ts';

async function start(answer: (query: SummariesQuery) => SummariesPage = (query) => summariesPage(query.page, 3)) {
  const fetch = fakeActor(answer);
  const machine = summariesMachine.provide({ actors: { fetchSummaries: fetch.logic } });
  const parent = parentRecorder();
  const actor = createActor(machine, { parent: parent.ref }).start();
  await settle();
  return { actor, fetch, parent };
}

const firstQuery: SummariesQuery = { page: 1, per_page: 10, search: '', date: 'all', type: 'all' };

describe('summaries', () => {
  it('loads page 1 with no filters', async () => {
    const { fetch, actor } = await start();
    expect(fetch.calls).toEqual([firstQuery]);
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 1, total: 3 });
  });

  it('holds filter changes as a draft until Apply, which refetches from page 1', async () => {
    const { actor, fetch } = await start();
    actor.send({ type: 'page.next' });
    await settle();
    actor.send({ type: 'filters.searchChanged', search: ' talk ' });
    actor.send({ type: 'filters.dateChanged', date: 'week' });
    await settle();
    expect(fetch.calls).toHaveLength(2);
    actor.send({ type: 'filters.applied' });
    await settle();
    expect(fetch.calls[2]).toEqual({ ...firstQuery, search: 'talk', date: 'week' });
  });

  it('pages with the filters last applied, not the draft', async () => {
    const { actor, fetch, parent } = await start();
    actor.send({ type: 'filters.dateChanged', date: 'month' });
    actor.send({ type: 'filters.applied' });
    await settle();
    actor.send({ type: 'filters.searchChanged', search: 'not applied' });
    actor.send({ type: 'page.next' });
    await settle();
    expect(fetch.calls.at(-1)).toEqual({ ...firstQuery, page: 2, date: 'month' });
    // The filters on screen are the ones paged through: the unapplied text went (issue 18, item 10).
    expect(selectDraft(actor.getSnapshot())).toEqual({ search: '', date: 'month' });
    actor.send({ type: 'page.previous' });
    await settle();
    expect(fetch.calls.at(-1)).toEqual({ ...firstQuery, page: 1, date: 'month' });
    // Each move is a new entry in the address, told to the dashboard.
    const view = (page: number) => ({ search: '', date: 'month', page });
    expect(parent.events).toEqual([
      { type: 'summaries.viewChanged', view: view(1), replace: false },
      { type: 'summaries.viewChanged', view: view(2), replace: false },
      { type: 'summaries.viewChanged', view: view(1), replace: false },
    ]);
  });

  it('clears applied filters back to the whole list, page 1; with none applied there is nothing to clear', async () => {
    const { actor, fetch } = await start();
    actor.send({ type: 'filters.cleared' });
    await settle();
    expect(fetch.calls).toHaveLength(1);
    actor.send({ type: 'filters.searchChanged', search: 'nothing like it' });
    actor.send({ type: 'filters.dateChanged', date: 'today' });
    actor.send({ type: 'filters.applied' });
    await settle();
    expect(selectHasAppliedFilters(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'filters.cleared' });
    await settle();
    expect(fetch.calls.at(-1)).toEqual(firstQuery);
    expect(selectDraft(actor.getSnapshot())).toEqual({ search: '', date: 'all' });
    expect(selectHasAppliedFilters(actor.getSnapshot())).toBe(false);
  });

  it('shows no pager for an empty list', async () => {
    const { actor } = await start(() => ({
      summaries: [],
      pagination: { total: 0, per_page: 10, current_page: 1, last_page: 1 },
    }));
    expect(selectHasResults(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'page.next' });
    await settle();
    expect(selectHasResults(actor.getSnapshot())).toBe(false);
  });

  it('cannot go before the first or past the last page', async () => {
    const { actor } = await start();
    expect(selectCanPrevious(actor.getSnapshot())).toBe(false);
    expect(selectCanNext(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'page.next' });
    await settle();
    actor.send({ type: 'page.next' });
    await settle();
    expect(selectCanNext(actor.getSnapshot())).toBe(false);
    expect(selectCanPrevious(actor.getSnapshot())).toBe(true);
  });

  it("shows 'Failed to load summaries' on failure and retries on demand", async () => {
    let calls = 0;
    const { actor } = await start((query) => {
      calls += 1;
      if (calls === 1) throw networkError;
      return summariesPage(query.page, 1);
    });
    expect(selectHasError(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'summaries.retried' });
    await settle();
    expect(selectHasError(actor.getSnapshot())).toBe(false);
  });

  it('stops quietly when the session ended (the composition root signs the person out)', async () => {
    const { actor } = await start(() => {
      throw sessionEnded();
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectHasError(actor.getSnapshot())).toBe(false);
  });

  it('never sends a search over 200 characters: the message shows next to the box', async () => {
    const { actor, fetch } = await start();
    actor.send({ type: 'filters.searchChanged', search: 'a'.repeat(SEARCH_MAX_LENGTH + 1) });
    actor.send({ type: 'filters.applied' });
    await settle();
    expect(fetch.calls).toEqual([firstQuery]);
    expect(problemText(selectSearchError(actor.getSnapshot()))).toBe(messages.dashboard.searchTooLong);
    actor.send({ type: 'filters.searchChanged', search: 'a'.repeat(SEARCH_MAX_LENGTH) });
    expect(problemText(selectSearchError(actor.getSnapshot()))).toBeNull();
    actor.send({ type: 'filters.applied' });
    await settle();
    expect(fetch.calls).toHaveLength(2);
  });

  it("shows the server's message for a refused search (422) next to the box", async () => {
    const { actor } = await start((query) => {
      if (query.search) throw httpError(422, 'Search must be at most 200 characters');
      return summariesPage(query.page, 3);
    });
    actor.send({ type: 'filters.searchChanged', search: 'talk' });
    actor.send({ type: 'filters.applied' });
    await settle();
    expect(problemText(selectSearchError(actor.getSnapshot()))).toBe('Search must be at most 200 characters');
    // The page shown before stays (issue 28.1), marked as not the view asked for.
    expect(selectHasError(actor.getSnapshot())).toBe(false);
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 1, total: 3 });
  });

  it('keeps the list shown when a search finds no server (issue 28.1); Try again fetches it', async () => {
    let reachable = false;
    const { actor, fetch } = await start((query) => {
      if (query.search && !reachable) throw networkError;
      return summariesPage(query.page, query.search ? 1 : 3);
    });
    actor.send({ type: 'filters.searchChanged', search: 'talk' });
    actor.send({ type: 'filters.applied' });
    await settle();
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
    expect(selectHasError(actor.getSnapshot())).toBe(false);
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 1, total: 3 });
    expect(problemText(selectSearchError(actor.getSnapshot()))).toBeNull();

    reachable = true;
    actor.send({ type: 'summaries.retried' });
    await settle();
    expect(fetch.calls.at(-1)?.search).toBe('talk');
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 1, total: 1 });
  });

  it('counts the search only once it nears the limit', async () => {
    const { actor } = await start();
    actor.send({ type: 'filters.searchChanged', search: 'a'.repeat(10) });
    expect(selectSearchCount(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'filters.searchChanged', search: 'a'.repeat(180) });
    expect(selectSearchCount(actor.getSnapshot())).toEqual({ length: 180, max: SEARCH_MAX_LENGTH });
  });
});

describe('summaries: instant returns (issue 15, item 3)', () => {
  /** A browser that goes idle when the test says so. */
  function idleOnDemand() {
    const waiting: Array<() => void> = [];
    const logic = fromPromise<unknown, void>(() => new Promise((resolve) => waiting.push(() => resolve(null))));
    const goIdle = () => {
      for (const resolve of waiting.splice(0)) resolve();
    };
    return { logic, goIdle };
  }

  async function startWithIdle(answer: (query: SummariesQuery) => SummariesPage = (q) => summariesPage(q.page, 3)) {
    const fetch = fakeActor(answer);
    const idle = idleOnDemand();
    const machine = summariesMachine.provide({ actors: { fetchSummaries: fetch.logic, browserIdle: idle.logic } });
    const actor = createActor(machine, { parent: parentRecorder().ref }).start();
    await settle();
    return { actor, fetch, idle };
  }

  it('fetches the next page once the browser is idle, and Next then shows it at once', async () => {
    const { actor, fetch, idle } = await startWithIdle();
    expect(fetch.calls.map((q) => q.page)).toEqual([1]);
    idle.goIdle();
    await settle();
    expect(fetch.calls.map((q) => q.page)).toEqual([1, 2]);
    actor.send({ type: 'page.next' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 2, to: 2, total: 3 });
    expect(selectSummaries(actor.getSnapshot())[0]?.title).toBe('Talk 2');
  });

  it('shows a page seen before at once and refreshes it quietly', async () => {
    let version = 0;
    const { actor, fetch } = await startWithIdle((q) => {
      const page = summariesPage(q.page, 3);
      return { ...page, summaries: page.summaries.map((s) => ({ ...s, title: `${s.title} v${version}` })) };
    });
    actor.send({ type: 'page.next' });
    await settle();
    version = 1;
    actor.send({ type: 'page.previous' });
    // Page 1 as it was, at once, no spinner; then the quiet refresh brings the new title.
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectSummaries(actor.getSnapshot())[0]?.title).toBe('Talk 1 v0');
    await settle();
    expect(selectSummaries(actor.getSnapshot())[0]?.title).toBe('Talk 1 v1');
    expect(fetch.calls.map((q) => q.page)).toEqual([1, 2, 1]);
  });

  it('keeps pages by their filters: another search is fetched, not taken from memory', async () => {
    const { actor, fetch } = await startWithIdle();
    actor.send({ type: 'filters.searchChanged', search: 'sleep' });
    actor.send({ type: 'filters.applied' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    // The cards on screen stay while the search's answer loads (issue 28.9).
    expect(selectKeepsPrevious(actor.getSnapshot())).toBe(true);
    expect(selectSummaries(actor.getSnapshot())[0]?.title).toBe('Talk 1');
    await settle();
    expect(selectKeepsPrevious(actor.getSnapshot())).toBe(false);
    expect(fetch.calls.at(-1)).toEqual({ ...firstQuery, search: 'sleep' });
  });

  it('forgets every kept page after a deletion: they may hold the deleted card', async () => {
    const { actor, fetch } = await startWithIdle();
    actor.send({ type: 'page.next' });
    await settle();
    actor.send({ type: 'summary.deleteRequested', id: selectSummaries(actor.getSnapshot())[0]?.id ?? '' });
    actor.send({ type: 'summary.removed', id: selectSummaries(actor.getSnapshot())[0]?.id ?? '' });
    await settle();
    const before = fetch.calls.length;
    actor.send({ type: 'page.previous' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await settle();
    expect(fetch.calls.length).toBe(before + 1);
  });
});
