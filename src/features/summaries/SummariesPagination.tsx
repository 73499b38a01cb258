import { ChevronLeft, ChevronRight } from 'lucide-react';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';
import * as css from './summaries.css.ts';

const text = messages.dashboard;

type PaginationProps = {
  from: number;
  to: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

export function SummariesPagination({ from, to, total, canPrevious, canNext, onPrevious, onNext }: PaginationProps) {
  return (
    <nav className={css.footer} aria-label={text.paginationLabel}>
      <p aria-live="polite" style={{ margin: 0 }}>
        {text.showing(from, to, total)}
      </p>
      <div className={css.pager}>
        <Button variant="secondary" size="sm" disabled={!canPrevious} focusableWhenDisabled onClick={onPrevious}>
          <ChevronLeft size={16} aria-hidden="true" />
          {text.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={!canNext} focusableWhenDisabled onClick={onNext}>
          {text.next}
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
