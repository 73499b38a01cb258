import { FilePlus2 } from 'lucide-react';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';

/** "New summary" before its dialog opens (also drawn by the dashboard's first paint, decision 209). */
export function NewSummaryStartButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="primary" onClick={onClick}>
      <FilePlus2 size={16} aria-hidden="true" />
      {messages.newSummary.open}
    </Button>
  );
}
