import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { messages } from '#domain/messages.ts';
import type { DashboardTab } from '#machines/dashboard.machine.ts';
import { DEFAULT_VIEW, dashboardSearch } from '#machines/dashboardUrl.ts';
import { DASHBOARD_PATH } from '#src/app/firstPaint.ts';
import { Card } from '#src/ui/Card.tsx';
import { Tabs } from '#src/ui/Tabs.tsx';
import * as css from './dashboard.css.ts';

const text = messages.dashboard;
const titles = { summaries: text.tabSummaries, prompt: text.tabPrompt } as const satisfies Record<DashboardTab, string>;

/** A tab's own address (the views the first paint draws: the default one, or a tab alone). */
const address = (tab: DashboardTab) => `${DASHBOARD_PATH}${dashboardSearch({ ...DEFAULT_VIEW, tab })}`;

type TabsViewProps = {
  tab: DashboardTab;
  onTabSelected: (tab: DashboardTab) => void;
  content: (tab: DashboardTab) => ReactNode;
};

/** The two tabs around their panels: the live dashboard's and its first paint's (decision 209). */
export function DashboardTabsView({ tab, onTabSelected, content }: TabsViewProps) {
  // The outline runs h1 (the user, profile card) > h2 (this section) > h3 (gate title, summary cards);
  // the visible tab already names the section, so its h2 is for assistive tech only.
  const panel = (value: DashboardTab) => (
    <Card padding="none" className={css.tabPanel}>
      <VisuallyHidden.Root asChild>
        <h2>{titles[value]}</h2>
      </VisuallyHidden.Root>
      {content(value)}
    </Card>
  );
  return (
    <Tabs<DashboardTab>
      label={text.sectionsLabel}
      value={tab}
      onValueChange={onTabSelected}
      items={[
        { value: 'prompt', label: titles.prompt, content: panel('prompt'), href: address('prompt') },
        { value: 'summaries', label: titles.summaries, content: panel('summaries'), href: address('summaries') },
      ]}
    />
  );
}
