/**
 * "Export all summaries" with its machine, download and .zip reader: a chunk of its own (issue 27.3),
 * which a stand-in start button takes the place of until the first press (src/pages/dashboard/parts.tsx).
 */
import { summariesExportMachine } from '#machines/summariesExport.machine.ts';
import { useComposition } from '#src/app/composition.tsx';
import { ExportButton } from '#src/features/export/ExportButton.tsx';

export type ExportPartProps = {
  /** The stand-in was pressed (with the focus on it or not): the export starts as the part arrives. */
  startNow: { withFocus: boolean } | null;
  /** What the stand-in does with a press. */
  onStart: (withFocus: boolean) => void;
};

export function ExportPart({ startNow }: ExportPartProps) {
  return <ExportButton logic={useComposition().export(summariesExportMachine)} startNow={startNow} />;
}
