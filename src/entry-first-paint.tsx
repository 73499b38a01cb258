import './styles/global.css.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DisplayTimeZone } from '#src/features/displayTimeZone.ts';
import {
  DASHBOARD_PATH,
  DrawnPage,
  FIRST_PAINT_SNAPSHOT_ID,
  type FirstPaintSnapshot,
  SCRIPT_CONTROLS,
} from '#src/app/firstPaint.ts';
import { type FirstPaintAnswers, firstPaintSnapshot } from '#src/pages/dashboard/firstPaintSnapshot.ts';
import { routes } from './routes.tsx';

export type FirstPaintData = FirstPaintAnswers & {
  /** The reader's IANA time zone (their cookie, checked by the server). */
  timeZone: string;
};

/** The first paint: `root` goes inside #root, `after` right after it. */
export type FirstPaint = { root: string; after: string };

/** The site's routes as the server matches them: one handler for every request. */
const handler = createStaticHandler(routes);

const controlTags = new RegExp(`<(${SCRIPT_CONTROLS.join('|')})\\b`, 'g');

/**
 * The controls whose work is the script's are inert until it runs: pressed before, they would do
 * nothing (the browser releases them before hydrating: releaseControls). React escapes every `<` in
 * text and attribute values, so these are the elements' own tags.
 */
function waitForScript(markup: string): string {
  return markup.replace(controlTags, '<$1 inert');
}

/**
 * The machine's snapshot as a data block the browser resumes from (decision 288): JSON, never run
 * (the CSP allows no inline script), with `<` escaped so that no text in it can close the element.
 */
function snapshotBlock(resume: FirstPaintSnapshot): string {
  const json = JSON.stringify(resume).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_SNAPSHOT_ID}">${json}</script>`;
}

/**
 * The dashboard's first paint as HTML (decisions 209, 258, 295): built by scripts/build.ts into
 * dist/server, run by server/first-paint.ts per request. The site's own route table, rendered by
 * react-router's static router at the reader's address, exactly as the browser's first render will
 * draw it when it hydrates this markup (src/fullApp.tsx): the dashboard machine's snapshot, reached
 * here on the server's answers (every plan state, the tab the address names), is the page's state on
 * both sides. What HTML does alone works before the script (links, a card's Show More: decision 257;
 * the tabs are links to their addresses: decision 293); what needs the script is inert until it runs.
 */
export async function renderDashboardFirstPaint({ timeZone, ...answers }: FirstPaintData): Promise<FirstPaint> {
  const drawn: FirstPaintSnapshot = { search: answers.search, snapshot: await firstPaintSnapshot(answers) };
  const context = await handler.query(new Request(`http://skimly.invalid${DASHBOARD_PATH}${answers.search}`));
  if (context instanceof Response) throw new Error(`${DASHBOARD_PATH} answered ${context.status} on the server`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No actor starts on the server (no effects run): the views read the snapshots they are given.
  const markup = renderToString(
    <StrictMode>
      <DisplayTimeZone.Provider value={timeZone}>
        <DrawnPage.Provider value={drawn}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </DrawnPage.Provider>
      </DisplayTimeZone.Provider>
    </StrictMode>,
  );
  return { root: waitForScript(markup), after: snapshotBlock(drawn) };
}
