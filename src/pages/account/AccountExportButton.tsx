import { summariesExportMachine } from '#machines/summariesExport.machine.ts';
import { useComposition } from '#src/app/composition.tsx';
import { ExportButton } from '#src/features/export/ExportButton.tsx';

/** The export, wired by the composition root for the button the feature draws. */
export function AccountExportButton() {
  return <ExportButton logic={useComposition().export(summariesExportMachine)} />;
}
