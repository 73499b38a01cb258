/**
 * The dashboard's first paint (decisions 209, 258, 295): for a signed-in reader coming back to
 * /dashboard, the server renders the page as it first shows (profile and plan, page 1 of the summaries
 * or Basic's upsell, the tab the address names) into #root, so it shows before the site's script has
 * arrived; the browser hydrates it into the live page. The data comes from the API's own routes,
 * called in-process with the reader's cookies, so it is exactly what the page's calls will answer.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { components } from '#contract/schema.d.ts';
import { TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { knownZone } from './summaries/dates.ts';

type Schemas = components['schemas'];
/** The dashboard machine's answers (src/pages/dashboard/firstPaintSnapshot.ts), as the routes give them. */
export type FirstPaintData = {
  account: Omit<Schemas['UserInfoResponse'], 'invoices'> & {
    currentPlan: Schemas['CurrentPlan'];
    invoices?: Schemas['UserInfoResponse']['invoices'];
  };
  /** Premium's only: Basic's calls would be refused. */
  page: Pick<Schemas['SummaryListResponse'], 'summaries' | 'pagination'> | null;
  prompt: string | null;
  search: string;
  timeZone: string;
};
/** The markup for inside #root, and what goes right after it (the snapshot's data block). */
export type FirstPaint = { root: string; after: string };
type Render = (data: FirstPaintData) => Promise<FirstPaint> | FirstPaint;
/** An API call made in-process on behalf of the request (its cookies go along). */
export type InProcessCall = (path: string, c: Context) => Promise<Response>;

/**
 * dist/server/entry-first-paint.js, built by scripts/build.ts next to dist/client; null when the build
 * has none (a site built without it), or when it does not load (reported once).
 */
async function loadRenderer(siteDir: string, onError: (err: unknown) => void): Promise<Render | null> {
  const file = join(siteDir, '..', 'server', 'entry-first-paint.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderDashboardFirstPaint?: Render };
    if (!module.renderDashboardFirstPaint) throw new Error(`${file} exports no renderDashboardFirstPaint`);
    return module.renderDashboardFirstPaint;
  } catch (err) {
    onError(err);
    return null;
  }
}

/** The views the server draws: the default one, or a tab named alone (`?tab=prompt`). */
function drawnView(url: string): string | null {
  const { search, searchParams } = new URL(url);
  return [...searchParams.keys()].every((key) => key === 'tab') ? search : null;
}

/** `(c) => first paint or null`: null when there is nothing to draw (signed out, a view the server does not draw). */
export function dashboardFirstPaint(
  siteDir: string,
  call: InProcessCall,
  onError: (err: unknown) => void,
): (c: Context) => Promise<FirstPaint | null> {
  // Loaded as the server starts, not on the first reader's visit: the import took a second.
  const renderer = loadRenderer(siteDir, onError);
  return async (c) => {
    // Page 1 with no filters: a page or a search in the address is the live page's to draw.
    const search = drawnView(c.req.url);
    if (search === null) return null;
    const timeZone = knownZone(getCookie(c, TIME_ZONE_COOKIE));
    if (!timeZone || !c.req.header('cookie')) return null;
    const render = await renderer;
    if (!render) return null;
    const [info, plan] = await Promise.all([
      call('/api/user-info?include=invoices', c),
      call('/api/subscription/current-plan', c),
    ]);
    if (!info.ok || !plan.ok) return null;
    const profile = (await info.json()) as Schemas['UserInfoResponse'];
    const account = { ...profile, currentPlan: (await plan.json()) as Schemas['CurrentPlan'] };
    const premium = profile.subscription.is_premium;
    const [list, prompt] = premium
      ? await Promise.all([
          call(`/api/summaries?page=1&tz=${encodeURIComponent(timeZone)}`, c),
          call('/api/user-prompt', c),
        ])
      : [null, null];
    // A Premium call that fails is left to the live page's tab, as its machine does.
    const page = list?.ok ? ((await list.json()) as Schemas['SummaryListResponse']) : null;
    const saved = prompt?.ok ? ((await prompt.json()) as Schemas['PromptResponse']).data.prompt : null;
    try {
      return await render({
        account,
        page: page && { summaries: page.summaries, pagination: page.pagination },
        prompt: saved,
        search,
        timeZone,
      });
    } catch (err) {
      // A first paint that cannot be drawn is only slower: the live page still comes.
      onError(err);
      return null;
    }
  };
}
