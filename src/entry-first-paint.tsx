import './styles/global.css.ts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { DisplayTimeZone } from '#src/features/displayTimeZone.ts';
import { Composition } from '#src/app/composition.tsx';
import {
  DASHBOARD_PATH,
  FIRST_PAINT_ID,
  FIRST_PAINT_SNAPSHOT_ID,
  type FirstPaintSnapshot,
} from '#src/app/firstPaint.ts';
import { DashboardContext } from '#src/pages/dashboard/context.ts';
import { DashboardTree } from '#src/pages/dashboard/DashboardPage.tsx';
import { BeforeScript } from '#src/ui/beforeScript.ts';
import {
  type FirstPaintAnswers,
  firstPaintLogic,
  firstPaintSnapshot,
} from '#src/pages/dashboard/firstPaintSnapshot.ts';

export type FirstPaintData = FirstPaintAnswers & {
  /** The reader's IANA time zone (their cookie, checked by the server). */
  timeZone: string;
};

/**
 * The controls whose work is the script's are inert until it runs: pressed before, they would do
 * nothing. React escapes every `<` in text and attribute values, so these are the elements' own tags.
 */
function waitForScript(markup: string): string {
  return markup.replace(/<(button|input|select|textarea)\b/g, '<$1 inert');
}

/**
 * The machine's snapshot as a data block the live page resumes from (decision 288): JSON, never run
 * (the CSP allows no inline script), with `<` escaped so that no text in it can close the element.
 */
function snapshotBlock(resume: FirstPaintSnapshot): string {
  const json = JSON.stringify(resume).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_SNAPSHOT_ID}">${json}</script>`;
}

/** Nothing navigates while the server renders. */
const stay = () => undefined;

/**
 * The dashboard's first paint as HTML, for the server to put before #root (decisions 209, 258):
 * built by scripts/build.ts into dist/server, run by server/first-paint.ts per request. The live
 * page's own tree (`DashboardTree`) under the dashboard machine, which runs here on the server's
 * answers to the state the browser's will reach: every plan state, the tab the address names. What
 * HTML does alone works in it (links, a card's Show More: decision 257; the tabs are links to their
 * addresses, which the server draws: decision 293); what needs the script is inert until the live page
 * replaces it. Its ids are prefixed so that they never meet the live page's.
 * The snapshot goes along (after the markup): the live page resumes the machine from it instead of
 * asking for the same answers again (decision 288).
 */
export async function renderDashboardFirstPaint({ timeZone, ...answers }: FirstPaintData): Promise<string> {
  const snapshot = await firstPaintSnapshot(answers);
  const markup = renderToString(
    <DisplayTimeZone.Provider value={timeZone}>
      <MemoryRouter initialEntries={[`${DASHBOARD_PATH}${answers.search}`]}>
        {/* No actor starts on the server (no effects run): the views read the snapshots they are given. */}
        <Composition navigate={stay}>
          <DashboardContext.Provider logic={firstPaintLogic(answers)} options={{ snapshot }}>
            <BeforeScript.Provider value={true}>
              <DashboardTree />
            </BeforeScript.Provider>
          </DashboardContext.Provider>
        </Composition>
      </MemoryRouter>
    </DisplayTimeZone.Provider>,
    { identifierPrefix: `${FIRST_PAINT_ID}-` },
  );
  const resume = snapshotBlock({ search: answers.search, snapshot });
  return `<div id="${FIRST_PAINT_ID}">${waitForScript(markup)}${resume}</div>`;
}
