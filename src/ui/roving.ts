import { type FocusEvent, type KeyboardEvent, useState } from 'react';

/** Where an arrow, Home or End moves from `from` among `count` items (no wrapping); null for any other key. */
export function rovingTarget(key: string, from: number, count: number): number | null {
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(from + 1, count - 1);
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(from - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A roving tabindex (issue 28.6, decision 283): the items matching `selector` inside the element the
 * handlers sit on are one tab stop. The first item holds it until a key or a focus moves it, so the
 * markup is the same on the server's first paint and in the live page; the arrows, Home and End move
 * the focus between the items, and Tab leaves the group.
 */
export function useRovingTabIndex(selector: string) {
  const [active, setActive] = useState(0);
  const itemsOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>(selector)];
  return {
    tabIndexOf: (index: number) => (index === active ? 0 : -1),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const items = itemsOf(event.currentTarget);
      const from = items.indexOf(event.target as HTMLElement);
      if (from < 0) return;
      const to = rovingTarget(event.key, from, items.length);
      if (to === null) return;
      event.preventDefault();
      setActive(to);
      items[to]?.focus();
    },
    /** A click or a script that focuses an item makes it the group's tab stop. */
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const index = itemsOf(event.currentTarget).indexOf(event.target as HTMLElement);
      if (index >= 0) setActive(index);
    },
  };
}
