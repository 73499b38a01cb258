/**
 * The dashboard's real APIs in one module (its page, summaries with deletion, prompt and plan
 * dialog, with the prompt's draft kept in this tab): src/app/apis.ts loads it on first use, and DashboardPage imports it so it ships in the
 * page's own chunk (one chunk, named in the dashboard's HTML, issue 15).
 */
import { accountActors } from '#src/features/account/actors.ts';
import { planActors } from '#src/features/plans/actors.ts';
import { promptActors } from '#src/features/prompt/actors.ts';
import { promptDraft } from '#src/features/prompt/draft.ts';
import { summariesActors } from '#src/features/summaries/actors.ts';

export const dashboardApis = {
  ...accountActors,
  ...summariesActors,
  ...promptActors,
  ...promptDraft.actors,
  ...planActors,
};
