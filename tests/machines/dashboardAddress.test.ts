/**
 * The dashboard's view in its address (issue 18, item 10; decision 198): read at load, corrected in
 * place, a new history entry per move a person makes, followed on Back and Forward.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SummariesPage, SummariesQuery } from '#machines/apiTypes.ts';
import { type Account, dashboardMachine, selectActiveTab } from '#machines/dashboard.machine.ts';
import { promptMachine } from '#machines/prompt.machine.ts';
import { selectDraft, selectIsLoading, selectSummaries, summariesMachine } from '#machines/summaries.machine.ts';
import { basicAccount, premiumAccount, summariesPage } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

const LAST_PAGE = 4;
/** The server's answer: one summary a page, LAST_PAGE pages; past the end, an empty page. */
function answer(query: SummariesQuery): SummariesPage {
  if (query.page > LAST_PAGE) {
    return {
      summaries: [],
      pagination: { total: LAST_PAGE, per_page: 1, current_page: query.page, last_page: LAST_PAGE },
    };
  }
  return summariesPage(query.page, LAST_PAGE);
}

async function start(search: string, account: Account = premiumAccount) {
  const effects = effectsRecorder();
  const prefetch = fakeActor<SummariesPage, SummariesQuery>(answer);
  const fetch = fakeActor<SummariesPage, SummariesQuery>(answer);
  const machine = dashboardMachine.provide({
    actions: { writeUrl: effects.actions.writeUrl },
    actors: {
      loadAccount: fakeActor<Account>(() => account).logic,
      prefetchSummaries: prefetch.logic,
      prefetchPrompt: fakeActor<string>(() => 'Summarise in five bullets').logic,
      summaries: summariesMachine.provide({
        actors: {
          fetchSummaries: fetch.logic,
          // The next page is not fetched early here: every call the list makes is one a test asks for.
          browserIdle: fromPromise(() => new Promise(() => {})),
        },
      }),
      prompt: promptMachine.provide({ actors: { fetchPrompt: fromPromise(() => new Promise(() => {})) } }),
    },
  });
  const actor = createActor(machine, { input: { search } }).start();
  for (let i = 0; i < 4; i += 1) await settle();
  const list = () => {
    const child = actor.getSnapshot().children.summaries;
    if (!child) throw new Error('no summaries tab');
    return child;
  };
  return { actor, effects, prefetch, fetch, list };
}

const titles = (snapshot: Parameters<typeof selectSummaries>[0]) => selectSummaries(snapshot).map((s) => s.title);

describe('the dashboard view in its address', () => {
  it('leaves plain /dashboard plain: nothing is written at load', async () => {
    const { effects, prefetch, actor } = await start('');
    expect(effects.urlWrites).toEqual([]);
    expect(prefetch.calls).toEqual([{ page: 1, per_page: 10, search: '', date: 'all', type: 'all' }]);
    expect(selectActiveTab(actor.getSnapshot())).toBe('summaries');
  });

  it('opens a shared view as it was: tab, search, date and page, fetched with the account', async () => {
    const { effects, prefetch, fetch, actor, list } = await start('?q=talk&date=week&page=2&tab=prompt');
    expect(effects.urlWrites).toEqual([]);
    expect(prefetch.calls).toEqual([{ page: 2, per_page: 10, search: 'talk', date: 'week', type: 'all' }]);
    // The page fetched with the account is shown at once: the list asks for nothing itself.
    expect(fetch.calls).toEqual([]);
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
    expect(selectDraft(list().getSnapshot())).toEqual({ search: 'talk', date: 'week' });
    expect(titles(list().getSnapshot())).toEqual(['Talk 2']);
  });

  it('corrects a hostile address in place (replace), falling back to the defaults', async () => {
    const { effects, actor } = await start('?page=-3&tab=billing&date=yesterday&utm_source=mail');
    expect(effects.urlWrites).toEqual([{ to: '/dashboard', replace: true }]);
    expect(selectActiveTab(actor.getSnapshot())).toBe('summaries');
    const long = await start(`?q=${'x'.repeat(10_000)}&page=abc`);
    expect(long.effects.urlWrites).toEqual([{ to: '/dashboard', replace: true }]);
    expect(long.prefetch.calls[0]).toMatchObject({ page: 1, search: '' });
  });

  it('moves a page past the end to the last page, and rewrites the address rather than adding to it', async () => {
    const { effects, fetch, list } = await start('?page=99999');
    expect(fetch.calls).toEqual([{ page: LAST_PAGE, per_page: 10, search: '', date: 'all', type: 'all' }]);
    expect(titles(list().getSnapshot())).toEqual([`Talk ${LAST_PAGE}`]);
    expect(effects.urlWrites).toEqual([{ to: `/dashboard?page=${LAST_PAGE}`, replace: true }]);
  });

  it('writes each move a person makes as a new history entry: Apply, Next, Previous, a tab, Clear filters', async () => {
    const { effects, actor, list } = await start('');
    list().send({ type: 'filters.searchChanged', search: ' talk ' });
    list().send({ type: 'filters.applied' });
    await settle();
    list().send({ type: 'page.next' });
    await settle();
    // Apply again with nothing changed: the same view, no second entry.
    list().send({ type: 'filters.searchChanged', search: 'talk' });
    list().send({ type: 'page.previous' });
    await settle();
    actor.send({ type: 'dashboard.tabSelected', tab: 'prompt' });
    actor.send({ type: 'dashboard.tabSelected', tab: 'summaries' });
    list().send({ type: 'filters.cleared' });
    await settle();
    expect(effects.urlWrites).toEqual([
      { to: '/dashboard?q=talk', replace: false },
      { to: '/dashboard?q=talk&page=2', replace: false },
      { to: '/dashboard?q=talk', replace: false },
      { to: '/dashboard?q=talk&tab=prompt', replace: false },
      { to: '/dashboard?q=talk', replace: false },
      { to: '/dashboard', replace: false },
    ]);
  });

  it('does not add an entry for an Apply that changes nothing', async () => {
    const { effects, list } = await start('?q=talk');
    list().send({ type: 'filters.applied' });
    await settle();
    expect(effects.urlWrites).toEqual([]);
  });

  it('follows Back and Forward without writing: a page seen before shows at once, the filters with it', async () => {
    const { effects, actor, fetch, list } = await start('');
    list().send({ type: 'filters.searchChanged', search: 'talk' });
    list().send({ type: 'filters.applied' });
    await settle();
    list().send({ type: 'page.next' });
    await settle();
    const writes = effects.urlWrites.length;
    const calls = fetch.calls.length;
    // Back: the address says ?q=talk (page 1 of that search, seen before).
    actor.send({ type: 'url.changed', search: '?q=talk' });
    expect(selectIsLoading(list().getSnapshot())).toBe(false);
    expect(titles(list().getSnapshot())).toEqual(['Talk 1']);
    // Back again: no filters; typed text not applied is not kept either.
    list().send({ type: 'filters.searchChanged', search: 'typed, not applied' });
    actor.send({ type: 'url.changed', search: '' });
    expect(selectDraft(list().getSnapshot())).toEqual({ search: '', date: 'all' });
    await settle();
    // Forward to the prompt tab of a page never seen: the tab follows, the page is fetched.
    actor.send({ type: 'url.changed', search: '?page=3&tab=prompt' });
    await settle();
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
    expect(fetch.calls.slice(calls).map((query) => [query.page, query.search])).toContainEqual([3, '']);
    expect(effects.urlWrites).toHaveLength(writes);
    // The address it writes next builds on the view it followed.
    actor.send({ type: 'dashboard.tabSelected', tab: 'summaries' });
    expect(effects.urlWrites.at(-1)).toEqual({ to: '/dashboard?page=3', replace: false });
  });

  it('corrects a hostile address reached by Back or a link, in place', async () => {
    const { effects, actor } = await start('?page=2');
    actor.send({ type: 'url.changed', search: '?page=abc&tab=prompt' });
    await settle();
    expect(effects.urlWrites).toEqual([{ to: '/dashboard?tab=prompt', replace: true }]);
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
  });

  it('keeps the view for a Basic account, whose tabs are closed, and still follows the tab', async () => {
    const { effects, actor, prefetch } = await start('?q=talk&tab=prompt', basicAccount);
    expect(prefetch.calls[0]).toMatchObject({ search: 'talk' });
    expect(effects.urlWrites).toEqual([]);
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
    actor.send({ type: 'url.changed', search: '' });
    expect(selectActiveTab(actor.getSnapshot())).toBe('summaries');
  });

  it('drops ?plan= once the plan dialog took it, keeping the view, in the same entry', async () => {
    const { effects, actor } = await start('?page=2&plan=basic', basicAccount);
    expect(actor.getSnapshot().matches({ loaded: { planDialog: 'open' } })).toBe(true);
    expect(effects.urlWrites).toEqual([{ to: '/dashboard?page=2', replace: true }]);
  });
});
