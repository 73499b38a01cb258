import { Download } from 'lucide-react';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';

/** "Export all summaries" before it starts (also drawn by the dashboard's first paint, decision 209). */
export function ExportStartButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" disabled={disabled} onClick={onClick}>
      <Download size={16} aria-hidden="true" />
      {messages.exporting.action}
    </Button>
  );
}
