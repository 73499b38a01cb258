import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import * as css from './inlineQuestion.css.ts';

/**
 * "Are you sure?" asked in place (issue 28.6, decision 283): it stands where the buttons it replaces
 * stood (the caller hides them while it shows), its safe answer takes the focus (the caller's
 * autoFocus), and Escape gives that answer (`onEscape`). A region named by its question; its answers
 * stand in the one row of answers (`answers`, inlineQuestion.css.ts).
 */
export function InlineQuestion({
  title,
  text,
  onEscape,
  children,
}: {
  title: string;
  text: string;
  /** The safe answer: keep what is there. */
  onEscape: () => void;
  /** The answers (buttons), safe one first. */
  children: ReactNode;
}) {
  const titleId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onEscape();
  };
  return (
    <section className={css.question} aria-labelledby={titleId} onKeyDown={closeOnEscape}>
      <p id={titleId} className={css.title}>
        {title}
      </p>
      <p className={css.text}>{text}</p>
      <div className={css.answers}>{children}</div>
    </section>
  );
}

/**
 * The focus goes back to the button that asked when the question closes with its safe answer
 * (Escape or the keep button): pass each such answer through `kept`. An answer that goes on to act
 * leaves the focus to what follows it.
 */
export function useFocusBackToOpener(asking: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const keeping = useRef(false);
  useEffect(() => {
    if (asking || !keeping.current) return;
    keeping.current = false;
    opener.current?.focus();
  }, [asking]);
  return {
    opener,
    kept: (answer: () => void) => () => {
      keeping.current = true;
      answer();
    },
  };
}
