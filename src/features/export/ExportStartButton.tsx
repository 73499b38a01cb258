import { Download } from 'lucide-react';
import type { Ref } from 'react';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';

/** "Export all summaries" before it starts (also drawn by the dashboard's first paint, decision 209). */
export function ExportStartButton({
  disabled,
  onClick,
  ref,
}: {
  disabled: boolean;
  onClick: () => void;
  /** The focus comes back here when the export stops with the focus in its progress row (decision 283). */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button ref={ref} variant="secondary" disabled={disabled} onClick={onClick}>
      <Download size={16} aria-hidden="true" />
      {messages.exporting.action}
    </Button>
  );
}
