import './styles/global.css.ts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import type { SummariesPage } from '#machines/apiTypes.ts';
import { summariesMachine } from '#machines/summaries.machine.ts';
import { DisplayTimeZone } from '#src/features/displayTimeZone.ts';
import { Composition } from '#src/app/composition.tsx';
import { DASHBOARD_PATH, FIRST_PAINT_ID } from '#src/app/firstPaint.ts';
import { DashboardFirstPaint, type FirstPaintProps } from '#src/pages/dashboard/DashboardFirstPaint.tsx';

/**
 * The controls whose work is the script's are inert until it runs: pressed before, they would do
 * nothing. React escapes every `<` in text and attribute values, so these are the elements' own tags.
 */
function waitForScript(markup: string): string {
  return markup.replace(/<(button|input|select|textarea)\b/g, '<$1 inert');
}

/** Nothing navigates while the server renders. */
const stay = () => undefined;

export type FirstPaintData = Pick<FirstPaintProps, 'user' | 'subscription'> & {
  page: SummariesPage;
  /** The reader's IANA time zone (their cookie, checked by the server). */
  timeZone: string;
};

/**
 * The dashboard's first paint as HTML, for the server to put before #root (decision 209): built by
 * scripts/build.ts into dist/server, run by server/first-paint.ts per request. What HTML does alone
 * works in it (links, a card's Show More: decision 257); what needs the script (every other button,
 * the filters' fields) is inert until the live page replaces it. Its ids are prefixed so that they
 * never meet the live page's.
 */
export function renderDashboardFirstPaint({ user, subscription, page, timeZone }: FirstPaintData): string {
  // The tab's own machine at page 1: its initial snapshot, nothing started.
  const summaries = createActor(summariesMachine, { input: { firstPage: page } }).getSnapshot();
  const markup = renderToString(
    <DisplayTimeZone.Provider value={timeZone}>
      <MemoryRouter initialEntries={[DASHBOARD_PATH]}>
        {/* The header's theme switch reads the theme actor; on the server no actor starts (no effects run). */}
        <Composition navigate={stay}>
          <DashboardFirstPaint user={user} subscription={subscription} summaries={summaries} />
        </Composition>
      </MemoryRouter>
    </DisplayTimeZone.Provider>,
    { identifierPrefix: `${FIRST_PAINT_ID}-` },
  );
  return `<div id="${FIRST_PAINT_ID}">${waitForScript(markup)}</div>`;
}
