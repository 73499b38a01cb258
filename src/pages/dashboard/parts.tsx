/**
 * What the dashboard loads after its first screen (issue 27.3): New summary (its dialog, machine and
 * transcript parsers) and the plan dialog. Each is its own chunk, fetched when the browser is idle
 * once the page shows (so it is usually there by the first press), or on first use; one that does not
 * arrive fails in its place (lazyPart.tsx).
 */
import type { ComponentProps } from 'react';
import { NewSummaryStartButton } from '#src/features/newSummary/NewSummaryStartButton.tsx';
import type { PlanDialog } from '#src/features/plans/PlanDialog.tsx';
import { lazyPart } from '#src/ui/lazyPart.tsx';
import type { NewSummaryPartProps } from './NewSummaryPart.tsx';

/** While New summary's chunk arrives after a press, its button stays where it is (the dialog opens then). */
function NewSummaryStandIn(_props: NewSummaryPartProps) {
  return <NewSummaryStartButton onClick={() => undefined} />;
}

export const newSummaryPart = lazyPart<NewSummaryPartProps>(
  () => import('./NewSummaryPart.tsx').then((m) => m.NewSummaryPart),
  NewSummaryStandIn,
);

export const planDialogPart = lazyPart<ComponentProps<typeof PlanDialog>>(() =>
  import('#src/features/plans/PlanDialog.tsx').then((m) => m.PlanDialog),
);

/** Every part, for the idle prefetch. */
export const dashboardParts = [newSummaryPart, planDialogPart];
