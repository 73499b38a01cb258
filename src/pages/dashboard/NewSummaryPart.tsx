/**
 * "New summary" with its dialog, machine and transcript parsers: a chunk of its own (issue 27.3),
 * which the profile card's button stands in for until it arrives (src/pages/dashboard/parts.tsx).
 */
import { useEffect, useRef } from 'react';
import { summarizeMachine } from '#machines/summarize.machine.ts';
import { useComposition } from '#src/app/composition.tsx';
import { NewSummary } from '#src/features/newSummary/NewSummary.tsx';
import * as css from './dashboard.css.ts';

export type NewSummaryPartProps = {
  isPremium: boolean;
  onSaved: () => void;
  onShowHistory: () => void;
  /** The stand-in button was pressed before the chunk arrived: the dialog opens at once. */
  openNow: boolean;
};

export function NewSummaryPart({ openNow, ...props }: NewSummaryPartProps) {
  const logic = useComposition().summarize(summarizeMachine);
  const box = useRef<HTMLSpanElement>(null);
  // NewSummary keeps its own open state behind its start button: the press the stand-in took is passed on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part replaces its stand-in
  useEffect(() => {
    if (openNow) box.current?.querySelector('button')?.click();
  }, []);
  return (
    <span ref={box} className={css.contents}>
      <NewSummary logic={logic} {...props} />
    </span>
  );
}
