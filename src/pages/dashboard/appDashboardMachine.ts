/**
 * The dashboard machine wired for the app: API actors for the page and its three children
 * (summaries, prompt, plan dialog) and the browser's toast, navigation and session-expiry effects.
 * `wireDashboard` takes the implementations as arguments so tests build the same tree with fakes.
 */
import { dashboardMachine } from '../../../machines/dashboard.machine.ts';
import { planDialogMachine } from '../../../machines/planDialog.machine.ts';
import { promptMachine } from '../../../machines/prompt.machine.ts';
import { summariesMachine } from '../../../machines/summaries.machine.ts';
import { browserActions } from '../../app/browserEffects.ts';
import { accountActors } from '../../features/account/actors.ts';
import { planActors } from '../../features/plans/actors.ts';
import { promptActors } from '../../features/prompt/actors.ts';
import { summariesActors } from '../../features/summaries/actors.ts';

export type DashboardApis = typeof accountActors & typeof summariesActors & typeof promptActors & typeof planActors;
export type DashboardEffects = Pick<typeof browserActions, 'toast' | 'navigate' | 'redirectToUrl' | 'sessionExpired'>;

export function wireDashboard(apis: DashboardApis, effects: DashboardEffects) {
  const { toast, navigate, redirectToUrl, sessionExpired } = effects;
  return dashboardMachine.provide({
    actors: {
      readStorage: apis.readStorage,
      loadAccount: apis.loadAccount,
      summaries: summariesMachine.provide({ actors: { fetchSummaries: apis.fetchSummaries }, actions: { sessionExpired } }),
      prompt: promptMachine.provide({
        actors: { fetchPrompt: apis.fetchPrompt, savePrompt: apis.savePrompt, resetPrompt: apis.resetPrompt },
        actions: { toast, sessionExpired },
      }),
      planDialog: planDialogMachine.provide({
        actors: {
          readStorage: apis.readStorage,
          loadPlans: apis.loadPlans,
          createPaymentLink: apis.createPaymentLink,
          cancelSubscription: apis.cancelSubscription,
        },
        actions: { toast, navigate, redirectToUrl },
      }),
    },
    actions: { sessionExpired },
  });
}

export const appDashboardMachine = wireDashboard(
  { ...accountActors, ...summariesActors, ...promptActors, ...planActors },
  browserActions,
);
