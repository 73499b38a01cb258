// The export's download module ships with the button's chunk; the composition root
// (src/app/composition.tsx, src/app/apis.ts) calls it.
import '#src/features/export/actors.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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

type Progress = { done: number; total: number | null };

/** The running export: its progress and Cancel. Leaving with the focus inside, it says so (`onLeftWithFocus`). */
function ExportProgress({
  progress: { done, total },
  takeFocus,
  onCancel,
  onLeftWithFocus,
}: {
  progress: Progress;
  /** The button that started it had the focus and went: Cancel takes it. */
  takeFocus: boolean;
  onCancel: () => void;
  onLeftWithFocus: () => void;
}) {
  const labelId = useId();
  const box = useRef<HTMLDivElement>(null);
  // A layout effect's cleanup runs while the row is still in the page, so the focus is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on leaving only
  useLayoutEffect(
    () => () => {
      if (box.current?.contains(document.activeElement)) onLeftWithFocus();
    },
    [],
  );
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div ref={box} className={css.progress}>
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
      <Button variant="ghost" size="sm" autoFocus={takeFocus} onClick={onCancel}>
        {text.cancel}
      </Button>
    </div>
  );
}

/**
 * "Export all summaries": a button, then a progress bar with Cancel while the .zip streams in. `logic` is
 * the export machine as the page's composition wires it (`useComposition().export(summariesExportMachine)`):
 * a feature never reaches the app shell itself. Focus follows (issue 28.6, decision 283): started from
 * the focused button, Cancel takes the focus; the export's end (done, failed or cancelled) with the
 * focus on its row gives it back to the button.
 */
export function ExportButton({
  logic,
  startNow = null,
}: {
  logic: typeof summariesExportMachine;
  /** A stand-in took the press before this button's chunk arrived (issue 27.3): the export starts at once. */
  startNow?: { withFocus: boolean } | null;
}) {
  const actor = useActorRef(logic, { inspect: getInspect() });
  const exporting = useSelector(actor, selectIsExporting);
  const canStart = useSelector(actor, selectCanStart);
  const progress = useSelector(actor, selectProgress, (a, b) => a.done === b.done && a.total === b.total);
  const start = useRef<HTMLButtonElement>(null);
  const focusBack = useRef(false);
  const [startedWithFocus, setStartedWithFocus] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the button replaces its stand-in
  useEffect(() => {
    if (!startNow) return;
    setStartedWithFocus(startNow.withFocus);
    actor.send({ type: 'export.started' });
  }, []);
  useEffect(() => {
    if (exporting || !focusBack.current) return;
    focusBack.current = false;
    start.current?.focus();
  }, [exporting]);
  if (!exporting)
    return (
      <ExportStartButton
        ref={start}
        disabled={!canStart}
        onClick={() => {
          setStartedWithFocus(document.activeElement === start.current);
          actor.send({ type: 'export.started' });
        }}
      />
    );
  return (
    <ExportProgress
      progress={progress}
      takeFocus={startedWithFocus}
      onCancel={() => actor.send({ type: 'export.cancelled' })}
      onLeftWithFocus={() => {
        focusBack.current = true;
      }}
    />
  );
}
