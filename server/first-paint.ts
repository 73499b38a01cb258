/**
 * The dashboard's first paint (decision 209): for a signed-in Premium reader coming back to
 * /dashboard, the server draws the page as it first shows (profile, page 1 of the summaries) into
 * the HTML, so the first summary shows before the site's script has arrived; the live page replaces
 * it. The data comes from the API's own routes, called in-process with the reader's cookies, so it
 * is exactly what the page's calls will answer.
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
export type FirstPaintData = {
  user: Schemas['UserInfoResponse']['user'];
  subscription: Schemas['UserInfoResponse']['subscription'];
  page: Pick<Schemas['SummaryListResponse'], 'summaries' | 'pagination'>;
  timeZone: string;
};
type Render = (data: FirstPaintData) => string;
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

/**
 * Only the plain state is drawn: Premium, no failed renewal and no scheduled switch (whose banner
 * and undo the live page words from its machine); anything else gets the page without it.
 */
function isPlain(subscription: FirstPaintData['subscription']): boolean {
  return subscription.is_premium && !subscription.payment_failed && !subscription.switches_to;
}

/** `(c) => markup or null`: null when there is nothing to draw (signed out, Basic, a view in the query). */
export function dashboardFirstPaint(
  siteDir: string,
  call: InProcessCall,
  onError: (err: unknown) => void,
): (c: Context) => Promise<string | null> {
  let renderer: Promise<Render | null> | undefined;
  return async (c) => {
    // The default view only (page 1, no filters, the summaries tab): the address's own view is the live page's.
    if (new URL(c.req.url).search !== '') return null;
    const timeZone = knownZone(getCookie(c, TIME_ZONE_COOKIE));
    if (!timeZone || !c.req.header('cookie')) return null;
    renderer ??= loadRenderer(siteDir, onError);
    const render = await renderer;
    if (!render) return null;
    const [info, list] = await Promise.all([
      call('/api/user-info', c),
      call(`/api/summaries?page=1&tz=${encodeURIComponent(timeZone)}`, c),
    ]);
    if (!info.ok || !list.ok) return null;
    const { user, subscription } = (await info.json()) as Schemas['UserInfoResponse'];
    if (!isPlain(subscription)) return null;
    const { summaries, pagination } = (await list.json()) as Schemas['SummaryListResponse'];
    try {
      return render({ user, subscription, page: { summaries, pagination }, timeZone });
    } catch (err) {
      // A first paint that cannot be drawn is only slower: the live page still comes.
      onError(err);
      return null;
    }
  };
}
