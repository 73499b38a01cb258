// The export's download module ships with the button's chunk; the composition root
// (src/app/composition.tsx, src/app/apis.ts) calls it.
import '#src/features/export/actors.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { messages } from '#domain/messages.ts';
import {
  selectCanStart,
  selectIsExporting,
  selectProgress,
  type summariesExportMachine,
} from '#machines/summariesExport.machine.ts';
import { getInspect } from '#src/dev/inspect.ts';
import { Button } from '#src/ui/Button.tsx';
import { ExportStartButton } from './ExportStartButton.tsx';
import * as css from './export.css.ts';

const text = messages.exporting;

/**
 * "Export all summaries": a button, then a progress bar with Cancel while the .zip streams in. `logic` is
 * the export machine as the page's composition wires it (`useComposition().export(summariesExportMachine)`):
 * a feature never reaches the app shell itself.
 */
export function ExportButton({ logic }: { logic: typeof summariesExportMachine }) {
  const actor = useActorRef(logic, { inspect: getInspect() });
  const exporting = useSelector(actor, selectIsExporting);
  const canStart = useSelector(actor, selectCanStart);
  const { done, total } = useSelector(actor, selectProgress);
  const labelId = useId();
  if (!exporting)
    return <ExportStartButton disabled={!canStart} onClick={() => actor.send({ type: 'export.started' })} />;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className={css.progress}>
      <div className={css.progressText}>
        <span id={labelId}>{text.running}</span>
        <span aria-live="polite">{total === null ? null : text.progress(done, total)}</span>
      </div>
      <div
        className={css.bar}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={css.barFill} style={{ width: `${percent}%` }} />
      </div>
      <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'export.cancelled' })}>
        {text.cancel}
      </Button>
    </div>
  );
}
