import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether an element's content is taller than `limit` pixels. Layout measurement is the one thing
 * only the view can know, so it lives here rather than in a machine; it re-measures on resize.
 * `guess` is the answer before the first measurement: a render on the server never measures, and a
 * card off screen is measured only when it comes near.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, limit: number, guess = false): boolean {
  const [overflows, setOverflows] = useState(guess);
  // Observed anew when the answer changes: the card then wraps the element in its fold, a new node.
  // biome-ignore lint/correctness/useExhaustiveDependencies: overflows marks that new node
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // A card off screen is not laid out (content-visibility: auto): its height says nothing yet. The
      // guess stands until it comes near the screen, when the observer fires again.
      if (element.checkVisibility?.({ contentVisibilityAuto: true }) === false) return;
      setOverflows(element.scrollHeight > limit);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, limit, overflows]);
  return overflows;
}
