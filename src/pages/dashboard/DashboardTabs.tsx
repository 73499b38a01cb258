import { useSelector } from '@xstate/react';
import { useState } from 'react';
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
import { DashboardContext } from './context.ts';
import { DashboardTabsView } from './DashboardTabsView.tsx';
import type { ExportPartProps } from './ExportPart.tsx';
import { ExportStandIn, exportPart } from './parts.tsx';
import { PremiumGate, PreviewLines } from './PremiumGate.tsx';

const text = messages.dashboard;

/**
 * "Export all summaries": its machine and download are a chunk of their own (issue 27.3). Its start
 * button stands in until the first press, which fetches the chunk (unless the idle prefetch brought it)
 * and starts the export when it arrives; a chunk that lands unpressed moves nothing under the focus.
 */
function ExportAction() {
  const [startNow, setStartNow] = useState<ExportPartProps['startNow']>(null);
  const props: ExportPartProps = { startNow, onStart: (withFocus) => setStartNow({ withFocus }) };
  return startNow ? <exportPart.Part {...props} /> : <ExportStandIn {...props} />;
}

function PremiumContent({ tab }: { tab: DashboardTab }) {
  // The machine invokes both children while the premium view is active; ids are fixed in the machine.
  const summaries = DashboardContext.useSelector(selectSummariesActor);
  const prompt = DashboardContext.useSelector(selectPromptActor);
  if (tab === 'summaries')
    return summaries ? <SummariesPanel actor={summaries} exportAction={<ExportAction />} /> : null;
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
  return (
    <DashboardTabsView
      tab={tab}
      onTabSelected={(next) => dashboard.send({ type: 'dashboard.tabSelected', tab: next })}
      content={(value) => <Content tab={value} />}
    />
  );
}
