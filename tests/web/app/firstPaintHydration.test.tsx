/**
 * Decisions 288, 295: the server renders the dashboard into #root from the machine's snapshot, and
 * the browser hydrates that markup with the same route table: the same elements become the live page
 * (React reports no mismatch), the machine resumes from the snapshot (no second round for what the
 * server read, the prompt's draft kept in the tab restored, the next page still fetched when idle),
 * and a later visit to /dashboard in the same document starts from its input and asks.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { PROMPT_DRAFT_KEY, SUMMARIES_PAGE_SIZE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { SummariesPage, SummariesQuery, Summary } from '#machines/apiTypes.ts';
import type { Account } from '#machines/dashboard.machine.ts';
import { AppApisContext } from '#src/app/composition.tsx';
import { FIRST_PAINT_SNAPSHOT_ID, readFirstPaint } from '#src/app/firstPaint.ts';
import { renderDashboardFirstPaint } from '#src/entry-first-paint.tsx';
import { hydrateFirstPaint as hydrate } from '#src/fullApp.tsx';
import { account, dashboardApis, pageOf, sampleSummaries, summary } from './dashboardFixtures.tsx';

const PROMPT = 'Summarize for a busy engineer: key ideas first, then numbers.';
const FIRST_PAGE: SummariesQuery = { page: 1, per_page: SUMMARIES_PAGE_SIZE, search: '', date: 'all', type: 'all' };

/** Every call the page makes for its answers. */
function counting(saved: Summary[]) {
  const calls: string[] = [];
  const apis = {
    loadAccount: fromPromise<Account, void>(async () => {
      calls.push('account');
      return account('premium');
    }),
    fetchSummaries: fromPromise<SummariesPage, SummariesQuery>(async ({ input }) => {
      calls.push(`summaries ${input.page}`);
      return pageOf(saved, input);
    }),
    fetchPrompt: fromPromise<string, void>(async () => {
      calls.push('prompt');
      return PROMPT;
    }),
  };
  return { calls, apis: { ...apis, prefetchSummaries: apis.fetchSummaries, prefetchPrompt: apis.fetchPrompt } };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/**
 * A Premium reader's first paint, put where the server puts it (in #root, its snapshot after), then
 * hydrated by src/fullApp.tsx's own `hydrateFirstPaint`, on scripted calls. Returns the calls, the errors React reported,
 * the router and the <main> the server drew.
 */
async function hydrateFirstPaint(
  search: string,
  { saved = sampleSummaries, browserIdle }: { saved?: Summary[]; browserIdle?: boolean } = {},
) {
  window.history.replaceState(null, '', `/dashboard${search}`);
  const paint = await renderDashboardFirstPaint({
    account: account('premium'),
    page: pageOf(saved, FIRST_PAGE),
    prompt: PROMPT,
    search,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  document.body.innerHTML = `<div id="root">${paint.root}</div>${paint.after}`;
  const container = document.getElementById('root') as HTMLElement;
  const drawnMain = container.querySelector('main');
  const drawn = readFirstPaint();
  if (!drawn) throw new Error(`no readable #${FIRST_PAINT_SNAPSHOT_ID}`);

  const { calls, apis: answers } = counting(saved);
  const idle = browserIdle ? { browserIdle: fromPromise<unknown, void>(async () => null) } : {};
  const { apis } = dashboardApis({ summaries: saved, apis: { ...answers, ...idle } });
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  let router: Awaited<ReturnType<typeof hydrate>>['router'] | undefined;
  await act(async () => {
    ({ root, router } = await hydrate(container, drawn, {
      wrap: (app) => <AppApisContext.Provider value={apis}>{app}</AppApisContext.Provider>,
      onRecoverableError: (error) => errors.push(error),
    }));
  });
  if (!router) throw new Error('not hydrated');
  consoleError.mockRestore();
  return { calls, errors, router, container, drawnMain };
}

it('hydrates the server’s markup: the same elements, live, and no call for what the server read', async () => {
  const { calls, errors, container, drawnMain } = await hydrateFirstPaint('');
  expect(errors).toEqual([]);
  expect(container.querySelector('main')).toBe(drawnMain);
  // Live: the tabs the server drew as links are the page's buttons, its controls no longer inert.
  await waitFor(() => expect(container.querySelector('a[role="tab"]')).toBeNull());
  expect(screen.getByRole('tab', { name: messages.dashboard.tabPrompt })).toBeEnabled();
  expect(container.querySelector('[inert]')).toBeNull();
  expect(screen.getByRole('article', { name: 'The science of sleep' })).toBeVisible();
  expect(calls).toEqual([]);
});

it('restores the draft kept in the tab into the hydrated Custom Prompt tab', async () => {
  sessionStorage.setItem(PROMPT_DRAFT_KEY, 'My own draft, typed before the reload.');
  const { calls, errors } = await hydrateFirstPaint('?tab=prompt');
  expect(errors).toEqual([]);
  expect(await screen.findByDisplayValue('My own draft, typed before the reload.')).toBeVisible();
  expect(calls).toEqual([]);
});

it('resumes the idle fetch of the next page the server left waiting', async () => {
  const saved = Array.from({ length: SUMMARIES_PAGE_SIZE + 3 }, (_, i) => summary(i + 1, { title: `Saved ${i + 1}` }));
  const { calls } = await hydrateFirstPaint('', { saved, browserIdle: true });
  await waitFor(() => expect(calls).toEqual(['summaries 2']));
});

it('starts from its input on a later visit to /dashboard in the same document', async () => {
  const { calls, router } = await hydrateFirstPaint('');
  await act(() => router.navigate('/terms'));
  await act(() => router.navigate('/dashboard'));
  await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['account', 'summaries 1'])));
  expect(await screen.findByRole('article', { name: 'The science of sleep' })).toBeVisible();
});
