/**
 * Decision 288: the server's first paint carries the dashboard machine's snapshot, and the live page
 * resumes the machine from it: no second round for the answers the server already read, the page
 * shown at once, the prompt's draft kept in the tab still restored. Without the snapshot (or for
 * another view) the page starts from its input, as before.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { PROMPT_DRAFT_KEY, SUMMARIES_PAGE_SIZE } from '#domain/constants.ts';
import type { SummariesPage, SummariesQuery } from '#machines/apiTypes.ts';
import type { Account } from '#machines/dashboard.machine.ts';
import { FIRST_PAINT_ID } from '#src/app/firstPaint.ts';
import { renderDashboardFirstPaint } from '#src/entry-first-paint.tsx';
import { account, pageOf, renderDashboard, sampleSummaries, summary } from './dashboardFixtures.tsx';

const PROMPT = 'Summarize for a busy engineer: key ideas first, then numbers.';
const FIRST_PAGE: SummariesQuery = { page: 1, per_page: SUMMARIES_PAGE_SIZE, search: '', date: 'all', type: 'all' };

/** The server's first paint for a Premium reader, put where the server puts it (before #root). */
async function paintFirst(search: string, saved = sampleSummaries) {
  const html = await renderDashboardFirstPaint({
    account: account('premium'),
    page: pageOf(saved, FIRST_PAGE),
    prompt: PROMPT,
    search,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  document.body.insertAdjacentHTML('afterbegin', html);
}

/** Every call the page makes for its first answers. */
function counting() {
  const calls: string[] = [];
  const apis = {
    loadAccount: fromPromise<Account, void>(async () => {
      calls.push('account');
      return account('premium');
    }),
    fetchSummaries: fromPromise<SummariesPage, SummariesQuery>(async ({ input }) => {
      calls.push(`summaries ${input.page}`);
      return pageOf(sampleSummaries, input);
    }),
    fetchPrompt: fromPromise<string, void>(async () => {
      calls.push('prompt');
      return PROMPT;
    }),
  };
  return { calls, apis: { ...apis, prefetchSummaries: apis.fetchSummaries, prefetchPrompt: apis.fetchPrompt } };
}

afterEach(() => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  sessionStorage.clear();
});

it('resumes from the first paint’s snapshot: the page at once, and no call for what the server read', async () => {
  await paintFirst('');
  const { calls, apis } = counting();
  renderDashboard({ apis });
  // Shown on the first render: no spinner in between.
  expect(screen.getAllByRole('heading', { name: 'jane.doe', level: 1 }).length).toBeGreaterThan(0);
  await waitFor(() => expect(document.getElementById(FIRST_PAINT_ID)).toBeNull());
  expect(screen.getByRole('article', { name: 'The science of sleep' })).toBeVisible();
  expect(calls).toEqual([]);
});

it('restores the draft kept in the tab into the resumed Custom Prompt tab', async () => {
  sessionStorage.setItem(PROMPT_DRAFT_KEY, 'My own draft, typed before the reload.');
  await paintFirst('?tab=prompt');
  const { calls, apis } = counting();
  renderDashboard({ search: '?tab=prompt', apis });
  expect(await screen.findByDisplayValue('My own draft, typed before the reload.')).toBeVisible();
  expect(calls).toEqual([]);
});

it('starts from its input when the address is not the view the server drew', async () => {
  await paintFirst('?tab=prompt');
  const { calls, apis } = counting();
  renderDashboard({ apis });
  expect(await screen.findByRole('article', { name: 'The science of sleep' })).toBeVisible();
  expect(calls).toContain('account');
});

it('resumes the idle fetch of the next page the server left waiting', async () => {
  const saved = Array.from({ length: SUMMARIES_PAGE_SIZE + 3 }, (_, i) => summary(i + 1, { title: `Saved ${i + 1}` }));
  await paintFirst('', saved);
  const { calls, apis } = counting();
  renderDashboard({ apis: { ...apis, browserIdle: fromPromise<unknown, void>(async () => null) }, summaries: saved });
  await waitFor(() => expect(calls).toEqual(['summaries 2']));
});
