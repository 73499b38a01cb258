/**
 * Issue 27.4: the dashboard's first data in one round, and no call a Basic account's plan refuses.
 * The invoices ride with the account (user-info?include=invoices): the Billing section shows them
 * without a call of its own. A session that says Basic makes neither Premium-only prefetch (the
 * summaries and the prompt, which answer 403 for Basic).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Invoice, SummariesPage, SummariesQuery } from '#machines/apiTypes.ts';
import { billingMachine, selectInvoices, selectIsLoading } from '#machines/billing.machine.ts';
import {
  type Account,
  dashboardMachine,
  selectBillingActor,
  selectIsBasicView,
  selectIsPremiumView,
} from '#machines/dashboard.machine.ts';
import { promptMachine } from '#machines/prompt.machine.ts';
import { selectIsLoading as selectListLoading, summariesMachine } from '#machines/summaries.machine.ts';
import { basicAccount, invoices, premiumAccount, summariesPage } from './fixtures.ts';
import { fakeActor, settle } from './harness.ts';

const never = <T>() => new Promise<T>(() => {});

/** The dashboard with every call recorded; `premium` is the session's plan as the auth machine knows it. */
async function start(account: Account, premium?: boolean) {
  const loadAccount = fakeActor<Account>(() => account);
  const prefetchSummaries = fakeActor<SummariesPage, SummariesQuery>(() => summariesPage(1, 1));
  const prefetchPrompt = fakeActor<string>(() => 'Five bullets');
  const loadInvoices = fakeActor<Invoice[]>(() => invoices);
  const machine = dashboardMachine.provide({
    actions: { writeUrl: () => {}, notify: () => {} },
    actors: {
      loadAccount: loadAccount.logic,
      prefetchSummaries: prefetchSummaries.logic,
      prefetchPrompt: prefetchPrompt.logic,
      summaries: summariesMachine.provide({
        actors: { fetchSummaries: fromPromise<SummariesPage, SummariesQuery>(never) },
      }),
      prompt: promptMachine.provide({ actors: { fetchPrompt: fromPromise<string, void>(never) } }),
      billing: billingMachine.provide({ actors: { loadInvoices: loadInvoices.logic } }),
    },
  });
  const actor = createActor(machine, { input: { search: '', ...(premium === undefined ? {} : { premium }) } });
  actor.start();
  await settle();
  await settle();
  await settle();
  return { actor, loadAccount, prefetchSummaries, prefetchPrompt, loadInvoices };
}

describe('the dashboard’s first data (issue 27.4)', () => {
  it('makes no call a Basic session’s plan refuses, and still shows the Basic page', async () => {
    const run = await start(basicAccount, false);
    expect(run.loadAccount.calls).toHaveLength(1);
    expect(run.prefetchSummaries.calls).toEqual([]);
    expect(run.prefetchPrompt.calls).toEqual([]);
    expect(selectIsBasicView(run.actor.getSnapshot())).toBe(true);
  });

  it('fetches page 1 and the prompt beside the account when the session is Premium, or unknown', async () => {
    for (const premium of [true, undefined]) {
      const run = await start(premiumAccount, premium);
      expect(run.prefetchSummaries.calls).toHaveLength(1);
      expect(run.prefetchPrompt.calls).toHaveLength(1);
      expect(selectIsPremiumView(run.actor.getSnapshot())).toBe(true);
    }
  });

  it('a session that said Basic but is Premium now: the tabs fetch for themselves, the page still opens', async () => {
    const run = await start(premiumAccount, false);
    expect(run.prefetchSummaries.calls).toEqual([]);
    expect(selectIsPremiumView(run.actor.getSnapshot())).toBe(true);
    const list = run.actor.getSnapshot().children.summaries;
    expect(list && selectListLoading(list.getSnapshot())).toBe(true);
  });

  it('shows the invoices the account carried, without a call of the Billing section’s own', async () => {
    const run = await start({ ...premiumAccount, invoices }, true);
    const billing = selectBillingActor(run.actor.getSnapshot());
    expect(billing && selectIsLoading(billing.getSnapshot())).toBe(false);
    expect(billing && selectInvoices(billing.getSnapshot())).toEqual(invoices);
    expect(run.loadInvoices.calls).toEqual([]);
  });

  it('an account without invoices (an older server): the section reads them itself', async () => {
    const run = await start(premiumAccount, true);
    const billing = selectBillingActor(run.actor.getSnapshot());
    expect(run.loadInvoices.calls).toHaveLength(1);
    expect(billing && selectInvoices(billing.getSnapshot())).toEqual(invoices);
  });
});
