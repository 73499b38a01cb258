import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SummariesPage, SummariesQuery } from '../../machines/apiTypes.ts';
import {
  selectCanNext,
  selectCanPrevious,
  selectHasError,
  selectRange,
  summariesMachine,
} from '../../machines/summaries.machine.ts';
import { httpError, networkError, summariesPage } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

async function start(answer: (query: SummariesQuery) => SummariesPage = (query) => summariesPage(query.page, 3)) {
  const effects = effectsRecorder();
  const fetch = fakeActor(answer);
  const machine = summariesMachine.provide({
    actors: { fetchSummaries: fetch.logic },
    actions: { sessionExpired: effects.actions.sessionExpired },
  });
  const actor = createActor(machine).start();
  await settle();
  return { actor, effects, fetch };
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
    const { actor, fetch } = await start();
    actor.send({ type: 'filters.dateChanged', date: 'month' });
    actor.send({ type: 'filters.applied' });
    await settle();
    actor.send({ type: 'filters.searchChanged', search: 'not applied' });
    actor.send({ type: 'page.next' });
    await settle();
    expect(fetch.calls.at(-1)).toEqual({ ...firstQuery, page: 2, date: 'month' });
    actor.send({ type: 'page.previous' });
    await settle();
    expect(fetch.calls.at(-1)).toEqual({ ...firstQuery, page: 1, date: 'month' });
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

  it('reports an expired session on 401', async () => {
    const { actor, effects } = await start(() => {
      throw httpError(401);
    });
    expect(effects.sessionExpiredCount()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
