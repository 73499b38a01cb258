import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useSelector } from '@xstate/react';
import { messages } from '#domain/messages.ts';
import {
  type DashboardTab,
  selectActiveTab,
  selectIsPremiumView,
  selectPromptActor,
  selectSummariesActor,
} from '#machines/dashboard.machine.ts';
import { PromptPanel } from '#src/features/prompt/PromptPanel.tsx';
import { SummariesPanel } from '#src/features/summaries/SummariesPanel.tsx';
import { Card } from '#src/ui/Card.tsx';
import { Tabs } from '#src/ui/Tabs.tsx';
import { DashboardContext } from './context.ts';
import * as css from './dashboard.css.ts';
import { PremiumGate, PreviewLines } from './PremiumGate.tsx';

const text = messages.dashboard;
const titles = { summaries: text.tabSummaries, prompt: text.tabPrompt } as const satisfies Record<DashboardTab, string>;

function PremiumContent({ tab }: { tab: DashboardTab }) {
  // The machine invokes both children while the premium view is active; ids are fixed in the machine.
  const summaries = DashboardContext.useSelector(selectSummariesActor);
  const prompt = DashboardContext.useSelector(selectPromptActor);
  if (tab === 'summaries') return summaries ? <SummariesPanel actor={summaries} /> : null;
  return prompt ? <PromptPanel actor={prompt} /> : null;
}

function BasicContent({ tab }: { tab: DashboardTab }) {
  const dashboard = DashboardContext.useActorRef();
  const upgrade = () => dashboard.send({ type: 'planDialog.opened' });
  if (tab === 'summaries')
    return (
      <PremiumGate detail={text.upgradeToViewSummaries} onUpgrade={upgrade} preview={<PreviewLines count={12} />} />
    );
  return <PremiumGate onUpgrade={upgrade} preview={<PreviewLines count={8} />} />;
}

/** 'My Summaries' (default) and 'Custom Prompt'; the machine holds the selected tab and the plan view. */
export function DashboardTabs() {
  const dashboard = DashboardContext.useActorRef();
  const tab = useSelector(dashboard, selectActiveTab);
  const premium = useSelector(dashboard, selectIsPremiumView);
  const Content = premium ? PremiumContent : BasicContent;
  // The outline runs h1 (the user, profile card) > h2 (this section) > h3 (gate title, summary cards);
  // the visible tab already names the section, so its h2 is for assistive tech only.
  const panel = (value: DashboardTab) => (
    <Card padding="none" className={css.tabPanel}>
      <VisuallyHidden.Root asChild>
        <h2>{titles[value]}</h2>
      </VisuallyHidden.Root>
      <Content tab={value} />
    </Card>
  );
  return (
    <Tabs<DashboardTab>
      label={text.sectionsLabel}
      value={tab}
      onValueChange={(next) => dashboard.send({ type: 'dashboard.tabSelected', tab: next })}
      items={[
        { value: 'prompt', label: titles.prompt, content: panel('prompt') },
        { value: 'summaries', label: titles.summaries, content: panel('summaries') },
      ]}
    />
  );
}
