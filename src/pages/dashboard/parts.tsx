/**
 * What the dashboard loads after its first screen (issue 27.3, decision 294): New summary (its dialog,
 * machine and transcript parsers), the plan dialog and the export (its machine, download and .zip
 * reader). Each is its own chunk, fetched when the browser is idle
 * once the page shows (so it is usually there by the first press), or on first use; one that does not
 * arrive fails in its place (lazyPart.tsx).
 */
import { type ComponentProps, useRef } from 'react';
import { ExportStartButton } from '#src/features/export/ExportStartButton.tsx';
import { NewSummaryStartButton } from '#src/features/newSummary/NewSummaryStartButton.tsx';
import type { PlanDialog } from '#src/features/plans/PlanDialog.tsx';
import { lazyPart } from '#src/ui/lazyPart.tsx';
import type { ExportPartProps } from './ExportPart.tsx';
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

/**
 * The export's start button until its first press (the server draws it too, so the page does not move):
 * the press is passed on, with whether the button had the focus, which Cancel then takes (decision 283).
 */
export function ExportStandIn({ onStart }: ExportPartProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <ExportStartButton
      ref={button}
      disabled={false}
      onClick={() => onStart(document.activeElement === button.current)}
    />
  );
}

export const exportPart = lazyPart<ExportPartProps>(
  () => import('./ExportPart.tsx').then((m) => m.ExportPart),
  ExportStandIn,
);

/** Every part, for the idle prefetch. */
export const dashboardParts = [newSummaryPart, planDialogPart, exportPart];
