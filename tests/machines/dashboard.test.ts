import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../../domain/messages.ts';
import {
  type Account,
  dashboardMachine,
  selectActiveTab,
  selectCanOpenPlanDialog,
  selectError,
  selectIsBasicView,
  selectIsPlanDialogOpen,
  selectIsPremiumView,
  selectPlanBadge,
} from '../../machines/dashboard.machine.ts';
import type { SummariesPage, SummariesQuery } from '../../machines/apiTypes.ts';
import type { StoredValues } from '../../machines/effects.ts';
import { planDialogMachine } from '../../machines/planDialog.machine.ts';
import { promptMachine } from '../../machines/prompt.machine.ts';
import { summariesMachine } from '../../machines/summaries.machine.ts';
import { basicAccount, httpError, networkError, plans, premiumAccount } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

/** Children whose requests never answer: these tests are about the dashboard itself. */
const pendingSummaries = fromPromise<SummariesPage, SummariesQuery>(() => new Promise(() => {}));
const pendingPrompt = fromPromise<string, void>(() => new Promise(() => {}));

async function start(options: { token?: string | null; load?: (call: number) => Account } = {}) {
  const effects = effectsRecorder();
  const load = fakeActor<Account>((_input, call) => (options.load ?? (() => basicAccount))(call));
  const token = options.token === undefined ? 'token-1' : options.token;
  const machine = dashboardMachine.provide({
    actions: { sessionExpired: effects.actions.sessionExpired },
    actors: {
      readStorage: fakeActor<StoredValues, { keys: readonly string[] }>(() => ({ token })).logic,
      loadAccount: load.logic,
      summaries: summariesMachine.provide({ actors: { fetchSummaries: pendingSummaries } }),
      prompt: promptMachine.provide({ actors: { fetchPrompt: pendingPrompt } }),
      planDialog: planDialogMachine.provide({
        actors: {
          loadPlans: fakeActor(() => plans).logic,
          cancelSubscription: fakeActor<unknown>(() => ({ success: true })).logic,
        },
      }),
    },
  });
  const actor = createActor(machine).start();
  await settle();
  await settle();
  return { actor, effects, load };
}

describe('dashboard', () => {
  it('signs out without loading anything when no token is stored', async () => {
    const { actor, effects, load } = await start({ token: null });
    expect(load.calls).toEqual([]);
    expect(effects.sessionExpiredCount()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('signs out on 401', async () => {
    const { effects } = await start({
      load: () => {
        throw httpError(401);
      },
    });
    expect(effects.sessionExpiredCount()).toBe(1);
  });

  it("shows 'Failed to load data' otherwise", async () => {
    const { actor, effects } = await start({
      load: () => {
        throw networkError;
      },
    });
    expect(selectError(actor.getSnapshot())).toBe(messages.dashboard.loadFailed);
    expect(effects.sessionExpiredCount()).toBe(0);
  });

  it('shows the basic view with overlays to a free user, summaries tab first', async () => {
    const { actor } = await start();
    expect(selectIsBasicView(actor.getSnapshot())).toBe(true);
    expect(selectPlanBadge(actor.getSnapshot())).toBe(messages.dashboard.basicPlan);
    expect(selectActiveTab(actor.getSnapshot())).toBe('summaries');
    expect(actor.getSnapshot().children.summaries).toBeUndefined();
    actor.send({ type: 'dashboard.tabSelected', tab: 'prompt' });
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
  });

  it('runs the summaries and prompt children for a premium user', async () => {
    const { actor } = await start({ load: () => premiumAccount });
    expect(selectIsPremiumView(actor.getSnapshot())).toBe(true);
    expect(selectPlanBadge(actor.getSnapshot())).toBe(messages.dashboard.premiumPlan);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['prompt', 'summaries']);
  });

  it('reloads after the plan dialog reports a cancelled subscription', async () => {
    const { actor, load } = await start({ load: (call) => (call === 1 ? premiumAccount : basicAccount) });
    actor.send({ type: 'planDialog.opened' });
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(true);
    await settle();
    actor.getSnapshot().children.planDialog?.send({ type: 'plan.cancelRequested' });
    await settle();
    await settle();
    expect(load.calls).toHaveLength(2);
    expect(selectIsBasicView(actor.getSnapshot())).toBe(true);
  });

  it('keeps Manage Subscription usable while the dialog is open (focus returns to it), ignoring a second open', async () => {
    const { actor } = await start({ token: null });
    expect(selectCanOpenPlanDialog(actor.getSnapshot())).toBe(false);
    const loaded = await start();
    loaded.actor.send({ type: 'planDialog.opened' });
    const dialog = loaded.actor.getSnapshot().children.planDialog;
    expect(selectCanOpenPlanDialog(loaded.actor.getSnapshot())).toBe(true);
    loaded.actor.send({ type: 'planDialog.opened' });
    expect(loaded.actor.getSnapshot().children.planDialog).toBe(dialog);
  });

  it('just closes the dialog when nothing changed', async () => {
    const { actor, load } = await start();
    actor.send({ type: 'planDialog.opened' });
    actor.getSnapshot().children.planDialog?.send({ type: 'dialog.closed' });
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(false);
    expect(load.calls).toHaveLength(1);
  });
});
